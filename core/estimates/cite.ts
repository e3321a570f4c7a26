// Report citations of the estimate documents (core/rules/sources/estimates.ts and the state codes).
import { citationLabel, findDocument } from '../rules/documents';
import type { ReportCitation } from '../rules/evaluate';

/** The report citation of sections of a document; throws on a document that is not on file (a programming error). */
export function cite(documentId: string, sections: readonly string[]): ReportCitation {
  const document = findDocument(documentId);
  if (!document) throw new Error(`No source document ${documentId}`);
  for (const id of sections) {
    if (!document.sections.some((section) => section.id === id)) throw new Error(`No section ${id} in ${documentId}`);
  }
  return {
    document_id: documentId,
    sequences: [...sections],
    source_url: document.sourceUrl,
    label: citationLabel(documentId, sections),
    publisher: document.publisher,
    verified_at: document.verifiedAt,
  };
}

/** Dollars as the report's sentences write them: whole, with thousands separators ('120,000'). */
export const dollars = (amount: number): string => Math.round(amount).toLocaleString('en-US');
