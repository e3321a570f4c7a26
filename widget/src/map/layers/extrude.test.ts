// The 3D view's extrusion geometry: which walls show, where the roof goes, the order of painting and the zoom scale.
import { describe, expect, it } from 'vitest';
import { extrude, paintersOrder, pixelsPerFoot, roofRise, type ScreenPoint } from './extrude';

const square: ScreenPoint[] = [[0, 0], [10, 0], [10, 10], [0, 10]];

describe('extrude', () => {
  it('shows only the wall facing down the screen for an upright square, then the roof lifted by the height', () => {
    const faces = extrude(square, 5);
    expect(faces).toEqual([
      { kind: 'wall', points: [[10, 10], [0, 10], [0, 5], [10, 5]], shade: 0.5 },
      { kind: 'roof', points: [[0, -5], [10, -5], [10, 5], [0, 5]], shade: 0 },
    ]);
  });

  it('answers the same faces whichever way the ring turns, and ignores a closing repeat', () => {
    const reversed = [...square].reverse();
    const walls = (faces: ReturnType<typeof extrude>) => faces.filter((f) => f.kind === 'wall').map((f) => [...f.points].sort());
    expect(walls(extrude(reversed, 5))).toEqual(walls(extrude(square, 5)));
    expect(extrude([...square, [0, 0]], 5)).toEqual(extrude(square, 5));
  });

  it('shows the two lower walls of a diamond, the far one first, the right one darker', () => {
    const diamond: ScreenPoint[] = [[10, 0], [20, 10], [10, 20], [0, 10]];
    const walls = extrude(diamond, 4).filter((f) => f.kind === 'wall');
    expect(walls.map((w) => w.points.slice(0, 2))).toEqual([
      [[20, 10], [10, 20]],
      [[10, 20], [0, 10]],
    ]);
    expect(walls[0]!.shade).toBeCloseTo(0.5 + 0.5 * Math.SQRT1_2, 9);
    expect(walls[1]!.shade).toBeCloseTo(0.5 - 0.5 * Math.SQRT1_2, 9);
  });

  it('gives a convex footprint a hip roof: a slope from each eave to the peak over its middle, the far slope first, the near one last', () => {
    const faces = extrude(square, 5, 2);
    const roof = faces.filter((f) => f.kind === 'roof');
    expect(roof).toHaveLength(4);
    // Every slope meets at the peak: the middle of the square, lifted by the wall and the rise.
    for (const face of roof) expect(face.points[2]).toEqual([5, -2]);
    // The slope over the far eave (the top edge, facing up the screen) is painted first, the near one last.
    expect(roof[0]!.points.slice(0, 2).map((p) => p[1])).toEqual([-5, -5]);
    expect(roof[3]!.points.slice(0, 2).map((p) => p[1])).toEqual([5, 5]);
    // The slope turned to the right is the darkest, the one turned to the left the lightest.
    const right = roof.find((f) => f.points[0]![0] === 10 && f.points[1]![0] === 10)!;
    const left = roof.find((f) => f.points[0]![0] === 0 && f.points[1]![0] === 0)!;
    expect([right.shade, left.shade]).toEqual([1, 0]);
  });

  it('rises a quarter of the narrower side, at most half the wall, and not at all over an L', () => {
    expect(roofRise(square, 20)).toBe(2.5);
    expect(roofRise(square, 4)).toBe(2);
    const ell: ScreenPoint[] = [[0, 0], [20, 0], [20, 10], [10, 10], [10, 20], [0, 20]];
    expect(roofRise(ell, 20)).toBe(0);
  });

  it('draws nothing without a height or an area', () => {
    expect(extrude(square, 0)).toEqual([]);
    expect(extrude([[0, 0], [10, 0], [20, 0]], 5)).toEqual([]);
  });
});

describe('paintersOrder', () => {
  it('paints the footprint highest on the screen first', () => {
    const near = { id: 'near', ring: [[0, 50], [10, 50], [10, 60]] as ScreenPoint[] };
    const far = { id: 'far', ring: [[0, 0], [10, 0], [10, 10]] as ScreenPoint[] };
    expect(paintersOrder([near, far], (item) => item.ring).map((item) => item.id)).toEqual(['far', 'near']);
  });
});

describe('pixelsPerFoot', () => {
  it('doubles with each zoom level and is about 2 px per foot at zoom 20 on the equator', () => {
    expect(pixelsPerFoot(20, 0)).toBeCloseTo(1 / ((40_075_016.686 / 2 ** 28) * 3.280839895), 9);
    expect(pixelsPerFoot(20, 0)).toBeCloseTo(2.0417, 3);
    expect(pixelsPerFoot(21, 42) / pixelsPerFoot(20, 42)).toBeCloseTo(2, 12);
    expect(pixelsPerFoot(20, 60)).toBeCloseTo(2 * pixelsPerFoot(20, 0), 9);
  });
});
