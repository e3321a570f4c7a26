// Link previews of the report's external links (spec 2 section 7, `GET /api/report/unfurl`): the
// link's preview, retried 2 extra times 2 seconds apart; when that fails, one try of the site's
// root (origin + '/'); when that fails too, no preview (the plain link stays). A 'no preview'
// answer of the server is final, not retried, and remembered (preview-refusals.ts); a refused
// address has no root to try either. Pure: the request, the waiting and the memory of refusals
// are passed in, so the order and the timing can be tested without a network.
import { isNoPreview, NoPreviewReason, type LinkPreview, type UnfurlAnswer } from '../../../../core/api';
import type { PreviewRefusals } from './preview-refusals';

/** Extra tries after a failed preview request (spec 2 section 9). */
export const UNFURL_RETRIES = 2;
/** The pause before each extra try (spec 2 section 9). */
export const UNFURL_RETRY_DELAY_MS = 2_000;

/** Asks the server for the preview of `url`: the preview or why there is none; rejects when the request fails. */
export type FetchPreview = (url: string) => Promise<UnfurlAnswer>;

/** What a preview card shows; every URL is absolute http(s). */
export interface PreviewCard {
  /** The page that was previewed: the link itself, or its site's root. */
  url: string;
  title: string | null;
  description: string | null;
  favicon: string | null;
  image: string | null;
}

/** Options of `loadLinkPreview`. */
export interface LoadOptions {
  retries?: number;
  delayMs?: number;
  /** Waits `ms` milliseconds (setTimeout by default). */
  wait?(ms: number): Promise<void>;
  /** The links the server said have no preview: not asked for again, and told of new ones. */
  refusals?: PreviewRefusals;
}

const httpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** The root of the site of an http(s) URL (`https://host/`), or null for anything else. */
export function siteRootOf(url: string): string | null {
  const absolute = httpUrl(url);
  return absolute && `${new URL(absolute).origin}/`;
}

/** The card of a preview of `url`: the hybrid graph's fields first, then Open Graph's, then the page's own. */
export function toPreviewCard(url: string, preview: LinkPreview): PreviewCard {
  const hybrid = preview.hybridGraph;
  return {
    url,
    title: text(hybrid?.title) ?? text(preview.openGraph?.title) ?? text(preview.htmlInferred?.title),
    description: text(hybrid?.description) ?? text(preview.openGraph?.description) ?? text(preview.htmlInferred?.description),
    favicon: httpUrl(hybrid?.favicon) ?? httpUrl(preview.favicon),
    image: httpUrl(hybrid?.image) ?? httpUrl(preview.openGraph?.image?.url) ?? httpUrl(preview.image),
  };
}

/** Whether a card has words to show: a preview without a title or a description is no preview. */
export function hasCardContent(card: PreviewCard): boolean {
  return card.title !== null || card.description !== null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `attempt()`, tried again `retries` times after `delayMs` each while it rejects; the last rejection is final. */
export async function withRetries<T>(attempt: () => Promise<T>, retries: number, delayMs: number, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await wait(delayMs);
    }
  }
}

/**
 * The preview card of `url`: the link's own preview (with retries), else its site root's (one
 * try; skipped when the link is the root or its address is refused), else null. A preview
 * without words counts as none; a link the server said has no preview is not asked for.
 */
export async function loadLinkPreview(url: string, fetchPreview: FetchPreview, options: LoadOptions = {}): Promise<PreviewCard | null> {
  const { retries = UNFURL_RETRIES, delayMs = UNFURL_RETRY_DELAY_MS, wait = sleep, refusals } = options;
  let refusedAddress = false;
  const cardOf = async (target: string, tries: number) => {
    if (refusals?.has(target)) return null;
    try {
      const answer = await withRetries(() => fetchPreview(target), tries, delayMs, wait);
      if (isNoPreview(answer)) {
        refusals?.add(target, answer.no_preview);
        refusedAddress ||= answer.no_preview === NoPreviewReason.NotAllowed;
        return null;
      }
      const card = toPreviewCard(target, answer);
      return hasCardContent(card) ? card : null;
    } catch {
      return null;
    }
  };
  const absolute = httpUrl(url);
  if (!absolute) return null;
  const own = await cardOf(absolute, retries);
  if (own) return own;
  const root = siteRootOf(absolute);
  return root && root !== absolute && !refusedAddress ? cardOf(root, 0) : null;
}

/** Loads previews once per URL for as long as the loader lives; several links to one page share one load. */
export function createPreviewLoader(fetchPreview: FetchPreview, options: LoadOptions = {}): (url: string) => Promise<PreviewCard | null> {
  const cards = new Map<string, Promise<PreviewCard | null>>();
  return (url) => {
    let card = cards.get(url);
    if (!card) {
      card = loadLinkPreview(url, fetchPreview, options);
      cards.set(url, card);
    }
    return card;
  };
}
