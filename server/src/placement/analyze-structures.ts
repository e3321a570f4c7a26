// The playground's 'Is this allowed?' (PUT /api/playground/analysis) (spec 2 section 4, spec 3
// 'Playground analysis'). Visitors may use the playground, but the check needs a signed-in user
// (spec 2 sections 4 and 6): anyone else gets a 401 and the widget its login prompt. A drawn
// building without a category stops the check (spec 8). The lot is the one placement and street
// data draw for the same user (their corrected lot, added buildings, edge labels and setback
// overrides, server/src/property/user-lot.ts) with the rules street data evaluates for them and
// the lot's special considerations; the answers come from the rules engine
// (core/playground/analyze.ts, decision 018). The answer shows the rules' numbers, so checking
// opens the property for the user as placement on an ADU page does (quota/admission.ts): it counts
// against the address quota like opening the report, and past the quota it is a 403.
import { ApiErrorCode, BuildingSource, PlaygroundMessage, type PlaygroundAnalysisRequest, type PlaygroundAnalysisResponse } from '../../../core/api';
import { analyzeStructures, type LotConsideration } from '../../../core/playground';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { cornerPairs, farFromLotProblems, type DrawnShapeAt } from '../property/drawn-shapes';
import { loadSpecialConsiderations } from '../property/report-service';
import { loadUserLotById, type UserLotOfParcel } from '../property/user-lot';
import type { Admission, Opened } from '../quota/admission';

/** What a check works on: the user's lot and its special considerations. */
export interface AnalysisLot {
  seen: UserLotOfParcel;
  layers: Awaited<ReturnType<typeof loadSpecialConsiderations>>;
}

/** The 403 of a check on a property past the user's address quota. */
export const ANALYSIS_QUOTA_MESSAGE = 'This address is past your plan’s address quota, so its rules stay locked: upgrade your plan to check structures here.';

/**
 * The lot a check opens, with its special considerations: 400 for a drawn building without a
 * category or a shape far from the lot, 404 for an unknown property. The binder then admits it
 * (quota/admission.ts).
 */
export async function openAnalysis(db: Db, viewer: Viewer, body: PlaygroundAnalysisRequest, now: Date): Promise<Opened<AnalysisLot>> {
  // Spec 8: gray buildings (no category yet) stop the check, named field by field.
  const gray = body.buildings_geojson.features.flatMap((building, i) => (building.properties.category === null ? [i] : []));
  if (gray.length > 0) {
    const fields = Object.fromEntries(gray.map((i) => [`buildings_geojson.features.${i}.properties.category`, [PlaygroundMessage.MissingCategories]]));
    throw new ApiError(400, ApiErrorCode.InvalidInput, PlaygroundMessage.MissingCategories, fields);
  }
  const seen = await loadUserLotById(db, body.property_id, viewer, now);
  if (!seen) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
  const shapes: DrawnShapeAt[] = [
    ...body.buildings_geojson.features.map((building, i) => ({ field: `buildings_geojson.features.${i}`, what: 'A building', shape: building.geometry })),
    ...body.objects.map((object, i) => ({ field: `objects.${i}`, what: 'A structure', shape: object.geometry })),
  ];
  const far = await computePool().runUnlessLight('farFromLot', [seen.lot, shapes], cornerPairs(seen.lot, shapes), computeDeadlineMs(), farFromLotProblems);
  if (Object.keys(far).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', far);
  const layers = await loadSpecialConsiderations(db, seen.parcel.id, seen.parcel.jurisdictionId);
  return { subject: { seen, layers }, propertyId: body.property_id };
}

/** The results of the check of `body` on `lot`, whose admission is `admission`. */
export function analyzeDrawnStructures(body: PlaygroundAnalysisRequest, { seen, layers }: AnalysisLot, admission: Admission | null): PlaygroundAnalysisResponse {
  if (!admission?.admitted) throw new ApiError(403, ApiErrorCode.QuotaReached, ANALYSIS_QUOTA_MESSAGE);
  const considerations: LotConsideration[] = layers.gisLayers.map((layer) => {
    const found = layers.considerations[layer.gis_layer_id];
    return { layerId: layer.gis_layer_id, name: layer.name, status: found?.status ?? 'GREEN', badge: found?.badge_text ?? null };
  });
  const results = analyzeStructures(
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
  return { results };
}
