// The source of the demo town’s rules: its bylaw, written for the demo.
import type { SourceDocument } from '../../rules/documents';

export const MAPLE_HOLLOW_DOCUMENTS: SourceDocument[] = [
  {
    id: 'maple-hollow-zoning',
    title: 'Maple Hollow Zoning Bylaw (fictional demo town)',
    publisher: 'Maple Hollow (fictional)',
    jurisdiction: 'MA/Maple Hollow',
    sourceUrl: '/demo/',
    verifiedAt: '2026-11-22',
    kind: 'primary',
    sections: [
      {
        id: 'districts',
        heading: 'Districts',
        excerpt: 'SR Single Residence, TR Two-Family Residence and B Business districts; single-family homes are allowed in SR and TR, multi-family dwellings by right in TR and B and not in SR.',
      },
      {
        id: 'principal-setbacks',
        heading: 'Principal buildings',
        excerpt:
          'Principal buildings, their additions and in-home apartments included, stand at least 25 feet from the front lot line, 15 feet from side lot lines, 25 feet from the rear lot line and 10 feet from other buildings. Additions are allowed by right in every district; principal buildings have no footprint limit besides lot coverage.',
      },
      { id: 'accessory-setbacks', heading: 'Accessory structures', excerpt: 'Accessory structures stand at least 10 feet from side and rear lot lines, 25 feet from the front, and 10 feet from other buildings.' },
      {
        id: 'accessory-uses',
        heading: 'Accessory structures allowed',
        excerpt:
          'Sheds, garages, decks, patios, pools, sport courts and backyard farms are allowed by right in every district, except backyard farms in B. Each covers at most 1,000 square feet; decks and patios may adjoin other buildings.',
      },
      {
        id: 'pools-courts',
        heading: 'Pools and sport courts',
        excerpt: 'Swimming pools and sport courts stand at least 15 feet from side and rear lot lines; a sport court may cover up to 3,000 square feet.',
      },
      {
        id: 'lot-coverage',
        heading: 'Lot coverage',
        excerpt: 'Buildings and structures together, decks, patios, pools and sport courts included, cover at most 35 percent of the lot.',
      },
    ],
  },
];
