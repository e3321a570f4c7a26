// Front, side and rear edges on hand-drawn lots: merging, curved streets, fallbacks, corner lots and winding.
import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon } from '../geo/geojson.schema';
import { lotFrame, polygonFt, reverseRings } from '../geo/test-support/random-polygons';
import { EdgeKind, EdgeReason, classifyLotEdges, type LotEdge } from './lot-edges';

const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const summary = (edges: readonly LotEdge[]) => edges.map((e) => `${e.kind} ${e.reason} ${Math.round(e.lengthFt)}`);
const southStreet = polygonFt([box(-200, -60, 300, 0)]);

describe('classifyLotEdges', () => {
  it('merges quantization jitter along a lot line into one edge', () => {
    // A 60 x 100 ft lot whose south line wanders by up to 1 ft, as TopoJSON-quantized parcels do.
    const jittery = polygonFt([[[0, 0], [9, 0.8], [21, -0.6], [33, 0.9], [47, -0.4], [60, 0], [60, 100], [0, 100]]]);
    const edges = classifyLotEdges(jittery, { streets: [southStreet] });
    expect(summary(edges)).toEqual(['front right-of-way 60', 'interior side other 100', 'rear opposite-front 60', 'interior side other 100']);
    expect(lotFrame.toFeet(edges[0]!.from)).toEqual([expect.closeTo(0, 6), expect.closeTo(0, 6)]);
    expect(lotFrame.toFeet(edges[0]!.to)[0]).toBeCloseTo(60, 6);
  });

  it('splits a curved street line about every 20 degrees, all of it front', () => {
    // A lot on the outside of a 90 degree bend of radius 80 ft, drawn with 18 segments of 5 degrees.
    const arc: [number, number][] = [];
    for (let i = 0; i <= 18; i++) {
      const a = (Math.PI / 2) * (i / 18);
      arc.push([80 * Math.cos(a), 80 * Math.sin(a)]);
    }
    const street = polygonFt([[[0, 0], ...arc.map(([x, y]) => [x * 0.99, y * 0.99] as [number, number])]]);
    const ring: [number, number][] = [...arc.reverse(), [160, 0], [160, 160], [0, 160]];
    const edges = classifyLotEdges(polygonFt([ring]), { streets: [street] });
    const fronts = edges.filter((e) => e.kind === EdgeKind.Front);
    expect(fronts.length).toBeGreaterThanOrEqual(4);
    expect(fronts.length).toBeLessThanOrEqual(6);
    expect(fronts.every((e) => e.reason === EdgeReason.RightOfWay)).toBe(true);
    expect(fronts.reduce((sum, e) => sum + e.lengthFt, 0)).toBeCloseTo(18 * 2 * 80 * Math.sin(Math.PI / 72), 3);
  });

  it('keeps the open side behind the lot a rear: the edge of the data is not a second street', () => {
    // Neighbours east and west, nothing mapped north or south; the address is near the south line.
    const lot = polygonFt([box(0, 0, 60, 120)]);
    const neighbours = [polygonFt([box(-60, 0, 0, 120)]), polygonFt([box(60, 0, 120, 120)])];
    const edges = classifyLotEdges(lot, { neighbours, addressPoint: lotFrame.toLngLat([30, 15]) });
    expect(summary(edges)).toEqual(['front address 60', 'interior side neighbour 120', 'rear opposite-front 60', 'interior side neighbour 120']);
    // Without the address, an open side is the front while both are open: the narrow end, by ring order.
    const open = classifyLotEdges(lot, { neighbours });
    expect(open.map((e) => e.kind).sort()).toEqual(['front', 'interior side', 'interior side', 'rear']);
    expect(open.filter((e) => e.kind === EdgeKind.Front).map((e) => e.reason)).toEqual([EdgeReason.ShorterStreet]);
  });

  it('makes a side an exterior side only where a street lies beyond it when the data maps the streets', () => {
    // The last lot of a street at the edge of the town: a centre line south, neighbours east and north, nothing west.
    const lot = polygonFt([box(0, 0, 60, 120)]);
    const neighbours = [polygonFt([box(60, 0, 120, 120)]), polygonFt([box(0, 120, 60, 240)])];
    const streetLines = [{ line: [lotFrame.toLngLat([-300, -25]), lotFrame.toLngLat([400, -25])], name: 'Maple Street' }];
    const addressPoint = lotFrame.toLngLat([30, 15]);
    const mapped = classifyLotEdges(lot, { neighbours, streetLines, addressPoint, addressStreet: 'Maple Street' });
    expect(summary(mapped)).toEqual(['front street-line 60', 'interior side neighbour 120', 'rear opposite-front 60', 'interior side other 120']);
    // With no street layer at all, the open west line may be a road the data leaves out: the stricter reading.
    const unmapped = classifyLotEdges(lot, { neighbours, addressPoint });
    expect(summary(unmapped)).toEqual(['front address 60', 'interior side neighbour 120', 'rear opposite-front 60', 'exterior side open 120']);
  });

  it('takes the edge nearest the address point as the front when nothing else is known', () => {
    const lot = polygonFt([box(0, 0, 50, 100)]);
    const edges = classifyLotEdges(lot, { addressPoint: lotFrame.toLngLat([48, 50]) });
    expect(summary(edges)).toEqual(['interior side other 50', 'front address 100', 'interior side other 50', 'rear opposite-front 100']);
  });

  it('fronts a lot behind others toward its address’s street, across the lots on that street, and says it is unsure', () => {
    // The back lot (0..60 by 0..60) between a lot on Clay St to its east (which fronts the street east
    // of it), a lot on Jackson St to its west, and lots north and south; no street touches it.
    const lot = polygonFt([box(0, 0, 60, 60)]);
    const clayStreet = polygonFt([box(160, -300, 200, 300)]);
    const neighbours = [polygonFt([box(60, 0, 160, 60)]), polygonFt([box(-100, 0, 0, 60)]), polygonFt([box(-100, 60, 160, 160)]), polygonFt([box(-100, -100, 160, 0)])];
    const edges = classifyLotEdges(lot, { streets: [clayStreet], neighbours, neighbourStreets: [['Clay St'], ['Jackson St'], [], []], addressStreet: 'Clay St' });
    const east = edges.find((e) => lotFrame.toFeet(e.from)[0] > 59 && lotFrame.toFeet(e.to)[0] > 59)!;
    expect([east.kind, east.reason, east.confidence]).toEqual([EdgeKind.Front, EdgeReason.ReachedAcross, 'low']);
    // Without the address's street nothing says which way the lot faces.
    expect(classifyLotEdges(lot, { streets: [clayStreet], neighbours, neighbourStreets: [['Clay St'], ['Jackson St'], [], []] }).find((e) => e.kind === EdgeKind.Front)?.reason).not.toBe(EdgeReason.ReachedAcross);
  });

  it('keeps a step in a street line in that street: the lines either side face the same way', () => {
    // A front along a street to the south that steps back 16 ft halfway along.
    const lot = polygonFt([[[0, 0], [60, 0], [60, 16], [100, 16], [100, 120], [0, 120]]]);
    const street = polygonFt([[[-200, -60], [300, -60], [300, 16], [60, 16], [60, 0], [-200, 0]]]);
    const edges = classifyLotEdges(lot, { streets: [street] });
    expect(edges.filter((e) => e.kind === EdgeKind.Front).map((e) => Math.round(e.lengthFt))).toEqual([60, 16, 40]);
    expect(edges.filter((e) => e.kind === EdgeKind.ExteriorSide)).toEqual([]);
  });

  it('says unknown, with the reason, rather than guess with no context at all', () => {
    const edges = classifyLotEdges(polygonFt([[[0, 0], [40, 0], [50, 120], [0, 100]]]), {});
    expect(edges.map((e) => [e.kind, e.reason])).toEqual(Array.from({ length: 4 }, () => [EdgeKind.Unknown, EdgeReason.NoEvidence]));
  });

  it('makes the shorter street line of a corner lot the primary front when there is no address', () => {
    const lot = polygonFt([box(0, 0, 50, 90)]);
    const corner = polygonFt([[[-60, -60], [200, -60], [200, 0], [0, 0], [0, 200], [-60, 200]]]);
    expect(summary(classifyLotEdges(lot, { streets: [corner] }))).toEqual([
      'front shorter-street 50', 'interior side other 90', 'rear opposite-front 50', 'exterior side right-of-way 90',
    ]);
    const westAddress = classifyLotEdges(lot, { streets: [corner], addressPoint: lotFrame.toLngLat([3, 45]) });
    expect(westAddress.map((e) => e.kind)).toEqual(['exterior side', 'rear', 'interior side', 'front']);
  });

  it('does not depend on winding or on the ring starting vertex', () => {
    const lot = polygonFt([[[0, 0], [80, 10], [90, 120], [-10, 110]]]);
    const expected = classifyLotEdges(lot, { streets: [southStreet] });
    const ring = lot.coordinates[0]!;
    const rotated: Polygon = { type: 'Polygon', coordinates: [[...ring.slice(2, -1), ...ring.slice(0, 3)]] };
    for (const variant of [reverseRings(lot), rotated, reverseRings(rotated)]) {
      const edges = classifyLotEdges(variant, { streets: [southStreet] });
      const key = (e: LotEdge) => `${e.from}>${e.to} ${e.kind} ${e.reason}`;
      expect(edges.map(key).sort()).toEqual(expected.map(key).sort());
    }
  });

  it('works on the largest part of a MultiPolygon', () => {
    const lot: MultiPolygon = { type: 'MultiPolygon', coordinates: [polygonFt([box(500, 0, 505, 5)]).coordinates, polygonFt([box(0, 0, 50, 100)]).coordinates] };
    const edges = classifyLotEdges(lot, { streets: [southStreet] });
    expect(summary(edges)).toEqual(['front right-of-way 50', 'interior side other 100', 'rear opposite-front 50', 'interior side other 100']);
  });

  it('names a lot without three distinct points', () => {
    const point = lotFrame.toLngLat([0, 0]);
    expect(() => classifyLotEdges({ type: 'Polygon', coordinates: [[point, point, point, point]] }, {})).toThrow('at least three distinct points');
  });
});
