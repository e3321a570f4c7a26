// The map's overlays (spec 2: map layer toggles and neighbouring lot lines):
// `GET /api/map-layers/:layerId/features?bbox=minLng,minLat,maxLng,maxLat` answers one layer's
// features in a small box, and `GET /api/properties/:id/neighbours` the lots around a property.
import * as v from 'valibot';
import { AreaGeometrySchema, MultiPolygonSchema, PolygonSchema, PositionSchema, type AreaGeometry, type FeatureCollection } from '../geo/geojson.schema';
import type { SameType } from './operation';
import type { GisLayerGroup } from '../property/gis-layers';

/** The longest side of a features box, in degrees (about 3.5 miles of latitude): an overlay is asked for what the map shows. */
export const MAX_BBOX_SIDE_DEG = 0.05;

/** Most features one answer carries; `truncated` says when there were more. */
export const MAX_LAYER_FEATURES = 500;

/** How far around a property its neighbours are listed, in feet. */
export const NEIGHBOUR_RADIUS_FT = 150;

/** Most neighbouring lots one answer carries, nearest first. */
export const MAX_NEIGHBOURS = 200;

/** A map layer id in a path: the `gis_layer_id` of street data, e.g. WETLANDS. */
export const MapLayerIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'A map layer id is letters, digits and . _ -'));

/** The path parameters of `GET /api/map-layers/:layerId/features`. */
export const MapLayerPathParamsSchema = v.object({ layerId: MapLayerIdSchema });

const BBOX_FORMAT = 'bbox must be minLng,minLat,maxLng,maxLat';

/** The query of the features endpoint: a box of at most MAX_BBOX_SIDE_DEG on a side, as [minLng, minLat, maxLng, maxLat]. */
export const MapLayerFeaturesQuerySchema = v.object({
  bbox: v.pipe(
    v.string(BBOX_FORMAT),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parts = dataset.value.split(',').map((part) => part.trim());
      const numbers = parts.map(Number);
      if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) {
        addIssue({ message: BBOX_FORMAT });
        return NEVER;
      }
      const [minLng, minLat, maxLng, maxLat] = numbers as [number, number, number, number];
      if (minLng < -180 || maxLng > 180 || minLat < -90 || maxLat > 90) {
        addIssue({ message: 'bbox must lie within longitudes -180 to 180 and latitudes -90 to 90' });
        return NEVER;
      }
      if (minLng >= maxLng || minLat >= maxLat) {
        addIssue({ message: 'bbox must have its minimum below its maximum on both axes' });
        return NEVER;
      }
      if (maxLng - minLng > MAX_BBOX_SIDE_DEG || maxLat - minLat > MAX_BBOX_SIDE_DEG) {
        addIssue({ message: `bbox is at most ${MAX_BBOX_SIDE_DEG} degrees on a side; zoom in` });
        return NEVER;
      }
      return [minLng, minLat, maxLng, maxLat] as [number, number, number, number];
    }),
  ),
});
export type MapLayerFeaturesQuery = v.InferOutput<typeof MapLayerFeaturesQuerySchema>;

/** A layer feature's geometry: areas today; lines are allowed for layers such as fault traces. */
const MapLayerGeometrySchema = v.variant('type', [
  PolygonSchema,
  MultiPolygonSchema,
  v.object({ type: v.literal('LineString'), coordinates: v.array(PositionSchema) }),
  v.object({ type: v.literal('MultiLineString'), coordinates: v.array(v.array(PositionSchema)) }),
]);
export type MapLayerGeometry = v.InferOutput<typeof MapLayerGeometrySchema>;

/** Properties of a layer feature: its name and the status a lot touching it gets. */
const MapLayerFeaturePropertiesSchema = v.object({ name: v.nullable(v.string()), status: v.nullable(v.picklist(['RED', 'YELLOW'])) });
export type MapLayerFeatureProperties = v.InferOutput<typeof MapLayerFeaturePropertiesSchema>;

/** A GeoJSON FeatureCollection of `geometry` and `properties`. */
const FeatureCollectionSchema = <G extends v.GenericSchema, P extends v.GenericSchema>(geometry: G, properties: P) =>
  v.object({
    type: v.literal('FeatureCollection'),
    features: v.array(v.object({ type: v.literal('Feature'), id: v.optional(v.union([v.string(), v.number()])), geometry, properties })),
  });

/** The answer of `GET /api/map-layers/:layerId/features`. */
export const MapLayerFeaturesResponseSchema = v.object({
  layer_id: v.string(),
  name: v.string(),
  group: v.picklist(['ENVIRONMENTAL', 'REGULATORY'] as const satisfies readonly GisLayerGroup[]),
  features: FeatureCollectionSchema(MapLayerGeometrySchema, MapLayerFeaturePropertiesSchema),
  /** True when the box held more than MAX_LAYER_FEATURES features and some were left out. */
  truncated: v.boolean(),
});
export type MapLayerFeaturesResponse = v.InferOutput<typeof MapLayerFeaturesResponseSchema>;

/** The answer of `GET /api/properties/:id/neighbours`: lots within NEIGHBOUR_RADIUS_FT, nearest first. */
export const NeighbourLotsResponseSchema = FeatureCollectionSchema(AreaGeometrySchema, v.object({ property_id: v.string() }));
export type NeighbourLotsResponse = v.InferOutput<typeof NeighbourLotsResponseSchema>;
true satisfies SameType<NeighbourLotsResponse, FeatureCollection<AreaGeometry, { property_id: string }>>;
