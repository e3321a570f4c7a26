// Link previews with a small in-memory cache: an hour for a preview, five minutes for a failure,
// and one fetch at a time per URL however many visitors ask.
import type { LinkPreview } from '../../../core/api';
import { extractPreview } from './extract-preview';
import { fetchPage, type SafeFetchOptions } from './safe-fetch';

const HIT_MS = 60 * 60 * 1000;
const MISS_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;

/** Previews URLs under the fetch options' limits. */
export function createUnfurler(options: SafeFetchOptions = {}, now: () => number = Date.now) {
  const cache = new Map<string, { until: number; result: Promise<LinkPreview> }>();
  return async function unfurl(url: URL): Promise<LinkPreview> {
    const key = url.toString();
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.result;
    const result = fetchPage(url, options).then((page) => extractPreview(page.body, page.url));
    const entry = { until: now() + HIT_MS, result };
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    result.catch(() => {
      entry.until = now() + MISS_MS;
    });
    return result;
  };
}
export type Unfurler = ReturnType<typeof createUnfurler>;

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Link previews, fetched through the SSRF checks. */
    unfurler: Unfurler;
  }
}
