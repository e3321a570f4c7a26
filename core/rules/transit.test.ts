// Parking near transit (M.G.L. c.40A §3, decision 052): none may be required for a protected ADU
// within 0.5 mile (2,640 ft) of a station, at most one elsewhere; distances worked out by hand.
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';
import type { NearestStation } from './model';
import { SPANISH_RULE_TEXTS } from './texts-es';
import { milesText, parkingLine, parkingTransitAnswer, transitNote, transitReach } from './transit';

const lot = (nearestStation: NearestStation | null | undefined, state = 'MA'): PropertyFacts => ({
  state,
  jurisdictionId: state === 'MA' ? 'ma-maple-hollow' : 'ca-san-jose',
  zoning: [{ zoningMap: 'current', zoneCode: 'SR' }],
  propertyType: 'Single Family',
  grossFloorArea: 1400,
  lotSize: 9000,
  ...(nearestStation === undefined ? {} : { nearestStation }),
});

const lechmere: NearestStation = { name: 'Lechmere', kind: 'subway', nearFt: 1610, farFt: 1742 };
const forgePark: NearestStation = { name: 'Forge Park/495', kind: 'commuter_rail', nearFt: 11_880, farFt: 12_100 };

const labels = (result: ReturnType<typeof evaluate>, field: string) => result.citations[field]?.map((c) => c.label);

describe('parking near transit in Massachusetts', () => {
  it('requires no space on a lot wholly within half a mile of a station, citing the statute and the station data', () => {
    const result = evaluate(lot(lechmere), RULESETS, '2026-12-01');
    expect(result.parkingSpaces).toEqual({ ext: 0, int: 0 });
    expect(result.parkingTransit).toEqual({ reach: 'within', station: lechmere, withinFt: 2640, spacesBeyond: 1 });
    expect(result.notes).toContain('No parking space may be required for the ADU: the lot is 0.3 mi from Lechmere, a subway station, within half a mile.');
    expect(labels(result, 'adu.parking.ext')).toEqual([
      'M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8) \u00b7 ADU paragraph: parking',
      'MassGIS Trains and MBTA Rapid Transit station layers \u00b7 Commuter rail stations (TRAINS_NODE) \u00b7 Rapid transit stations (MBTA_NODE)',
    ]);
    // How the half mile is measured is not in the law: the answer says so.
    expect(result.assumptions['adu.parking.int']?.map((a) => a.key)).toEqual(['transit-distance']);
  });

  it('keeps at most one space beyond half a mile, names the nearest station and says ferry terminals and bus stations are not in the data', () => {
    const result = evaluate(lot(forgePark), RULESETS, '2026-12-01');
    expect(result.parkingSpaces).toEqual({ ext: 1, int: 1 });
    expect(result.parkingTransit?.reach).toBe('beyond');
    expect(result.notes).toContain(
      'At most one parking space may be required: no commuter rail or subway station in our data is within half a mile (the nearest is Forge Park/495, 2.3 mi away). None may be required within half a mile of a ferry terminal or bus station either; those are not in our data.',
    );
    expect(labels(result, 'adu.parking.ext')).toHaveLength(2);
  });

  it('waives the space only for an ADU on the near part of a lot that straddles the half mile', () => {
    const straddling: NearestStation = { name: 'Franklin', kind: 'commuter_rail', nearFt: 2600, farFt: 2700 };
    const result = evaluate(lot(straddling), RULESETS, '2026-12-01');
    expect(result.parkingSpaces).toEqual({ ext: 0, int: 0 });
    expect(result.parkingTransit?.reach).toBe('partly_within');
    expect(result.notes).toContain(
      'No parking space may be required for an ADU on the part of the lot within half a mile of Franklin, a commuter rail station 0.49 to 0.51 mi away; farther back on the lot, at most one space may be required.',
    );
  });

  it('counts a station exactly half a mile away as within it ("not more than 0.5 miles")', () => {
    expect(transitReach({ name: 'Porter', kind: 'subway', nearFt: 2640, farFt: 2640 }, { withinFt: 2640 }).reach).toBe('within');
    expect(transitReach({ name: 'Porter', kind: 'subway', nearFt: 2641, farFt: 2700 }, { withinFt: 2640 }).reach).toBe('beyond');
  });

  it('gives the present answer where no station data is on file, and says so without assuming anything', () => {
    for (const facts of [lot(null), lot(undefined)]) {
      const result = evaluate(facts, RULESETS, '2026-12-01');
      expect(result.parkingSpaces).toEqual({ ext: 1, int: 1 });
      expect(result.parkingTransit).toEqual({ reach: 'no_data', station: null, withinFt: 2640, spacesBeyond: 1 });
      expect(result.notes).toContain(
        'At most one parking space may be required, and none within half a mile of a commuter rail station, subway station, ferry terminal or bus station; no station data is on file for this place, so the distance is not checked.',
      );
      expect(labels(result, 'adu.parking.ext')).toEqual(['M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8) \u00b7 ADU paragraph: parking']);
      expect(Object.keys(result.assumptions)).toEqual(['plot_plan']);
    }
  });

  it('has no transit rule before the Affordable Homes Act, nor in California', () => {
    expect(evaluate(lot(lechmere), RULESETS, '2024-06-01').parkingTransit).toBeNull();
    expect(evaluate(lot(lechmere, 'CA'), RULESETS, '2026-12-01').parkingTransit).toBeNull();
  });
});

describe('milesText', () => {
  it('writes one decimal, two where one would read as the half mile or as nothing', () => {
    expect([milesText(1610), milesText(11_880), milesText(2600), milesText(2700), milesText(200), milesText(0)]).toEqual(['0.3', '2.3', '0.49', '0.51', '0.04', '0.00']);
  });
});

describe('the transit notes in Spanish', () => {
  it('reads every note back into Spanish, the station kept and its kind translated', () => {
    const notes = [
      transitNote(transitReach(lechmere, { withinFt: 2640 })),
      transitNote(transitReach(forgePark, { withinFt: 2640 })),
      transitNote(transitReach({ ...forgePark, nearFt: 2000, farFt: 3000 }, { withinFt: 2640 })),
      transitNote(transitReach(null, { withinFt: 2640 })),
    ];
    const spanish = notes.map((note) => SPANISH_RULE_TEXTS.known(note));
    expect(spanish[0]).toBe('No se puede exigir ninguna plaza de estacionamiento para la ADU: el lote está a 0.3 mi de Lechmere, una estación de metro, a menos de media milla.');
    expect(spanish.every((text) => text !== null)).toBe(true);
    expect(spanish[1]).toContain('Forge Park/495');
  });
});

describe('parkingLine', () => {
  it('picks the report line and its values from the answer', () => {
    const near = evaluate(lot(lechmere), RULESETS, '2026-12-01');
    const answer = (result: ReturnType<typeof evaluate>) => (result.parkingTransit ? parkingTransitAnswer(result.parkingTransit) : null);
    expect(parkingLine(near.parkingSpaces.ext, answer(near))).toEqual({ key: 'nearStation', values: { spaces: 1, station: 'Lechmere', miles: '0.3', farMiles: '0.3' } });
    const far = evaluate(lot(forgePark), RULESETS, '2026-12-01');
    expect(parkingLine(far.parkingSpaces.ext, answer(far)).key).toBe('noStationNear');
    const unknown = evaluate(lot(null), RULESETS, '2026-12-01');
    expect(parkingLine(unknown.parkingSpaces.ext, answer(unknown))).toMatchObject({ key: 'noStationData', values: { spaces: 1, station: '' } });
    expect(parkingLine(1, null).key).toBe('atMost');
    expect(parkingLine(null, null).key).toBe('unknown');
  });
});
