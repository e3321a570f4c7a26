// Sources of the towns whose own rules Lotline holds: Cambridge and Bellingham (MA), San Jose
// (CA), and the fictional demo town Maple Hollow.
import type { SourceDocument } from '../documents';

const CAMBRIDGE = 'City of Cambridge';

export const TOWN_DOCUMENTS: SourceDocument[] = [
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
