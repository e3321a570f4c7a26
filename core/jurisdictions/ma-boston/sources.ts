// The source of Boston’s finding: an account of why the state ADU law does not reach it.
import type { SourceDocument } from '../../rules/documents';

export const BOSTON_DOCUMENTS: SourceDocument[] = [
  {
    id: 'boston-exempt',
    title: 'By-right accessory dwellings (Daily Hampshire Gazette)',
    publisher: 'Daily Hampshire Gazette',
    jurisdiction: 'MA',
    sourceUrl: 'https://gazettenet.com/by-right-accessory-dwellings-59271918',
    verifiedAt: '2026-11-22',
    kind: 'secondary',
    sections: [{ id: 'boston', heading: 'Boston', excerpt: 'Boston is not governed by the Zoning Act c.40A and runs its own ADU zoning, so the state by-right rule does not reach it.' }],
  },
];
