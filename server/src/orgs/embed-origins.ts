// The origins allowed to embed Lotline inline, across all organizations: a widget on such a site
// calls the API from that origin, so the API answers CORS for them (and for no other site). The
// list is read at most every ten seconds, at once after this server saved an organization's
// settings, and again, at most every two seconds, when an origin is not in it: an origin an owner
// has just added works within seconds on every server, and a removed one is answered for at most
// ten seconds more by the other servers (one small query per server every ten seconds).
import { normalizeOrigin } from '../../../core/api/org.schema';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';

/** How fresh the list must be before a miss reads it again. */
const MISS_REFRESH_MS = 2_000;

/** Bumped when this process changes an organization's origins: every check reads the list again. */
let generation = 0;

/** Says that allowed origins were changed in this process, so cached lists are read again. */
export function embedOriginsChanged(): void {
  generation += 1;
}

/** A check of an Origin header against every organization's allowed origins, cached for `ttlMs`. */
export function createEmbedOriginCheck(db: Db, ttlMs = 10_000, now: () => number = Date.now): (origin: string) => Promise<boolean> {
  let cached: { loadedAt: number; generation: number; origins: Promise<Set<string>> } | undefined;
  const load = async () => {
    const rows = await db.select({ allowedOrigins: organizations.allowedOrigins }).from(organizations);
    return new Set(rows.flatMap((row) => (Array.isArray(row.allowedOrigins) ? row.allowedOrigins : [])).map((o) => normalizeOrigin(String(o))).filter((o): o is string => o !== null));
  };
  const origins = (): Promise<Set<string>> => {
    const entry = { loadedAt: now(), generation, origins: load() };
    cached = entry;
    // A failed read is not kept.
    entry.origins.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.origins;
  };
  return async (origin) => {
    const normalized = normalizeOrigin(origin);
    if (normalized === null) return false;
    const current = cached && cached.generation === generation && cached.loadedAt + ttlMs > now() ? cached : undefined;
    if (!current) return (await origins()).has(normalized);
    if ((await current.origins).has(normalized)) return true;
    // Not allowed a moment ago: read again unless the list was read just now.
    if (cached !== current || current.loadedAt + MISS_REFRESH_MS > now()) return (await cached!.origins).has(normalized);
    return (await origins()).has(normalized);
  };
}
