// One lead as its organization's owners read it (Settings → Leads, or the link of the owners'
// e-mail): how to reach the sender, their answers, and what the lead's report said (its summary:
// verdict, size limit by right, placed plan, estimate), in a modal dialog.
import { useId } from 'react';
import type { LeadListItem, LeadSummary } from '../../../../core/api';
import { likelihoodStatus } from '../../../../core/rules';
import { intlTag } from '../../i18n/format';
import { useOrgTranslate, type OrgMessageKey } from '../../i18n/org-messages';
import { useLocale } from '../../i18n/use-translate';
import { Modal } from '../../ui/Modal';
import { leadAnswers, leadRow, type LeadDetailField } from './leads-model';

const YES_NO: Record<string, OrgMessageKey> = { yes: 'leads.value.yes', no: 'leads.value.no' };
/** The words of the stored codes of single-choice answers (the lead form's labels); other answers are shown as sent. */
const VALUE_WORDS: Partial<Record<LeadDetailField, Record<string, OrgMessageKey>>> = {
  starting_timeline: { early: 'leads.value.timeline.early', interested: 'leads.value.timeline.interested', committed: 'leads.value.timeline.committed' },
  is_owner: YES_NO,
  lives_there: YES_NO,
  introduce: YES_NO,
  water_supply: { municipality: 'leads.value.water.municipality', private: 'leads.value.water.private' },
  sewer_system: { municipality: 'leads.value.sewer.municipality', septic: 'leads.value.sewer.septic' },
};

/** A list of terms and their values. */
function Terms({ entries }: { entries: readonly { term: string; value: string }[] }) {
  return (
    <dl className="lead-detail__terms">
      {entries.map(({ term, value }) => (
        <div key={term} className="lead-detail__term">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The summary's entries in the owners' words. */
function useSummaryEntries(summary: LeadSummary): { term: string; value: string }[] {
  const t = useOrgTranslate();
  const tag = intlTag(useLocale());
  const number = new Intl.NumberFormat(tag);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const verdict = summary.verdict
    ? `${t(`leads.summary.status.${likelihoodStatus(summary.verdict.likelihood, summary.verdict.status)}`)}${summary.verdict.legal ? ` (${t(`leads.summary.legal.${summary.verdict.legal}`)})` : ''}`
    : t('leads.summary.none');
  const size =
    summary.size_limit_sqft !== null
      ? t('leads.summary.sqft', { value: number.format(summary.size_limit_sqft) })
      : summary.limited
        ? t('leads.summary.locked')
        : t('leads.summary.unknown');
  return [
    { term: t('leads.address'), value: summary.address },
    { term: t('leads.summary.kind'), value: t(summary.adu_kind ? `leads.summary.kind.${summary.adu_kind}` : 'leads.summary.kind.none') },
    { term: t('leads.summary.verdict'), value: verdict },
    { term: t('leads.summary.sizeLimit'), value: size },
    { term: t('leads.summary.plan'), value: summary.plan ? t('leads.summary.planValue', { name: summary.plan.name, sqft: number.format(summary.plan.sqft) }) : t('leads.summary.none') },
    {
      term: t('leads.summary.estimate'),
      value: summary.estimate ? t('leads.summary.estimateValue', { low: money.format(summary.estimate.low), high: money.format(summary.estimate.high) }) : t('leads.summary.notAvailable'),
    },
  ];
}

/** The summary's terms (a component of its own, since its words need hooks and a lead may have none). */
function SummaryTerms({ summary }: { summary: LeadSummary }) {
  return <Terms entries={useSummaryEntries(summary)} />;
}

/** The detail of `lead`; closing it calls `onClose`. */
export function LeadDetail({ lead, onClose }: { lead: LeadListItem; onClose(): void }) {
  const t = useOrgTranslate();
  const id = useId();
  const locale = useLocale();
  const row = leadRow(lead);
  const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.createdAt));
  const contact = [
    { term: t('leads.date'), value: date },
    { term: t('leads.kind'), value: t(`leads.kind.${row.kind}`) },
    { term: t('leads.email'), value: row.email },
    { term: t('leads.phone'), value: row.phone },
    { term: t('leads.address'), value: row.address },
    { term: t('leads.delivery'), value: t(`leads.status.${row.status}`) },
  ].filter((entry) => entry.value !== '');
  const answers = leadAnswers(lead).map(({ field, value }) => {
    const words = VALUE_WORDS[field]?.[value];
    return { term: t(`leads.field.${field}`), value: words ? t(words) : value };
  });
  return (
    <Modal title={t('leads.detail.title', { name: row.name })} onClose={onClose} className="lead-detail">
      <section aria-labelledby={`${id}-contact`}>
        <h3 id={`${id}-contact`} className="lead-detail__heading">
          {t('leads.detail.contact')}
        </h3>
        <Terms entries={contact} />
      </section>
      {lead.kind === 'lead' && (
        <section aria-labelledby={`${id}-report`}>
          <h3 id={`${id}-report`} className="lead-detail__heading">
            {t('leads.detail.report')}
          </h3>
          {lead.summary ? <SummaryTerms summary={lead.summary} /> : <p className="settings-note">{t('leads.detail.noReport')}</p>}
        </section>
      )}
      {answers.length > 0 && (
        <section aria-labelledby={`${id}-answers`}>
          <h3 id={`${id}-answers`} className="lead-detail__heading">
            {t('leads.detail.answers')}
          </h3>
          <Terms entries={answers} />
        </section>
      )}
    </Modal>
  );
}
