// A user's overrides of a property, one row per user, parcel and place they were made: Lotline's
// own pages, or one organization's embed through its widget token (issue 28), which reads and
// writes only its own. A `PATCH` is one upsert that merges into the stored row in SQL (facts and
// layout pages with jsonb `||`), so two quick edits of different keys never lose each other.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LayoutUnit, EdgeKindOverride, FactOverrides, PropertyUpdate, UserOverrides } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import type { SizeLimitOverride } from '../../../core/rules';
import { embedOrganizationOf, type Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { propertyOverrides } from '../db/schema';
import { edgeKindOf } from '../../../core/setback';

type OverridesRow = typeof propertyOverrides.$inferSelect;
type OverridesInsert = typeof propertyOverrides.$inferInsert;

const FACT_KEYS = ['gross_floor_area', 'use_code_desc', 'zone_code'] as const;

/** Whose row a viewer's overrides are: their user id, and the organization of their embed ('' on Lotline's own pages). */
function ownerOf(viewer: Viewer): { userId: string; embedOrganizationId: string } {
  return { userId: viewer.id, embedOrganizationId: embedOrganizationOf(viewer) ?? '' };
}

const OWNER_KEY = [propertyOverrides.userId, propertyOverrides.parcelId, propertyOverrides.embedOrganizationId];

/** The overrides of `viewer` on `parcelId` where the viewer is (Lotline's pages or their embed), or undefined when there are none. */
export async function loadOverrides(db: Db, viewer: Viewer, parcelId: string): Promise<UserOverrides | undefined> {
  const owner = ownerOf(viewer);
  const [row] = await db
    .select()
    .from(propertyOverrides)
    .where(and(eq(propertyOverrides.userId, owner.userId), eq(propertyOverrides.parcelId, parcelId), eq(propertyOverrides.embedOrganizationId, owner.embedOrganizationId)))
    .limit(1);
  return row ? toUserOverrides(row) : undefined;
}

function toUserOverrides(row: OverridesRow): UserOverrides {
  return {
    ...(row.facts as FactOverrides),
    bylaws: { size_limits: row.sizeLimits as SizeLimitOverride[] },
    lot_edges: storedEdgeKinds(row.edgeKinds),
    floor_plans: row.floorPlans,
    buildings_geojson: { type: 'FeatureCollection', features: row.userBuildings },
    layouts: row.layouts,
    playground: row.playground,
    playground_cleared: row.playgroundCleared,
    lot: row.lot,
    annotations: { type: 'FeatureCollection', features: row.annotations },
  };
}

/** `column || set - removed`: keys of `set` replace, keys in `removed` go. */
function mergeKeys(column: typeof propertyOverrides.facts | typeof propertyOverrides.layouts, set: object, removed: readonly string[]): SQL {
  return sql`(${column} || ${JSON.stringify(set)}::jsonb) - ${`{${removed.join(',')}}`}::text[]`;
}

/** The columns a body replaces whole: the keys it sends, as stored. */
function replacedColumns(update: PropertyUpdate): Partial<OverridesInsert> {
  const columns: Partial<OverridesInsert> = {};
  if (update.lot_edges !== undefined) columns.edgeKinds = update.lot_edges === '' ? [] : update.lot_edges;
  if (update.floor_plans !== undefined) columns.floorPlans = update.floor_plans;
  if (update.buildings_geojson !== undefined) columns.userBuildings = update.buildings_geojson.features;
  if (update.playground !== undefined) columns.playground = update.playground;
  if (update.playground_cleared !== undefined) columns.playgroundCleared = update.playground_cleared;
  if (update.lot !== undefined) columns.lot = update.lot === '' ? null : update.lot;
  if (update.annotations !== undefined) columns.annotations = update.annotations.features;
  return columns;
}

/** Splits a body's keys into what is set and what is removed: empty strings and empty lists remove. */
function splitSetAndRemoved<T>(entries: [string, T | '' | undefined][], isEmpty: (value: T | '') => boolean) {
  const set: Record<string, T> = {};
  const removed: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    if (isEmpty(value)) removed.push(key);
    else set[key] = value as T;
  }
  return { set, removed };
}

/**
 * Applies a `PATCH /api/properties/:id` body in one upsert: facts merge (an empty string removes
 * one), layout pages merge (an empty list clears a page), and every other key sent replaces its
 * column (`lot: ''` restores the parcel's lot). Answers the overrides after.
 */
export async function updateProperty(db: Db, viewer: Viewer, parcelId: string, update: PropertyUpdate): Promise<UserOverrides> {
  const facts = splitSetAndRemoved(FACT_KEYS.map((key) => [key, update[key]]), (value) => value === '');
  const pages = splitSetAndRemoved<LayoutUnit[]>(Object.entries(update.layouts ?? {}) as [LayoutPage, LayoutUnit[] | undefined][], (units) => units.length === 0);
  const replaced = replacedColumns(update);
  const [row] = await db
    .insert(propertyOverrides)
    .values({ ...ownerOf(viewer), parcelId, facts: facts.set, layouts: pages.set, ...replaced })
    .onConflictDoUpdate({
      target: OWNER_KEY,
      set: {
        facts: mergeKeys(propertyOverrides.facts, facts.set, facts.removed),
        ...(update.layouts !== undefined ? { layouts: mergeKeys(propertyOverrides.layouts, pages.set, pages.removed) } : {}),
        ...replaced,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toUserOverrides(row!);
}

/** Replaces the setback overrides (`PUT /api/properties/:id/size-limits`). Answers the overrides after. */
export async function replaceSizeLimits(db: Db, viewer: Viewer, parcelId: string, list: SizeLimitOverride[]): Promise<UserOverrides> {
  const [row] = await db
    .insert(propertyOverrides)
    .values({ ...ownerOf(viewer), parcelId, sizeLimits: list })
    .onConflictDoUpdate({ target: OWNER_KEY, set: { sizeLimits: list, updatedAt: sql`now()` } })
    .returning();
  return toUserOverrides(row!);
}

/** Stored edge labels; those saved as 'side' before the four kinds read as interior sides. */
function storedEdgeKinds(stored: readonly { index: number; kind: string }[]): EdgeKindOverride[] {
  return stored.flatMap(({ index, kind }) => {
    const known = edgeKindOf(kind);
    return known && known !== 'unknown' ? [{ index, kind: known }] : [];
  });
}
