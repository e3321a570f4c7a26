// How a lot line of each kind is stroked on the map, in its legend and in the PDF's lot drawing: front
// red, exterior side orange, interior side blue, rear green, and the unknown kind grey and dashed.
import { EdgeKind } from '../setback/lot-edges';

/** The stroke of each kind of lot line: its colour, and whether it is dashed (the unknown kind). */
export const EDGE_KIND_STYLES: Readonly<Record<EdgeKind, { color: string; dashed: boolean }>> = {
  [EdgeKind.Front]: { color: '#d1242f', dashed: false },
  [EdgeKind.ExteriorSide]: { color: '#bc4c00', dashed: false },
  [EdgeKind.InteriorSide]: { color: '#0969da', dashed: false },
  [EdgeKind.Rear]: { color: '#1a7f37', dashed: false },
  [EdgeKind.Unknown]: { color: '#57606a', dashed: true },
};
