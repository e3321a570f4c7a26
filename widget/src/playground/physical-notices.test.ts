import { describe, expect, it } from 'vitest';
import type { LayoutUnit } from '../../../core/api';
import { polygonFt } from '../../../core/geo/test-support/random-polygons';
import { PhysicalReason } from '../../../core/playground';
import { physicalNotices, physicalTypeOf } from './physical-notices';

const rect = (x: number, y: number, w: number, h: number) => polygonFt([[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]]);

const unit = (id: string, category: string, geometry = rect(0, 60, 10, 10)): LayoutUnit => ({
  type: 'Feature',
  geometry,
  properties: { id, adu_type: 'playground', placement: 'setback_fit', page: 'playground', floor_plan_uuid: null, category, source: 'floor_plan', width: 10, length: 10, rotation_deg: 0, selected: false, viewMode: '2d' },
});

// A 40 x 30 ft house and a shed 60 ft east of it.
const house = { geometry: rect(0, 0, 40, 30), kind: 'main' };
const shed = { geometry: rect(60, 0, 10, 10), kind: 'outbuilding' };

describe('physicalNotices', () => {
  it('names each unit that breaks its rule, with the reason', () => {
    const units = [
      unit('pool-on-house', 'pool', rect(30, 20, 16, 32)),
      unit('pool-in-yard', 'pool', rect(0, 50, 16, 32)),
      unit('addition-away', 'home-additions', rect(0, 80, 12, 12)),
      unit('addition-joined', 'home-additions', rect(40, 10, 12, 12)),
      unit('deck-on-shed', 'deck', rect(62, 2, 4, 4)),
    ];
    expect(physicalNotices(units, [house, shed])).toEqual([
      { unitId: 'pool-on-house', category: 'pool', reason: PhysicalReason.TouchesBuilding },
      { unitId: 'addition-away', category: 'home-additions', reason: PhysicalReason.NotConnected },
    ]);
  });

  it('takes a new home placed on the playground as a main house once the existing ones are cleared', () => {
    const newHome = unit('new-home', 'single-family', rect(0, 0, 40, 30));
    const addition = unit('addition', 'home-additions', rect(40, 10, 12, 12));
    expect(physicalNotices([addition], [])).toEqual([{ unitId: 'addition', category: 'home-additions', reason: PhysicalReason.NotConnected }]);
    expect(physicalNotices([newHome, addition], [])).toEqual([]);
  });
});

describe('physicalTypeOf', () => {
  it('makes a unit with a notice a forbidden area, and the playground again once it has none', () => {
    const pool = unit('pool', 'pool');
    expect(physicalTypeOf(pool, [{ unitId: 'pool', category: 'pool', reason: PhysicalReason.TouchesBuilding }])).toBe('forbidden_area');
    expect(physicalTypeOf(pool, [])).toBe('playground');
  });
});
