import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { polygonFt } from '../../../core/geo/test-support/random-polygons';
import { FitUnavailable, fitAreaOf } from './fit-area';
import { planFitsArea, plansFittingLot, type FitPlan } from './fits-lot';

const lot = polygonFt([[[0, 0], [100, 0], [100, 200], [0, 200]]]);
const area = polygonFt([[[10, 100], [90, 100], [90, 190], [10, 190]]]);
const house = polygonFt([[[20, 20], [80, 20], [80, 70], [20, 70]]]);

/** Street data with only what fitting reads. */
function property(fields: Partial<StreetData> = {}): StreetData {
  return {
    lot,
    buildings_known: true,
    buildings: [],
    setbacked_area: { ext: area, int: null },
    bylaws: {
      adu: {
        placement: {
          ext_setbacks: { front: 10, side: 10, rear: 10, building: 10 },
          int_setbacks: { front: null, side: null, rear: null, building: null },
        },
      },
    },
    buildings_geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: house, properties: {} }] },
    limited_report: false,
    locked_fields: [],
    ...fields,
  } as unknown as StreetData;
}

const rectangle = (uuid: string, widthIn: number, lengthIn: number): FitPlan => ({ uuid, dimensions: [widthIn, lengthIn, widthIn, lengthIn], angles: [0, 90, 180, 270] });
const plans: FitPlan[] = [
  rectangle('small', 360, 240),
  // 85 ft square: wider than the 80 ft area whichever way it turns.
  rectangle('too-big', 85 * 12, 85 * 12),
  { uuid: 'broken', dimensions: [], angles: [] },
  rectangle('long', 240, 85 * 12),
];

describe('fitAreaOf', () => {
  it('takes the detached area for the cottage and the internal one for the apartment', () => {
    expect(fitAreaOf(property(), 'backyard-cottage')).toEqual({ ok: true, area });
    expect(fitAreaOf(property(), 'in-home-apartment')).toEqual({ ok: false, reason: FitUnavailable.NoArea });
  });

  it('is unavailable when the limited report locks the setback areas', () => {
    expect(fitAreaOf(property({ limited_report: true, locked_fields: ['setbacked_area'] }), 'backyard-cottage')).toEqual({ ok: false, reason: FitUnavailable.Locked });
  });
});

describe('planFitsArea', () => {
  it('fits what placePlan puts inside the setback area, nothing broken', () => {
    const buildings = [house];
    expect(planFitsArea(plans[0]!, lot, area, buildings)).toBe(true);
    expect(planFitsArea(plans[1]!, lot, area, buildings)).toBe(false);
    expect(planFitsArea(plans[2]!, lot, area, buildings)).toBe(false);
    // 85 ft long fits the 90 ft deep area turned: 80 ft wide, 90 ft deep.
    expect(planFitsArea(plans[3]!, lot, area, buildings)).toBe(true);
  });
});

describe('plansFittingLot', () => {
  it('answers the uuids that fit, in slices, and remembers them per property and page', async () => {
    const street = property();
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    expect(await plansFittingLot(street, 'backyard-cottage', plans, { sliceMs: 0, pause })).toEqual(new Set(['small', 'long']));
    // One pause before the first slice, then (with no time to spare) one before each plan placed.
    expect(pauses).toBe(1 + plans.length);
    pauses = 0;
    expect(await plansFittingLot(street, 'backyard-cottage', plans, { sliceMs: 0, pause })).toEqual(new Set(['small', 'long']));
    expect(pauses).toBe(1);
  });

  it('answers none where there is no area, and stops when aborted', async () => {
    expect(await plansFittingLot(property(), 'in-home-apartment', plans)).toEqual(new Set());
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(plansFittingLot(property(), 'backyard-cottage', plans, { signal: controller.signal })).rejects.toThrow('left the page');
  });
});
