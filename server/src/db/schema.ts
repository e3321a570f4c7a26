// The database schema (Drizzle, PostgreSQL dialect): the same tables on PGlite and PostgreSQL.
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AreaGeometry, Polygon } from '../../../core/geo/geojson.schema';

/** A lot with its assessor facts. Geometry is GeoJSON in WGS84; the bbox columns serve point lookups. */
export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    county: text('county'),
    lot: jsonb('lot').$type<AreaGeometry>().notNull(),
    lotSizeSqFt: doublePrecision('lot_size_sqft'),
    propertyTypeName: text('property_type_name'),
    useCode: text('use_code'),
    zoneCode: text('zone_code'),
    grossFloorAreaSqFt: doublePrecision('gross_floor_area_sqft'),
    yearBuilt: integer('year_built'),
    style: text('style'),
    owners: jsonb('owners').$type<string[]>().notNull().default([]),
    minLng: doublePrecision('min_lng').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcels_bbox_idx').on(t.minLng, t.minLat)],
);

/** A building footprint on a lot; `source` is 'survey' for public data and 'user' for drawn ones. */
export const buildings = pgTable(
  'buildings',
  {
    id: text('id').primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['main', 'outbuilding'] }).notNull(),
    label: text('label'),
    source: text('source', { enum: ['survey', 'user'] }).notNull(),
    footprint: jsonb('footprint').$type<Polygon>().notNull(),
    footprintSqFt: doublePrecision('footprint_sqft').notNull(),
    heightFt: doublePrecision('height_ft'),
  },
  (t) => [index('buildings_parcel_idx').on(t.parcelId)],
);

/** An address point; its id is the `place_id` of address search. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    streetNumber: text('street_number').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    label: text('label').notNull(),
    searchText: text('search_text').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('addresses_search_idx').on(t.searchText),
    index('addresses_parts_idx').on(t.state, t.zipCode, t.streetNumber),
  ],
);
