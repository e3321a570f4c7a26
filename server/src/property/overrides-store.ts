// A user's overrides of a property, one row per user and parcel. Fact updates merge into the
// stored facts in one statement, so two quick edits of different facts never lose each other.
import { and, eq, sql } from 'drizzle-orm';
import type { EdgeKindOverride, FactOverrides, PropertyUpdate, SizeLimitOverride, UserOverrides } from '../../../core/api/overrides.schema';
import type { Db } from '../db/database';
import { propertyOverrides } from '../db/schema';

const FACT_KEYS = ['gross_floor_area', 'use_code_desc', 'zone_code'] as const;

/** The overrides of `userId` on `parcelId`, or undefined when there are none. */
export async function loadOverrides(db: Db, userId: string, parcelId: string): Promise<UserOverrides | undefined> {
  const [row] = await db
    .select()
    .from(propertyOverrides)
    .where(and(eq(propertyOverrides.userId, userId), eq(propertyOverrides.parcelId, parcelId)))
    .limit(1);
  return row ? toUserOverrides(row) : undefined;
}

function toUserOverrides(row: typeof propertyOverrides.$inferSelect): UserOverrides {
  return { ...(row.facts as FactOverrides), bylaws: { size_limits: row.sizeLimits as SizeLimitOverride[] }, lot_edges: row.edgeKinds as EdgeKindOverride[] };
}

/** Applies a `PATCH /api/properties/:id` body: set facts merge in, empty ones are removed. Answers the overrides after. */
export async function updateFacts(db: Db, userId: string, parcelId: string, update: PropertyUpdate): Promise<UserOverrides> {
  const set: Record<string, string | number> = {};
  const removed: string[] = [];
  for (const key of FACT_KEYS) {
    const value = update[key];
    if (value === undefined) continue;
    if (value === '') removed.push(key);
    else set[key] = value;
  }
  const edges = update.lot_edges === undefined ? undefined : update.lot_edges === '' ? [] : update.lot_edges;
  const facts = sql`(${propertyOverrides.facts} || ${JSON.stringify(set)}::jsonb) - ${`{${removed.join(',')}}`}::text[]`;
  const [row] = await db
    .insert(propertyOverrides)
    .values({ userId, parcelId, facts: set, ...(edges ? { edgeKinds: edges } : {}) })
    .onConflictDoUpdate({
      target: [propertyOverrides.userId, propertyOverrides.parcelId],
      set: { facts, ...(edges ? { edgeKinds: edges } : {}), updatedAt: sql`now()` },
    })
    .returning();
  return toUserOverrides(row!);
}

/** Replaces the setback overrides (`PUT /api/properties/:id/size-limits`). Answers the overrides after. */
export async function replaceSizeLimits(db: Db, userId: string, parcelId: string, list: SizeLimitOverride[]): Promise<UserOverrides> {
  const [row] = await db
    .insert(propertyOverrides)
    .values({ userId, parcelId, sizeLimits: list })
    .onConflictDoUpdate({ target: [propertyOverrides.userId, propertyOverrides.parcelId], set: { sizeLimits: list, updatedAt: sql`now()` } })
    .returning();
  return toUserOverrides(row!);
}
