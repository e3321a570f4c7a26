// What the map draws around a property, all public: the lot under a point, one cell of the base
// map drawn from the loaded data (streets with their names, lots with house numbers, buildings,
// street and water areas) and a map layer's features in the box the map shows (the overlay
// toggles). Outlines, footprints and numbers, nothing of a report; the data changes only on
// import, so the base map and layers may be cached for a few minutes.
import {
  ApiErrorCode,
  basemapCell,
  BasemapCellResponseSchema,
  BasemapQuerySchema,
  mapLayerFeatures,
  MapLayerFeaturesResponseSchema,
  MapLayerFeaturesQuerySchema,
  MapLayerPathParamsSchema,
  parcelAt,
  ParcelAtQuerySchema,
  ParcelAtResponseSchema,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { readBasemapCell } from './basemap';
import { findLayerFeatures } from './map-overlays';
import { findParcelAt } from './property-store';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database'>>();

/** The operations of the map around a property. */
export const mapRoutes = [
  bind(parcelAt, {
    doc: { summary: 'The lot under a point, with its addresses', tags: ['Properties'], answer: 'The lot.' },
    query: ParcelAtQuerySchema,
    answer: ParcelAtResponseSchema,
    async handler({ query, deps }) {
      const parcel = await findParcelAt(deps.database.db, query.lng, query.lat);
      if (!parcel) throw new ApiError(404, ApiErrorCode.AddressNotFound, 'No lot in the data at this point');
      return parcel;
    },
  }),
  bind(basemapCell, {
    doc: {
      summary: 'One cell of the base map drawn from the loaded data',
      description:
        '`cell` is `floor(lng / 0.004),floor(lat / 0.004)`. Rings and lines are flat lists of integer offsets from `origin` in millionths of a degree; areas are cut to the cell, lots belong to the cell holding the middle of their box.',
      tags: ['Properties'],
      answer: 'The cell.',
    },
    query: BasemapQuerySchema,
    answer: BasemapCellResponseSchema,
    async handler({ query, deps, c }) {
      const answer = await readBasemapCell(deps.database.db, query.cell);
      c.header('Cache-Control', 'public, max-age=300');
      return answer;
    },
  }),
  bind(mapLayerFeatures, {
    doc: {
      summary: "One map layer's features in a small box",
      description: '`bbox` is minLng,minLat,maxLng,maxLat, at most 0.05 degrees on a side.',
      tags: ['Properties'],
      answer: 'The features (at most 500; `truncated` says when there were more).',
    },
    params: MapLayerPathParamsSchema,
    query: MapLayerFeaturesQuerySchema,
    answer: MapLayerFeaturesResponseSchema,
    async handler({ params, query, deps, c }) {
      const answer = await findLayerFeatures(deps.database.db, params.layerId, query.bbox);
      if (!answer) throw new ApiError(404, ApiErrorCode.NotFound, `No map layer ${params.layerId}`);
      c.header('Cache-Control', 'public, max-age=300');
      return answer;
    },
  }),
];
