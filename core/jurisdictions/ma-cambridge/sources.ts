// The sources of Cambridge’s rules: the city’s district list, its accounts of the 2025 amendments and the notices of the petitions.
import type { SourceDocument } from '../../rules/documents';

const CAMBRIDGE = 'City of Cambridge';
export const CAMBRIDGE_DOCUMENTS: SourceDocument[] = [
  {
    id: 'cambridge-zoning-districts',
    title: 'Cambridge zoning districts (district list from the Zoning Ordinance, and the zoning map layers)',
    publisher: 'City of Cambridge GIS',
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://github.com/cambridgegis/cambridgegis_data/tree/main/CDD/Zoning_Districts',
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      { id: 'residence-a', heading: 'Residence A-1 and A-2', excerpt: 'Districts for single-family dwellings (on the map until the February 2025 rezoning).' },
      { id: 'residence-b', heading: 'Residence B', excerpt: 'Two-family or semi-detached dwellings (on the map until February 2025).' },
      { id: 'residence-c', heading: 'Residence C districts', excerpt: 'Multifamily dwelling districts, C to C-3B; residential neighbourhoods are mapped as C-1 since February 2025.' },
      { id: 'other', heading: 'Business, office, industry and open space districts', excerpt: 'Business, office, industry and open space districts, some of which also name multifamily dwellings among their uses; Business A-5 is on the 2024 map but not in the list.' },
      { id: 'open-space', heading: 'Open Space', excerpt: 'The Open Space district is for public parks, recreation and other public facilities.' },
      {
        id: 'special',
        heading: 'Special Business, Office and Industrial Districts',
        excerpt: 'SD-1 to SD-15, with SD-4A, SD-8A, SD-10(F) and SD-10(H), are Special Business, Office and Industrial Districts whose uses Article 17.000 governs; all are on both maps.',
      },
      { id: 'planned', heading: 'MXD, ASD, CRDD and NP', excerpt: 'The Kendall Center and Ames Street, Cambridgeport Revitalization and North Point districts, whose uses Articles 14.000, 15.000 and 16.000 govern.' },
      { id: 'corridors', heading: 'Corridor districts', excerpt: 'The map layer of March 2026 has the districts CAM-6, CAM-10, CAM-12, MAS-6, MAS-12, MAS-12A and MAS-18, which the district list does not name.' },
    ],
  },
  {
    id: 'cambridge-multifamily-petition-notice',
    title: 'Notice of the Ordinance Committee hearing on the two multifamily zoning petitions (City Clerk, December 4, 2024)',
    publisher: CAMBRIDGE,
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://cambridgema.gov/citycalendar/view.aspx?guid=5a4270eec00949399d6eb56c528e55b9',
    verifiedAt: '2026-12-03',
    kind: 'secondary',
    sections: [
      {
        id: 'part-one',
        heading: 'Multifamily Housing Zoning Petition Part One',
        excerpt: 'The petition amends the map and Articles 2.000 to 21.000 to remove the districts meant for one- and two-family homes only, and to allow multifamily and townhouse residences as of right in every district except Open Space.',
      },
    ],
  },
  {
    id: 'cambridge-multifamily-2025',
    title: 'Cambridge zoning for multifamily housing citywide (Community Development Department)',
    publisher: CAMBRIDGE,
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://www.cambridgema.gov/CDD/Projects/Zoning/multifamilyhousing',
    verifiedAt: '2026-12-03',
    // The department's account of the amendments, not the ordinance's text: what it alone gives is inferred.
    kind: 'secondary',
    sections: [
      { id: 'adoption', heading: 'Adoption', excerpt: 'The City Council adopted the two multifamily housing petitions on February 10, 2025.' },
      {
        id: 'districts',
        heading: 'Multifamily housing citywide',
        excerpt: 'Since the adoption all residential neighbourhoods have the same rules, most of them zoned Residence C-1, and every district except open space is zoned to allow multifamily housing.',
      },
      { id: 'setbacks', heading: 'Side and rear setbacks', excerpt: 'The amended petitions add minimum five-foot side and rear setbacks in all residential districts, with some exceptions.' },
      { id: 'height', heading: 'Height in Residence C-1', excerpt: 'Four stories and 45 feet by right in Residence C-1; six stories and 74 feet where a fifth of the units are affordable on a lot of at least 5,000 square feet.' },
    ],
  },
  {
    id: 'cambridge-multifamily-sponsors',
    title: 'Inside Cambridge\u2019s multifamily ordinance (the sponsoring councillors\u2019 account, Banker & Tradesman, February 2025)',
    publisher: 'Banker & Tradesman',
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://bankerandtradesman.com/inside-cambridges-multifamily-ordinance',
    verifiedAt: '2026-12-03',
    kind: 'secondary',
    sections: [{ id: 'yards', heading: 'Yards', excerpt: 'The sponsoring councillors describe a 10-foot front yard, 5-foot side and rear yards and 30 percent open space for residential buildings.' }],
  },
  {
    id: 'cambridge-corridor-petitions-notice',
    title: 'Notice of the hearing on the Massachusetts Avenue and Cambridge Street zoning petitions (City Clerk, October 2025)',
    publisher: CAMBRIDGE,
    jurisdiction: 'MA/Cambridge',
    sourceUrl: 'https://classifieds.gannettclassifieds.com/marketplace/advert/-Retail_1156907',
    verifiedAt: '2026-12-03',
    kind: 'secondary',
    sections: [
      { id: 'mass-ave', heading: 'Massachusetts Avenue Zoning Petition', excerpt: 'Three new base districts along Massachusetts Avenue allowing up to 12 stories of residential uses, and a Porter Square overlay allowing up to 18.' },
      { id: 'cambridge-street', heading: 'Cambridge Street Zoning Petition', excerpt: 'Four new base districts along Cambridge Street allowing up to 8 stories of residential uses, and more in parts of Inman Square, Webster Avenue and Lechmere.' },
    ],
  },
];
