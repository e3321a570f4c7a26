import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { pageArea } from './page-area';

const area = { type: 'Polygon' as const, coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]] as [number, number][]] };
const known = { front: 10, side: 5, rear: 10, building: 10 };
const unknown = { front: null, side: 5, rear: 10, building: null };

const singleFamily = { property_type_name: 'Single Family', habitable_area: null, gross_building_area: 1_932, units: 1 };

function property(fields: {
  ext?: typeof area | null;
  int?: typeof area | null;
  intSetbacks?: typeof known | typeof unknown;
  locked?: string[];
  buildingsKnown?: boolean;
  traced?: boolean;
}): StreetData {
  return {
    attributes: singleFamily,
    buildings_known: fields.buildingsKnown ?? true,
    buildings: fields.traced ? [{ id: 'traced', kind: 'main', label: null, building_source: 'user', height_ft: null, footprint_sqft: 1_100 }] : [],
    setbacked_area: { ext: fields.ext ?? null, int: fields.int ?? null },
    bylaws: { adu: { placement: { ext_setbacks: known, int_setbacks: fields.intSetbacks ?? known } } },
    limited_report: Boolean(fields.locked),
    locked_fields: fields.locked ?? [],
  } as unknown as StreetData;
}

describe('pageArea', () => {
  it('takes the detached area for the backyard cottage and the playground, the internal one for the in-home apartment', () => {
    const both = property({ ext: area, int: null });
    expect(pageArea(both, 'backyard-cottage')).toEqual({ state: 'known', area });
    expect(pageArea(both, 'playground')).toEqual({ state: 'known', area });
    expect(pageArea(both, 'in-home-apartment')).toEqual({ state: 'empty' });
  });

  it('tells an unknown area (a lot-line setback not given) from an empty one', () => {
    expect(pageArea(property({ intSetbacks: unknown }), 'in-home-apartment')).toEqual({ state: 'unknown' });
    expect(pageArea(property({ intSetbacks: known }), 'in-home-apartment')).toEqual({ state: 'empty' });
  });

  it('is not known off the in-home apartment where the house is not in the data, until the user traced it', () => {
    const missing = property({ ext: area, int: area, buildingsKnown: false });
    expect(pageArea(missing, 'backyard-cottage')).toEqual({ state: 'house-unknown' });
    expect(pageArea(missing, 'playground')).toEqual({ state: 'house-unknown' });
    expect(pageArea(missing, 'in-home-apartment')).toEqual({ state: 'known', area });
    expect(pageArea(property({ ext: area, buildingsKnown: false, traced: true }), 'backyard-cottage')).toEqual({ state: 'known', area });
  });

  it('is locked when the limited report left the area out', () => {
    expect(pageArea(property({ ext: area, locked: ['setbacked_area'] }), 'backyard-cottage')).toEqual({ state: 'locked' });
  });
});
