// A short stroke in the colour of a kind of lot line (dashed for the unknown kind), as the map draws
// it: for the map's legend and the list of lot lines in the report.
import type { EdgeKind } from '../../../core/setback';
import { EDGE_KIND_STYLES } from './lot-edge-labels';

/** The swatch of `kind`; decorative, so hidden from assistive technology (the words beside it say the kind). */
export function EdgeSwatch({ kind }: { kind: EdgeKind }) {
  const style = EDGE_KIND_STYLES[kind];
  return <span className={`edge-swatch${style.dashed ? ' edge-swatch--dashed' : ''}`} style={{ borderTopColor: style.color }} aria-hidden="true" />;
}
