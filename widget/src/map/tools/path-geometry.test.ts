// Lengths along drawn paths and the halfway point of a line note.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../../core/geo';
import { createLocalFrame } from '../../../../core/geo';
import { halfwayAlong, pathLengthFt, segmentLengthsFt } from './path-geometry';

const frame = createLocalFrame([-71.19, 42.33]);
const at = (x: number, y: number): Position => frame.toLngLat([x, y]);

describe('segmentLengthsFt and pathLengthFt', () => {
  it('measures a 3-4-5 triangle path in feet', () => {
    const path = [at(0, 0), at(30, 0), at(30, 40)];
    const lengths = segmentLengthsFt(path);
    expect(lengths[0]).toBeCloseTo(30, 6);
    expect(lengths[1]).toBeCloseTo(40, 6);
    expect(pathLengthFt(path)).toBeCloseTo(70, 6);
    expect(pathLengthFt([at(0, 0), at(30, 40)])).toBeCloseTo(50, 6);
  });

  it('answers nothing for fewer than two points', () => {
    expect(segmentLengthsFt([at(0, 0)])).toEqual([]);
    expect(pathLengthFt([])).toBe(0);
  });
});

describe('halfwayAlong', () => {
  it('finds the point 35 ft along a 70 ft path, on its second segment', () => {
    const [x, y] = frame.toFeet(halfwayAlong([at(0, 0), at(30, 0), at(30, 40)]));
    expect(x).toBeCloseTo(30, 4);
    expect(y).toBeCloseTo(5, 4);
  });

  it('answers the only point of a path of one and refuses an empty path', () => {
    expect(halfwayAlong([at(1, 2)])).toEqual(at(1, 2));
    expect(() => halfwayAlong([])).toThrow('halfwayAlong needs at least one point');
  });
});
