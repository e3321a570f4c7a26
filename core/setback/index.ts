// The front door of core/setback: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { isInsideArea } from './area-probe';
export { EDGE_CONFIDENCES, EdgeConfidence, edgeConfidences, lessSure } from './edge-confidence';
export {
  ARC_TOLERANCE_FT, arcPoints, footprintKeepOuts, footprintsKeepOuts, KEEP_OUT_OVERLAP_BUDGET,
  lotLineKeepOuts, overlappingPairs, type SetbackRing,
} from './keep-out';
export {
  ALLEY_MAX_FT, classifyGivenEdges, classifyLotEdges, CORNER_TOLERANCE_FT, EdgeKind, edgeKindOf, EdgeReason,
  FABRIC_RUN_ON_FT, GAP_MAX_FT, LABEL_EDGE_KINDS, LOT_EDGE_KINDS, type LotContext, type LotEdge,
  MERGE_TURN_DEG, PROBE_FT, REAR_MIN_DEG, relabelLotEdges, SHORT_RUN_FT, STREET_LINE_REACH_FT, STREET_NEAR_FT,
  STREET_TURN_DEG, type StreetLine,
} from './lot-edges';
export { edgesOfSegments, type LotLineSegment, lotLineSegments } from './lot-lines';
export { distanceToSegment, type LotPart, lotPart, type RingInFeet } from './lot-ring';
export {
  type AddressList, labelParcelEdges, labelParcelFile, type LabelSources, type LabelSummary, PARCEL_CONTEXT_FT,
  type ParcelFile, type ParcelFileFeature, ringOfEdges, streetOfAddress, streetsOfProperties,
} from './parcel-file';
export { type Obstacles, setbackArea, setbackOfKind, type Setbacks } from './setback-area';
export { parcelFabricOutline } from './town-outline';
