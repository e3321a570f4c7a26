// California sources: Government Code §§66310–66342 (Chapter 13, ADUs and junior ADUs, as
// renumbered by SB 477 in 2024) and §65852.27 (preapproved plans), the bills that changed them
// since (SB 1211 and AB 2533 from January 1, 2025; AB 130 from June 30, 2025; AB 462 from October
// 2025; SB 543, SB 9 and AB 1154 from January 1, 2026; AB 1033 and AB 1332 of 2023). SB 543
// renumbered §66324 (impact fees) as §66311.5 and amended and renumbered §66332 (unpermitted ADUs)
// from January 1, 2026: the 2024 and 2025 periods cite the old numbers, the 2026 period the new
// ones (decision 053); §66311.5 is the last document here, which the cost estimate cites too.
import type { SourceDocument } from '../../rules/documents';

const LEGISLATURE = 'California Legislature';
const section = (n: string) => `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=${n}`;
const bill = (id: string) => `https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=${id}`;
/** The day the sections below were last read against the text in force on December 1, 2026. */
const CHECKED = '2026-12-03';

const code = (n: string, sections: SourceDocument['sections']): SourceDocument => ({
  id: `ca-gov-${n}`,
  title: `California Government Code §${n}`,
  publisher: LEGISLATURE,
  jurisdiction: 'CA',
  sourceUrl: section(n),
  verifiedAt: CHECKED,
  kind: 'primary',
  sections,
});

const statute = (id: string, title: string, billId: string, sections: SourceDocument['sections']): SourceDocument => ({
  id,
  title,
  publisher: LEGISLATURE,
  jurisdiction: 'CA',
  sourceUrl: bill(billId),
  verifiedAt: CHECKED,
  kind: 'primary',
  sections,
});

export const CALIFORNIA_DOCUMENTS: SourceDocument[] = [
  code('66313', [
    { id: 'jadu', heading: '(d) Junior ADU', excerpt: 'A junior ADU is at most 500 square feet (from 2026: of interior livable space) and lies entirely within a single-family residence.' },
    { id: 'livable-space', heading: '(e) Livable space', excerpt: 'Livable space is space in a dwelling meant for human habitation: living, sleeping, eating, cooking or sanitation.' },
  ]),
  code('66314', [
    { id: 'areas', heading: '(a) Areas', excerpt: 'A local ordinance may provide for ADUs in areas zoned to allow single-family or multifamily residential use, and may designate areas by water, sewer, traffic and public safety.' },
    { id: 'objective-standards', heading: '(b)(1) Objective standards', excerpt: 'A local ADU ordinance may only use objective standards, such as parking, height, setback and maximum size, and may not set a minimum lot size.' },
    { id: 'sale', heading: '(d)(1) Rental, not separate sale', excerpt: 'The ADU may be rented separately from the primary residence but not sold or conveyed apart from it, except as Article 4 (from §66340) provides.' },
    { id: 'lot', heading: '(d)(2) The lot', excerpt: 'The lot is zoned to allow single-family or multifamily residential use and has a proposed or existing dwelling.' },
    { id: 'attached-half', heading: '(d)(4) Attached ADU', excerpt: 'The floor area of an attached ADU may not exceed half of the existing primary dwelling.' },
    { id: 'sizes', heading: '(d)(5) Size', excerpt: 'The total floor area of an attached or detached ADU may not exceed 1,200 square feet.' },
    { id: 'setbacks', heading: '(d)(7) Setbacks', excerpt: 'No setback is required for existing living area or an accessory structure converted or rebuilt in place; otherwise side and rear setbacks of at most 4 feet.' },
    { id: 'parking', heading: '(d)(10) Parking', excerpt: 'At most one parking space per unit or per bedroom, whichever is less, which may be tandem on a driveway.' },
    { id: 'replacement-parking', heading: '(d)(11) Replacement parking', excerpt: 'No replacement parking when a garage, carport or covered parking structure is converted or demolished for an ADU; from 2025 also uncovered spaces.' },
  ]),
  code('66315', [{ id: 'no-owner-occupancy', heading: 'No other standards', excerpt: 'No standard beyond those of §66314 may be applied, including an owner-occupancy requirement; rentals may be required to last longer than 30 days.' }]),
  code('66316', [
    { id: 'void', heading: 'Ministerial ordinances; void ones', excerpt: 'An ADU ordinance may hold only ministerial provisions; one that fails the article is null and void, and the agency applies the state standards until it adopts one that complies.' },
  ]),
  code('66317', [
    { id: 'ministerial', heading: '(a) Ministerial approval in 60 days', excerpt: 'An ADU permit is approved ministerially, without discretionary review or a hearing, within 60 days of a complete application, or is deemed approved.' },
    { id: 'completeness', heading: '(a)(2) Completeness in 15 business days', excerpt: 'From 2026 the agency decides within 15 business days whether an application is complete and lists what is missing.' },
    { id: 'appeal', heading: '(d)(1) Appeals', excerpt: 'From 2026 an applicant may appeal an incompleteness finding or a denial, decided in writing within 60 business days.' },
  ]),
  code('66320', [{ id: 'no-ordinance', heading: 'No local ordinance', excerpt: 'Where an agency has not adopted an ADU ordinance under §66314, it approves or disapproves an ADU application ministerially, without discretionary review, under §66317.' }]),
  code('66321', [
    { id: 'size-floor', heading: '(b)(2) Size floor', excerpt: 'A local maximum size may not be below 850 square feet, or 1,000 square feet for more than one bedroom (from 2026: of interior livable space).' },
    { id: 'guarantee-800', heading: '(b)(3) 800 square feet', excerpt: 'Lot coverage, floor area ratio, open space, front setbacks, size limits and similar rules may not prevent an 800 square foot ADU with 4-foot side and rear setbacks.' },
    { id: 'height', heading: '(b)(4) Height', excerpt: 'A detached ADU may be at least 16 feet tall; 18 feet (plus 2 to match the roof) within half a mile of major transit or on a lot with a multistory multifamily dwelling; an attached one 25 feet or the zone limit, whichever is lower.' },
  ]),
  code('66322', [
    { id: 'no-parking', heading: '(a)(1)–(5) No parking required', excerpt: 'No parking may be required within half a mile walking of public transit, in a historic district, for an ADU that is part of the primary residence or an accessory structure, where on-street permits are not offered, or within a block of car share.' },
    { id: 'with-new-dwelling', heading: '(a)(6) With a new dwelling', excerpt: 'Nor where the ADU is applied for together with a new single-family or multifamily dwelling on the same lot, provided the ADU or the parcel meets another criterion of the subdivision.' },
    { id: 'no-denial', heading: '(b) Existing conditions', excerpt: 'A permit may not be denied for nonconforming zoning conditions or unpermitted structures that do not threaten health and safety.' },
  ]),
  code('66323', [
    { id: 'by-right', heading: '(a) Ministerial approval', excerpt: 'A conversion within a single-family home and one new detached ADU with 4-foot side and rear setbacks must be approved on a residential lot, whatever the local ordinance says.' },
    {
      id: 'conversion',
      heading: '(a)(1) Conversions',
      excerpt: 'An ADU or junior ADU within the proposed or existing space of a single-family home or accessory structure, with exterior access; an accessory structure may grow by up to 150 square feet, only for ingress and egress.',
    },
    { id: 'detached-800', heading: '(a)(2) One new detached ADU', excerpt: 'One new detached ADU with side and rear setbacks of at most 4 feet; the agency may limit it to 800 square feet and to the heights of §66321.' },
    { id: 'multifamily-conversion', heading: '(a)(3) Multifamily conversions', excerpt: 'In an existing multifamily building, at least one ADU, and up to a quarter of the existing units, in space not used as living area.' },
    { id: 'multifamily-detached', heading: '(a)(4) Detached ADUs on multifamily lots', excerpt: 'Up to eight detached ADUs on a lot with an existing multifamily dwelling, no more than its units (two before 2025); two with a proposed one.' },
  ]),
  code('66324', [{ id: 'fees', heading: '(c) Impact fees', excerpt: 'No impact fee on an ADU of less than 750 square feet; above that, fees in proportion to the primary dwelling (renumbered §66311.5 by SB 543 from 2026).' }]),
  code('66325', [{ id: 'more-generous', heading: '(b) More generous ordinances', excerpt: 'A local agency may adopt rules less restrictive than the state standards, such as larger ADUs.' }]),
  code('66326', [
    { id: 'submission', heading: '(a) Sent to HCD', excerpt: 'A local agency sends its ADU ordinance to the Department of Housing and Community Development within 60 days of adopting it; the department may find that it does not comply.' },
    {
      id: 'void-unsubmitted',
      heading: 'Void when not sent or not answered',
      excerpt: 'From 2026 an ordinance not sent within 60 days, or whose agency does not answer the department\u2019s findings within 30 days, is void, and the state standards apply until a compliant one is adopted.',
    },
  ]),
  code('66329', [
    { id: 'coastal-act', heading: '(a) Coastal Act', excerpt: 'The ADU article does not lessen the Coastal Act, except that no public hearing is required for a coastal development permit for an ADU.' },
    {
      id: 'sixty-days',
      heading: '(a)–(b) Coastal permits in 60 days',
      excerpt: 'From October 2025 the coastal development permit for an ADU is approved or denied within 60 days of a complete application, concurrently with the ADU permit; by the Coastal Commission where no local coastal program is certified.',
    },
  ]),
  code('66332', [{ id: 'unpermitted', heading: '(a) Unpermitted ADUs', excerpt: 'An ADU built without a permit before 2020 may not be refused a permit unless its correction is needed for health and safety (from 2025; before, before 2018).' }]),
  code('66333', [
    { id: 'owner-occupancy', heading: '(b) Owner occupancy of a junior ADU', excerpt: 'The owner must live in the house or the junior ADU; from 2026 only where the junior ADU shares sanitation with the house.' },
    { id: 'rentals', heading: '(g) Rentals', excerpt: 'From 2026 a junior ADU may be rented only for more than 30 days.' },
  ]),
  code('66342', [
    { id: 'condominiums', heading: 'ADU condominiums', excerpt: 'Condominiums allowed by a local ordinance are created under the Davis-Stirling Act and the Subdivision Map Act, after a safety inspection, with each lienholder\u2019s consent.' },
  ]),
  code('65852.27', [
    { id: 'program', heading: '(a) Preapproved plans', excerpt: 'Each local agency develops by January 1, 2025 a program that accepts ADU plans for preapproval and posts the preapproved plans on its website.' },
    { id: 'thirty-days', heading: '(b) Decision in 30 days', excerpt: 'An application for a detached ADU using a plan preapproved, or identical to one approved, in the current building code cycle is approved or denied within 30 days.' },
  ]),
  statute('ca-sb-1211', 'SB 1211 (Stats. 2024, ch. 296)', '202320240SB1211', [
    { id: 'effective', heading: 'In force January 1, 2025', excerpt: 'Up to eight detached ADUs on a lot with an existing multifamily dwelling, no replacement of uncovered parking, and livable space defined.' },
  ]),
  statute('ca-ab-2533', 'AB 2533 (Stats. 2024, ch. 834)', '202320240AB2533', [
    { id: 'effective', heading: 'In force January 1, 2025', excerpt: 'Unpermitted ADUs and junior ADUs built before 2020 can be legalized unless correction is needed for health and safety; fee relief for low and moderate incomes.' },
  ]),
  statute('ca-sb-543', 'SB 543 (Stats. 2025, ch. 520)', '202520260SB543', [
    { id: 'effective', heading: 'In force January 1, 2026', excerpt: 'Sizes measured as interior livable space, completeness in 15 business days, appeals in 60, and the impact fee rule moved to §66311.5.' },
    { id: 'renumbered', heading: 'Sections renumbered', excerpt: 'Amends and renumbers §§66324, 66327 and 66332: the impact fee section becomes §66311.5, and the section on unpermitted ADUs moves as amended.' },
  ]),
  statute('ca-ab-1154', 'AB 1154 (Stats. 2025, ch. 507)', '202520260AB1154', [
    { id: 'effective', heading: 'In force January 1, 2026', excerpt: 'Owner occupancy of a junior ADU only where it shares sanitation with the house, and junior ADU rentals longer than 30 days.' },
  ]),
  statute('ca-sb-9-2025', 'SB 9 (Stats. 2025, ch. 510)', '202520260SB9', [
    { id: 'effective', heading: 'In force January 1, 2026', excerpt: 'Amends §66326: an ADU ordinance not sent to HCD within 60 days of adoption, or whose agency does not answer HCD\u2019s findings within 30 days, is void.' },
  ]),
  statute('ca-ab-462', 'AB 462 (Stats. 2025, ch. 491)', '202520260AB462', [
    { id: 'effective', heading: 'Urgency statute, October 2025', excerpt: 'Amends §§66328 and 66329: coastal development permits for ADUs decided within 60 days, concurrently with the ADU permit, or deemed approved.' },
  ]),
  statute('ca-ab-130', 'AB 130 (2025), Housing', '202520260AB130', [
    {
      id: 'hoa-fees',
      heading: 'In force June 30, 2025',
      excerpt: 'The reasonable restrictions a deed or association may place on an ADU or junior ADU on a single-family lot may not include fees or other financial requirements.',
    },
  ]),
  statute('ca-ab-1033', 'AB 1033 (2023)', '202320240AB1033', [
    { id: 'effective', heading: 'In force January 1, 2024', excerpt: 'A local agency may adopt an ordinance that allows a primary dwelling and its ADUs to be sold separately as condominiums.' },
  ]),
  statute('ca-ab-1332', 'AB 1332 (Stats. 2023, ch. 759)', '202320240AB1332', [
    { id: 'effective', heading: 'Preapproved plans', excerpt: 'Adds §65852.27: a preapproved ADU plan program in every local agency by January 1, 2025, and 30-day decisions on detached ADUs that use such plans.' },
  ]),
  {
    id: 'ca-gov-66311.5',
    title: 'California Government Code §66311.5',
    publisher: 'California Legislature',
    jurisdiction: 'CA',
    sourceUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66311.5',
    verifiedAt: '2026-12-02',
    kind: 'primary',
    sections: [
      {
        id: 'impact-fees',
        heading: 'Impact fees',
        excerpt:
          'Renumbered from §66324 by SB 543 (Stats. 2025, ch. 520, §7) from January 1, 2026: no impact fee on an ADU of 750 square feet of interior livable space or less, or on a junior ADU of 500 or less; above 750, impact fees in proportion to the square footage of the primary dwelling.',
      },
    ],
  },
];
