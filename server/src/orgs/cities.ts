// Service-area cities (spec 3 'City'): the rows of cities-data.ts loaded at startup, the list the
// service-area selector searches, and the check that ids an organization keeps exist.
import { and, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CitiesQuery, City } from '../../../core/api';
import type { Db } from '../db/database';
import { cities } from '../db/schema';
import { CITY_ROWS } from './cities-data';

/**
 * Inserts the cities of `CITY_ROWS` that are missing, in one statement; existing rows are left as
 * they are, so it is safe on every start and from several servers at once. Answers how many it added.
 */
export async function ensureCities(db: Db): Promise<number> {
  const added = await db
    .insert(cities)
    .values(CITY_ROWS.map(([id, name, state, county]) => ({ id, name, state, county })))
    .onConflictDoNothing()
    .returning({ id: cities.id });
  return added.length;
}

/** `text` for a LIKE pattern, its wildcards and escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Byte order ("C"), so PGlite and PostgreSQL servers of any locale answer the same order.
const byteOrder = (column: AnyColumn) => sql`${column} collate "C"`;

/** The cities of `state` (any when empty) whose name or county contains `q` (any case), sorted by state, county and name. */
export async function readCities(db: Db, query: CitiesQuery): Promise<City[]> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(cities.state, query.state));
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    conditions.push(or(ilike(cities.name, pattern), ilike(cities.county, pattern))!);
  }
  const rows = await db
    .select()
    .from(cities)
    .where(and(...conditions))
    .orderBy(byteOrder(cities.state), byteOrder(cities.county), byteOrder(cities.name));
  return rows.map((row) => ({ city_id: row.id, name: row.name, state: row.state, county: row.county }));
}

/** The ids of `ids` that are not cities, in the order given (each once). */
export async function unknownCityIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = new Set((await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, wanted))).map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}
