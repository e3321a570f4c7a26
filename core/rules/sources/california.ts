// California state sources: Government Code §§66310–66342 (Chapter 13, ADUs and junior ADUs, as
// renumbered by SB 477 in 2024), the bills that changed it since (SB 1211 and AB 2533 from
// January 1, 2025; SB 543 and AB 1154 from January 1, 2026), and HCD's handbook.
import type { SourceDocument } from '../documents';

const LEGISLATURE = 'California Legislature';
const section = (n: number) => `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=${n}`;
const bill = (id: string) => `https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=${id}`;
const CHECKED = '2026-11-28';

const code = (n: number, sections: SourceDocument['sections']): SourceDocument => ({
  id: `ca-gov-${n}`,
  title: `California Government Code §${n}`,
  publisher: LEGISLATURE,
  jurisdiction: 'CA',
  sourceUrl: section(n),
  verifiedAt: CHECKED,
  kind: 'primary',
  sections,
});

export const CALIFORNIA_DOCUMENTS: SourceDocument[] = [
  code(66313, [
    { id: 'jadu', heading: '(d) Junior ADU', excerpt: 'A junior ADU is at most 500 square feet (from 2026: of interior livable space) and lies entirely within a single-family residence.' },
    { id: 'livable-space', heading: '(e) Livable space', excerpt: 'Livable space is space in a dwelling meant for human habitation: living, sleeping, eating, cooking or sanitation.' },
  ]),
  code(66314, [
    { id: 'areas', heading: '(a) Areas', excerpt: 'A local ordinance may provide for ADUs in areas zoned to allow single-family or multifamily residential use, and may designate areas by water, sewer, traffic and public safety.' },
    { id: 'objective-standards', heading: '(b)(1) Objective standards', excerpt: 'A local ADU ordinance may only use objective standards and may not set a minimum lot size.' },
    { id: 'lot', heading: '(d)(2) The lot', excerpt: 'The lot is zoned to allow single-family or multifamily residential use and has a proposed or existing dwelling.' },
    { id: 'attached-half', heading: '(d)(4) Attached ADU', excerpt: 'The floor area of an attached ADU may not exceed half of the existing primary dwelling.' },
    { id: 'sizes', heading: '(d)(5) Size', excerpt: 'The total floor area of an attached or detached ADU may not exceed 1,200 square feet.' },
    { id: 'setbacks', heading: '(d)(7) Setbacks', excerpt: 'No setback is required for existing living area or an accessory structure converted or rebuilt in place; otherwise side and rear setbacks of at most 4 feet.' },
    { id: 'parking', heading: '(d)(10) Parking', excerpt: 'At most one parking space per unit or per bedroom, whichever is less, which may be tandem on a driveway.' },
    { id: 'replacement-parking', heading: '(d)(11) Replacement parking', excerpt: 'No replacement parking when a garage, carport or covered parking structure is converted or demolished for an ADU; from 2025 also uncovered spaces.' },
  ]),
  code(66315, [{ id: 'no-owner-occupancy', heading: 'No other standards', excerpt: 'No standard beyond those of §66314 may be applied, including an owner-occupancy requirement; rentals may be required to last longer than 30 days.' }]),
  code(66317, [
    { id: 'ministerial', heading: '(a) Ministerial approval in 60 days', excerpt: 'An ADU permit is approved ministerially, without discretionary review or a hearing, within 60 days of a complete application, or is deemed approved.' },
    { id: 'completeness', heading: '(a)(2) Completeness in 15 business days', excerpt: 'From 2026 the agency decides within 15 business days whether an application is complete and lists what is missing.' },
    { id: 'appeal', heading: '(d)(1) Appeals', excerpt: 'From 2026 an applicant may appeal an incompleteness finding or a denial, decided in writing within 60 business days.' },
  ]),
  code(66320, [{ id: 'no-ordinance', heading: '(a) No local ordinance', excerpt: 'Where an agency has no ADU ordinance, it approves ADUs that meet the state standards ministerially.' }]),
  code(66321, [
    { id: 'size-floor', heading: '(b)(2) Size floor', excerpt: 'A local maximum size may not be below 850 square feet, or 1,000 square feet for more than one bedroom (from 2026: of interior livable space).' },
    { id: 'guarantee-800', heading: '(b)(3) 800 square feet', excerpt: 'Lot coverage, floor area ratio, open space, front setbacks and similar rules may not prevent an 800 square foot ADU with 4-foot side and rear setbacks.' },
    { id: 'height', heading: '(b)(4) Height', excerpt: 'A detached ADU may be at least 16 feet tall; 18 feet (plus 2 to match the roof) within half a mile of major transit or on a lot with a multistory multifamily dwelling; an attached one 25 feet or the zone limit, whichever is lower.' },
  ]),
  code(66322, [
    { id: 'no-parking', heading: '(a) No parking required', excerpt: 'No parking may be required within half a mile walking of public transit, in a historic district, for a unit within an existing structure, where on-street permits are not offered, or within a block of car share.' },
    { id: 'no-denial', heading: '(b) Existing conditions', excerpt: 'A permit may not be denied for nonconforming zoning conditions or unpermitted structures that do not threaten health and safety.' },
  ]),
  code(66323, [
    { id: 'by-right', heading: '(a) Ministerial approval', excerpt: 'A conversion within a single-family home and one new detached ADU with 4-foot side and rear setbacks must be approved on a residential lot, whatever the local ordinance says.' },
    { id: 'conversion', heading: '(a)(1) Conversions', excerpt: 'An ADU or junior ADU within the existing space of a single-family home has no size limit beyond that space; one in an accessory structure may grow by 150 square feet for access.' },
    { id: 'multifamily-conversion', heading: '(a)(3) Multifamily conversions', excerpt: 'In an existing multifamily building, at least one ADU, and up to a quarter of the existing units, in space not used as living area.' },
    { id: 'multifamily-detached', heading: '(a)(4) Detached ADUs on multifamily lots', excerpt: 'Up to eight detached ADUs on a lot with an existing multifamily dwelling, no more than its units (two before 2025); two with a proposed one.' },
  ]),
  code(66324, [{ id: 'fees', heading: '(c) Impact fees', excerpt: 'No impact fee on an ADU of less than 750 square feet; above that, fees in proportion to the primary dwelling (moved to §66311.5 in 2026).' }]),
  code(66325, [{ id: 'more-generous', heading: '(b) More generous ordinances', excerpt: 'A local agency may adopt rules less restrictive than the state standards, such as larger ADUs.' }]),
  code(66332, [{ id: 'unpermitted', heading: '(a) Unpermitted ADUs', excerpt: 'An ADU built without a permit before 2020 may not be refused a permit unless its correction is needed for health and safety (from 2025; before, before 2018).' }]),
  code(66333, [
    { id: 'owner-occupancy', heading: '(b) Owner occupancy of a junior ADU', excerpt: 'The owner must live in the house or the junior ADU; from 2026 only where the junior ADU shares sanitation with the house.' },
    { id: 'rentals', heading: '(g) Rentals', excerpt: 'From 2026 a junior ADU may be rented only for more than 30 days.' },
  ]),
  {
    id: 'ca-sb-1211',
    title: 'SB 1211 (Stats. 2024, ch. 296)',
    publisher: LEGISLATURE,
    jurisdiction: 'CA',
    sourceUrl: bill('202320240SB1211'),
    verifiedAt: CHECKED,
    kind: 'primary',
    sections: [{ id: 'effective', heading: 'In force January 1, 2025', excerpt: 'Up to eight detached ADUs on a lot with an existing multifamily dwelling, no replacement of uncovered parking, and livable space defined.' }],
  },
  {
    id: 'ca-ab-2533',
    title: 'AB 2533 (Stats. 2024, ch. 834)',
    publisher: LEGISLATURE,
    jurisdiction: 'CA',
    sourceUrl: bill('202320240AB2533'),
    verifiedAt: CHECKED,
    kind: 'primary',
    sections: [{ id: 'effective', heading: 'In force January 1, 2025', excerpt: 'Unpermitted ADUs and junior ADUs built before 2020 can be legalized unless correction is needed for health and safety; fee relief for low and moderate incomes.' }],
  },
  {
    id: 'ca-sb-543',
    title: 'SB 543 (Stats. 2025, ch. 520)',
    publisher: LEGISLATURE,
    jurisdiction: 'CA',
    sourceUrl: bill('202520260SB543'),
    verifiedAt: CHECKED,
    kind: 'primary',
    sections: [{ id: 'effective', heading: 'In force January 1, 2026', excerpt: 'Sizes measured as interior livable space, completeness in 15 business days, appeals in 60, and the impact fee rule moved to §66311.5.' }],
  },
  {
    id: 'ca-ab-1154',
    title: 'AB 1154 (Stats. 2025, ch. 507)',
    publisher: LEGISLATURE,
    jurisdiction: 'CA',
    sourceUrl: bill('202520260AB1154'),
    verifiedAt: CHECKED,
    kind: 'primary',
    sections: [{ id: 'effective', heading: 'In force January 1, 2026', excerpt: 'Owner occupancy of a junior ADU only where it shares sanitation with the house, and junior ADU rentals longer than 30 days.' }],
  },
];
