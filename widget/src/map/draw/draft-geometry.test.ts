import { describe, expect, it } from 'vitest';
import type { Position } from '../../../../core/geo';
import { lotFrame, polygonFt } from '../../../../core/geo/test-support/random-polygons';
import { draftPath, openRing, polygonOf, sideLabels, withCornerMoved } from './draft-geometry';

const at = (x: number, y: number): Position => lotFrame.toLngLat([x, y]);
const feet = (p: Position) => lotFrame.toFeet(p).map((v) => Math.round(v * 1000) / 1000);

describe('draftPath', () => {
  it('has nothing to draw before the first corner', () => {
    expect(draftPath('rectangle', [], at(5, 5))).toBeNull();
    expect(draftPath('polygon', [], null)).toBeNull();
  });

  it('draws the rectangle from the first corner to the pointer, closed', () => {
    const path = draftPath('rectangle', [at(0, 0)], at(30, 20))!;
    expect(path.closed).toBe(true);
    expect(path.positions).toHaveLength(4);
    expect(path.positions.map(feet).sort()).toEqual([[0, 0], [0, 20], [30, 0], [30, 20]].sort());
  });

  it('draws the polygon’s corners and the open side to the pointer', () => {
    const path = draftPath('polygon', [at(0, 0), at(10, 0)], at(10, 10))!;
    expect(path).toEqual({ positions: [at(0, 0), at(10, 0), at(10, 10)], closed: false });
    expect(draftPath('polygon', [at(0, 0)], null)).toEqual({ positions: [at(0, 0)], closed: false });
  });
});

describe('sideLabels', () => {
  it('labels every side of a closed path at its middle with its length in feet', () => {
    const labels = sideLabels({ positions: [at(0, 0), at(30, 0), at(30, 20), at(0, 20)], closed: true });
    expect(labels.map((label) => Math.round(label.lengthFt * 100) / 100)).toEqual([30, 20, 30, 20]);
    expect(feet(labels[0]!.at)).toEqual([15, 0]);
    expect(feet(labels[3]!.at)).toEqual([0, 10]);
  });

  it('labels the sides of an open path, not a side the pointer has not left yet', () => {
    const labels = sideLabels({ positions: [at(0, 0), at(12.5, 0), at(12.5, 0)], closed: false });
    expect(labels).toHaveLength(1);
    expect(labels[0]!.lengthFt).toBeCloseTo(12.5, 6);
    expect(sideLabels({ positions: [at(0, 0)], closed: false })).toEqual([]);
  });
});

describe('rings', () => {
  const square = polygonFt([[[0, 0], [10, 0], [10, 10], [0, 10]]]);

  it('opens and closes rings', () => {
    expect(openRing(square)).toHaveLength(4);
    expect(polygonOf(openRing(square))).toEqual(square);
  });

  it('moves one corner and keeps the ring closed', () => {
    const moved = withCornerMoved(square, 2, at(15, 12));
    expect(openRing(moved).map(feet)).toEqual([[0, 0], [10, 0], [15, 12], [0, 10]]);
    expect(moved.coordinates[0]![4]).toEqual(moved.coordinates[0]![0]);
    expect(() => withCornerMoved(square, 4, at(0, 0))).toThrow('no corner 4 in a ring of 4');
  });
});
