// The source documents that rules cite: statutes, regulations, ordinances, official pages and data
// sources, each with its publisher, the day its text was last checked against the source, and
// short excerpts of the cited sections in our own words (not quotations). The documents of a
// jurisdiction are in its folder of core/jurisdictions; those of the estimates in sources/.
import { ESTIMATE_DOCUMENTS } from './sources/estimates';
import { JURISDICTION_DOCUMENTS } from '../jurisdictions';

/** A cited section: its id, heading and a short paraphrase. */
export interface DocumentSection {
  id: string;
  heading: string;
  excerpt: string;
}

/** A source document. */
export interface SourceDocument {
  id: string;
  title: string;
  /** Who publishes it: 'Commonwealth of Massachusetts', 'City of Cambridge'... */
  publisher: string;
  jurisdiction: string;
  sourceUrl: string;
  /** The day (ISO) the cited text was last checked against this source. */
  verifiedAt: string;
  /**
   * 'primary' for the law itself (statute, regulation, ordinance, the official text or page of
   * its authority); 'secondary' for an account of it (news, a sponsor's summary). A value cited to
   * a secondary source only is marked inferred in the report.
   */
  kind: 'primary' | 'secondary';
  sections: DocumentSection[];
}

/** Every document a ruleset may cite, by id. */
export const DOCUMENTS: Record<string, SourceDocument> = Object.fromEntries(
  [...JURISDICTION_DOCUMENTS, ...ESTIMATE_DOCUMENTS].map((document) => [document.id, document]),
);

/** The document with this id, or undefined (an id such as `constructor` names no document, not a member of Object.prototype). */
export function findDocument(id: string): SourceDocument | undefined {
  return Object.hasOwn(DOCUMENTS, id) ? DOCUMENTS[id] : undefined;
}

/** How a citation reads: the document's title and the cited sections' headings ('M.G.L. c.40A §3 · ADU paragraph: one ADU by right'). */
export function citationLabel(documentId: string, sectionIds: readonly string[]): string {
  const document = findDocument(documentId);
  if (!document) return documentId;
  const headings = sectionIds.map((id) => document.sections.find((s) => s.id === id)?.heading).filter((h): h is string => h !== undefined);
  return [document.title, ...headings].join(' \u00b7 ');
}
