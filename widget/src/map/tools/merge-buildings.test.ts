// Merging the user's buildings: one outline, the tallest height, and the reasons it can fail.
import { describe, expect, it } from 'vitest';
import type { UserBuilding } from '../../../../core/api';
import { areaSqFt, createLocalFrame, UnionReason } from '../../../../core/geo';
import { mergeBuildings } from './merge-buildings';

const frame = createLocalFrame([-71.19, 42.33]);

function building(id: string, x: number, y: number, size: number, heightFt: number | null, kind: 'main' | 'outbuilding' = 'outbuilding'): UserBuilding {
  const ring = [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]].map((p) => frame.toLngLat(p as [number, number]));
  return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { id, building_source: 'user', kind, label: null, height_ft: heightFt } };
}

describe('mergeBuildings', () => {
  it('joins two overlapping 20 ft squares into one building of 700 sq ft with the taller height', () => {
    const result = mergeBuildings([building('a', 0, 0, 20, 10), building('b', 10, 10, 20, null)], 'merged');
    if (!result.ok) throw new Error(result.reason);
    expect(result.building.properties).toEqual({ id: 'merged', building_source: 'user', kind: 'outbuilding', label: null, height_ft: 10 });
    expect(result.building.geometry.coordinates).toHaveLength(1);
    expect(areaSqFt(result.building.geometry)).toBeCloseTo(700, 3);
  });

  it('keeps the main kind and has no height when no part has one', () => {
    const result = mergeBuildings([building('a', 0, 0, 20, null, 'main'), building('b', 20, 0, 20, null)], 'merged');
    expect(result.ok && result.building.properties).toMatchObject({ kind: 'main', height_ft: null });
  });

  it('fills in a courtyard the parts enclose', () => {
    // A 3 x 3 grid of 10 ft squares without the middle one.
    const ring = [[0, 0], [10, 0], [20, 0], [0, 10], [20, 10], [0, 20], [10, 20], [20, 20]].map(([x, y], i) => building(`part-${i}`, x!, y!, 10, null));
    const result = mergeBuildings(ring, 'merged');
    if (!result.ok) throw new Error(result.reason);
    expect(result.building.geometry.coordinates).toHaveLength(1);
    expect(areaSqFt(result.building.geometry)).toBeCloseTo(900, 3);
  });

  it('says why buildings apart, or fewer than two, cannot be merged', () => {
    expect(mergeBuildings([building('a', 0, 0, 10, null), building('b', 20, 0, 10, null)], 'merged')).toEqual({ ok: false, reason: UnionReason.Apart });
    expect(mergeBuildings([building('a', 0, 0, 10, null)], 'merged')).toEqual({ ok: false, reason: UnionReason.Empty });
  });
});
