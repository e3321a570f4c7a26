// GET /api/map-layers/:layerId/features?bbox=minLng,minLat,maxLng,maxLat: one map layer's
// features in the box the map shows, for the overlay toggles. The data changes only on import,
// so answers may be cached for a few minutes.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, MapLayerFeaturesQuerySchema, MapLayerIdSchema } from '../../../core/api';
import type { AppDeps } from '../app';
import { ApiError, parseQuery } from '../http/api-error';
import { findLayerFeatures } from '../property/map-overlays';

/** Routes under /api/map-layers. */
export function mapLayerRoutes(deps: AppDeps): Hono {
  return new Hono().get('/:layerId/features', async (c) => {
    const layerId = v.safeParse(MapLayerIdSchema, c.req.param('layerId'));
    if (!layerId.success) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The map layer id is not valid.', { layerId: [layerId.issues[0].message] });
    const { bbox } = parseQuery(c, MapLayerFeaturesQuerySchema);
    const answer = await findLayerFeatures(deps.database.db, layerId.output, bbox);
    if (!answer) throw new ApiError(404, ApiErrorCode.NotFound, `No map layer ${layerId.output}`);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(answer);
  });
}
