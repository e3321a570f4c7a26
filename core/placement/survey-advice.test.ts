// surveyAdvice: on a 50 x 100 ft interior lot fronting south (15 ft front, 5 ft side, 20 ft rear
// setbacks), how much room a unit leaves to each setback line, and a survey advised only within
// 5 ft of the setback line of a low-confidence lot line.
import { describe, expect, it } from 'vitest';
import type { Polygon } from '../geo/geojson.schema';
import { polygonFt } from '../geo/test-support/random-polygons';
import { EdgeConfidence } from '../setback/edge-confidence';
import { classifyLotEdges, EdgeKind } from '../setback/lot-edges';
import { SURVEY_MARGIN_FT, surveyAdvice } from './survey-advice';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
const lot = box(0, 0, 50, 100);
const edges = classifyLotEdges(lot, {
  streets: [box(-200, -50, 250, 0)],
  neighbours: [box(-50, 0, 0, 100), box(50, 0, 100, 100), box(-50, 100, 100, 200)],
});
const setbacks = { frontFt: 15, sideFt: 5, rearFt: 20 };
const round = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);

describe('surveyAdvice', () => {
  it('measures the room left to each setback line and names the least', () => {
    // 7 ft from the west line: 2 ft clear of its 5 ft side setback; 57 ft from the front, 25 ft from the rear.
    const advice = surveyAdvice(box(7, 57, 25, 75), lot, edges, setbacks);
    expect(advice.closest?.kind).toBe(EdgeKind.InteriorSide);
    expect(round(advice.closest?.clearanceFt)).toBe(2);
    expect(advice.closest?.confidence).toBe(EdgeConfidence.High);
    // Every line is sure on this lot: no survey is advised however close the unit stands.
    expect([advice.recommend, advice.unsure]).toEqual([false, null]);
  });

  it('advises a survey within 5 ft of the setback line of a low-confidence line, and not beyond', () => {
    const rear = edges.findIndex((e) => e.kind === EdgeKind.Rear);
    const unsureRear = edges.map((edge, i) => (i === rear ? { ...edge, confidence: EdgeConfidence.Low } : edge));
    // The rear line is at y = 100 and its setback line at y = 80: a unit reaching y = 77 has 3 ft left.
    const near = surveyAdvice(box(15, 50, 35, 77), lot, unsureRear, setbacks);
    expect(near.recommend).toBe(true);
    expect([near.unsure?.kind, round(near.unsure?.clearanceFt), near.unsure?.setbackFt]).toEqual([EdgeKind.Rear, 3, 20]);
    // Reaching y = 74: 6 ft left, past the margin.
    const clear = surveyAdvice(box(15, 50, 35, 74), lot, unsureRear, setbacks);
    expect([clear.recommend, clear.unsure]).toEqual([false, null]);
    expect(SURVEY_MARGIN_FT).toBe(5);
    // Inside the setback already (negative room) is within the margin too.
    expect(round(surveyAdvice(box(15, 50, 35, 84), lot, unsureRear, setbacks).unsure?.clearanceFt)).toBe(-4);
  });

  it('measures nothing without setbacks or edges', () => {
    expect(surveyAdvice(box(7, 57, 25, 75), lot, edges, null)).toEqual({ recommend: false, closest: null, unsure: null });
    expect(surveyAdvice(box(7, 57, 25, 75), lot, [], setbacks)).toEqual({ recommend: false, closest: null, unsure: null });
  });
});
