// The operations of a property: its report (street data), its street-view photo, the lot under a
// point, the base map and map layers around it, the neighbouring lots, and a signed-in user's
// corrections of it.
import type { BasemapCellResponseSchema, BasemapQuerySchema } from './basemap.schema';
import type { MapLayerFeaturesQuerySchema, MapLayerFeaturesResponseSchema, MapLayerPathParamsSchema, NeighbourLotsResponseSchema } from './map-layers.schema';
import { defineOperation, schemaTypes, type FileAnswer } from './operation';
import type { PropertyPathParamsSchema, PropertyUpdateSchema, SizeLimitOverridesSchema, UserOverridesAnswerSchema } from './overrides.schema';
import type { ParcelAtQuerySchema, ParcelAtResponseSchema } from './parcel.schema';
import type { StreetDataQuerySchema, StreetDataSchema } from './street-data.schema';
import type { StreetViewQuerySchema } from './street-view.schema';

/** `GET /api/street-data?params=`: the report of a signed address (limited for visitors and past the quota). */
export const getStreetData = defineOperation({
  id: 'getStreetData',
  method: 'get',
  path: '/api/street-data',
  auth: 'optional',
  status: 200,
  errors: [403, 404],
  schemas: schemaTypes<{ query: typeof StreetDataQuerySchema; answer: typeof StreetDataSchema }>(),
});

/** `GET /api/street-view?lat=&lng=`: the street-view photo at a point, from the configured provider. */
export const getStreetView = defineOperation({
  id: 'getStreetView',
  method: 'get',
  path: '/api/street-view',
  auth: 'none',
  status: 200,
  errors: [404, 502],
  schemas: schemaTypes<{ query: typeof StreetViewQuerySchema; answer: FileAnswer }>(),
});

/** `GET /api/parcels/at?lat=&lng=`: the lot under a point, with its addresses. */
export const parcelAt = defineOperation({
  id: 'parcelAt',
  method: 'get',
  path: '/api/parcels/at',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ query: typeof ParcelAtQuerySchema; answer: typeof ParcelAtResponseSchema }>(),
});

/** `GET /api/basemap?cell=x,y`: one cell of the base map drawn from the loaded data. */
export const basemapCell = defineOperation({
  id: 'basemapCell',
  method: 'get',
  path: '/api/basemap',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof BasemapQuerySchema; answer: typeof BasemapCellResponseSchema }>(),
});

/** `GET /api/map-layers/{layerId}/features?bbox=`: one map layer's features in a small box. */
export const mapLayerFeatures = defineOperation({
  id: 'mapLayerFeatures',
  method: 'get',
  path: '/api/map-layers/{layerId}/features',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof MapLayerPathParamsSchema; query: typeof MapLayerFeaturesQuerySchema; answer: typeof MapLayerFeaturesResponseSchema }>(),
});

/** `PATCH /api/properties/{id}`: saves the user's corrections and map work on a property. */
export const updateProperty = defineOperation({
  id: 'updateProperty',
  method: 'patch',
  path: '/api/properties/{id}',
  auth: 'bearer',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyPathParamsSchema; body: typeof PropertyUpdateSchema; answer: typeof UserOverridesAnswerSchema }>(),
});

/** `PUT /api/properties/{id}/size-limits`: replaces the user's setback overrides of a property. */
export const replaceSizeLimits = defineOperation({
  id: 'replaceSizeLimits',
  method: 'put',
  path: '/api/properties/{id}/size-limits',
  auth: 'bearer',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyPathParamsSchema; body: typeof SizeLimitOverridesSchema; answer: typeof UserOverridesAnswerSchema }>(),
});

/** `GET /api/properties/{id}/neighbours`: the lots within 150 ft of a property, nearest first. */
export const neighbourLots = defineOperation({
  id: 'neighbourLots',
  method: 'get',
  path: '/api/properties/{id}/neighbours',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyPathParamsSchema; answer: typeof NeighbourLotsResponseSchema }>(),
});
