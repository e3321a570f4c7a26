// Address search that stays fast at a million addresses: the query's words are matched against
// the (small) streets table first — prefix, exact with a city/state/zip tail, then trigram
// similarity for typos — and only then against the addresses of the chosen streets by number
// (that number first, then a range address holding it: '10' finds '8–10 California Ave'), or by a
// range of numbers ('307-321 Hurley St': one suggestion per lot in the range). A street is
// offered only when the query names it (core/address/address-query.ts).
import { sql } from 'drizzle-orm';
import { houseNumberValue, parseAddressQuery, queryNamesStreet, type AddressQuery } from '../../../core/address';
import type { AddressSuggestion } from '../../../core/api';
import type { Db } from '../db/database';

const STREET_CANDIDATES = 12;

interface StreetRow extends Record<string, unknown> {
  id: string;
  name_norm: string;
  place_norm: string;
}

/** Whether every tail word starts some word of the street's place ('cambridge ma 02139'). */
function tailMatchesPlace(tail: string[], placeNorm: string): boolean {
  const placeWords = placeNorm.split(' ');
  return tail.every((word) => placeWords.some((place) => place.startsWith(word)));
}

async function rows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Streets the words may name, best first. */
async function findStreets(db: Db, words: string[]): Promise<string[]> {
  const rest = words.join(' ');
  const prefixes = words.map((_, i) => words.slice(0, i + 1).join(' '));
  const candidates = await rows<StreetRow>(
    db,
    sql`SELECT id, name_norm, place_norm FROM streets
        WHERE name_norm LIKE ${`${rest}%`} OR name_norm = ANY(${sql.param(prefixes)}::text[])
        ORDER BY length(name_norm), name_norm LIMIT 200`,
  );
  const ranked: { id: string; rank: number }[] = [];
  for (const street of candidates) {
    if (street.name_norm === rest) ranked.push({ id: street.id, rank: 0 });
    else if (street.name_norm.startsWith(rest)) ranked.push({ id: street.id, rank: 1 });
    else {
      const tail = rest.slice(street.name_norm.length).trim().split(' ').filter(Boolean);
      if (tailMatchesPlace(tail, street.place_norm)) ranked.push({ id: street.id, rank: 0.5 });
    }
  }
  if (ranked.length > 0) return ranked.sort((a, b) => a.rank - b.rank).slice(0, STREET_CANDIDATES).map((s) => s.id);

  // Typos: trigram word similarity of the typed street words within the street names (the
  // longest run of words that still finds one), keeping only streets the first word names.
  for (let n = words.length; n >= 1; n--) {
    const guess = words.slice(0, n).join(' ');
    if (guess.length < 3) break;
    const similar = await rows<StreetRow & { score: number }>(
      db,
      sql`SELECT id, name_norm, place_norm, word_similarity(${guess}, lower(name_norm)) AS score FROM streets
          WHERE ${guess} <% lower(name_norm) ORDER BY score DESC, name_norm LIMIT ${STREET_CANDIDATES}`,
    );
    const named = similar.filter((street) => queryNamesStreet(words, street.name_norm));
    if (named.length > 0) return named.map((s) => s.id);
  }
  return [];
}

/** Suggestions for a typed address, best match first; [] until the query names a street. */
export async function searchAddresses(db: Db, query: string, limit: number): Promise<AddressSuggestion[]> {
  const parsed = parseAddressQuery(query);
  const found = await searchParsed(db, parsed, limit);
  // A number after the street may be part of its name ('Route 495'): then the whole is the street.
  if (found.length > 0 || !parsed.isNumberLast || !parsed.number || parsed.words.length === 0) return found;
  return searchParsed(db, { number: null, numberTo: null, words: [...parsed.words, parsed.number], isNumberLast: false }, limit);
}

async function searchParsed(db: Db, { number, numberTo, words, isNumberLast }: AddressQuery, limit: number): Promise<AddressSuggestion[]> {
  if (words.length === 0) return [];
  const streetIds = await findStreets(db, words);
  if (streetIds.length === 0) return [];
  const ids = sql`${sql.param(streetIds)}::text[]`;
  const found = await rows<{ id: string; label: string; lat: number; lng: number }>(
    db,
    number && numberTo
      ? rangeQuery(ids, number, numberTo, limit)
      : number
        ? numberQuery(ids, number, isNumberLast, limit)
        : sql`SELECT id, label, lat, lng FROM addresses WHERE street_id = ANY(${ids})
              ORDER BY array_position(${ids}, street_id), number_from, length(street_number), street_number LIMIT ${limit}`,
  );
  return found.map((row) => ({ place_id: row.id, label: row.label, lat: Number(row.lat), lng: Number(row.lng) }));
}

/**
 * The addresses of one typed number, in the order a person expects: that very number ('10'),
 * then a range of its side of the street holding it ('8–10' for 10; '8–12' for 10 too, both even),
 * then the same number with a letter or a half ('10A', '10-1/2'), and only while the number may
 * still be growing (typed last) the numbers it begins ('100', '1000'). A complete number never
 * suggests another that merely starts with it.
 */
function numberQuery(ids: ReturnType<typeof sql>, number: string, isNumberLast: boolean, limit: number) {
  const exact = number.toUpperCase();
  const value = houseNumberValue(number);
  const isPlain = /^\d+$/.test(number);
  const inRange = sql`(${isPlain}::boolean AND number_to IS NOT NULL AND number_from <= ${value}::int AND number_to >= ${value}::int AND (${value}::int - number_from) % 2 = 0)`;
  return sql`SELECT id, label, lat, lng FROM addresses
             WHERE street_id = ANY(${ids})
               AND (street_number = ${exact} OR number_from = ${value}::int OR ${inRange}
                    OR (${isNumberLast}::boolean AND street_number LIKE ${`${exact}%`}))
             ORDER BY CASE WHEN street_number = ${exact} THEN 0 WHEN ${inRange} THEN 1 WHEN number_from = ${value}::int THEN 2 ELSE 3 END,
                      array_position(${ids}, street_id), number_from, length(street_number), street_number
             LIMIT ${limit}`;
}

/**
 * The addresses of a range, one per lot: the range as recorded ('307-321'), else each number from
 * the first to the last, on the first number's side of the street when both ends share it (odd
 * 307 to odd 321 skips the even numbers across the street), and each range address that overlaps
 * it on that side, lowest number first.
 */
function rangeQuery(ids: ReturnType<typeof sql>, from: string, to: string, limit: number) {
  const low = houseNumberValue(from);
  const high = houseNumberValue(to);
  const sameSide = low % 2 === high % 2;
  const recorded = `${from}-${to}`.toUpperCase();
  return sql`SELECT id, label, lat, lng FROM (
               SELECT DISTINCT ON (parcel_id) id, label, lat, lng, street_id, street_number, number_from
               FROM addresses
               WHERE street_id = ANY(${ids})
                 AND (street_number = ${recorded}
                      OR (number_from <= ${high}::int AND coalesce(number_to, number_from) >= ${low}::int
                          AND (${!sameSide}::boolean OR number_from % 2 = ${low % 2}::int)))
               ORDER BY parcel_id, (street_number = ${recorded}) DESC, number_from, length(street_number), street_number
             ) per_lot
             ORDER BY array_position(${ids}, street_id), (street_number = ${recorded}) DESC, number_from, length(street_number), street_number
             LIMIT ${limit}`;
}
