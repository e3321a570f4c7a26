// California, statewide: Government Code §§66310–66342 (Chapter 13, as renumbered by SB 477 in
// force March 25, 2024), in three periods: before SB 1211 and AB 2533, from January 1, 2025 with
// them, and from January 1, 2026 with SB 543, SB 9 (2025) and AB 1154. Which size stands
// (decision 053): a city's own ADU ordinance sets its sizes (§66314, within the floors of
// §66321); the state standard of 1,200 sq ft for a detached ADU applies only where the city has no
// ordinance of its own or one that is void (§§66316, 66320, 66326), so it is shown as an
// assumption where no local ordinance is on file, while 800 sq ft with 4 ft side and rear setbacks
// is allowed in any case (§66321(b)(3), §66323(a)(2)). The in-home apartment is a conversion
// within the existing space of the house (§66323(a)(1)): no setback (§66314(d)(7)), no size
// limit but that space, no parking (§66322(a)(3)); an attached addition's limits are a note.
import type { Cite, Extra, Ruleset } from '../../rules/model';

const cite = (doc: string, ...sections: string[]): Cite[] => [{ doc, sections }];
const ministerial = [...cite('ca-gov-66323', 'by-right'), ...cite('ca-gov-66317', 'ministerial'), ...cite('ca-gov-66314', 'lot')];
const sizes = cite('ca-gov-66314', 'sizes');
const floor = cite('ca-gov-66321', 'size-floor');
const guarantee = [...cite('ca-gov-66321', 'guarantee-800'), ...cite('ca-gov-66323', 'detached-800')];
const setbacks = cite('ca-gov-66314', 'setbacks');
const height = cite('ca-gov-66321', 'height');
const parking = cite('ca-gov-66314', 'parking');
const conversion = [...cite('ca-gov-66323', 'conversion'), ...cite('ca-gov-66314', 'setbacks')];

type Period = '2024' | '2025' | '2026';

/** The notes of each period, with the sources of the law then in force. */
function extras(period: Period): Extra[] {
  const livable = period === '2026' ? ' of interior livable space' : '';
  return [
    {
      subject: 'State standards',
      text: `The state standards apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft${livable} (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.`,
      cite: [...cite('ca-gov-66320', 'no-ordinance'), ...cite('ca-gov-66316', 'void'), ...floor, ...cite('ca-gov-66321', 'guarantee-800'), ...cite('ca-gov-66325', 'more-generous')],
    },
    ...(period === '2026'
      ? [
          {
            subject: 'Ordinance sent to the state',
            text: 'A city\u2019s ADU ordinance is void if the city did not send it to the state housing department (HCD) within 60 days of adopting it, or did not answer HCD\u2019s findings that it does not comply within 30 days; the state standards then apply until the city adopts one that complies (since January 1, 2026).',
            cite: [...cite('ca-gov-66326', 'submission', 'void-unsubmitted'), ...cite('ca-sb-9-2025', 'effective')],
          },
        ]
      : []),
    {
      subject: 'Approval',
      text:
        period === '2026'
          ? 'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application; completeness is decided within 15 business days, and a denial or incompleteness finding can be appealed (since January 1, 2026).'
          : 'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application, or it is deemed approved.',
      cite: [...cite('ca-gov-66317', ...(period === '2026' ? ['ministerial', 'completeness', 'appeal'] : ['ministerial'])), ...(period === '2026' ? cite('ca-sb-543', 'effective') : [])],
    },
    ...(period === '2024'
      ? []
      : [
          {
            subject: 'Preapproved plans',
            text: 'Every city must have a program of preapproved ADU plans (since January 1, 2025); an application for a detached ADU that uses a plan the city preapproved, or one identical to a plan it approved, in the current building code cycle is approved or denied within 30 days.',
            cite: [...cite('ca-gov-65852.27', 'program', 'thirty-days'), ...cite('ca-ab-1332', 'effective')],
          },
        ]),
    {
      subject: 'Conversions',
      text: 'An ADU made within the existing space of the house has no size limit beyond that space and needs no setback; one in an existing accessory structure may grow by 150 sq ft for access.',
      cite: conversion,
    },
    {
      subject: 'Attached additions',
      text: 'An ADU added onto the house, rather than made within its existing space, is held where the city has no ADU ordinance of its own to half the floor area of the house and 1,200 sq ft, though no city may cap it below 850 sq ft (1,000 sq ft with more than one bedroom); it needs side and rear setbacks of at most 4 ft, and may be 25 ft tall or the zone\u2019s height limit, whichever is lower, in two stories.',
      cite: [...cite('ca-gov-66314', 'attached-half', 'sizes', 'setbacks'), ...cite('ca-gov-66321', 'size-floor', 'height')],
    },
    {
      subject: 'Junior ADU',
      text:
        period === '2026'
          ? 'A junior ADU of up to 500 sq ft of interior livable space may be made within the house as well. The owner must live in the house or the junior ADU only where they share sanitation, and it may be rented only for more than 30 days (since January 1, 2026).'
          : 'A junior ADU of up to 500 sq ft may be made within the house as well; the owner must live in the house or in the junior ADU.',
      cite: [...cite('ca-gov-66313', 'jadu'), ...cite('ca-gov-66333', ...(period === '2026' ? ['owner-occupancy', 'rentals'] : ['owner-occupancy'])), ...(period === '2026' ? cite('ca-ab-1154', 'effective') : [])],
    },
    {
      subject: 'Owner occupancy',
      text: 'Neither the ADU nor the house has to be occupied by the owner; a city may only require rentals longer than 30 days.',
      cite: cite('ca-gov-66315', 'no-owner-occupancy'),
    },
    {
      subject: 'Parking',
      text: 'At most one space per ADU or per bedroom, whichever is less, and none within half a mile walking of public transit, in a historic district, for a unit within an existing structure, where on-street permits are not offered, or within a block of car share. A converted garage need not be replaced.',
      cite: [...parking, ...cite('ca-gov-66322', 'no-parking'), ...cite('ca-gov-66314', 'replacement-parking')],
    },
    {
      subject: 'Parking with a new home',
      text: 'Where the ADU is applied for together with a new single-family or multifamily dwelling on the same lot, no parking may be required for it either, provided the ADU or the lot also meets one of the other exemptions.',
      cite: cite('ca-gov-66322', 'with-new-dwelling'),
    },
    {
      subject: 'Height',
      text: 'A detached ADU may be at least 16 ft tall, 18 ft within half a mile walking of major transit (plus 2 ft to match the roof) or beside a multistory multifamily building; an attached one 25 ft or the zone\u2019s height limit, whichever is lower, in two stories.',
      cite: height,
    },
    {
      subject: 'Lot size',
      text: 'No minimum lot size may be required, and only objective standards apply.',
      cite: cite('ca-gov-66314', 'objective-standards'),
    },
    {
      subject: 'Coastal zone',
      text:
        period === '2024'
          ? 'In the coastal zone the Coastal Act still applies: an ADU needs a coastal development permit as well, but no public hearing may be required for it.'
          : 'In the coastal zone the Coastal Act still applies: an ADU needs a coastal development permit as well, decided without a public hearing within 60 days of a complete application and together with the ADU permit, by the Coastal Commission where the city has no certified local coastal program (since October 2025).',
      cite: [...cite('ca-gov-66329', ...(period === '2024' ? ['coastal-act'] : ['coastal-act', 'sixty-days'])), ...(period === '2024' ? [] : cite('ca-ab-462', 'effective'))],
    },
    {
      subject: 'Selling an ADU',
      text: 'An ADU may be rented but not sold apart from the house, except as a condominium where the city has adopted an ordinance that allows it; the condominium is created under the Davis-Stirling Act and the Subdivision Map Act, after a safety inspection and with the consent of every lienholder.',
      cite: [...cite('ca-gov-66314', 'sale'), ...cite('ca-gov-66342', 'condominiums'), ...cite('ca-ab-1033', 'effective')],
    },
    ...(period === '2024'
      ? []
      : [
          {
            subject: 'Homeowners\u2019 associations',
            text: 'An association\u2019s rules may not forbid or unreasonably restrict an ADU or junior ADU on a single-family lot, and since June 30, 2025 its reasonable restrictions may not include fees or other financial requirements.',
            cite: cite('ca-ab-130', 'hoa-fees'),
          },
        ]),
    {
      subject: 'Multifamily lots',
      text:
        period === '2024'
          ? 'On a lot with a multifamily building: at least one ADU, and up to a quarter of its units, in space not used as living area, and up to two detached ADUs.'
          : 'On a lot with a multifamily building: at least one ADU, and up to a quarter of its units, in space not used as living area, and up to eight detached ADUs, no more than the existing units (since January 1, 2025; two before).',
      cite: [...cite('ca-gov-66323', 'multifamily-conversion', 'multifamily-detached'), ...(period === '2024' ? [] : cite('ca-sb-1211', 'effective'))],
      propertyTypes: ['Multi-Family Home', 'Two Family'],
    },
    {
      subject: 'Unpermitted ADUs',
      text:
        period === '2024'
          ? 'An ADU built without a permit before 2018 may not be refused a permit unless its correction is needed for health and safety.'
          : 'An ADU or junior ADU built without a permit before 2020 may not be refused a permit unless its correction is needed for health and safety (since January 1, 2025).',
      // SB 543 amended and renumbered §66332 from January 1, 2026.
      cite: period === '2026' ? [...cite('ca-sb-543', 'renumbered'), ...cite('ca-ab-2533', 'effective')] : [...cite('ca-gov-66332', 'unpermitted'), ...(period === '2024' ? [] : cite('ca-ab-2533', 'effective'))],
    },
    {
      subject: 'Impact fees',
      text:
        period === '2026'
          ? 'No impact fee on an ADU of 750 sq ft of interior livable space or less, or on a junior ADU of 500 sq ft or less; above that, fees in proportion to the house.'
          : 'No impact fee on an ADU of less than 750 sq ft; above that, fees in proportion to the house.',
      // §66324 until SB 543 renumbered it §66311.5 on January 1, 2026.
      cite: period === '2026' ? [...cite('ca-gov-66311.5', 'impact-fees'), ...cite('ca-sb-543', 'effective', 'renumbered')] : cite('ca-gov-66324', 'fees'),
    },
  ];
}

/** The state ruleset of one period. */
function californiaIn(period: Period, effectiveFrom: string, effectiveTo?: string): Ruleset {
  return {
    id: `ca-${period}`,
    level: 'state',
    state: 'CA',
    name: 'California',
    effectiveFrom,
    ...(effectiveTo ? { effectiveTo } : {}),
    documentUpdatedAt: '2026-12-03',
    bylawsUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=GOV&division=1.&title=7.&part=&chapter=13.',
    reach: 'residential-district',
    ministerial: true,
    ext: {
      legal: { value: 'BR', cite: ministerial },
      // What no local rule may deny; the 1,200 sq ft standard counts only where no local ordinance is on file.
      sizeByRight: { op: 'const', value: 800, label: 'Allowed whatever the local rules say, with 4 ft side and rear setbacks', cite: guarantee },
      sizeStateStandard: { op: 'const', value: 1200, label: 'State standard for a detached ADU', cite: [...sizes, ...cite('ca-gov-66320', 'no-ordinance')] },
      setbacks: { side: { value: 4, cite: setbacks }, rear: { value: 4, cite: setbacks } },
      heightFt: { value: 16, cite: height },
      parkingSpaces: { value: 1, cite: parking },
    },
    // The in-home apartment: a conversion within the existing space of the house.
    int: {
      legal: { value: 'BR', cite: ministerial },
      sizeByRight: { op: 'fact', fact: 'gross_floor_area', factor: 1, label: 'The existing space of the house, all a conversion may use', cite: conversion },
      setbacks: { front: { value: 0, cite: setbacks }, side: { value: 0, cite: setbacks }, rear: { value: 0, cite: setbacks } },
      parkingSpaces: { value: 0, cite: cite('ca-gov-66322', 'no-parking') },
    },
    extras: extras(period),
  };
}

/** SB 477's numbering, before SB 1211 and AB 2533. */
export const californiaBefore2025 = californiaIn('2024', '2024-03-25', '2024-12-31');
/** With SB 1211 and AB 2533 (in force January 1, 2025). */
export const california2025 = californiaIn('2025', '2025-01-01', '2025-12-31');
/** With SB 543, SB 9 (2025) and AB 1154 (in force January 1, 2026). */
export const california = californiaIn('2026', '2026-01-01');
