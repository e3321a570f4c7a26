// 'Fits this lot' (issue 6 item 2): which plans the placement engine fits inside the page's
// setback area. It runs core's placePlan in the browser, with the inputs the server's placement
// route uses (the lot, the page's setback area, the building footprints), and keeps the plans whose
// answer is `setback_fit`. Loaded with a dynamic import when the filter is first turned on, so the
// engine stays out of the report's first load; answers are remembered per property and page, and
// the work is done in short slices between which the browser may paint and handle input.
import type { StreetData } from '../../../core/api';
import type { AreaGeometry, Polygon } from '../../../core/geo';
import { outlineFromPlan, Placement, placePlan, prepareUnit } from '../../../core/placement';
import type { AduPage } from '../shell/navigation/state';
import { fitAreaOf } from './fit-area';

/** Longest run of placements in milliseconds before the loop yields to the browser. */
export const SLICE_MS = 8;

/** What fitting needs of a plan. */
export interface FitPlan {
  uuid: string;
  dimensions: readonly number[];
  angles: readonly number[];
}

/** Whether `plan` fits inside `area` on `lot` clear of `buildings`; a broken plan fits nowhere. */
export function planFitsArea(plan: FitPlan, lot: AreaGeometry, area: AreaGeometry, buildings: readonly Polygon[]): boolean {
  const outline = outlineFromPlan(plan.dimensions, plan.angles);
  if (!outline.ok) return false;
  return placePlan({ lot, area, buildings, unit: prepareUnit(outline.ring) }).placement === Placement.SetbackFit;
}

/** How the loop runs: a signal to stop it, and (for tests) the slice length, the pause and the clock. */
export interface FitOptions {
  signal?: AbortSignal | undefined;
  sliceMs?: number;
  pause?: () => Promise<void>;
  now?: () => number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Answers per street data answer (a reload is a new object): `page:uuid:sides` → fits. */
const answers = new WeakMap<StreetData, Map<string, boolean>>();

const keyOf = (page: AduPage, plan: FitPlan) => `${page}:${plan.uuid}:${plan.dimensions.join(',')}:${plan.angles.join(',')}`;

/**
 * The uuids of `plans` that fit inside the setback area of `page`; none when the report has no such
 * area. Rejects with the signal's reason once `signal` aborts.
 */
export async function plansFittingLot(property: StreetData, page: AduPage, plans: readonly FitPlan[], options: FitOptions = {}): Promise<Set<string>> {
  const { signal, sliceMs = SLICE_MS, pause = nextTask, now = () => performance.now() } = options;
  const fitting = new Set<string>();
  const fit = fitAreaOf(property, page);
  if (!fit.ok) return fitting;
  let known = answers.get(property);
  if (!known) answers.set(property, (known = new Map()));
  const buildings = property.buildings_geojson.features.map((feature) => feature.geometry);
  // The first slice starts in a task of its own, never on the render that asked.
  await pause();
  signal?.throwIfAborted();
  let sliceStart = now();
  for (const plan of plans) {
    const key = keyOf(page, plan);
    let fits = known.get(key);
    if (fits === undefined) {
      if (now() - sliceStart >= sliceMs) {
        await pause();
        signal?.throwIfAborted();
        sliceStart = now();
      }
      fits = planFitsArea(plan, property.lot, fit.area, buildings);
      known.set(key, fits);
    }
    if (fits) fitting.add(plan.uuid);
  }
  return fitting;
}
