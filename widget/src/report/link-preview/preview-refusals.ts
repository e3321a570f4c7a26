// The links the server answered 'no preview' for (`GET /api/report/unfurl`, core/api/unfurl.schema.ts
// `NoPreviewSchema`), kept in the page's sessionStorage for as long as the server keeps that
// answer (a day for a refused address, five minutes for a page it could not fetch), so a report
// opened again, or another report with the same links, does not ask for them. Storage can be
// missing or throw (blocked cookies, sandboxed frames): then they are kept for the page's life only.
import * as v from 'valibot';
import { NoPreviewReason } from '../../../../core/api';

/** The parts of `Storage` used here. */
export type RefusalStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of the kept refusals. */
export const PREVIEW_REFUSALS_KEY = 'lotline:no-preview';
/** How many links are kept at most; the oldest go first. */
export const MAX_KEPT_REFUSALS = 200;
/** How long a refusal is kept, as the server's Cache-Control of it. */
export const REFUSAL_MS: Record<NoPreviewReason, number> = {
  [NoPreviewReason.NotAllowed]: 24 * 60 * 60 * 1000,
  [NoPreviewReason.Unreachable]: 5 * 60 * 1000,
};

const KeptSchema = v.record(v.string(), v.number());

/** The links without a preview, and until when each is known to have none. */
export interface PreviewRefusals {
  /** Whether `url` was refused and the refusal still holds. */
  has(url: string): boolean;
  /** Keeps the server's refusal of `url`. */
  add(url: string, reason: NoPreviewReason): void;
}

/** The page's sessionStorage, or undefined where reading it throws. */
export function sessionRefusalStorage(): RefusalStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Refusals kept in `storage` (and in memory, so a storage that throws loses nothing for this page). */
export function createPreviewRefusals(storage: RefusalStorage | undefined, now: () => number = Date.now): PreviewRefusals {
  let kept: Record<string, number> = {};
  try {
    const parsed = v.safeParse(KeptSchema, JSON.parse(storage?.getItem(PREVIEW_REFUSALS_KEY) ?? '{}'));
    if (parsed.success) kept = parsed.output;
  } catch {
    // Unreadable: start afresh.
  }
  const write = () => {
    try {
      storage?.setItem(PREVIEW_REFUSALS_KEY, JSON.stringify(kept));
    } catch {
      // Full or blocked: kept in memory only.
    }
  };
  return {
    has: (url) => (kept[url] ?? 0) > now(),
    add(url, reason) {
      const at = now();
      const live = Object.entries(kept).filter(([other, until]) => until > at && other !== url);
      kept = Object.fromEntries([...live.slice(-(MAX_KEPT_REFUSALS - 1)), [url, at + REFUSAL_MS[reason]]]);
      write();
    },
  };
}
