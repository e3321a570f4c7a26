// The places the address search covers (the cities of the loaded streets) and an address of each
// to try: what the landing suggests ('Try 12 Maple Street') and what a search outside the data
// says. The example is a real address, picked the same way every time: on the place's first
// street in alphabetical order, its lowest-numbered single-family lot (any address of it when it
// has none), so it opens a report about a house.
import { sql } from 'drizzle-orm';
import type { AddressPlace } from '../../../core/api';
import type { Db } from '../db/database';

interface PlaceRow extends Record<string, unknown> {
  city: string;
  state: string;
  place_id: string | null;
  label: string | null;
  street_number: string | null;
  street: string | null;
}

/** Every city with loaded addresses, sorted by state and city, each with an example address. */
export async function readAddressPlaces(db: Db): Promise<AddressPlace[]> {
  const result = (await db.execute(sql`
    SELECT place.city, place.state, example.place_id, example.label, example.street_number, example.street
    FROM (SELECT DISTINCT city, state FROM streets) place
    LEFT JOIN LATERAL (
      SELECT a.id AS place_id, a.label, a.street_number, a.street
      FROM (SELECT id FROM streets s
            WHERE s.city = place.city AND s.state = place.state AND EXISTS (SELECT 1 FROM addresses x WHERE x.street_id = s.id)
            ORDER BY s.name_norm collate "C", s.id collate "C" LIMIT 1) first_street
      JOIN addresses a ON a.street_id = first_street.id
      JOIN parcels p ON p.id = a.parcel_id
      ORDER BY (p.kind = 'lot' AND p.property_type_name = 'Single Family') DESC NULLS LAST,
               substring(a.street_number from '^[0-9]+')::int, a.street_number collate "C"
      LIMIT 1
    ) example ON true
    ORDER BY place.state collate "C", place.city collate "C"`)) as unknown as { rows: PlaceRow[] };
  return result.rows.map((row) => ({
    city: row.city,
    state: row.state,
    example: row.place_id && row.label ? { place_id: row.place_id, label: row.label, street_address: `${row.street_number} ${row.street}` } : null,
  }));
}
