import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../../core/api';
import { LEAD_EMAIL_LOCALES, leadEmailWords } from './lead-email-messages';
import { leadEmail, summaryLines } from './lead-email';

const summary: LeadSummary = {
  summary_version: 1,
  property_id: 'demo-town/p-12',
  address: '12 Maple Street, Maple Hollow, MA 01999',
  adu_kind: 'ext',
  verdict: { status: 'GREEN', legal: 'BR' },
  size_limit_sqft: 1200,
  plan: { name: 'Cottage <One>', sqft: 480, floor_plan_uuid: 'plan-1' },
  estimate: { low: 150000, high: 240000, currency: 'USD' },
  limited: false,
};

const content = {
  to: 'olive@hollowcreek.example',
  locale: 'en' as const,
  organizationName: 'Smith & "Sons"\nBuilders',
  name: 'Ada\nLovelace',
  email: 'ada@example.com',
  phone: '+1 (617) 555-0199',
  address: '12 Maple Street, Maple Hollow, MA 01999',
  summary,
  link: 'https://lotline.example/settings#leads/3f1c-9a',
};

describe('the owners’ e-mail of a new lead', () => {
  it('tells who sent it, how to reach them, what the report says and where the lead is, in plain text', () => {
    const email = leadEmail(content);
    expect(email.to).toBe('olive@hollowcreek.example');
    // A name with a line break does not break the subject header.
    expect(email.subject).toBe('New lead from Ada Lovelace on Lotline');
    expect(email.text).toBe(
      [
        'Hello,',
        '',
        'Ada\nLovelace sent Smith & "Sons"\nBuilders a lead through Lotline.',
        '',
        'Contact:',
        '- Email: ada@example.com',
        '- Phone: +1 (617) 555-0199',
        '- Address: 12 Maple Street, Maple Hollow, MA 01999',
        '',
        'What the report says (12 Maple Street, Maple Hollow, MA 01999):',
        '- Backyard cottage: Probably Allowed (allowed by right)',
        '- Size limit by right: 1,200 sq ft',
        '- Placed plan: Cottage <One>, 480 sq ft',
        '- Estimate: $150,000 to $240,000',
        '',
        'Open the lead in Settings → Leads:',
        'https://lotline.example/settings#leads/3f1c-9a',
        '',
        'You receive this e-mail as an owner of Smith & "Sons"\nBuilders on Lotline.',
      ].join('\n'),
    );
  });

  it('reads the verdict in the words of the report likelihood, and of its status where a stored lead has none', () => {
    // A by-right answer with something left to check (yellow) at 75 % reads as the report does.
    expect(summaryLines('en', { ...summary, verdict: { status: 'YELLOW', legal: 'BR', likelihood: 75 } })[0]).toBe('Backyard cottage: Probably Allowed (allowed by right)');
    expect(summaryLines('es', { ...summary, verdict: { status: 'YELLOW', legal: 'BR', likelihood: 45 } })[0]).toMatch(/^Casita en el patio: Podría estar permitido/);
    expect(summaryLines('en', { ...summary, verdict: { status: 'YELLOW', legal: 'BR' } })[0]).toBe('Backyard cottage: Might be Allowed (allowed by right)');
  });

  it('escapes what the sender and the organization wrote in the HTML', () => {
    const { html } = leadEmail(content);
    expect(html).toContain('<li>Placed plan: Cottage &#60;One&#62;, 480 sq ft</li>');
    expect(html).toContain('Smith &#38; &#34;Sons&#34;');
    expect(html).toContain('<a href="https://lotline.example/settings#leads/3f1c-9a">Open the lead</a>');
    expect(html).not.toContain('<One>');
  });

  it('says when the size limit was locked for the visitor, and when there is no report, kind or plan', () => {
    expect(summaryLines('en', { ...summary, size_limit_sqft: null, limited: true, plan: null, estimate: null })).toEqual([
      'Backyard cottage: Probably Allowed (allowed by right)',
      'Size limit by right: locked (the visitor saw the limited report)',
      'Placed plan: none',
      'Estimate: not available',
    ]);
    expect(summaryLines('en', { ...summary, size_limit_sqft: null })).toContain('Size limit by right: no number on file');
    expect(summaryLines('en', { ...summary, adu_kind: null, verdict: null, size_limit_sqft: null })[0]).toBe('ADU kind: not chosen');
    expect(summaryLines('en', null)).toEqual(['The lead names no report.']);
  });

  it('is written in Spanish for a lead sent in Spanish', () => {
    const email = leadEmail({ ...content, locale: 'es' });
    expect(email.subject).toBe('Nuevo contacto de Ada Lovelace en Lotline');
    expect(email.text).toContain('- Casita en el patio: Probablemente permitido (permitido por derecho)');
    expect(email.text).toContain('- Tamaño máximo por derecho: 1,200 pies²');
    expect(email.text).toContain('Abra el contacto en Configuración → Contactos:');
  });

  it('has every word in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of ['subject', 'intro', 'size.line', 'plan.line', 'estimate.line', 'verdict.line', 'footer'] as const) {
      const [en, es] = LEAD_EMAIL_LOCALES.map((locale) => leadEmailWords(locale, key));
      expect(es).not.toBe('');
      expect(placeholders(es!)).toEqual(placeholders(en!));
    }
  });
});
