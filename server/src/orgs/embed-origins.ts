// The origins allowed to embed Lotline inline, across all organizations: a widget on such a site
// calls the API from that origin, so the API answers CORS for them (and for no other site). The
// list is read at most once a minute.
import { normalizeOrigin } from '../../../core/api/org.schema';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';

/** A check of an Origin header against every organization's allowed origins, cached for `ttlMs`. */
export function createEmbedOriginCheck(db: Db, ttlMs = 60_000, now: () => number = Date.now): (origin: string) => Promise<boolean> {
  let cached: { until: number; origins: Promise<Set<string>> } | undefined;
  const load = async () => {
    const rows = await db.select({ allowedOrigins: organizations.allowedOrigins }).from(organizations);
    return new Set(rows.flatMap((row) => (Array.isArray(row.allowedOrigins) ? row.allowedOrigins : [])).map((o) => normalizeOrigin(String(o))).filter((o): o is string => o !== null));
  };
  return async (origin) => {
    if (!cached || cached.until <= now()) {
      const origins = load();
      cached = { until: now() + ttlMs, origins };
      // A failed read is not kept.
      origins.catch(() => {
        cached = undefined;
      });
    }
    const normalized = normalizeOrigin(origin);
    return normalized !== null && (await cached.origins).has(normalized);
  };
}
