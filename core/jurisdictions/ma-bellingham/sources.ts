// The sources of Bellingham’s rules: its zoning bylaw.
import type { SourceDocument } from '../../rules/documents';

export const BELLINGHAM_DOCUMENTS: SourceDocument[] = [
  {
    id: 'bellingham-zoning-bylaw',
    title: 'Bellingham Zoning Bylaw, Code chapter 240',
    publisher: 'Town of Bellingham',
    jurisdiction: 'MA/Bellingham',
    sourceUrl: 'https://ecode360.com/15958513',
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [
      { id: 'districts', heading: 'Establishment of districts', excerpt: 'The base districts are Agricultural (A), Suburban (S), Residential (R), Multifamily Dwelling (M), Business B-1 and B-2, and Industrial (I), with nine overlay districts.' },
      {
        id: 'use-regulations',
        heading: '§ 240-31 Use Regulations Schedule',
        excerpt:
          'The Use Regulations Schedule (§ 240-31) says which uses each district allows; the bylaw\u2019s other sections refer to it district by district. The schedule itself, and so whether each district allows a single-family dwelling, is not in the text we hold.',
      },
      {
        id: 'special-residential',
        heading: 'Special residential uses',
        excerpt:
          'Townhouses, assisted elderly housing, public housing and other multifamily housing: as the Use Regulations Schedule provides, townhouses and assisted elderly housing may be allowed by Planning Board special permit in every district but Industrial, and public housing is permitted in every district but Industrial.',
      },
      {
        id: 'intensity-of-use',
        heading: '§ 240-40 Intensity of Use Schedule',
        excerpt:
          'Buildings stand on lots that meet the minimum requirements of the table in § 240-40 (the Intensity of Use Schedule: lot area, frontage, yards and height by district). The table is not in the text we hold.',
      },
    ],
  },
];
