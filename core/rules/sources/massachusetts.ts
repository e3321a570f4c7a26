// Massachusetts state sources: the Zoning Act as amended by the Affordable Homes Act, the
// protected-use ADU regulation, the state's own guidance, and the wetlands regulation.
import type { SourceDocument } from '../documents';

const MGL_40A = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A';

export const MASSACHUSETTS_DOCUMENTS: SourceDocument[] = [
  {
    id: 'mgl-c40a-s1a',
    title: 'M.G.L. c.40A §1A (Zoning Act definitions)',
    publisher: 'Massachusetts Legislature',
    jurisdiction: 'MA',
    sourceUrl: `${MGL_40A}/Section1A`,
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [
      {
        id: 'adu-definition',
        heading: 'Accessory dwelling unit',
        excerpt:
          'A self-contained unit with its own sleeping, cooking and sanitary facilities on the same lot as a principal dwelling, with a separate entrance, and no larger than half the principal dwelling\u2019s gross floor area or 900 square feet, whichever is smaller.',
      },
    ],
  },
  {
    id: 'mgl-c40a-s3',
    title: 'M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8)',
    publisher: 'Massachusetts Legislature',
    jurisdiction: 'MA',
    sourceUrl: `${MGL_40A}/Section3`,
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [
      { id: 'adu-by-right', heading: 'One ADU by right', excerpt: 'In a single-family residential zoning district, zoning may not prohibit, unreasonably restrict or require a special permit for one accessory dwelling unit, or for renting it.' },
      { id: 'adu-regulations', heading: 'Reasonable regulations', excerpt: 'Towns may still apply Title 5, site plan review, and reasonable dimensional rules such as setbacks, bulk and height, and may restrict short-term rentals.' },
      { id: 'adu-owner-occupancy', heading: 'No owner occupancy', excerpt: 'Owner occupancy of the ADU or of the principal dwelling may not be required.' },
      { id: 'adu-parking', heading: 'Parking', excerpt: 'At most one additional parking space may be required, and none when the ADU is within half a mile of a commuter-rail, subway, ferry or bus station.' },
    ],
  },
  {
    id: 'st-2024-c150',
    title: 'St. 2024 c.150 (Affordable Homes Act)',
    publisher: 'Massachusetts Legislature',
    jurisdiction: 'MA',
    sourceUrl: 'https://malegislature.gov/Laws/SessionLaws/Acts/2024/Chapter150',
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [{ id: 'effective-date', heading: 'Effective date', excerpt: 'The by-right ADU provisions took effect on February 2, 2025, 180 days after the act was signed on August 6, 2024.' }],
  },
  {
    id: '760-cmr-71',
    title: '760 CMR 71.00 Protected Use Accessory Dwelling Units',
    publisher: 'Executive Office of Housing and Livable Communities',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.mass.gov/regulations/760-CMR-7100-protected-use-accessory-dwelling-units',
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [
      { id: '71.01-purpose', heading: '71.01 Purpose', excerpt: 'Zoning may not prohibit, unreasonably restrict or require a special permit for a single ADU, or its rental, in a single-family residential zoning district.' },
      { id: '71.02-single-family-district', heading: '71.02 Single-family residential zoning district', excerpt: 'Any district where a single-family home is allowed, by right or by special permit, counts as a single-family residential zoning district.' },
      { id: '71.02-principal-dwelling', heading: '71.02 Principal dwelling', excerpt: 'Any structure with at least one dwelling unit can be the principal dwelling, so a two-family house can have a protected ADU.' },
      { id: '71.03-dimensions', heading: '71.03 Dimensional rules', excerpt: 'Dimensional rules for a protected ADU may be no stricter than those for the principal dwelling, a single-family dwelling or an accessory structure in the district, whichever is most permissive.' },
      { id: '71.03-lot-size', heading: '71.03 No minimum lot size', excerpt: 'A town may not impose a minimum lot size on a protected use ADU.' },
      { id: '71.03-density', heading: '71.03 No caps or density counts', excerpt: 'Protected ADUs may not be capped in number across a town, and do not count in density calculations.' },
    ],
  },
  {
    id: 'eohlc-adu-faq',
    title: 'Accessory Dwelling Unit (ADU) FAQs (updated May 1, 2025)',
    publisher: 'Executive Office of Housing and Livable Communities',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.mass.gov/info-details/accessory-dwelling-unit-adu-faqs',
    verifiedAt: '2026-11-28',
    kind: 'primary',
    sections: [
      { id: 'unenforceable', heading: 'Inconsistent local rules', excerpt: 'Since February 2, 2025, local zoning that conflicts with the ADU law or its regulation cannot be enforced against a protected use ADU.' },
      { id: 'second-adu', heading: 'More than one ADU', excerpt: 'One ADU is protected per lot; a town may allow more, and may require a special permit for any beyond the first.' },
    ],
  },
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
  {
    id: '310-cmr-10',
    title: '310 CMR 10.00 Wetlands Protection Act Regulations',
    publisher: 'Massachusetts Department of Environmental Protection',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.mass.gov/regulations/310-CMR-1000-wetlands-protection-act-regulations',
    verifiedAt: '2026-11-22',
    kind: 'primary',
    sections: [{ id: 'buffer-zone', heading: '10.02(2)(b) Buffer zone', excerpt: 'Work within 100 feet of a wetland resource area needs a filing with the local conservation commission.' }],
  },
];
