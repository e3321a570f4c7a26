// What of the layout is saved, and when: the keys of `PATCH /api/properties/:id` that a change
// touches, the body made from the latest state, and a queue that sends the keys changed together a
// moment after the last change. A failed save keeps the keys for the next one and says so (spec 1
// section 8: 'Failed to save the current ADU'); the local state stays as it is. When the page goes
// away (a reload, a closed tab) what still waits is sent at once, in a request that outlives the
// page, so the last turn or move made just before is not lost.
import { encodeLayoutUnits, type LayoutUnit, type MapNote, type UserFloorPlan, type PropertyUpdate, type PlacementPage } from '../../../core/api';

/** How long after the last unit change the layout is saved. */
export const SAVE_DELAY_MS = 400;

/** A key of the property update that the layout saves. */
export type SavedKey = 'layouts' | 'playground' | 'floor_plans' | 'annotations';

/** The key a change of `page`'s units is saved under: the playground has its own. */
export const savedKeyOf = (page: PlacementPage): SavedKey => (page === 'playground' ? 'playground' : 'layouts');

/** What the saved keys are read from. */
export interface SavedLayout {
  units: Record<PlacementPage, LayoutUnit[]>;
  plans: readonly UserFloorPlan[];
  notes: readonly MapNote[];
  /** Whether the survey's buildings are cleared from the playground; saved with its units. */
  playgroundCleared?: boolean;
}

/** The property update that saves `keys` of `layout`. */
export function propertyUpdateOf(keys: readonly SavedKey[], layout: SavedLayout): PropertyUpdate {
  const update: PropertyUpdate = {};
  if (keys.includes('layouts')) update.layouts = { 'in-home-apartment': encodeLayoutUnits(layout.units['in-home-apartment']), 'backyard-cottage': encodeLayoutUnits(layout.units['backyard-cottage']) };
  if (keys.includes('playground')) {
    update.playground = encodeLayoutUnits(layout.units.playground);
    if (layout.playgroundCleared !== undefined) update.playground_cleared = layout.playgroundCleared;
  }
  if (keys.includes('floor_plans')) update.floor_plans = [...layout.plans];
  if (keys.includes('annotations')) update.annotations = { type: 'FeatureCollection', features: [...layout.notes] };
  return update;
}

/** Saves changed keys together, a moment after the last change. */
export interface SaveQueue {
  /** Marks `keys` changed and (re)starts the delay. */
  schedule(...keys: SavedKey[]): void;
  /** Sends the waiting keys now; on failure they wait for the next save. */
  flush(): Promise<void>;
  /** Sends what waits now if a save is due (leaving the report or the property). */
  leave(): void;
  /** Sends what waits now, in a request that outlives the page (the page is going away). */
  unload(): void;
  /** The keys waiting to be sent. */
  pending(): SavedKey[];
}

/** What a queue needs: the delay, how to send keys (`outlive` the page when it goes away), and what to do when sending fails. */
export interface SaveQueueOptions {
  delayMs: number;
  send(keys: SavedKey[], options: { outlive: boolean }): Promise<unknown>;
  onFailed(): void;
}

/** A save queue; its timer is the global setTimeout, so fake timers drive it in tests. */
export function createSaveQueue({ delayMs, send, onFailed }: SaveQueueOptions): SaveQueue {
  const waiting = new Set<SavedKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async (outlive = false) => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return;
    const keys = [...waiting];
    waiting.clear();
    try {
      await send(keys, { outlive });
    } catch {
      // The keys are sent again with the next change.
      for (const key of keys) waiting.add(key);
      onFailed();
    }
  };
  return {
    schedule(...keys) {
      for (const key of keys) waiting.add(key);
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush: () => flush(),
    leave() {
      if (timer === undefined) return;
      void flush();
    },
    unload() {
      if (timer === undefined) return;
      void flush(true);
    },
    pending: () => [...waiting],
  };
}
