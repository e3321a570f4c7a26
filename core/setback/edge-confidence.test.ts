// How sure each lot line's kind is, from the evidence that decided it.
import { describe, expect, it } from 'vitest';
import { EdgeConfidence, edgeConfidences, lessSure } from './edge-confidence';
import { EdgeKind, EdgeReason } from './lot-edges';

const edge = (kind: EdgeKind, reason: EdgeReason) => ({ kind, reason });

describe('edgeConfidences', () => {
  it('is sure of an interior lot: one street seen in the data, lots beyond the sides and the rear', () => {
    const edges = [
      edge(EdgeKind.Front, EdgeReason.RightOfWay),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
    ];
    expect(edgeConfidences(edges)).toEqual(['high', 'high', 'high', 'high']);
  });

  it('is as sure of a corner lot as of the choice of its front: named by the address, told by the block, or guessed from the shorter line', () => {
    const corner = (frontReason: EdgeReason) => [
      edge(EdgeKind.Front, frontReason),
      edge(EdgeKind.ExteriorSide, EdgeReason.RightOfWay),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.InteriorSide, EdgeReason.Neighbour),
    ];
    expect(edgeConfidences(corner(EdgeReason.AddressStreet))).toEqual(['high', 'high', 'high', 'high']);
    expect(edgeConfidences(corner(EdgeReason.BlockFace))).toEqual(['medium', 'medium', 'medium', 'high']);
    expect(edgeConfidences(corner(EdgeReason.ShorterStreet))).toEqual(['low', 'low', 'medium', 'high']);
  });

  it('is least sure where no street is known: a line through other lots’ corners, open land, nothing seen beyond a side', () => {
    const edges = [
      edge(EdgeKind.Front, EdgeReason.ParcelFabric),
      edge(EdgeKind.ExteriorSide, EdgeReason.Open),
      edge(EdgeKind.InteriorSide, EdgeReason.Other),
      edge(EdgeKind.Rear, EdgeReason.OppositeFront),
      edge(EdgeKind.Unknown, EdgeReason.NoEvidence),
    ];
    expect(edgeConfidences(edges)).toEqual(['low', 'low', 'low', 'medium', 'low']);
  });

  it('takes a street missing from the data (a gap) and an alley as medium, and what a person set as sure', () => {
    expect(edgeConfidences([edge(EdgeKind.Front, EdgeReason.Gap), edge(EdgeKind.InteriorSide, EdgeReason.Alley), edge(EdgeKind.Rear, EdgeReason.User)])).toEqual([
      'medium',
      'medium',
      'high',
    ]);
    expect(edgeConfidences([edge(EdgeKind.Front, EdgeReason.AddressStreet), edge(EdgeKind.ExteriorSide, EdgeReason.Gap)])).toEqual(['high', 'medium']);
  });

  it('orders confidences: the less sure of two wins', () => {
    expect(lessSure(EdgeConfidence.High, EdgeConfidence.Low)).toBe('low');
    expect(lessSure(EdgeConfidence.Medium, EdgeConfidence.High)).toBe('medium');
    expect(lessSure(EdgeConfidence.High, EdgeConfidence.High)).toBe('high');
  });
});
