// The origins each organization allows to embed Lotline: a widget on such a site calls the API
// from that origin, so the API answers CORS for it, for that organization's requests only
// (decision 027), and the sign-in popup hands that organization's widget token there. The
// lists are read at most every ten seconds, at once after this server saved an organization's
// settings, and again, at most every two seconds, when an origin is not in it: an origin an owner
// has just added works within seconds on every server, and a removed one is answered for at most
// ten seconds more by the other servers (one small query per server every ten seconds).
import { normalizeOrigin } from '../../../core/api';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';
import { isLocalOrigin } from './local-origins';

/** How fresh the list must be before a miss reads it again. */
const MISS_REFRESH_MS = 2_000;

/** Bumped when this process changes an organization's origins: every check reads the list again. */
let generation = 0;

/** Says that allowed origins were changed in this process, so cached lists are read again. */
export function embedOriginsChanged(): void {
  generation += 1;
}

/** The allowed origins of every organization, by organization id. */
type OriginLists = Map<string, Set<string>>;

/** Options of `createEmbedOriginCheck`. */
export interface EmbedOriginCheckOptions {
  /** How long a read of the lists is used. Default 10 s. */
  ttlMs?: number;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
  /** Whether origins of the visitor's own machine count (local-origins.ts); a production server says no unless configured. Default true. */
  allowLocalhost?: boolean;
}

/**
 * A check of an Origin header against one organization's allowed origins (`organizationId`), or
 * against every organization's when none is named, cached for `ttlMs`.
 */
export function createEmbedOriginCheck(db: Db, options: EmbedOriginCheckOptions = {}): (origin: string, organizationId?: string) => Promise<boolean> {
  const ttlMs = options.ttlMs ?? 10_000;
  const now = options.now ?? Date.now;
  const allowLocalhost = options.allowLocalhost ?? true;
  let cached: { loadedAt: number; generation: number; lists: Promise<OriginLists> } | undefined;
  const load = async (): Promise<OriginLists> => {
    const rows = await db.select({ id: organizations.id, allowedOrigins: organizations.allowedOrigins }).from(organizations);
    return new Map(
      rows.map((row) => [
        row.id,
        new Set((Array.isArray(row.allowedOrigins) ? row.allowedOrigins : []).map((o) => normalizeOrigin(String(o))).filter((o): o is string => o !== null)),
      ]),
    );
  };
  const reload = (): Promise<OriginLists> => {
    const entry = { loadedAt: now(), generation, lists: load() };
    cached = entry;
    // A failed read is not kept.
    entry.lists.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.lists;
  };
  const allows = (lists: OriginLists, origin: string, organizationId: string | undefined): boolean =>
    organizationId === undefined ? [...lists.values()].some((set) => set.has(origin)) : (lists.get(organizationId)?.has(origin) ?? false);
  return async (origin, organizationId) => {
    const normalized = normalizeOrigin(origin);
    if (normalized === null || (!allowLocalhost && isLocalOrigin(normalized))) return false;
    const current = cached && cached.generation === generation && cached.loadedAt + ttlMs > now() ? cached : undefined;
    if (!current) return allows(await reload(), normalized, organizationId);
    if (allows(await current.lists, normalized, organizationId)) return true;
    // Not allowed a moment ago: read again unless the list was read just now.
    if (cached !== current || current.loadedAt + MISS_REFRESH_MS > now()) return allows(await cached!.lists, normalized, organizationId);
    return allows(await reload(), normalized, organizationId);
  };
}
