// The words of lot lines, shared by the classifier (lot-edges.ts) and everything that reads its answer:
// the four kinds of lot line with unknown, why an edge got its kind, one edge as answered, what may be
// known around a lot, and a person's relabelling of the answer.
import type { AreaGeometry, Position } from '../geo/geojson.schema';

/** The kinds of lot line a setback applies to, in OZFS's words; `unknown` where the evidence is too weak. */
export const EdgeKind = {
  Front: 'front',
  Rear: 'rear',
  InteriorSide: 'interior side',
  ExteriorSide: 'exterior side',
  Unknown: 'unknown',
} as const;
export type EdgeKind = (typeof EdgeKind)[keyof typeof EdgeKind];

/** Every kind, in the order legends and forms list them. */
export const LOT_EDGE_KINDS = [EdgeKind.Front, EdgeKind.ExteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear, EdgeKind.Unknown] as const;

/** The kinds a person can give an edge (unknown is only ever the classifier's answer). */
export const LABEL_EDGE_KINDS = [EdgeKind.Front, EdgeKind.ExteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear] as const;

/** A kind as stored before the four kinds ('side' meant a side of either kind; read as interior). */
export function edgeKindOf(value: string): EdgeKind | undefined {
  if (value === 'side') return EdgeKind.InteriorSide;
  return (LOT_EDGE_KINDS as readonly string[]).includes(value) ? (value as EdgeKind) : undefined;
}

/** Why an edge got its kind; the UI maps these to words. */
export const EdgeReason = {
  /** A right-of-way parcel or a pavement polygon lies beyond it. */
  RightOfWay: 'right-of-way',
  /** A street centre line runs along it. */
  StreetLine: 'street-line',
  /** A gap in the parcels with a lot across it: a street missing from the data. */
  Gap: 'gap',
  /** A gap no wider than an alley: a side or rear, never a front. */
  Alley: 'alley',
  /** It lies on a long straight boundary through other parcels' corners: a street's centre line. */
  ParcelFabric: 'parcel-fabric',
  /** Of the lot's streets, it faces the one named in the address. */
  AddressStreet: 'address-street',
  /** Of the lot's streets, it faces the one named in the address, as the addresses of the lots along it and across it name it. */
  AddressStreetNeighbours: 'address-street-neighbours',
  /** Of the lot's streets, the others are named another street by the addresses of the lots along them: this one is left for the address's. */
  AddressStreetOthers: 'address-street-others',
  /** The lot reaches no street; beyond it lie the lots on the street the address names, facing that street the same way. */
  ReachedAcross: 'reached-across',
  /** Of the lot's streets (or, with none known, of its edges) it is nearest the address point. */
  Address: 'address',
  /** Of the lot's streets, it faces the one opposite an alley (alleys run behind lots). */
  OppositeAlley: 'opposite-alley',
  /** Of the lot's streets, it faces the one most lots around it front (the block face). */
  BlockFace: 'block-face',
  /** Of the lot's streets, it has the shorter street line. */
  ShorterStreet: 'shorter-street',
  /** No street is known; nothing lies beyond it while neighbouring lots lie beyond other edges. */
  Open: 'open',
  /** It faces away from the front. */
  OppositeFront: 'opposite-front',
  /** A neighbouring lot lies beyond it. */
  Neighbour: 'neighbour',
  /** Neither a front nor opposite one, with no neighbouring lot seen beyond it. */
  Other: 'other',
  /** Nothing is known around the lot: no street, neighbour or address. */
  NoEvidence: 'no-evidence',
  /** The user re-labelled it. */
  User: 'user',
} as const;
export type EdgeReason = (typeof EdgeReason)[keyof typeof EdgeReason];

/** One logical lot line: its ends on the lot ring, its length along the ring, its kind and why. */
export interface LotEdge {
  from: Position;
  to: Position;
  lengthFt: number;
  kind: EdgeKind;
  /** Why it got its kind: one of EdgeReason. */
  reason: string;
  /** How sure the kind is (edge-confidence.ts); absent on edges answered before it was kept. */
  confidence?: 'high' | 'medium' | 'low';
}

/** A street centre line, with its name when the data has one. */
export interface StreetLine {
  line: readonly Position[];
  name?: string;
}

/** What is known around a lot; every part is optional and each makes the answer better. */
export interface LotContext {
  /** Right-of-way parcels and pavement polygons near the lot. */
  streets?: readonly AreaGeometry[];
  /** Street centre lines near the lot. */
  streetLines?: readonly StreetLine[];
  /** Other lots near the lot (the parcel fabric). */
  neighbours?: readonly AreaGeometry[];
  /** The address point, inside the lot near its front. */
  addressPoint?: Position;
  /** The street named in the lot's address ("Hurley St"). */
  addressStreet?: string;
  /**
   * The streets named in the addresses of each neighbour, in the order of `neighbours` (empty where a
   * lot has no address): the lots along a street, and across it, name it, so a corner lot's street
   * lines get their names without a named street layer.
   */
  neighbourStreets?: readonly (readonly string[])[];
  /** The town's outline: a lot line with nothing mapped beyond it but the town line is no street. */
  townBoundary?: AreaGeometry;
}

/**
 * The edges with the user's labels applied: `{ index, kind }` names an edge by its place in the
 * list. Labels for edges that no longer exist (the lot was redrawn) are ignored.
 */
export function relabelLotEdges(edges: readonly LotEdge[], labels: readonly { index: number; kind: EdgeKind }[]): LotEdge[] {
  const byIndex = new Map(labels.map((label) => [label.index, label.kind]));
  return edges.map((edge, index) => {
    const kind = byIndex.get(index);
    // What a person set is theirs to vouch for: sure, and marked as theirs by its reason.
    return kind === undefined || kind === edge.kind ? edge : { ...edge, kind, reason: EdgeReason.User, confidence: 'high' };
  });
}
