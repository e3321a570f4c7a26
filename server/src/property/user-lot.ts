// The lot as one user sees it (spec 1 section 7; issue 6 item 6): the parcel with that user's
// overrides applied. Their corrected lot replaces the survey's for the edges, the setback areas
// and the lot size the rules see; the buildings they added join the survey's as footprints.
// Street data, placement and the playground check all start here, so a unit is placed and judged
// on the very lot the report draws. The rows come from user-lot-store.ts and overrides-store.ts.
import { toEvaluationOverrides, type UserOverrides, BuildingSource, LotSource, type BuildingProperties } from '../../../core/api';
import { areaSqFt } from '../../../core/geo';
import type { AreaGeometry, Feature, Polygon, Position } from '../../../core/geo';
import type { LotEdge } from '../../../core/setback';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { evaluateParcel, isoDay } from '../rules/rules-service';
import { lotContext } from '../lot/lot-geometry';
import { type SetbackArea } from '../lot/lot-setbacks';
import { storedGeometryOverLimit, type GeometryOverLimit } from '../../../core/api';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { loadOverrides } from './overrides-store';
import { findLot, type LotRow } from './property-store';
import { findBuildings, findFirstAddressPoint, findZoning } from './user-lot-store';

/** A parcel row as stored. */
export type ParcelRow = LotRow;

/** A parcel as one user sees it, with the rules evaluated for it. */
export interface UserLot {
  /** The user's overrides, or undefined (visitors, or nothing changed). */
  overrides: UserOverrides | undefined;
  lot: AreaGeometry;
  lotSource: LotSource;
  /** The survey's lot size, or the area of the user's lot rounded to a square foot. */
  lotSizeSqFt: number | null;
  /** The survey's buildings, then the user's. */
  buildings: Feature<Polygon, BuildingProperties>[];
  /** Whether the survey has the lot's buildings (false where the source has no footprints). */
  buildingsKnown: boolean;
  zoning: { zoningMap: string; zoneCode: string; coverage: number }[];
  evaluated: ReturnType<typeof evaluateParcel>;
  edges: LotEdge[];
  ext: SetbackArea;
  int: SetbackArea;
  /** Why the lot is not measured (its edges and areas then stay empty), or null. */
  unmeasured: GeometryOverLimit | null;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The user's buildings as building features: `building_source: 'user'`, with their footprint area. */
function userBuildingFeatures(overrides: UserOverrides | undefined): Feature<Polygon, BuildingProperties>[] {
  return (overrides?.buildings_geojson.features ?? []).map(({ geometry, properties: p }) => ({
    type: 'Feature',
    geometry,
    properties: {
      id: p.id,
      kind: p.kind,
      label: p.label,
      building_source: BuildingSource.User,
      height_ft: p.height_ft,
      footprint_sqft: round1(areaSqFt(geometry)),
    },
  }));
}

/**
 * `parcel` as `viewer` (null: a visitor) sees it, with their overrides of where they are (Lotline's
 * pages or their embed's organization, overrides-store.ts). `addressPoint` and `addressStreet` (the street
 * named in the address) tell the primary front of a corner lot; null when unknown.
 */
export async function loadUserLot(db: Db, parcel: ParcelRow, viewer: Viewer | null, now: Date, addressPoint: Position | null, addressStreet: string | null = null): Promise<UserLot> {
  const [buildingRows, zoningRows, overrides, surveyContext] = await Promise.all([
    findBuildings(db, parcel.id),
    findZoning(db, parcel.id),
    viewer ? loadOverrides(db, viewer, parcel.id) : undefined,
    lotContext(db, parcel.id, parcel.lot),
  ]);
  const lot: AreaGeometry = overrides?.lot ?? parcel.lot;
  // The streets, street lines and neighbours around the user's lot, which may reach further than the survey's.
  const context = overrides?.lot ? await lotContext(db, parcel.id, overrides.lot) : surveyContext;
  const lotSource = overrides?.lot ? LotSource.User : LotSource.Survey;
  const lotSizeSqFt = overrides?.lot ? Math.round(areaSqFt(overrides.lot)) : parcel.lotSizeSqFt;
  const surveyed: Feature<Polygon, BuildingProperties>[] = buildingRows.map((b) => ({
    type: 'Feature',
    geometry: b.footprint,
    properties: { id: b.id, kind: b.kind, label: b.label, building_source: b.source, height_ft: b.heightFt, footprint_sqft: b.footprintSqFt },
  }));
  const allBuildings = [...surveyed, ...userBuildingFeatures(overrides)];
  const evaluated = evaluateParcel(
    { ...parcel, lotSizeSqFt, zoning: zoningRows.map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode })) },
    isoDay(now),
    toEvaluationOverrides(overrides),
  );
  // Setbacks come from the rules; the detached area also keeps clear of every building.
  // A lot past the geometry limits, or buildings (the survey's and the user's) past a request's and a
  // property's limits together, are not measured: the edges and areas stay unknown, and the report says why.
  const unmeasured = storedGeometryOverLimit(lot, allBuildings.map((b) => b.geometry));
  const { edges, ext, int } = unmeasured ? UNMEASURED : await computePool().run('lotSetbacks', [{
    lot,
    context,
    addressPoint,
    addressStreet,
    edgeLabels: overrides?.lot_edges ?? [],
    setbacks: evaluated.evaluation.setbacks,
    footprints: allBuildings.map((b) => b.geometry),
  }], computeDeadlineMs());
  return {
    overrides,
    lot,
    lotSource,
    lotSizeSqFt,
    buildings: allBuildings,
    buildingsKnown: parcel.buildingsKnown,
    zoning: zoningRows.map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode, coverage: z.coverage })),
    evaluated,
    edges,
    ext,
    int,
    unmeasured,
  };
}

/** The edges and areas of a lot past the geometry limits: unknown. */
const UNMEASURED: { edges: LotEdge[]; ext: SetbackArea; int: SetbackArea } = { edges: [], ext: undefined, int: undefined };

/** A user's lot with its parcel row. */
export type UserLotOfParcel = UserLot & { parcel: ParcelRow };

/**
 * The lot `propertyId` as `viewer` sees it, with the parcel row; undefined for an unknown property. Its
 * first address, as the lot lookup lists them, tells the primary front of a corner lot: its point,
 * and its street where the street layer names centre lines.
 */
export async function loadUserLotById(db: Db, propertyId: string, viewer: Viewer | null, now: Date): Promise<UserLotOfParcel | undefined> {
  const [parcel, address] = await Promise.all([findLot(db, propertyId), findFirstAddressPoint(db, propertyId)]);
  if (!parcel) return undefined;
  return { ...(await loadUserLot(db, parcel, viewer, now, address && !address.pointInferred ? [address.lng, address.lat] : null, address?.street ?? null)), parcel };
}
