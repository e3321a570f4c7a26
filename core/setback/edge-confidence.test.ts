// How sure each lot line's kind is, from the evidence that decided it.
import { describe, expect, it } from 'vitest';
import { EdgeConfidence, edgeConfidences, lessSure } from './edge-confidence';
import { EdgeKind, EdgeReason } from './lot-edges';
import { setbackOfEdge } from './setback-area';

/** Edges of a ring in order: edge i runs from corner i to corner i + 1 of a regular polygon, so neighbours in the list share a corner. */
function ring(...kinds: [EdgeKind, EdgeReason][]) {
  const corner = (i: number): [number, number] => [Math.cos((2 * Math.PI * i) / kinds.length), Math.sin((2 * Math.PI * i) / kinds.length)];
  return kinds.map(([kind, reason], i) => ({ kind, reason, from: corner(i), to: corner((i + 1) % kinds.length) }));
}
const edge = (kind: EdgeKind, reason: EdgeReason): [EdgeKind, EdgeReason] => [kind, reason];

describe('edgeConfidences', () => {
  it('is sure of an interior lot: one street seen in the data, lots beyond the sides and the rear', () => {
    const edges = ring(
      edge(EdgeKind.Front, EdgeReason.RightOfWay),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
    );
    expect(edgeConfidences(edges)).toEqual(['high', 'high', 'high', 'high']);
  });

  it('is as sure of a corner lot as of the choice of its front: named by the address, told by the block, or guessed from the shorter line', () => {
    const corner = (frontReason: EdgeReason) =>
      ring(
        edge(EdgeKind.Front, frontReason),
        edge(EdgeKind.ExteriorSide, EdgeReason.RightOfWay),
        edge(EdgeKind.Rear, EdgeReason.OppositeFront),
        edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
      );
    expect(edgeConfidences(corner(EdgeReason.AddressStreet))).toEqual(['high', 'high', 'high', 'high']);
    expect(edgeConfidences(corner(EdgeReason.BlockFace))).toEqual(['medium', 'medium', 'medium', 'medium']);
    // A side line shared with the next lot is sure only beside a sure front; the rear is as sure as the front.
    expect(edgeConfidences(corner(EdgeReason.ShorterStreet))).toEqual(['low', 'low', 'low', 'medium']);
  });

  it('is least sure where no street is known: a line through other lots’ corners, its rear, open land, no kind at all; a side with nothing seen beyond it is a side or a rear (medium)', () => {
    const edges = ring(
      edge(EdgeKind.Front, EdgeReason.ParcelFabric),
      edge(EdgeKind.ExteriorSide, EdgeReason.Open),
      edge(EdgeKind.InteriorSide, EdgeReason.Other),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.Unknown, EdgeReason.NoEvidence),
    );
    expect(edgeConfidences(edges)).toEqual(['low', 'low', 'medium', 'low', 'low']);
  });

  it('is fairly sure of the one open side of a lot with neighbours on the others, and unsure of every line of a lot turned by the parcel fabric alone', () => {
    const open = ring(edge(EdgeKind.Front, EdgeReason.Open), edge(EdgeKind.InteriorSide, EdgeReason.Neighbour), edge(EdgeKind.Rear, EdgeReason.OppositeFront), edge(EdgeKind.InteriorSide, EdgeReason.Neighbour));
    expect(edgeConfidences(open)).toEqual(['medium', 'medium', 'medium', 'medium']);
    const fabric = ring(edge(EdgeKind.Front, EdgeReason.ParcelFabric), edge(EdgeKind.InteriorSide, EdgeReason.Neighbour), edge(EdgeKind.Rear, EdgeReason.OppositeFront), edge(EdgeKind.InteriorSide, EdgeReason.Neighbour));
    expect(edgeConfidences(fabric)).toEqual(['low', 'low', 'low', 'low']);
  });

  it('takes a street missing from the data (a gap) and an alley as medium, and what a person set as sure', () => {
    expect(edgeConfidences(ring(edge(EdgeKind.Front, EdgeReason.Gap), edge(EdgeKind.InteriorSide, EdgeReason.Alley), edge(EdgeKind.Rear, EdgeReason.User)))).toEqual([
      'medium',
      'medium',
      'high',
    ]);
    expect(edgeConfidences(ring(edge(EdgeKind.Front, EdgeReason.AddressStreet), edge(EdgeKind.ExteriorSide, EdgeReason.Gap)))).toEqual(['high', 'medium']);
  });

  it('is less sure of a line shared with another lot that does not run back from the front: a side or a rear', () => {
    // Five lines: the front, a side, two lines at the back both shared with lots, and the other side.
    const edges = ring(
      edge(EdgeKind.Front, EdgeReason.RightOfWay),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
    );
    expect(edgeConfidences(edges)).toEqual(['high', 'high', 'medium', 'high', 'high']);
  });

  it('orders confidences: the less sure of two wins', () => {
    expect(lessSure(EdgeConfidence.High, EdgeConfidence.Low)).toBe('low');
    expect(lessSure(EdgeConfidence.Medium, EdgeConfidence.High)).toBe('medium');
    expect(lessSure(EdgeConfidence.High, EdgeConfidence.High)).toBe('high');
  });
});

describe('setbackOfEdge', () => {
  const setbacks = { frontFt: 15, sideFt: 5, rearFt: 20 };
  it('takes the kind’s setback where the kind is sure, and the stricter of the kinds a guessed line may be where it is not', () => {
    expect(setbackOfEdge({ kind: EdgeKind.InteriorSide, confidence: 'high' }, setbacks)).toBe(5);
    expect(setbackOfEdge({ kind: EdgeKind.InteriorSide, confidence: 'medium' }, setbacks)).toBe(5);
    // A side or a rear: the rear's 20 ft.
    expect(setbackOfEdge({ kind: EdgeKind.InteriorSide, confidence: 'low' }, setbacks)).toBe(20);
    // The front or a side street: the front's 15 ft (an exterior side takes the larger of front and side).
    expect(setbackOfEdge({ kind: EdgeKind.ExteriorSide, confidence: 'low' }, setbacks)).toBe(15);
    expect(setbackOfEdge({ kind: EdgeKind.Front, confidence: 'low' }, { ...setbacks, exteriorSideFt: 18 })).toBe(18);
    expect(setbackOfEdge({ kind: EdgeKind.Unknown, confidence: 'low' }, setbacks)).toBe(20);
    expect(setbackOfEdge({ kind: EdgeKind.Rear }, setbacks)).toBe(20);
  });
});
