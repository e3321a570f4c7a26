// How sure the classifier is of each lot line's kind, from the evidence that decided it, so a person
// knows which lines to check: high where the line faces a street seen in the data that is the lot's
// only street or the one its address names, or is shared with another lot and runs back from such a
// front; medium where a street is inferred (a gap in the parcels, the block face, an alley behind,
// the one open side of a lot with neighbours on the others) or the kind follows from a front that is
// not sure; low where the kind is guessed from the shape (the shorter street line, a long line through
// other lots' corners, open land taken for a street), and a rear opposite such a front. A
// low-confidence line takes the stricter setback and the report says so; the survey advice counts
// on it (core/placement/survey-advice.ts). bench/lot-edges.bench.ts scores each level on Paradise.
import type { Position } from '../geo/geojson.schema';
import { EdgeKind, EdgeReason, type LotEdge } from './edge-kinds';

/** How sure an edge's kind is. */
export const EdgeConfidence = { High: 'high', Medium: 'medium', Low: 'low' } as const;
export type EdgeConfidence = (typeof EdgeConfidence)[keyof typeof EdgeConfidence];

/** The confidences in order, surest first. */
export const EDGE_CONFIDENCES = [EdgeConfidence.High, EdgeConfidence.Medium, EdgeConfidence.Low] as const;

/** How sure the front is, by the evidence that chose it among the lot's streets. */
const FRONT_CONFIDENCE: Readonly<Record<string, EdgeConfidence>> = {
  // The only street the lot has, seen in the data, or the street the address names or stands on.
  [EdgeReason.RightOfWay]: EdgeConfidence.High,
  [EdgeReason.StreetLine]: EdgeConfidence.High,
  [EdgeReason.AddressStreet]: EdgeConfidence.High,
  [EdgeReason.AddressStreetNeighbours]: EdgeConfidence.High,
  [EdgeReason.Address]: EdgeConfidence.High,
  // The address's street by elimination: the lots along the other street lines are on other streets.
  [EdgeReason.AddressStreetOthers]: EdgeConfidence.Medium,
  [EdgeReason.User]: EdgeConfidence.High,
  // A street missing from the data, or a corner lot's front told by the lots around it.
  [EdgeReason.Gap]: EdgeConfidence.Medium,
  [EdgeReason.BlockFace]: EdgeConfidence.Medium,
  [EdgeReason.OppositeAlley]: EdgeConfidence.Medium,
  // No street known, nothing beyond this line while lots lie beyond the others: the road the data
  // leaves out is most likely here (on the Paradise labels such fronts were right 81 % of the time).
  [EdgeReason.Open]: EdgeConfidence.Medium,
  // Guessed from the shape: the shorter street line, a line through other lots' corners.
  [EdgeReason.ShorterStreet]: EdgeConfidence.Low,
  [EdgeReason.ParcelFabric]: EdgeConfidence.Low,
  // A lot behind others: it faces its address's street across them, but its own lines meet no street.
  [EdgeReason.ReachedAcross]: EdgeConfidence.Low,
};

const RANK: Readonly<Record<EdgeConfidence, number>> = { high: 0, medium: 1, low: 2 };

/** The less sure of two confidences. */
export function lessSure(a: EdgeConfidence, b: EdgeConfidence): EdgeConfidence {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * How sure each of a lot's edges is, in their order. The front's evidence decides the front; an
 * exterior side is one because another street was chosen as the front, so it is as sure as that
 * choice; a rear faces away from the front, so it is at most medium unless the front is sure; an
 * interior side is sure where another lot lies beyond it; what a person set is sure (and marked theirs).
 */
export function edgeConfidences(edges: readonly Pick<LotEdge, 'kind' | 'reason' | 'from' | 'to'>[]): EdgeConfidence[] {
  const front = edges.find((e) => e.kind === EdgeKind.Front);
  const fronts = edges.filter((e) => e.kind === EdgeKind.Front);
  const same = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];
  // A side line runs back from the front: one end on a front line. A line shared with another lot
  // elsewhere, or beside a front that is not sure, may be a side or a rear (a rear meeting the next
  // lot at an angle, a stepped line): on the Paradise labels such lines were right 85 % of the time.
  const touchesFront = (edge: Pick<LotEdge, 'from' | 'to'>): boolean => fronts.some((f) => [f.from, f.to].some((p) => same(p, edge.from) || same(p, edge.to)));
  const frontSure = front ? (FRONT_CONFIDENCE[front.reason] ?? EdgeConfidence.Low) : EdgeConfidence.Low;
  return edges.map((edge) => {
    if (edge.reason === EdgeReason.User) return EdgeConfidence.High;
    switch (edge.kind) {
      case EdgeKind.Front:
        return frontSure;
      case EdgeKind.ExteriorSide:
        // A street beside the lot: as sure as the choice of the other street as the front.
        if (edge.reason === EdgeReason.RightOfWay || edge.reason === EdgeReason.StreetLine) return frontSure;
        if (edge.reason === EdgeReason.Gap) return lessSure(frontSure, EdgeConfidence.Medium);
        // Open land taken for a street (the stricter reading where no street layer is on file).
        return EdgeConfidence.Low;
      case EdgeKind.Rear:
        // A street behind the lot (a through lot) is a rear only if the front is the other street.
        if (edge.reason !== EdgeReason.OppositeFront && edge.reason !== EdgeReason.Neighbour) return lessSure(frontSure, EdgeConfidence.Medium);
        // The rear is the line opposite the front: where the front is a guess, so is the rear (after
        // the shorter street line, the Paradise rears were right 64 % of the time).
        return frontSure;
      case EdgeKind.InteriorSide:
        // A line shared with another lot is no street; whether it is a side or the rear follows the front.
        // Where the front is read off the parcel fabric alone, the lot's whole orientation is a guess.
        if (edge.reason === EdgeReason.Neighbour) {
          if (touchesFront(edge) && frontSure === EdgeConfidence.High) return EdgeConfidence.High;
          return front?.reason === EdgeReason.ParcelFabric ? EdgeConfidence.Low : EdgeConfidence.Medium;
        }
        // An alley behind, or nothing seen beyond it: a side or a rear, but not a street.
        return EdgeConfidence.Medium;
      default:
        return EdgeConfidence.Low;
    }
  });
}
