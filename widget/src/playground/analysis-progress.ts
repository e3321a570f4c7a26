// What the overlay over the map says while the lot is analyzed (spec 2 section 4): status messages
// about analyzing the lot, the local and state laws, and each category's size limits and setbacks,
// one after the other every 10 seconds, round again after the last; each with a 10 s progress bar.

/** How long each status message shows, and how long its progress bar takes (spec 2 section 9). */
export const ANALYSIS_STEP_MS = 10_000;

/** One status message of the overlay. */
export type AnalysisStep = { kind: 'lot' } | { kind: 'laws' } | { kind: 'category'; category: string };

/** The overlay's messages for structures of `categories` (each category once, in the order given). */
export function analysisSteps(categories: readonly string[]): AnalysisStep[] {
  return [{ kind: 'lot' }, { kind: 'laws' }, ...[...new Set(categories)].map((category) => ({ kind: 'category' as const, category }))];
}

/**
 * Calls `onStep` with the index of the message to show: 0 at once, then the next one every
 * `stepMs`, back to 0 after the last. Answers the function that stops it.
 */
export function cycleSteps(count: number, onStep: (index: number) => void, stepMs = ANALYSIS_STEP_MS): () => void {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cycleSteps needs at least one step, got ${count}`);
  let index = 0;
  onStep(index);
  const timer = setInterval(() => {
    index = (index + 1) % count;
    onStep(index);
  }, stepMs);
  return () => clearInterval(timer);
}
