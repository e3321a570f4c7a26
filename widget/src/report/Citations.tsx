// The sources of a report value: one citation shown, the rest behind a 'more' toggle (spec 1
// section 9: one per field by default). Each links to its source, titled from the document.
import { useEffect, useId, useState } from 'react';
import type { ReportCitation } from '../../../core/rules/evaluate';
import type { CitedDocument } from '../api/client';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from './report-context';
import { uniqueCitations } from './report-model';

/** How many citations show before 'more'. */
const SHOWN = 1;

function useDocument(id: string): CitedDocument | undefined {
  const { api } = useReport();
  const [document, setDocument] = useState<CitedDocument | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.document(id).then(
      (answer) => live && setDocument(answer),
      // Without the title the citation still links to its source under the document id.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  return document;
}

function CitationLink({ citation }: { citation: ReportCitation }) {
  const t = useTranslate();
  const { api } = useReport();
  const document = useDocument(citation.document_id);
  const headings = citation.sequences.map((id) => document?.sections.find((s) => s.id === id)?.heading).filter(Boolean);
  const title = document ? [document.title, ...headings].join(' · ') : citation.document_id;
  const href = citation.source_url || document?.source_url;
  if (!href) return <span className="citation__title">{title}</span>;
  return (
    <a className="citation__link" href={api.resolve(href)} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> {t('citation.newTab')}</span>
    </a>
  );
}

/** The citations of one or more report fields, e.g. `adu.ext_legal`. */
export function Citations({ fields }: { fields: string[] }) {
  const t = useTranslate();
  const { property } = useReport();
  const listId = useId();
  const [all, setAll] = useState(false);
  const citations = uniqueCitations(fields.flatMap((field) => property.citations[field] ?? []));
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
