// Where a playground structure may go: an ADU category in its type's area, a pool or a deck by its
// own structure rules, a side its rules leave open by the detached ADU's, on a 100 x 200 ft lot
// fronting a street to the south.
import { describe, expect, it } from 'vitest';
import { bboxOf, createLocalFrame, isPointInPolygon } from '../../../core/geo';
import type { Polygon, Position } from '../../../core/geo';
import type { Evaluation } from '../../../core/rules';
import { classifyLotEdges } from '../../../core/setback';
import { categoryArea } from './lot-setbacks';

const frame = createLocalFrame([-71.1, 42.3]);
const ring = (points: [number, number][]): Polygon => ({ type: 'Polygon', coordinates: [[...points, points[0]!].map((p): Position => frame.toLngLat(p))] });
const lot = ring([[0, 0], [100, 0], [100, 200], [0, 200]]);
const street = ring([[-50, -40], [150, -40], [150, 0], [-50, 0]]);
const house = ring([[30, 40], [70, 40], [70, 80], [30, 80]]);
const edges = classifyLotEdges(lot, { streets: [street] });

const cited = (value: number) => ({ value, cite: [] });
const evaluation = {
  setbacks: { ext: { front: 25, side: 10, rear: 10, building: 10 }, int: { front: 25, side: 10, rear: 10, building: null } },
  structures: {
    pool: { setbacks: { front: null, side: cited(15), rear: cited(15), building: cited(10) } },
    deck: { setbacks: { front: null, side: null, rear: null, building: cited(0) } },
  },
} as unknown as Pick<Evaluation, 'setbacks' | 'structures'>;
const areas = { ext: ring([[1, 1], [2, 1], [2, 2]]), int: null };

/** The area's box in feet: [minX, minY, maxX, maxY]. */
function boxFt(area: ReturnType<typeof categoryArea>): number[] {
  const [minLng, minLat, maxLng, maxLat] = bboxOf(area!);
  const [x0, y0] = frame.toFeet([minLng, minLat]);
  const [x1, y1] = frame.toFeet([maxLng, maxLat]);
  return [x0, y0, x1, y1].map((v) => Math.round(v * 10) / 10);
}

describe('categoryArea', () => {
  it('gives an ADU category its type’s area as it is', () => {
    expect(categoryArea('backyard-cottage', evaluation, lot, edges, [house], areas)).toBe(areas.ext);
    expect(categoryArea('in-home-apartment', evaluation, lot, edges, [house], areas)).toBeNull();
  });

  it('keeps a pool 15 ft from the sides and rear, the detached ADU’s 25 ft from the front its rules leave open', () => {
    expect(boxFt(categoryArea('pool', evaluation, lot, edges, [], areas))).toEqual([15, 25, 85, 185]);
  });

  it('keeps a pool clear of the house by its separation, and lets a deck adjoin it', () => {
    const pool = categoryArea('pool', evaluation, lot, edges, [house], areas)!;
    const deck = categoryArea('deck', evaluation, lot, edges, [house], areas)!;
    const inside = (area: Parameters<typeof isPointInPolygon>[1], point: [number, number]) => isPointInPolygon(frame.toLngLat(point), area);
    // 5 ft above the house: inside the deck's area, not the pool's (10 ft separation).
    expect(inside(deck, [50, 85])).toBe(true);
    expect(inside(pool, [50, 85])).toBe(false);
    expect(inside(pool, [50, 95])).toBe(true);
  });
});
