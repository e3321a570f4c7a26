// Applies the rulesets to properties: to a stored parcel for street data, and to a property
// described in a request for what-if evaluation.
import type { EvaluateRequest } from '../../../core/api';
import type { StatusColor } from '../../../core/rules';
import {
  toBylaws,
  RULESETS,
  evaluate,
  selectRulesets,
  type Evaluation,
  type EvaluationOverrides,
  type PropertyFacts,
  type NearestStation,
  lotLineAssumptions,
  UNNAMED_TOWN,
} from '../../../core/rules';
import { hasAccessoryApartment, isCondominiumUseCode, isMixedUseResidentialUseCode, isMixedUseWithHomesUseCode, isMultipleHousesUseCode, MASSACHUSETTS_MUNICIPALITIES, massachusettsJurisdictionId, massachusettsMunicipality } from '../../../core/property';
import { relabelLotEdges, type LotEdge, lotPart } from '../../../core/setback';
import { areaFor, edgesForApi, lotEdges, placementStatus } from '../lot/lot-geometry';

/** The name of a jurisdiction for the words of assumptions: a Massachusetts municipality's, else the town rules' own, else null. */
function placeName(jurisdictionId: string): string | null {
  return massachusettsMunicipality(jurisdictionId)?.name ?? RULESETS.find((r) => r.jurisdictionIds?.includes(jurisdictionId))?.name ?? null;
}

/** The day of `now` in ISO form (YYYY-MM-DD, UTC): the date rules are evaluated at, from the injected clock. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The rules in force on `date` (ISO, the injected clock's day) for a stored parcel, with a user's overrides, and that day. */
export function evaluateParcel(parcel: {
  state: string;
  jurisdictionId: string;
  zoneCode: string | null;
  propertyTypeName: string | null;
  /** The state use code, which says a condominium, an accessory apartment, mixed use or several houses. */
  useCode?: string | null;
  /** The assessor's words for the use code, which may say an accessory apartment. */
  useDescription?: string | null;
  grossFloorAreaSqFt: number | null;
  lotSizeSqFt: number | null;
  zoning: { zoningMap: string; zoneCode: string }[];
  /** The nearest station of the state's station data (decision 052); null or absent where none is on file. */
  nearestStation?: NearestStation | null;
}, date: string, overrides: EvaluationOverrides = {}): { facts: PropertyFacts; evaluation: Evaluation; date: string } {
  const facts: PropertyFacts = {
    state: parcel.state,
    jurisdictionId: parcel.jurisdictionId,
    placeName: placeName(parcel.jurisdictionId),
    // The assessor's zone stands for sources without district polygons (Bellingham).
    zoning: [...parcel.zoning, ...(parcel.zoneCode ? [{ zoningMap: 'assessor', zoneCode: parcel.zoneCode }] : [])],
    propertyType: parcel.propertyTypeName,
    grossFloorArea: parcel.grossFloorAreaSqFt,
    ...(parcel.grossFloorAreaSqFt !== null ? { grossFloorAreaFromAssessor: true } : {}),
    lotSize: parcel.lotSizeSqFt,
    ...(isCondominiumUseCode(parcel.useCode) ? { condominium: true } : {}),
    ...(hasAccessoryApartment(parcel.useCode, parcel.useDescription) ? { accessoryApartment: true } : {}),
    ...(isMixedUseResidentialUseCode(parcel.useCode) ? { mixedUse: true } : {}),
    ...(isMixedUseWithHomesUseCode(parcel.useCode) ? { mixedUseHomes: true } : {}),
    ...(isMultipleHousesUseCode(parcel.useCode) ? { multipleHouses: true } : {}),
    nearestStation: parcel.nearestStation ?? null,
  };
  return { facts, evaluation: evaluate(facts, RULESETS, date, overrides), date };
}

/** The rules part of street data: bylaws with status, and citations. */
export function bylawsForParcel(
  { evaluation }: { evaluation: Evaluation },
  considerations: readonly StatusColor[],
  placement: { status: StatusColor; buildable: boolean | null },
  edges: readonly LotEdge[] = [],
) {
  return withLotLineAssumptions(toBylaws(evaluation, {
    considerations,
    placement: placement.status,
    buildable: placement.buildable,
  }), evaluation, edges);
}

/** The report's rules with the assumptions its setback areas rest on (an exterior side, lines of unknown kind). */
function withLotLineAssumptions<T extends ReturnType<typeof toBylaws>>(rules: T, evaluation: Evaluation, edges: readonly LotEdge[]): T {
  const extra = lotLineAssumptions(edges.map((e) => e.kind), evaluation.facts.placeName ?? UNNAMED_TOWN);
  if (Object.keys(extra).length === 0) return rules;
  const assumptions = { ...rules.bylaws.assumptions };
  for (const [field, list] of Object.entries(extra)) assumptions[field] = [...(assumptions[field] ?? []), ...list];
  return { ...rules, bylaws: { ...rules.bylaws, assumptions } };
}

/** Why a request's lot has no shape to measure. */
export const LOT_WITHOUT_SHAPE_MESSAGE = 'The lot needs a ring of at least three distinct positions.';

/**
 * Evaluates a property described in a request; the state comes from the jurisdiction ('MA',
 * 'ma-cambridge'...). With a lot, also its edges and setback areas; a lot without a shape
 * (`lot_without_shape`) is not evaluated. Without a date of its own, it is evaluated on `today` (ISO).
 */
export function evaluateRequest(request: EvaluateRequest, today: string) {
  // The schema takes any closed rings; a lot whose rings are empty or one repeated point has no shape to measure.
  if (request.lot) {
    try {
      lotPart(request.lot);
    } catch {
      return { ok: false, reason: 'lot_without_shape' } as const;
    }
  }
  return { ok: true, answer: evaluateShapedRequest(request, today) } as const;
}

function evaluateShapedRequest(request: EvaluateRequest, today: string) {
  const date = request.date ?? today;
  const state = request.jurisdiction.slice(0, 2).toUpperCase();
  const jurisdictionId = request.jurisdiction.length > 2 ? request.jurisdiction.toLowerCase() : null;
  const { town } = selectRulesets({ state, jurisdictionId }, RULESETS, date);
  const zoningMap = request.zoning_map ?? town?.zoningMap ?? 'assessor';
  const facts: PropertyFacts = {
    state,
    jurisdictionId,
    placeName: jurisdictionId ? placeName(jurisdictionId) : null,
    zoning: request.zone_code ? [{ zoningMap, zoneCode: request.zone_code }] : [],
    propertyType: request.property_type,
    grossFloorArea: request.gross_floor_area,
    lotSize: request.lot_size,
  };
  const evaluation = evaluate(facts, RULESETS, date, request.size_limits ? { sizeLimits: request.size_limits } : {});
  // Without streets or neighbours in the request, the front is the edge nearest the address point; without
  // one every edge is unknown and takes the largest setback.
  const classified = request.lot ? lotEdges(request.lot, { streets: [], neighbours: [] }, request.address_point ?? null) : [];
  const edges = relabelLotEdges(classified, request.lot_edges ?? []);
  const extArea = request.lot ? areaFor(request.lot, edges, evaluation.setbacks.ext, request.buildings ?? []) : undefined;
  const intArea = request.lot ? areaFor(request.lot, edges, evaluation.setbacks.int, []) : undefined;
  const placement = placementStatus(extArea);
  const rules = withLotLineAssumptions(toBylaws(evaluation, {
    considerations: [],
    placement: request.lot ? placement.status : null,
    buildable: request.lot ? placement.buildable : null,
  }), evaluation, edges);
  return {
    date,
    ...rules,
    ...(request.lot ? { lot_edges: edgesForApi(edges), setbacked_area: { ext: extArea ?? null, int: intArea ?? null } } : {}),
  };
}

/**
 * The jurisdictions with rules on file, their periods in force and zones; then every Massachusetts
 * municipality without town rules of its own, which the state layer alone answers (Boston excepted).
 */
export function jurisdictionsOnFile() {
  const rulesets = RULESETS.map((r) => ({
    id: r.level === 'state' ? r.state : (r.jurisdictionIds?.[0] ?? r.id),
    ruleset_id: r.id,
    level: r.level,
    state: r.state,
    name: r.name,
    effective_from: r.effectiveFrom,
    effective_to: r.effectiveTo ?? null,
    zoning_map: r.zoningMap ?? null,
    town_rules: r.level === 'municipal',
    covered_by_state: r.coveredByState?.value ?? true,
    zones: (r.zones ?? []).map((z) => ({ code: z.code, name: z.name, single_family: z.singleFamily })),
  }));
  const withRules = new Set(RULESETS.flatMap((r) => r.jurisdictionIds ?? []));
  const municipalities = MASSACHUSETTS_MUNICIPALITIES.map((m) => ({ ...m, id: massachusettsJurisdictionId(m.name) }))
    .filter((m) => !withRules.has(m.id))
    .map((m) => ({
      id: m.id,
      ruleset_id: null,
      level: 'municipal' as const,
      state: 'MA' as const,
      name: m.name,
      effective_from: null,
      effective_to: null,
      zoning_map: null,
      town_rules: false,
      covered_by_state: true,
      zones: [],
    }));
  return [...rulesets, ...municipalities];
}
