// The public data of the towns loaded: jurisdictions, lots with their assessor facts, buildings,
// streets and addresses, zoning, transit stations, map layers and their hits, and the street layer.
// Geometry is GeoJSON (WGS84) in jsonb; spatial lookups use a `cube` bounding box with a GiST index.
import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AreaGeometry, LineGeometry, Polygon } from '../../../core/geo';
import type { NearestStation, StationKind } from '../../../core/rules';

/** A PostgreSQL `cube` value (extension cube), written as its text form, e.g. `(x1, y1),(x2, y2)`. */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/** A city or town whose data is loaded. */
export const jurisdictions = pgTable('jurisdictions', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  name: text('name').notNull(),
  county: text('county'),
  kind: text('kind', { enum: ['city', 'town'] }).notNull(),
  externalLinks: jsonb('external_links').$type<{ subject: string; link: string }[]>().notNull().default([]),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A lot (or a right-of-way or water parcel, kept for lot-edge classification) with its assessor facts. */
export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    kind: text('kind', { enum: ['lot', 'right_of_way', 'water'] }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    county: text('county'),
    lot: jsonb('lot').$type<AreaGeometry>().notNull(),
    lotSizeSqFt: doublePrecision('lot_size_sqft'),
    propertyTypeName: text('property_type_name'),
    useCode: text('use_code'),
    useDescription: text('use_desc'),
    zoneCode: text('zone_code'),
    grossBuildingAreaSqFt: doublePrecision('gross_building_area_sqft'),
    grossFloorAreaSqFt: doublePrecision('gross_floor_area_sqft'),
    habitableAreaSqFt: doublePrecision('habitable_area_sqft'),
    basementAreaSqFt: doublePrecision('basement_area_sqft'),
    yearBuilt: integer('year_built'),
    style: text('style'),
    stories: real('stories'),
    units: integer('units'),
    owners: jsonb('owners').$type<string[]>().notNull().default([]),
    /** False when the source has no building footprints here: the report says buildings are unknown. */
    buildingsKnown: boolean('buildings_known').notNull().default(true),
    /** The nearest station of the state's station data and the lot's distance from it; null where the state has none on file (decision 052). */
    nearestStation: jsonb('nearest_station').$type<NearestStation>(),
    bbox: cube('bbox').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcels_jurisdiction_idx').on(t.jurisdictionId), index('parcels_bbox_gist').using('gist', t.bbox)],
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

/** A street of a city, the unit of address search (small next to the addresses). */
export const streets = pgTable(
  'streets',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** normalizeAddressText(name): 'maple street'. */
    nameNorm: text('name_norm').notNull(),
    city: text('city').notNull(),
    /** normalizeAddressText(city + state + zip): 'maple hollow ma 01999'. */
    placeNorm: text('place_norm').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    index('streets_name_prefix_idx').on(t.nameNorm.op('text_pattern_ops')),
    // On an expression, so that equality lookups on name_norm keep the btree index: PostgreSQL
    // would otherwise answer `name_norm = ANY(...)` from this much slower trigram index.
    index('streets_name_trgm_idx').using('gin', sql`lower(${t.nameNorm}) gin_trgm_ops`),
  ],
);

/** An address point; its id is the `place_id` of address search. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    streetId: text('street_id')
      .notNull()
      .references(() => streets.id, { onDelete: 'cascade' }),
    streetNumber: text('street_number').notNull(),
    /** The numeric value of the (first) house number: 307 of '307', '307A' and '307-1/2'; 8 of the range '8-10'. */
    numberFrom: integer('number_from').notNull(),
    /**
     * The last number of a range address ('8 10 California Av' gives 10), whose numbers between
     * on the same side of the street (the same parity) are the lot's too; null for one number.
     */
    numberTo: integer('number_to'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * The source gave no point for the address: `lat`/`lng` are a point inside its lot, good for the
     * map and search, but no evidence of which lot line faces the address's street (decision 062).
     */
    pointInferred: boolean('point_inferred').notNull().default(false),
  },
  (t) => [
    uniqueIndex('addresses_street_number_idx').on(t.streetId, t.streetNumber),
    index('addresses_street_value_idx').on(t.streetId, t.numberFrom),
    index('addresses_parcel_idx').on(t.parcelId),
  ],
);

/** A zoning district polygon of one zoning map (a town may keep a former map, e.g. before a reform). */
export const zoningDistricts = pgTable(
  'zoning_districts',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    zoningMap: text('zoning_map').notNull(),
    zoneCode: text('zone_code').notNull(),
    name: text('name'),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('zoning_districts_jurisdiction_idx').on(t.jurisdictionId, t.zoningMap)],
);

/** The zone of a lot on each zoning map, joined at import time. */
export const parcelZoning = pgTable(
  'parcel_zoning',
  {
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    zoningMap: text('zoning_map').notNull(),
    zoneCode: text('zone_code').notNull(),
    /** Share of the lot's area inside the district, 0..1. */
    coverage: real('coverage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.zoningMap] })],
);

/**
 * A station of a state's transit data (commuter rail, rapid transit), a point: the state ADU law
 * may waive parking near one (c.40A §3, decision 052). Replaced as a whole per state by
 * `npm run import -- ma-transit <dir>`.
 */
export const transitStations = pgTable(
  'transit_stations',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<StationKind>().notNull(),
    /** The lines or branches the source names ('GREEN', 'FRANKLIN LINE'). */
    lines: text('lines'),
    /** The source file and publisher, for the report's citation. */
    source: text('source').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
  },
  (t) => [index('transit_stations_state_idx').on(t.state)],
);

/** A map layer behind a special consideration (spec 2: WETLANDS, FEMA, HISTORICAL_PRESERVATION...). */
export const mapLayers = pgTable(
  'map_layers',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    layerId: text('layer_id').notNull(),
    group: text('group', { enum: ['ENVIRONMENTAL', 'REGULATORY'] }).notNull(),
    name: text('name').notNull(),
    sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
    /** The same sources named as people read them: publisher and document ('FEMA National Flood Hazard Layer'), never a host name. */
    sources: jsonb('sources').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** Lots within this distance of a feature are flagged (e.g. 100 ft of a wetland); 0 means touching only. */
    bufferFt: doublePrecision('buffer_ft').notNull().default(0),
  },
  (t) => [index('map_layers_jurisdiction_idx').on(t.jurisdictionId)],
);

/** One feature of a map layer, with the status a lot touching it gets. */
export const mapLayerFeatures = pgTable(
  'map_layer_features',
  {
    id: text('id').primaryKey(),
    mapLayerId: text('map_layer_id')
      .notNull()
      .references(() => mapLayers.id, { onDelete: 'cascade' }),
    name: text('name'),
    status: text('status', { enum: ['RED', 'YELLOW'] }).notNull(),
    badgeText: text('badge_text'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('map_layer_features_layer_idx').on(t.mapLayerId), index('map_layer_features_bbox_gist').using('gist', t.bbox)],
);

/** A lot touching, or within the layer's buffer of, a map-layer feature (computed at import). */
export const parcelLayerHits = pgTable(
  'parcel_layer_hits',
  {
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    featureId: text('feature_id')
      .notNull()
      .references(() => mapLayerFeatures.id, { onDelete: 'cascade' }),
    mapLayerId: text('map_layer_id').notNull(),
    distanceFt: doublePrecision('distance_ft').notNull(),
    status: text('status', { enum: ['RED', 'YELLOW'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.featureId] })],
);

/**
 * A piece of a street layer, evidence for lot-line classification: a pavement polygon or a street
 * centre line, named when the source names it. Large features are stored cut into tiles
 * (`server/src/import/street-tiles.ts`), so the box of a piece meets only the lots near it;
 * `source_id` names the source feature its pieces came from.
 */
export const streetFeatures = pgTable(
  'street_features',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    /** `name`: where the base map writes a street's name (server/src/import/street-names.ts), not evidence of a lot line. */
    kind: text('kind', { enum: ['pavement', 'centreline', 'name'] }).notNull(),
    name: text('name'),
    /** Polygon or MultiPolygon for pavement, LineString or MultiLineString for a centre line, a short LineString down the street for a name. */
    geometry: jsonb('geometry').$type<AreaGeometry | LineGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('street_features_jurisdiction_idx').on(t.jurisdictionId), index('street_features_bbox_gist').using('gist', t.bbox)],
);

/** SQL for a cube bounding box from [minLng, minLat, maxLng, maxLat]. */
export function cubeFromBBox([minLng, minLat, maxLng, maxLat]: readonly [number, number, number, number]): string {
  return `(${minLng}, ${minLat}),(${maxLng}, ${maxLat})`;
}

/** SQL condition: the cube column contains the point. */
export const cubeContainsPoint = (column: unknown, lng: number, lat: number) => sql`${column} @> cube(array[${lng}, ${lat}]::float8[])`;
