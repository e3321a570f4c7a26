// unitFitProblems: on a 50 x 100 ft interior lot fronting south (5 ft side, 15 ft front, 20 ft rear
// setbacks) a unit 3.2 ft from the west line is 1.8 ft inside the side setback; past the front line,
// out of the lot, over a shed and too close to the house, each with its own numbers.
import { describe, expect, it } from 'vitest';
import type { Polygon } from '../geo/geojson.schema';
import { polygonFt } from '../geo/test-support/random-polygons';
import { classifyLotEdges, EdgeKind } from '../setback/lot-edges';
import { FitReason, unitFitProblems, type FitProblem } from './unit-fit';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
const lot = box(0, 0, 50, 100);
const edges = classifyLotEdges(lot, {
  streets: [box(-200, -50, 250, 0)],
  neighbours: [box(-50, 0, 0, 100), box(50, 0, 100, 100), box(-50, 100, 100, 200)],
});
const setbacks = { frontFt: 15, sideFt: 5, rearFt: 20 };
const house = box(10, 20, 40, 45);
const shed = box(30, 60, 38, 68);
const around = { lot, edges, setbacks, obstacles: [{ geometry: house, separationFt: 10 }, { geometry: shed, separationFt: 0 }] };
const rounded = (problems: FitProblem[]) =>
  problems.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v])));

describe('unitFitProblems', () => {
  it('the classified edges are the ones the numbers below assume', () => {
    expect(edges.map((e) => e.kind).sort()).toEqual([EdgeKind.Front, EdgeKind.InteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear]);
  });

  it('says nothing of a unit inside every setback, clear of the buildings', () => {
    expect(unitFitProblems(box(8, 57, 26, 75), around)).toEqual([]);
  });

  it('measures a unit 3.2 ft from the side line as 1.8 ft inside the 5 ft side setback', () => {
    const problems = unitFitProblems(box(3.2, 57, 23.2, 75), around);
    expect(rounded(problems)).toEqual([{ reason: FitReason.Setback, line: EdgeKind.InteriorSide, setbackFt: 5, insideFt: 1.8 }]);
  });

  it('gives the farthest reach past each line it crosses, on a corner unit at an angle', () => {
    // A square turned 45 degrees whose lowest corner is 9 ft from the front and leftmost 4 ft from the west line.
    const diamond = polygonFt([[[14, 9], [24, 19], [14, 29], [4, 19]]]);
    const problems = unitFitProblems(diamond, { ...around, obstacles: [] });
    expect(rounded(problems)).toEqual([
      { reason: FitReason.Setback, line: EdgeKind.Front, setbackFt: 15, insideFt: 6 },
      { reason: FitReason.Setback, line: EdgeKind.InteriorSide, setbackFt: 5, insideFt: 1 },
    ]);
  });

  it('says how far a unit sticks out of the lot, and that it is then past the setback by all of it', () => {
    const problems = unitFitProblems(box(-2.5, 57, 17.5, 75), around);
    expect(rounded(problems)).toEqual([
      { reason: FitReason.Setback, line: EdgeKind.InteriorSide, setbackFt: 5, insideFt: 5 },
      { reason: FitReason.LotLine, outsideFt: 2.5 },
    ]);
  });

  it('names the obstacle it overlaps, and the building it comes too close to by how much', () => {
    expect(unitFitProblems(box(28, 58, 36, 70), around)).toEqual([{ reason: FitReason.Overlap, obstacle: 1 }]);
    // 6.5 ft north of the house, which it must keep 10 ft from.
    expect(rounded(unitFitProblems(box(12, 51.5, 26, 66), around))).toEqual([{ reason: FitReason.Separation, obstacle: 0, separationFt: 10, insideFt: 3.5 }]);
    expect(unitFitProblems(box(12, 40, 26, 56), around)).toEqual([{ reason: FitReason.Overlap, obstacle: 0 }]);
  });

  it('checks no setback line when the setbacks are unknown, but still the lot and the obstacles', () => {
    expect(unitFitProblems(box(3.2, 57, 23.2, 75), { ...around, setbacks: null })).toEqual([]);
    expect(unitFitProblems(box(28, 58, 36, 70), { ...around, setbacks: null })).toEqual([{ reason: FitReason.Overlap, obstacle: 1 }]);
  });

  it('does not count a unit flush against a building, or within 1/4 inch of a line, as a problem', () => {
    expect(unitFitProblems(box(38, 60, 44, 68), { ...around, obstacles: [{ geometry: shed, separationFt: 0 }] })).toEqual([]);
    expect(unitFitProblems(box(5 - 0.2 / 12, 57, 25, 75), around)).toEqual([]);
  });
});
