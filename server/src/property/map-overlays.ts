// Reads for the map's overlays: one map layer's features in a box, and the lots around a
// property. Both find candidates by the `cube` bounding boxes and their GiST indexes.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MAX_LAYER_FEATURES, MAX_NEIGHBOURS, NEIGHBOUR_RADIUS_FT, type MapLayerFeaturesResponse, type NeighbourLotsResponse } from '../../../core/api';
import { bboxOf, expandBBoxByFeet, type BBox, createLocalFrame, distanceFt } from '../../../core/geo';
import type { AreaGeometry } from '../../../core/geo';
import type { Db } from '../db/database';
import { cubeFromBBox, mapLayerFeatures, mapLayers, parcels } from '../db/schema';

/** Most candidate lots read around a property before measuring: far more than fit within the radius. */
const NEIGHBOUR_CANDIDATES = 2000;

/** The features of layer `layerId` (of any jurisdiction) whose boxes meet `bbox`, or undefined for an unknown layer. */
export async function findLayerFeatures(db: Db, layerId: string, bbox: BBox): Promise<MapLayerFeaturesResponse | undefined> {
  const [layer] = await db
    .select({ name: mapLayers.name, group: mapLayers.group })
    .from(mapLayers)
    .where(eq(mapLayers.layerId, layerId))
    .orderBy(asc(mapLayers.id))
    .limit(1);
  if (!layer) return undefined;
  const rows = await db
    .select({ name: mapLayerFeatures.name, status: mapLayerFeatures.status, geometry: mapLayerFeatures.geometry })
    .from(mapLayerFeatures)
    .innerJoin(mapLayers, eq(mapLayers.id, mapLayerFeatures.mapLayerId))
    .where(and(eq(mapLayers.layerId, layerId), sql`${mapLayerFeatures.bbox} && ${cubeFromBBox(bbox)}::cube`))
    .orderBy(asc(mapLayerFeatures.id))
    .limit(MAX_LAYER_FEATURES + 1);
  return {
    layer_id: layerId,
    name: layer.name,
    group: layer.group,
    features: {
      type: 'FeatureCollection',
      features: rows.slice(0, MAX_LAYER_FEATURES).map((row) => ({ type: 'Feature', geometry: row.geometry, properties: { name: row.name, status: row.status } })),
    },
    truncated: rows.length > MAX_LAYER_FEATURES,
  };
}

/** The lots within NEIGHBOUR_RADIUS_FT of `parcel` (not itself), nearest first, at most MAX_NEIGHBOURS. */
export async function findNeighbourLots(db: Db, parcel: { id: string; lot: AreaGeometry }): Promise<NeighbourLotsResponse> {
  const box = cubeFromBBox(expandBBoxByFeet(bboxOf(parcel.lot), NEIGHBOUR_RADIUS_FT));
  const candidates = await db
    .select({ id: parcels.id, lot: parcels.lot })
    .from(parcels)
    .where(and(sql`${parcels.bbox} && ${box}::cube`, eq(parcels.kind, 'lot'), ne(parcels.id, parcel.id)))
    .limit(NEIGHBOUR_CANDIDATES);
  const frame = createLocalFrame(bboxOf(parcel.lot).slice(0, 2) as [number, number]);
  const near = candidates
    .map((candidate) => ({ ...candidate, distance: distanceFt(candidate.lot, parcel.lot, frame) }))
    .filter((candidate) => candidate.distance <= NEIGHBOUR_RADIUS_FT)
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1))
    .slice(0, MAX_NEIGHBOURS);
  return {
    type: 'FeatureCollection',
    features: near.map((lot) => ({ type: 'Feature', geometry: lot.lot, properties: { property_id: lot.id } })),
  };
}
