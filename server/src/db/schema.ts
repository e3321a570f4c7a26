// The database schema (Drizzle, PostgreSQL dialect): the same tables on PGlite and PostgreSQL.
// Geometry is GeoJSON (WGS84) in jsonb; spatial lookups use a `cube` bounding box with a GiST
// index, and the spatial joins (building to lot, lot to district, lot to map-layer features)
// are computed at import time, so a report is a handful of indexed lookups.
// The tables are written by feature in the schema-*.ts files beside this one; this module is the one
// drizzle-kit reads (drizzle.config.ts) and the one the server imports.
export * from './schema-places';
export * from './schema-organizations';
export * from './schema-accounts';
export * from './schema-files';
