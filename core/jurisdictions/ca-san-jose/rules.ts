// San Jose, CA: its residential districts from the city's 2016 zoning data, and from March 5, 2026
// its own ADU standards as the city publishes them (Bulletin #210, Municipal Code Chapter 20.80
// Part 2.75).
import type { Cite, Ruleset, ZoneRules } from '../../rules/model';

const cite = (doc: string, ...sections: string[]): Cite[] => [{ doc, sections }];

const SAN_JOSE: Cite[] = [{ doc: 'san-jose-zoning-2016', sections: ['r-1'] }];

/** San Jose's residential districts on the 2016 map: R-1 single-family; R-2, R-M and R-MH by their names. */
const SAN_JOSE_ZONES: ZoneRules[] = [
  ...['R-1-1', 'R-1-2', 'R-1-5', 'R-1-8', 'R-1-RR'].map((code): ZoneRules => ({ code, name: `${code} Single-Family Residence`, singleFamily: 'BR', cite: SAN_JOSE })),
  { code: 'R-2', name: 'R-2 Two-Family Residence', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
  { code: 'R-M', name: 'R-M Multiple Residence', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
  { code: 'R-MH', name: 'R-MH Mobilehome Park', singleFamily: 'UNKNOWN', cite: SAN_JOSE },
];

const BULLETIN = (...sections: string[]): Cite[] => cite('san-jose-bulletin-210', ...sections);

/** San Jose before the city's published ADU standards on file: its districts, and the state's rules. */
export const sanJoseBefore2026: Ruleset = {
  id: 'ca-san-jose-2024',
  level: 'municipal',
  state: 'CA',
  name: 'San Jose',
  jurisdictionIds: ['ca-san-jose'],
  effectiveFrom: '2024-03-25',
  effectiveTo: '2026-03-04',
  zoningMap: '2016',
  documentUpdatedAt: '2026-12-03',
  zones: SAN_JOSE_ZONES,
  extras: [
    {
      subject: 'San Jose',
      text: 'San Jose\u2019s own ADU standards of this period are not in our sources, so the state standards are shown; the city may be more generous, and may not be stricter than the state floors.',
      cite: cite('ca-gov-66325', 'more-generous'),
    },
  ],
};

/**
 * San Jose from March 5, 2026: an ADU on any lot with a legally built home, designed either to the
 * city's standards (Municipal Code §20.80.175) or to the state's (§20.80.176), not mixed. The
 * detached type shows the city's standards, the larger; the in-home apartment the conversion of
 * existing space under the state's, which has no size limit but that space.
 */
export const sanJose: Ruleset = {
  id: 'ca-san-jose',
  level: 'municipal',
  state: 'CA',
  name: 'San Jose',
  jurisdictionIds: ['ca-san-jose'],
  effectiveFrom: '2026-03-05',
  zoningMap: '2016',
  documentUpdatedAt: '2026-12-03',
  bylawsUrl: 'https://www.sanjoseca.gov/ADUs',
  ext: {
    legal: { value: 'BR', cite: BULLETIN('qualify') },
    sizeByRight: {
      op: 'threshold',
      fact: 'lot_size',
      above: 9000,
      label: 'San Jose\u2019s city standard depends on the lot size',
      cite: BULLETIN('city-detached-size'),
      over: { op: 'const', value: 1200, label: 'City standard for a detached ADU on a lot of more than 9,000 sq ft', cite: BULLETIN('city-detached-size') },
      upTo: { op: 'const', value: 1000, label: 'City standard for a detached ADU on a lot of 9,000 sq ft or less', cite: BULLETIN('city-detached-size') },
    },
    setbacks: {
      side: { value: 0, cite: BULLETIN('city-detached-setbacks') },
      rear: { value: 0, cite: BULLETIN('city-detached-setbacks') },
      building: { value: 6, cite: BULLETIN('city-detached-setbacks') },
    },
    heightFt: { value: 18, cite: BULLETIN('city-detached-height') },
    parkingSpaces: { value: 0, cite: BULLETIN('parking') },
  },
  int: {
    legal: { value: 'BR', cite: BULLETIN('qualify') },
    sizeByRight: { op: 'fact', fact: 'gross_floor_area', factor: 1, label: 'The existing space of the house, all a conversion may use', cite: BULLETIN('state-standards') },
    setbacks: { front: { value: 0, cite: BULLETIN('state-standards') }, side: { value: 0, cite: BULLETIN('state-standards') }, rear: { value: 0, cite: BULLETIN('state-standards') } },
    parkingSpaces: { value: 0, cite: BULLETIN('parking') },
  },
  zones: SAN_JOSE_ZONES,
  extras: [
    {
      subject: 'San Jose',
      text: 'San Jose lets you design an ADU to the city\u2019s standards (Municipal Code \u00a720.80.175) or to the state standards (\u00a720.80.176), all of one or all of the other. Shown for a detached ADU are the city\u2019s: up to 1,000 sq ft, or 1,200 sq ft on a lot of more than 9,000 sq ft; one story up to 18 ft with no side or rear setback, behind the house or 45 ft back from the front, 6 ft from the house, and covering at most 40% of the rear yard; a second story, up to 25 ft, needs 4 ft side and rear setbacks. Under the state standards a new ADU may have up to 800 sq ft, with 4 ft side and rear setbacks, and be 18 ft tall (plus 2 ft for a pitched roof) if detached. Neither requires parking.',
      cite: BULLETIN('choice', 'city-detached-size', 'city-detached-setbacks', 'city-detached-height', 'state-standards', 'parking'),
    },
    {
      subject: 'San Jose attached ADUs',
      text: 'Under the city\u2019s standards an ADU added onto the house may have up to half of the main home\u2019s living area (garages and unfinished attics or basements not counted), and no more than 1,000 sq ft, or 1,200 sq ft on a lot of more than 9,000 sq ft, be 25 ft tall, and have its front door on another side than the house\u2019s. A conversion of existing space under the state standards has no size limit but that space, plus up to 150 sq ft for access.',
      cite: BULLETIN('city-attached', 'state-standards', 'measure'),
    },
  ],
};
