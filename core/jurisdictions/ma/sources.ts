// Massachusetts state sources: the Zoning Act as amended by the Affordable Homes Act, the
// protected-use ADU regulation, the state's own guidance, and the wetlands regulation.
import type { SourceDocument } from '../../rules/documents';

const MGL_40A = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A';

export const MASSACHUSETTS_DOCUMENTS: SourceDocument[] = [
  {
    id: 'mgl-c40a-s1a',
    title: 'M.G.L. c.40A §1A (Zoning Act definitions, as amended by St. 2024 c.150 §7)',
    publisher: 'Massachusetts Legislature',
    jurisdiction: 'MA',
    sourceUrl: `${MGL_40A}/Section1A`,
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      {
        id: 'adu-definition',
        heading: 'Accessory dwelling unit',
        excerpt:
          'A self-contained unit with sleeping, cooking and sanitary facilities on a principal dwelling\u2019s lot, with a separate entrance (outside, or a shared hall meeting the building code for egress), no larger in gross floor area than half the principal dwelling\u2019s or 900 square feet, whichever is smaller, and subject to restrictions a municipality adds, such as on short-term rental.',
      },
    ],
  },
  {
    id: 'mgl-c40a-s3',
    title: 'M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8)',
    publisher: 'Massachusetts Legislature',
    jurisdiction: 'MA',
    sourceUrl: `${MGL_40A}/Section3`,
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      { id: 'adu-by-right', heading: 'ADU paragraph: one ADU by right', excerpt: 'No zoning ordinance or bylaw may prohibit, unreasonably restrict or require a special permit or other discretionary zoning approval for the use of land or structures for a single accessory dwelling unit, or its rental, in a single-family residential zoning district.' },
      { id: 'adu-regulations', heading: 'ADU paragraph: reasonable regulations', excerpt: 'Such an ADU may be subject to reasonable regulations, among them Title 5 (310 CMR 15.00), site plan review, and dimensional setbacks and the bulk and height of structures, and to restrictions or a prohibition of short-term rental (c.64G §1).' },
      { id: 'adu-owner-occupancy', heading: 'ADU paragraph: no owner occupancy', excerpt: 'Owner occupancy of the ADU or of the principal dwelling may not be required.' },
      { id: 'adu-parking', heading: 'ADU paragraph: parking', excerpt: 'Not more than one additional parking space may be required for the ADU, and none where it is within 0.5 mile of a commuter rail station, subway station, ferry terminal or bus station.' },
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
    // The regulation has four sections, 71.01 to 71.04 (there is no 71.05). Its text as a town posted
    // it (the City of Framingham's ADU page) gives the section list and 71.01 in full; the
    // definitions of 71.02 and the rules of 71.03 are paraphrased from the regulation as the
    // state's FAQ, planners' and lawyers' accounts quote it (docs/decisions/057).
    id: '760-cmr-71',
    title: '760 CMR 71.00 Protected Use Accessory Dwelling Units',
    publisher: 'Executive Office of Housing and Livable Communities',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.mass.gov/regulations/760-CMR-7100-protected-use-accessory-dwelling-units',
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      {
        id: '71.01-purpose',
        heading: '71.01 Statement of Purpose',
        excerpt:
          'St. 2024 c.150 §8 amends c.40A §3 so that zoning may not prohibit, unreasonably restrict or require a special permit or other discretionary approval for a single ADU, or its rental, in a single-family residential zoning district; municipalities may impose reasonable regulations, and EOHLC sets out in 760 CMR 71.00 the rules, standards and limits that administer it.',
      },
      {
        id: '71.02-adu',
        heading: '71.02 Definitions: Accessory Dwelling Unit',
        excerpt: 'As in c.40A §1A: a self-contained unit on the lot of a Principal Dwelling, with a separate entrance, not larger in Gross Floor Area than half the Principal Dwelling\u2019s Gross Floor Area or 900 square feet, whichever is smaller.',
      },
      {
        id: '71.02-gross-floor-area',
        heading: '71.02 Definitions: Gross Floor Area',
        excerpt: 'Gross Floor Area is a term the regulation defines for itself; the size cap compares the ADU\u2019s and the Principal Dwelling\u2019s Gross Floor Area by that definition, not by an assessor\u2019s measure.',
      },
      {
        id: '71.02-single-family-district',
        heading: '71.02 Definitions: Single-family Residential Zoning District',
        excerpt: 'Any zoning district where single-family dwellings are allowed, by right or by special permit.',
      },
      {
        id: '71.02-principal-dwelling',
        heading: '71.02 Definitions: Principal Dwelling',
        excerpt: 'A structure with at least one dwelling unit, to which the ADU is accessory; so a two-family or larger house can have a protected ADU.',
      },
      {
        id: '71.02-protected-use-adu',
        heading: '71.02 Definitions: Protected Use ADU',
        excerpt: 'An attached or detached ADU on a lot in a Single-family Residential Zoning District that c.40A §3 protects; there can be only one Protected Use ADU on a lot.',
      },
      {
        id: '71.03-dimensions',
        heading: '71.03 Regulation of Protected Use ADUs: dimensional standards',
        excerpt: 'Dimensional rules for a Protected Use ADU may be no more restrictive than those for the Principal Dwelling, a single-family dwelling or an accessory structure in the district, whichever is most permissive.',
      },
      { id: '71.03-lot-size', heading: '71.03 Regulation of Protected Use ADUs: no minimum lot size', excerpt: 'A municipality may not impose a minimum lot size on a Protected Use ADU.' },
      { id: '71.04-data-collection', heading: '71.04 Data Collection', excerpt: 'Municipalities keep a record of each ADU application, and of its approval or denial, with other data for EOHLC.' },
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
      { id: 'second-adu', heading: 'More than one ADU', excerpt: 'Only one ADU per lot is protected; a town may allow more, and may require a special permit for any beyond the first.' },
    ],
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
  {
    id: '780-cmr-51-r107',
    title: '780 CMR 51.00 (Massachusetts Residential Code), R107.2 Construction documents',
    publisher: 'Board of Building Regulations and Standards',
    jurisdiction: 'MA',
    sourceUrl:
      'https://casetext.com/regulation/code-of-massachusetts-regulations/department-780-cmr-state-board-of-building-regulations-and-standards/chapter-chapter-51-massachusetts-residential-code/chapter-chapter-1-delete-in-its-entirety-and-replace-with-the-following/part-part-2-administration-and-enforcement/section-section-107-construction-documents-and-construction-control/subsection-r1072-construction-documents',
    verifiedAt: '2026-12-06',
    kind: 'primary',
    sections: [
      {
        id: 'r107.2.1',
        heading: 'R107.2.1 Information on construction documents',
        excerpt:
          'A building permit\u2019s construction documents must be clear enough to show where the work stands, what it is and how far it reaches, and that it meets the code and the relevant laws, ordinances and rules, as the building official determines.',
      },
    ],
  },
  {
    id: 'carlisle-plot-plans',
    title: 'Building Department: Plot Plans (frequently asked questions)',
    publisher: 'Town of Carlisle, Massachusetts',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.carlislema.gov/FAQ.aspx?QID=141',
    verifiedAt: '2026-12-06',
    // One town's practice, taken as that of Massachusetts building departments at large.
    kind: 'secondary',
    sections: [
      {
        id: 'plot-plan-required',
        heading: 'Is a plot plan required?',
        excerpt: 'A new structure or an addition needs a plot plan, to check it against the zoning bylaw\u2019s dimensional rules; only a Registered Land Surveyor may prepare one, and it bears the surveyor\u2019s stamp.',
      },
      {
        id: 'mortgage-plan',
        heading: 'Can a mortgage plan be used?',
        excerpt: 'A mortgage plan only roughly places the house; it will do only where the work stands well beyond the required setbacks, generally at least 5 feet past them. Close to a setback, a more exact plan is needed.',
      },
    ],
  },
];
