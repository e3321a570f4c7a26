// The work the compute pool runs in its workers (decision 045): pure functions of their arguments,
// which travel by structured clone, so nothing here reaches the database or the request.
import { isSameArea, type AreaGeometry } from '../../../core/geo';
import { analyzeDrawnStructures } from '../placement/analyze-structures';
import { placeResolvedPlan } from '../placement/place-unit';
import { farFromLotProblems, userLotProblem } from '../property/drawn-shapes';
import { lotEdges, type LotSurroundings } from '../lot/lot-geometry';
import { lotSetbacks } from '../lot/lot-setbacks';
import { evaluateRequest } from '../rules/rules-service';
import type { ReportDocumentInput } from '../pdf/ReportDocument';

/** The PDF bytes of a report; react-pdf loads in the worker on its first PDF. */
async function renderPdf(input: ReportDocumentInput): Promise<Uint8Array> {
  const { renderReportPdf } = await import('../pdf/render-report');
  // A logo's bytes arrive as a plain Uint8Array; react-pdf reads images from a Buffer.
  const logo = input.brand.logo && { ...input.brand.logo, data: Buffer.from(input.brand.logo.data) };
  return renderReportPdf({ ...input, brand: { ...input.brand, logo } });
}

export const computeTasks = {
  /** The playground's 'Is this allowed?'. */
  analyze: analyzeDrawnStructures,
  /** Where a resolved floor plan lands on a lot. */
  place: placeResolvedPlan,
  /** A lot's edges and setback areas (street data, placement, the playground). */
  lotSetbacks,
  /** A what-if evaluation with its setback areas. */
  evaluate: evaluateRequest,
  /** For each list of lots on file, whether `area` is one of them (a what-if that describes a property). */
  sameAreas: (area: AreaGeometry, onFile: readonly (readonly AreaGeometry[])[]) => onFile.map((lots) => lots.some((lot) => isSameArea(area, lot))),
  /** The drawn shapes too far from a lot, by field. */
  farFromLot: farFromLotProblems,
  /** Why a corrected lot cannot replace the survey's, or undefined. */
  userLotProblem,
  /** How many edges a lot has, as its owner may label them. */
  lotEdgeCount: (lot: AreaGeometry, context: LotSurroundings) => lotEdges(lot, context, null).length,
  /** A report's PDF (street data, the brand and the drawing), as bytes. */
  renderPdf,
  /** Nothing: the pool's own cost, measured by the bench. */
  echo: (value: unknown) => value,
  /** A loop that never yields, for the tests of the deadline. */
  spin: (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // busy on purpose
    }
    return ms;
  },
} as const;

/** The task table, by name. */
export type ComputeTaskTable = typeof computeTasks;

declare module '../compute/compute-pool' {
  interface ComputeTasks extends ComputeTaskTable {}
}
