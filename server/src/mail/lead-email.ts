// The e-mail that tells an organization's owners of a new lead: who sent it and how to reach them,
// what the lead's report says (its summary: verdict, size limit, placed plan, estimate), and a link
// to the lead in Settings → Leads. Written in the language the lead was sent in (English or Spanish).
import type { LeadSummary } from '../../../core/api';
import { likelihoodStatus } from '../../../core/rules';
import { escapeHtml } from './escape-html';
import { leadEmailWords, type LeadEmailLocale } from './lead-email-messages';
import type { OutgoingEmail } from './outbox';

/** What the e-mail tells. */
export interface LeadEmailContent {
  to: string;
  locale: LeadEmailLocale;
  organizationName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  summary: LeadSummary | null;
  /** The lead's detail in Settings → Leads. */
  link: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The summary's lines in `locale`. */
export function summaryLines(locale: LeadEmailLocale, summary: LeadSummary | null): string[] {
  const w = (key: Parameters<typeof leadEmailWords>[1], values?: Record<string, string | number>) => leadEmailWords(locale, key, values);
  if (!summary) return [w('noReport')];
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US');
  const money = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const lines: string[] = [];
  if (summary.adu_kind && summary.verdict) {
    const kind = w(`kind.${summary.adu_kind}`);
    const verdict = w(`verdict.${likelihoodStatus(summary.verdict.likelihood, summary.verdict.status)}`);
    lines.push(summary.verdict.legal ? w('verdict.line', { kind, verdict, legal: w(`legal.${summary.verdict.legal}`) }) : w('verdict.lineNoLegal', { kind, verdict }));
    lines.push(summary.size_limit_sqft !== null ? w('size.line', { sqft: number.format(summary.size_limit_sqft) }) : summary.limited ? w('size.locked') : w('size.unknown'));
  } else {
    lines.push(w('kind.none'));
  }
  lines.push(summary.plan ? w('plan.line', { name: summary.plan.name, sqft: number.format(summary.plan.sqft) }) : w('plan.none'));
  lines.push(summary.estimate ? w('estimate.line', { low: money.format(summary.estimate.low), high: money.format(summary.estimate.high) }) : w('estimate.none'));
  return lines;
}

/** The owners' e-mail of one new lead. */
export function leadEmail(content: LeadEmailContent): OutgoingEmail {
  const { locale } = content;
  const w = (key: Parameters<typeof leadEmailWords>[1], values?: Record<string, string | number>) => leadEmailWords(locale, key, values);
  const org = content.organizationName;
  const contact = [w('contact.email', { value: content.email }), w('contact.phone', { value: content.phone }), w('contact.address', { value: content.address })];
  const report = summaryLines(locale, content.summary);
  const text = [
    w('greeting'),
    '',
    w('intro', { name: content.name, org }),
    '',
    `${w('contact')}:`,
    ...contact.map((line) => `- ${line}`),
    '',
    `${w('report')}${content.summary ? ` (${content.summary.address})` : ''}:`,
    ...report.map((line) => `- ${line}`),
    '',
    w('open'),
    content.link,
    '',
    w('footer', { org }),
  ].join('\n');
  const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = [
    `<p>${escapeHtml(w('greeting'))}</p>`,
    `<p>${escapeHtml(w('intro', { name: content.name, org }))}</p>`,
    `<p><strong>${escapeHtml(w('contact'))}</strong></p>`,
    list(contact),
    `<p><strong>${escapeHtml(w('report'))}</strong>${content.summary ? ` (${escapeHtml(content.summary.address)})` : ''}</p>`,
    list(report),
    `<p><a href="${escapeHtml(content.link)}">${escapeHtml(w('open.link'))}</a></p>`,
    `<p>${escapeHtml(w('footer', { org }))}</p>`,
  ].join('\n');
  // A name with line breaks must not break the subject header.
  return { to: content.to, subject: oneLine(w('subject', { name: content.name })), text, html };
}
