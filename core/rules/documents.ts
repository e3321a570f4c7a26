// The source documents that rules cite: statutes, regulations, official pages and data sources,
// with short excerpts of the cited sections in our own words (not quotations).

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
  jurisdiction: string;
  sourceUrl: string;
  sections: DocumentSection[];
}

const MGL_40A = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A';
const CA_GOV = 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=';

/** Every document a ruleset may cite, by id. */
export const DOCUMENTS: Record<string, SourceDocument> = Object.fromEntries(
  (
    [
      {
        id: 'mgl-c40a-s1a',
        title: 'M.G.L. c.40A §1A (Zoning Act definitions)',
        jurisdiction: 'MA',
        sourceUrl: `${MGL_40A}/Section1A`,
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
        jurisdiction: 'MA',
        sourceUrl: `${MGL_40A}/Section3`,
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
        jurisdiction: 'MA',
        sourceUrl: 'https://malegislature.gov/Laws/SessionLaws/Acts/2024/Chapter150',
        sections: [{ id: 'effective-date', heading: 'Effective date', excerpt: 'The by-right ADU provisions took effect on February 2, 2025, 180 days after the act was signed.' }],
      },
      {
        id: '760-cmr-71',
        title: '760 CMR 71.00 Protected Use Accessory Dwelling Units',
        jurisdiction: 'MA',
        sourceUrl: 'https://www.mass.gov/info-details/accessory-dwelling-unit-adu-faqs',
        sections: [
          { id: '71.02-single-family-district', heading: '71.02 Single-family residential zoning district', excerpt: 'Any district where a single-family home is allowed, by right or by special permit, counts as a single-family residential zoning district.' },
          { id: '71.02-principal-dwelling', heading: '71.02 Principal dwelling', excerpt: 'Any structure with at least one dwelling unit can be the principal dwelling, so a two-family house can have a protected ADU.' },
          { id: '71.03-dimensions', heading: '71.03 Dimensional rules', excerpt: 'Dimensional rules for a protected ADU may be no stricter than those for the principal dwelling, a single-family dwelling or an accessory structure in the district, whichever is most permissive.' },
          { id: '71.03-lot-size', heading: '71.03 No minimum lot size', excerpt: 'A town may not impose a minimum lot size on a protected use ADU.' },
        ],
      },
      {
        id: 'boston-exempt',
        title: 'By-right accessory dwellings (Daily Hampshire Gazette)',
        jurisdiction: 'MA',
        sourceUrl: 'https://gazettenet.com/by-right-accessory-dwellings-59271918',
        sections: [{ id: 'boston', heading: 'Boston', excerpt: 'Boston is not governed by the Zoning Act c.40A and runs its own ADU zoning, so the state by-right rule does not reach it.' }],
      },
      {
        id: '310-cmr-10',
        title: '310 CMR 10.00 Wetlands Protection Act Regulations',
        jurisdiction: 'MA',
        sourceUrl: 'https://www.mass.gov/regulations/310-CMR-1000-wetlands-protection-act-regulations',
        sections: [{ id: 'buffer-zone', heading: '10.02(2)(b) Buffer zone', excerpt: 'Work within 100 feet of a wetland resource area needs a filing with the local conservation commission.' }],
      },
      {
        id: 'cambridge-zoning-districts',
        title: 'Cambridge zoning districts (City of Cambridge GIS, zoning district list from Municode)',
        jurisdiction: 'MA/Cambridge',
        sourceUrl: 'https://github.com/cambridgegis/cambridgegis_data/tree/main/CDD/Zoning_Districts',
        sections: [
          { id: 'residence-a', heading: 'Residence A-1 and A-2', excerpt: 'Districts for single-family dwellings (on the map until the February 2025 rezoning).' },
          { id: 'residence-b', heading: 'Residence B', excerpt: 'Two-family or semi-detached dwellings (on the map until February 2025).' },
          { id: 'residence-c', heading: 'Residence C districts', excerpt: 'Multifamily districts; residential neighbourhoods are mapped as C-1 and other C districts since February 2025.' },
        ],
      },
      {
        id: 'cambridge-multifamily-2025',
        title: 'Cambridge zoning for multifamily housing citywide (Community Development Department)',
        jurisdiction: 'MA/Cambridge',
        sourceUrl: 'https://www.cambridgema.gov/CDD/Projects/Zoning/multifamilyhousing',
        sections: [
          { id: 'adoption', heading: 'Adoption', excerpt: 'The City Council adopted the two multifamily housing petitions on February 10, 2025.' },
          {
            id: 'districts',
            heading: 'Multifamily housing citywide',
            excerpt: 'Since the adoption all residential neighbourhoods have the same rules, most of them zoned Residence C-1, and every district except open space is zoned to allow multifamily housing.',
          },
          { id: 'setbacks', heading: 'Side and rear setbacks', excerpt: 'The adopted petitions add minimum five-foot side and rear setbacks in all residential districts, with some exceptions.' },
        ],
      },
      {
        id: 'bellingham-zoning-bylaw',
        title: 'Bellingham Zoning Bylaw, Code chapter 240',
        jurisdiction: 'MA/Bellingham',
        sourceUrl: 'https://ecode360.com/15958513',
        sections: [
          { id: 'districts', heading: 'Districts', excerpt: 'The base districts are Agricultural, Suburban, Residential, Multifamily Dwelling, Business B-1 and B-2, and Industrial.' },
        ],
      },
      {
        id: 'ca-gov-66314',
        title: 'California Government Code §66314',
        jurisdiction: 'CA',
        sourceUrl: `${CA_GOV}66314`,
        sections: [
          { id: 'objective-standards', heading: '(b) Objective standards', excerpt: 'A local ADU ordinance may only use objective standards and may not set a minimum lot size.' },
          { id: 'sizes', heading: '(d) Size and setbacks', excerpt: 'An attached ADU may be limited to half the existing primary dwelling and a detached one to 1,200 square feet; side and rear setbacks of no more than 4 feet may be required, and none for conversions.' },
        ],
      },
      {
        id: 'ca-gov-66321',
        title: 'California Government Code §66321',
        jurisdiction: 'CA',
        sourceUrl: `${CA_GOV}66321`,
        sections: [
          { id: 'size-floor', heading: '(b)(2) Size floor', excerpt: 'A local maximum size may not be below 850 square feet, or 1,000 square feet for more than one bedroom.' },
          { id: 'guarantee-800', heading: '(b)(3) 800 square feet', excerpt: 'Lot coverage, floor area ratio, open space, front setbacks and similar rules may not prevent an 800 square foot ADU with 4-foot side and rear setbacks.' },
          { id: 'height', heading: '(b)(4) Height', excerpt: 'A detached ADU may be at least 16 feet tall; 18 feet (plus 2 to match the roof) within half a mile of major transit.' },
        ],
      },
      {
        id: 'ca-gov-66323',
        title: 'California Government Code §66323',
        jurisdiction: 'CA',
        sourceUrl: `${CA_GOV}66323`,
        sections: [
          { id: 'by-right', heading: '(a) Ministerial approval', excerpt: 'A conversion within a single-family home and one new detached ADU with 4-foot side and rear setbacks must be approved on a residential lot, whatever the local ordinance says.' },
        ],
      },
      {
        id: 'ca-gov-66313',
        title: 'California Government Code §66313',
        jurisdiction: 'CA',
        sourceUrl: `${CA_GOV}66313`,
        sections: [{ id: 'jadu', heading: '(d) Junior ADU', excerpt: 'A junior ADU is at most 500 square feet and lies entirely within a single-family residence.' }],
      },
      {
        id: 'san-jose-zoning-2016',
        title: 'San Jose zoning districts (City of San Jose GIS, 2016)',
        jurisdiction: 'CA/San Jose',
        sourceUrl: 'https://github.com/sanjosegis/gis-open-data',
        sections: [{ id: 'r-1', heading: 'R-1 districts', excerpt: 'R-1-1 to R-1-8 are single-family residence districts (the number is dwellings per acre).' }],
      },
      {
        id: 'maple-hollow-zoning',
        title: 'Maple Hollow Zoning Bylaw (fictional demo town)',
        jurisdiction: 'MA/Maple Hollow',
        sourceUrl: '/demo/',
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
    ] satisfies SourceDocument[]
  ).map((document) => [document.id, document]),
);

/** The document with this id, or undefined (an id such as `constructor` names no document, not a member of Object.prototype). */
export function findDocument(id: string): SourceDocument | undefined {
  return Object.hasOwn(DOCUMENTS, id) ? DOCUMENTS[id] : undefined;
}
