// The property a what-if evaluation describes, if any (decision 044): a lot on file whose lines
// the request's lot follows, every part of it (core/geo/same-area.ts), as surveyed or as the
// viewer corrected it, with the jurisdiction, zone, property type, floor area and lot size that
// the viewer's report of it shows (the survey's, or the viewer's own corrections). Such a request
// asks what that report answers, so it opens that property like the report does. Anything else,
// a request without a lot, a lot on no parcel, a lot with a part added or left out, or a lot of
// one property with another's facts, describes no property: it is a what-if.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EvaluateRequest, FactOverrides } from '../../../core/api';
import { propertyTypeOverride } from '../../../core/api';
import { areaSqFt, bboxOf, expandBBoxByFeet, SAME_AREA_TOLERANCE_FT, type AreaGeometry } from '../../../core/geo';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { embedOrganizationOf, type Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { cubeContainsPoint, cubeFromBBox, embedAddresses, parcelZoning, parcels, propertyOverrides, userAddresses } from '../db/schema';

/** A property as the viewer may see it: each fact as surveyed and as they corrected it. */
export interface PropertyAsSeen {
  id: string;
  jurisdictionId: string;
  /** The survey's lot, and the viewer's corrected one. */
  lots: AreaGeometry[];
  lotSizesSqFt: (number | null)[];
  /** Its zone on every zoning map, the assessor's and the viewer's; empty when it has none. */
  zoneCodes: string[];
  propertyTypes: (string | null)[];
  grossFloorAreasSqFt: (number | null)[];
}

/** Square feet two areas may differ by and be the one a report shows: reports round them to the foot. */
const SAME_AREA_SQ_FT = 1;

/** Lots on file compared with the request's, at most. */
const MAX_CANDIDATES = 20;

const sameSqFt = (a: number | null, b: number | null): boolean => (a === null || b === null ? a === b : Math.abs(a - b) <= SAME_AREA_SQ_FT);

/** Whether the request's facts are the property's as the viewer sees it: one of its values for each. */
export function describesFacts(request: EvaluateRequest, seen: PropertyAsSeen): boolean {
  // An empty zone is no zone, as the evaluation reads it.
  const zone = request.zone_code || null;
  return (
    request.jurisdiction.toLowerCase() === seen.jurisdictionId &&
    (zone === null ? seen.zoneCodes.length === 0 : seen.zoneCodes.includes(zone)) &&
    seen.propertyTypes.includes(request.property_type) &&
    seen.grossFloorAreasSqFt.some((area) => sameSqFt(area, request.gross_floor_area)) &&
    seen.lotSizesSqFt.some((size) => sameSqFt(size, request.lot_size))
  );
}

type CandidateRow = {
  parcel: typeof parcels.$inferSelect;
  userLot: AreaGeometry | null;
  userFacts: Record<string, string | number> | null;
  /** Whether the user has opened it. */
  opened: boolean;
};

function asSeen(row: CandidateRow, zoneCodes: readonly string[]): PropertyAsSeen {
  const { parcel, userLot } = row;
  const facts = (row.userFacts ?? {}) as FactOverrides;
  const userType = propertyTypeOverride(facts.use_code_desc);
  return {
    id: parcel.id,
    jurisdictionId: parcel.jurisdictionId,
    lots: userLot ? [parcel.lot, userLot] : [parcel.lot],
    // A corrected lot's size is its area to the foot, as the report gives it (user-lot.ts).
    lotSizesSqFt: userLot ? [parcel.lotSizeSqFt, Math.round(areaSqFt(userLot))] : [parcel.lotSizeSqFt],
    zoneCodes: [...new Set([...zoneCodes, ...(parcel.zoneCode ? [parcel.zoneCode] : []), ...(facts.zone_code ? [facts.zone_code] : [])])],
    propertyTypes: userType ? [parcel.propertyTypeName, userType] : [parcel.propertyTypeName],
    grossFloorAreasSqFt: facts.gross_floor_area !== undefined ? [parcel.grossFloorAreaSqFt, facts.gross_floor_area] : [parcel.grossFloorAreaSqFt],
  };
}

/**
 * The id of the property the request describes for `viewer`, or null. Where several lots on file
 * are drawn alike, one the user has opened comes first. A widget token sees its embed's overrides
 * and openings only (issue 28).
 */
export async function findDescribedProperty(db: Db, viewer: Viewer, request: EvaluateRequest): Promise<string | null> {
  const userId = viewer.id;
  const embed = embedOrganizationOf(viewer);
  const lot = request.lot;
  // A lot without a position has no shape to compare (the evaluation refuses it).
  if (!lot || !(lot.type === 'Polygon' ? lot.coordinates : lot.coordinates.flat()).some((ring) => ring.length > 0)) return null;
  const box = bboxOf(lot);
  const near = cubeFromBBox(expandBBoxByFeet(box, SAME_AREA_TOLERANCE_FT));
  const opened =
    embed === null
      ? sql<boolean>`exists (select 1 from ${userAddresses} where ${userAddresses.userId} = ${userId} and ${userAddresses.propertyId} = ${parcels.id})`
      : sql<boolean>`exists (select 1 from ${embedAddresses} where ${embedAddresses.userId} = ${userId} and ${embedAddresses.organizationId} = ${embed} and ${embedAddresses.propertyId} = ${parcels.id})`;
  const candidates = (where: ReturnType<typeof and>) =>
    db
      .select({ parcel: parcels, userLot: propertyOverrides.lot, userFacts: propertyOverrides.facts, opened })
      .from(parcels)
      .leftJoin(
        propertyOverrides,
        and(eq(propertyOverrides.parcelId, parcels.id), eq(propertyOverrides.userId, userId), eq(propertyOverrides.embedOrganizationId, embed ?? '')),
      )
      .where(and(eq(parcels.kind, 'lot'), where))
      .orderBy(asc(parcels.id))
      .limit(MAX_CANDIDATES);
  const [surveyed, corrected] = await Promise.all([
    // Lots whose box is the request's: within the tolerance of it, around its middle.
    candidates(and(sql`${parcels.bbox} <@ ${near}::cube`, cubeContainsPoint(parcels.bbox, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2))),
    // Lots the user corrected near it: a corrected lot overlaps the survey's (property-update-checks.ts).
    candidates(and(isNotNull(propertyOverrides.lot), sql`${parcels.bbox} && ${near}::cube`)),
  ]);
  const byId = new Map<string, CandidateRow>();
  for (const row of [...surveyed, ...corrected] as CandidateRow[]) byId.set(row.parcel.id, row);
  // Comparing lines is geometry of the request's corners times the lots': the compute pool does it.
  const rows = [...byId.values()];
  const alike = await computePool().run('sameAreas', [lot, rows.map((row) => [row.parcel.lot, ...(row.userLot ? [row.userLot] : [])])], computeDeadlineMs());
  const drawnAlike = rows.filter((_, i) => alike[i]);
  if (drawnAlike.length === 0) return null;
  const zoning = await db
    .select({ parcelId: parcelZoning.parcelId, zoneCode: parcelZoning.zoneCode })
    .from(parcelZoning)
    .where(inArray(parcelZoning.parcelId, drawnAlike.map((row) => row.parcel.id)));
  const zonesOf = (id: string) => zoning.filter((z) => z.parcelId === id).map((z) => z.zoneCode);
  // Lots drawn alike (stacked parcels): one the user has opened first, then by id.
  drawnAlike.sort((a, b) => Number(b.opened) - Number(a.opened) || a.parcel.id.localeCompare(b.parcel.id));
  return drawnAlike.find((row) => describesFacts(request, asSeen(row, zonesOf(row.parcel.id))))?.parcel.id ?? null;
}
