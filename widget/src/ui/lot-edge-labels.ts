// Lot lines by kind, as the map, its legend, the edge tooltips and the relabelling form show them:
// the colour of each kind (core/color/lot-edge-colors.ts, which the PDF's lot drawing uses too), the message key of each kind and of each
// reason the classifier gives (core/setback/lot-edges.ts), and the list of labels a relabelling sends.
import type { EdgeKindOverride } from '../../../core/api';
import { EdgeKind, EdgeReason, edgeKindOf, LOT_EDGE_KINDS, type LABEL_EDGE_KINDS } from '../../../core/setback';
import type { MessageKey } from '../i18n/messages';
import { EDGE_KIND_STYLES } from '../../../core/color';

/** A kind a person may give a lot edge. */
export type LabelEdgeKind = (typeof LABEL_EDGE_KINDS)[number];

/** How a lot line of each kind is stroked (the PDF's lot drawing strokes it alike). */
export { EDGE_KIND_STYLES };

/** The dash pattern of a dashed lot line on the map, in pixels. */
export const EDGE_DASH = '6 5';

const KIND_KEYS: Readonly<Record<EdgeKind, MessageKey>> = {
  [EdgeKind.Front]: 'lotEdge.kind.front',
  [EdgeKind.ExteriorSide]: 'lotEdge.kind.exteriorSide',
  [EdgeKind.InteriorSide]: 'lotEdge.kind.interiorSide',
  [EdgeKind.Rear]: 'lotEdge.kind.rear',
  [EdgeKind.Unknown]: 'lotEdge.kind.unknown',
};

const REASON_KEYS: Readonly<Record<EdgeReason, MessageKey>> = {
  [EdgeReason.RightOfWay]: 'lotEdge.reason.rightOfWay',
  [EdgeReason.StreetLine]: 'lotEdge.reason.streetLine',
  [EdgeReason.Gap]: 'lotEdge.reason.gap',
  [EdgeReason.Alley]: 'lotEdge.reason.alley',
  [EdgeReason.ParcelFabric]: 'lotEdge.reason.parcelFabric',
  [EdgeReason.AddressStreet]: 'lotEdge.reason.addressStreet',
  [EdgeReason.AddressStreetNeighbours]: 'lotEdge.reason.addressStreetNeighbours',
  [EdgeReason.AddressStreetOthers]: 'lotEdge.reason.addressStreetOthers',
  [EdgeReason.ReachedAcross]: 'lotEdge.reason.reachedAcross',
  [EdgeReason.Address]: 'lotEdge.reason.address',
  [EdgeReason.OppositeAlley]: 'lotEdge.reason.oppositeAlley',
  [EdgeReason.BlockFace]: 'lotEdge.reason.blockFace',
  [EdgeReason.ShorterStreet]: 'lotEdge.reason.shorterStreet',
  [EdgeReason.Open]: 'lotEdge.reason.open',
  [EdgeReason.OppositeFront]: 'lotEdge.reason.oppositeFront',
  [EdgeReason.Neighbour]: 'lotEdge.reason.neighbour',
  [EdgeReason.Other]: 'lotEdge.reason.other',
  [EdgeReason.NoEvidence]: 'lotEdge.reason.noEvidence',
  [EdgeReason.User]: 'lotEdge.reason.user',
};

/** The kind of an edge as the API answers it; 'side' of earlier answers is an interior side, anything else unknown. */
export function edgeKindOfAnswer(kind: string): EdgeKind {
  return edgeKindOf(kind) ?? EdgeKind.Unknown;
}

/** The message key of a kind's words ('Front lot line'). */
export function edgeKindKey(kind: string): MessageKey {
  return KIND_KEYS[edgeKindOfAnswer(kind)];
}

/** The message key of why an edge got its kind, or null for a reason this widget has no words for. */
export function edgeReasonKey(reason: string): MessageKey | null {
  return Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason as EdgeReason] : null;
}

/** A kind as a CSS class suffix: 'interior side' → 'interior-side'. */
export function edgeKindSlug(kind: EdgeKind): string {
  return kind.replace(' ', '-');
}

/** The kinds present among `edges`, each once, in the legend's order (core's LOT_EDGE_KINDS). */
export function edgeKindsPresent(edges: readonly { kind: string }[]): EdgeKind[] {
  const present = new Set(edges.map((edge) => edgeKindOfAnswer(edge.kind)));
  return LOT_EDGE_KINDS.filter((kind) => present.has(kind));
}

/**
 * The labels `PATCH /api/properties/:id` takes as `lot_edges`: the server replaces the user's whole
 * list, so it is the stored labels with `changes` put in, by index. Stored labels of edges the lot no
 * longer has (after the lot lines were redrawn) are left out, since the server refuses them.
 */
export function withEdgeLabels(stored: readonly EdgeKindOverride[], changes: ReadonlyMap<number, LabelEdgeKind>, edgeCount: number): EdgeKindOverride[] {
  const labels = new Map<number, LabelEdgeKind>();
  for (const { index, kind } of stored) if (index < edgeCount) labels.set(index, kind);
  for (const [index, kind] of changes) labels.set(index, kind);
  return [...labels].sort(([a], [b]) => a - b).map(([index, kind]) => ({ index, kind }));
}
