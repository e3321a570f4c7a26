// California, statewide: Government Code §§66310–66342 (Chapter 13, as renumbered by SB 477 in
// force March 25, 2024), in three periods: before SB 1211 and AB 2533, from January 1, 2025 with
// them, and from January 1, 2026 with SB 543 and AB 1154. The state standards apply where a town's
// own ordinance is not on file (§66320): a detached ADU up to 1,200 sq ft, an attached one up to
// half the house but never below the 850 sq ft floor nor above 1,200, approved ministerially in 60
// days, so no special-permit size exists. And San Jose's residential districts from the city's
// 2016 zoning data; its own ADU standards are not in our sources, so the state's apply there.
import type { Cite, Extra, Ruleset, ZoneRules } from '../model';

const cite = (doc: string, ...sections: string[]): Cite[] => [{ doc, sections }];
const ministerial = [...cite('ca-gov-66323', 'by-right'), ...cite('ca-gov-66317', 'ministerial'), ...cite('ca-gov-66314', 'lot')];
const sizes = cite('ca-gov-66314', 'sizes');
const floor = cite('ca-gov-66321', 'size-floor');
const half = cite('ca-gov-66314', 'attached-half');
const setbacks = cite('ca-gov-66314', 'setbacks');
const height = cite('ca-gov-66321', 'height');
const parking = cite('ca-gov-66314', 'parking');

type Period = '2024' | '2025' | '2026';

/** The notes of each period, with the sources of the law then in force. */
function extras(period: Period): Extra[] {
  const livable = period === '2026' ? ' of interior livable space' : '';
  return [
    {
      subject: 'State standards',
      text: `These are the state standards, which apply where a city has no ADU ordinance of its own (or one that is void). A city may set a smaller maximum, but never below 850 sq ft${livable} (1,000 sq ft with more than one bedroom), and no local rule may prevent an 800 sq ft ADU with 4 ft side and rear setbacks; it may also allow more.`,
      cite: [...cite('ca-gov-66320', 'no-ordinance'), ...floor, ...cite('ca-gov-66321', 'guarantee-800'), ...cite('ca-gov-66325', 'more-generous')],
    },
    {
      subject: 'Approval',
      text:
        period === '2026'
          ? 'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application; completeness is decided within 15 business days, and a denial or incompleteness finding can be appealed (since January 1, 2026).'
          : 'An ADU permit is approved ministerially, without a hearing or a special permit, within 60 days of a complete application, or it is deemed approved.',
      cite: [...cite('ca-gov-66317', ...(period === '2026' ? ['ministerial', 'completeness', 'appeal'] : ['ministerial'])), ...(period === '2026' ? cite('ca-sb-543', 'effective') : [])],
    },
    {
      subject: 'Conversions',
      text: 'An ADU made within the existing space of the house has no size limit beyond that space and needs no setback; one in an existing accessory structure may grow by 150 sq ft for access.',
      cite: [...cite('ca-gov-66323', 'conversion'), ...setbacks],
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
      cite: [...cite('ca-gov-66332', 'unpermitted'), ...(period === '2024' ? [] : cite('ca-ab-2533', 'effective'))],
    },
    {
      subject: 'Impact fees',
      text:
        period === '2026'
          ? 'No impact fee on an ADU of 750 sq ft of interior livable space or less, or on a junior ADU of 500 sq ft or less; above that, fees in proportion to the house.'
          : 'No impact fee on an ADU of less than 750 sq ft; above that, fees in proportion to the house.',
      cite: [...cite('ca-gov-66324', 'fees'), ...(period === '2026' ? cite('ca-sb-543', 'effective') : [])],
    },
  ];
}

/** The state ruleset of one period. */
function californiaIn(period: Period, effectiveFrom: string, effectiveTo?: string): Ruleset {
  const livable = period === '2026' ? ' (interior livable space)' : '';
  return {
    id: `ca-${period}`,
    level: 'state',
    state: 'CA',
    name: 'California',
    effectiveFrom,
    ...(effectiveTo ? { effectiveTo } : {}),
    documentUpdatedAt: '2026-11-28',
    bylawsUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=GOV&division=1.&title=7.&part=&chapter=13.',
    reach: 'residential-district',
    ministerial: true,
    ext: {
      legal: { value: 'BR', cite: ministerial },
      sizeByRight: { op: 'const', value: 1200, label: 'State standard for a detached ADU', cite: sizes },
      setbacks: { side: { value: 4, cite: setbacks }, rear: { value: 4, cite: setbacks } },
      heightFt: { value: 16, cite: height },
      parkingSpaces: { value: 1, cite: parking },
    },
    int: {
      legal: { value: 'BR', cite: ministerial },
      // An attached ADU: half the primary dwelling, but never below the 850 sq ft floor of any
      // local limit (1,000 with more than one bedroom), nor above the 1,200 sq ft standard.
      sizeByRight: {
        op: 'min',
        of: [
          { op: 'const', value: 1200, label: 'State standard for an attached ADU', cite: sizes },
          {
            op: 'max',
            of: [
              { op: 'fact', fact: 'gross_floor_area', factor: 0.5, label: 'Half the primary dwelling', cite: half },
              { op: 'const', value: 850, label: `Floor no size limit may go below, studio or one bedroom${livable}`, cite: floor },
            ],
          },
        ],
      },
      setbacks: { side: { value: 4, cite: setbacks }, rear: { value: 4, cite: setbacks } },
      heightFt: { value: 25, cite: height },
      parkingSpaces: { value: 1, cite: parking },
    },
    extras: extras(period),
  };
}

/** SB 477's numbering, before SB 1211 and AB 2533. */
export const californiaBefore2025 = californiaIn('2024', '2024-03-25', '2024-12-31');
/** With SB 1211 and AB 2533 (in force January 1, 2025). */
export const california2025 = californiaIn('2025', '2025-01-01', '2025-12-31');
/** With SB 543 and AB 1154 (in force January 1, 2026). */
export const california = californiaIn('2026', '2026-01-01');

const SAN_JOSE: Cite[] = [{ doc: 'san-jose-zoning-2016', sections: ['r-1'] }];

/** San Jose's residential districts on the 2016 map: R-1 single-family; R-2, R-M and R-MH by their names. */
const SAN_JOSE_ZONES: ZoneRules[] = [
  ...['R-1-1', 'R-1-2', 'R-1-5', 'R-1-8', 'R-1-RR'].map((code): ZoneRules => ({ code, name: `${code} Single-Family Residence`, singleFamily: 'BR', cite: SAN_JOSE })),
  { code: 'R-2', name: 'R-2 Two-Family Residence', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
  { code: 'R-M', name: 'R-M Multiple Residence', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
  { code: 'R-MH', name: 'R-MH Mobilehome Park', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
];

/** San Jose: its zoning map's residential districts; the state standards, since the city's own ADU code is not in our sources. */
export const sanJose: Ruleset = {
  id: 'ca-san-jose',
  level: 'municipal',
  state: 'CA',
  name: 'San Jose',
  jurisdictionIds: ['ca-san-jose'],
  effectiveFrom: '2024-03-25',
  zoningMap: '2016',
  documentUpdatedAt: '2026-11-28',
  zones: SAN_JOSE_ZONES,
  extras: [
    {
      subject: 'San Jose',
      text: 'San Jose\u2019s own ADU standards are not in our sources yet, so the state standards are shown; the city may be more generous, and may not be stricter than the state floors.',
      cite: cite('ca-gov-66325', 'more-generous'),
    },
  ],
};
