import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { pageArea } from './page-area';

const area = { type: 'Polygon' as const, coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]] as [number, number][]] };
const known = { front: 10, side: 5, rear: 10, building: 10 };
const unknown = { front: null, side: 5, rear: 10, building: null };

function property(fields: { ext?: typeof area | null; int?: typeof area | null; intSetbacks?: typeof known | typeof unknown; locked?: string[] }): StreetData {
  return {
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

  it('is locked when the limited report left the area out', () => {
    expect(pageArea(property({ ext: area, locked: ['setbacked_area'] }), 'backyard-cottage')).toEqual({ state: 'locked' });
  });
});
