// The drawing that stands in for a street-view photo turns the lot so its front lot line runs along
// the bottom, where the drawing puts the street: a 50 x 100 ft lot fronting north is turned half round.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';
import { lotSketch } from './StreetViewFallback';

const frame = createLocalFrame([-71.1, 42.3]);
const at = (x: number, y: number): [number, number] => frame.toLngLat([x, y]) as [number, number];
const ring = (points: [number, number][]): Position[] => [...points, points[0]!].map(([x, y]) => at(x, y));

describe('lotSketch', () => {
  it('puts the front lot line at the bottom of the drawing, whichever way the lot faces', () => {
    const lot = { type: 'Polygon' as const, coordinates: [ring([[0, 0], [50, 0], [50, 100], [0, 100]])] };
    const northFront = { from: at(50, 100), to: at(0, 100), length_ft: 50, kind: 'front', reason: 'right-of-way' };
    const sketch = lotSketch({ lot, lot_edges: [northFront], buildings_geojson: { type: 'FeatureCollection', features: [] }, setbacked_area: { ext: null, int: null } })!;
    const ys = sketch.lot.map((p) => p[1]);
    const bottom = Math.min(...ys);
    // The north corners (the front) are now the lowest points, the lot 100 ft above them.
    const [frontA, frontB] = [sketch.lot[2]!, sketch.lot[3]!];
    expect(frontA[1]).toBeCloseTo(bottom, 6);
    expect(frontB[1]).toBeCloseTo(bottom, 6);
    expect(Math.max(...ys) - bottom).toBeCloseTo(100, 3);
  });
});
