// The sources of a report value: one citation shown, the rest behind a 'more' toggle (spec 1
// section 9: one per field by default). Each link names the publisher and the document with its
// sections, and says when its text was last checked; never the host it is served from. Sources
// stay in their language, English, and are marked so; the label says so in other languages.
import { useId, useState } from 'react';
import type { ReportCitation } from '../../../core/rules';
import { formatDate } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';
import { uniqueCitations } from './report-model';

/** How many citations show before 'more'. */
const SHOWN = 1;

function CitationLink({ citation }: { citation: ReportCitation }) {
  const t = useTranslate();
  const locale = useLocale();
  const { api } = useReport();
  const title = [citation.publisher, citation.label || citation.document_id].filter(Boolean).join(': ');
  const checked = citation.verified_at ? <span className="citation__checked"> ({t('citation.checked', { date: formatDate(citation.verified_at, locale) })})</span> : null;
  if (!citation.source_url) {
    return (
      <span className="citation__title">
        <span lang="en">{title}</span>
        {checked}
      </span>
    );
  }
  return (
    <>
      <a className="citation__link" href={api.resolve(citation.source_url)} target="_blank" rel="noopener noreferrer">
        <span lang="en">{title}</span>
        <span className="visually-hidden"> {t('citation.newTab')}</span>
      </a>
      {checked}
    </>
  );
}

/** The citations of one or more report fields, e.g. `adu.ext_legal`. */
export function Citations({ fields }: { fields: string[] }) {
  const { property } = useReport();
  return <CitationList citations={fields.flatMap((field) => property.citations[field] ?? [])} />;
}

/** A list of citations (an estimate's or a next step's sources), one shown and the rest behind 'more'. */
export function CitationList({ citations: given }: { citations: readonly ReportCitation[] }) {
  const t = useTranslate();
  const listId = useId();
  const [all, setAll] = useState(false);
  const citations = uniqueCitations([...given]);
  if (citations.length === 0) return null;
  const hidden = citations.length - SHOWN;
  return (
    <div className="citations">
      <span className="citations__label">{t('citation.sources')}:</span>
      <ul id={listId} className="citations__list">
        {/* The ones behind 'more' are rendered hidden, so a printed report lists every source. */}
        {citations.map((citation, index) => (
          <li key={`${citation.document_id}|${citation.sequences.join(',')}`} className="citation" hidden={!all && index >= SHOWN}>
            <CitationLink citation={citation} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="link-button citations__more" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? t('citation.less') : t('citation.more', { count: hidden })}
        </button>
      )}
    </div>
  );
}
