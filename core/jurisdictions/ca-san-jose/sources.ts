// The sources of San Jose’s rules: the city’s 2016 zoning data and its ADU bulletin.
import type { SourceDocument } from '../../rules/documents';

export const SAN_JOSE_DOCUMENTS: SourceDocument[] = [
  {
    id: 'san-jose-zoning-2016',
    title: 'San Jose zoning districts (2016)',
    publisher: 'City of San Jose GIS',
    jurisdiction: 'CA/San Jose',
    sourceUrl: 'https://github.com/sanjosegis/gis-open-data',
    verifiedAt: '2026-11-22',
    kind: 'primary',
    sections: [{ id: 'r-1', heading: 'R-1 districts', excerpt: 'R-1-1 to R-1-8 are single-family residence districts (the number is dwellings per acre).' }],
  },
  {
    id: 'san-jose-bulletin-210',
    title: 'San Jos\u00e9 Bulletin #210, ADU Universal Checklist (updated March 5, 2026), on Municipal Code Chapter 20.80 Part 2.75',
    publisher: 'City of San Jos\u00e9, Planning, Building and Code Enforcement',
    jurisdiction: 'CA/San Jose',
    sourceUrl: 'https://www.sanjoseca.gov/ADUs',
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      { id: 'qualify', heading: 'Part 1, question 2', excerpt: 'ADUs are allowed in any zoning district where the site has a legally built main residence (single-family, duplex or multifamily) with approved permits.' },
      { id: 'choice', heading: 'Part 3, City or State standards', excerpt: 'An ADU follows either the City standards (Municipal Code \u00a720.80.175) or the State standards (\u00a720.80.176), all of one or the other, never mixed.' },
      { id: 'city-detached-size', heading: 'Part 3, City standards: detached size', excerpt: 'A detached ADU, new or converted, of up to 1,000 square feet on a lot under 9,000 square feet and 1,200 on a lot over 9,000.' },
      {
        id: 'city-detached-setbacks',
        heading: 'Part 3, City standards: detached setbacks',
        excerpt: 'Side and rear setbacks of 0 feet for a first story and 4 for a second; behind the main home or 45 feet from the front; 6 feet from the main home; at most 40% of the rear yard covered.',
      },
      { id: 'city-detached-height', heading: 'Part 3, City standards: detached height', excerpt: 'A detached ADU up to 18 feet with one story and 25 feet with two.' },
      { id: 'city-attached', heading: 'Part 3, City standards: attached ADU', excerpt: 'Up to half the main home\u2019s living area and 1,000 square feet (1,200 on a lot over 9,000), 25 feet tall, with its front door on another facade.' },
      {
        id: 'state-standards',
        heading: 'Part 3, State standards',
        excerpt: 'A new ADU of up to 800 square feet with 4-foot side and rear setbacks, 18 feet detached (plus 2 for a pitched roof) or 25 attached; a conversion of existing space has no maximum, plus 150 square feet for access.',
      },
      { id: 'parking', heading: 'Part 3, Parking', excerpt: 'No parking is required under either the City or the State standards.' },
      { id: 'measure', heading: 'Page 6, Square footage', excerpt: 'Square footage is livable floor space measured to the exterior finish; the main home excludes garages and unfinished attics and basements.' },
    ],
  },
];
