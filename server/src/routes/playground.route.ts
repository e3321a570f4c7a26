// PUT /api/playground/analysis: the playground's 'Is this allowed?' (spec 2 section 4, spec 3
// 'Playground analysis'). Visitors may use the playground, but the check needs a signed-in user
// (spec 2 sections 4 and 6): anyone else gets a 401 and the widget its login prompt. A drawn
// building without a category stops the check (spec 8). The lot is the one placement and street
// data draw for the same user (their corrected lot, added buildings, edge labels and setback
// overrides, server/src/property/user-lot.ts) with the rules street data evaluates for them and
// the lot's special considerations; the answers come from the rules engine
// (core/playground/analyze.ts, decision 018). The answer shows the rules' numbers, so checking
// opens the property for the user as placement on an ADU page does (address-quota.ts): it counts
// against the address quota like opening the report, and past the quota it is a 403.
import { Hono } from 'hono';
import { ApiErrorCode, BuildingSource, PlaygroundAnalysisRequestSchema, PlaygroundMessage, type PlaygroundAnalysisResponse } from '../../../core/api';
import { analyzePlayground, type LotConsideration } from '../../../core/playground';
import type { RouteDeps } from '../app';
import { currentViewer } from '../auth/current-user';
import { ApiError, parseJson } from '../http/api-error';
import { farFromLotProblem } from '../property/drawn-shapes';
import { loadSpecialConsiderations } from '../property/property-store';
import { loadUserLotById } from '../property/user-lot';
import { admitAddress } from '../quota/address-quota';
import { PROPERTY_UPDATE_MAX_BYTES } from './properties.route';

/** The largest analysis body: as large as the layout `PATCH`, whose drawn shapes it carries. */
export const PLAYGROUND_ANALYSIS_MAX_BYTES = PROPERTY_UPDATE_MAX_BYTES;

/** The 401 of a visitor asking for the check. */
export const SIGN_IN_TO_CHECK_MESSAGE = 'Sign in to check whether a structure is allowed here; visitors can still try the playground.';

/** The 403 of a check on a property past the user's address quota. */
export const ANALYSIS_QUOTA_MESSAGE = 'This address is past your plan’s address quota, so its rules stay locked: upgrade your plan to check structures here.';

/** Routes under /api/playground. */
export function playgroundRoutes(deps: RouteDeps): Hono {
  const db = deps.database.db;
  return new Hono().put('/analysis', async (c) => {
    const viewer = await currentViewer(c, deps.auth);
    if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, SIGN_IN_TO_CHECK_MESSAGE);
    const body = await parseJson(c, PlaygroundAnalysisRequestSchema, PLAYGROUND_ANALYSIS_MAX_BYTES);
    // Spec 8: gray buildings (no category yet) stop the check, named field by field.
    const gray = body.buildings_geojson.features.flatMap((building, i) => (building.properties.category === null ? [i] : []));
    if (gray.length > 0) {
      const fields = Object.fromEntries(gray.map((i) => [`buildings_geojson.features.${i}.properties.category`, [PlaygroundMessage.MissingCategories]]));
      throw new ApiError(400, ApiErrorCode.InvalidInput, PlaygroundMessage.MissingCategories, fields);
    }
    const seen = await loadUserLotById(db, body.property_id, viewer.id);
    const far: Record<string, string[]> = {};
    body.buildings_geojson.features.forEach((building, i) => {
      const problem = farFromLotProblem('A building', building.geometry, seen.lot);
      if (problem) far[`buildings_geojson.features.${i}`] = [problem];
    });
    body.objects.forEach((object, i) => {
      const problem = farFromLotProblem('A structure', object.geometry, seen.lot);
      if (problem) far[`objects.${i}`] = [problem];
    });
    if (Object.keys(far).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', far);
    const [{ admitted }, layers] = await Promise.all([
      admitAddress(db, viewer, body.property_id, { now: deps.now() }),
      loadSpecialConsiderations(db, seen.parcel.id, seen.parcel.jurisdictionId),
    ]);
    if (!admitted) throw new ApiError(403, ApiErrorCode.QuotaReached, ANALYSIS_QUOTA_MESSAGE);
    const considerations: LotConsideration[] = layers.gisLayers.map((layer) => {
      const found = layers.considerations[layer.gis_layer_id];
      return { layerId: layer.gis_layer_id, name: layer.name, status: found?.status ?? 'GREEN', badge: found?.badge_text ?? null };
    });
    const results = analyzePlayground(
      {
        lot: seen.lot,
        edges: seen.edges,
        lotAreaSqFt: seen.lotSizeSqFt,
        // Cleared on the playground, the survey's buildings are gone for this question; the user's stay.
        buildings: seen.buildings
          .filter((b) => !body.existing_cleared || b.properties.building_source === BuildingSource.User)
          .map((b) => ({ id: b.properties.id, kind: b.properties.kind, label: b.properties.label, geometry: b.geometry })),
        buildingsKnown: seen.buildingsKnown || body.existing_cleared,
        considerations,
        evaluation: seen.evaluated.evaluation,
        date: seen.evaluated.date,
      },
      { buildings: body.buildings_geojson.features, objects: body.objects },
    );
    return c.json({ results } satisfies PlaygroundAnalysisResponse);
  });
}
