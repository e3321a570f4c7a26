// The summary a lead carries to the organization (core/api/leads.schema.ts `LeadSummary`): built
// here when the lead arrives, from the property it names as its sender sees it (their corrected lot
// and facts, their saved layout), so the owners read what the visitor read. The locked values of a
// limited report (core/report/limited.ts) go into it only when the sender has the property in their
// address list, that is when they already saw it in full: an anonymous visitor, or one past the
// quota, cannot read a size limit by sending a lead to an organization of their own.
import { and, eq } from 'drizzle-orm';
import { LEAD_SUMMARY_VERSION, type LeadSubmission, type LeadSummary, type StreetData } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { findCataloguePlan } from '../../../core/floor-plans';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { userAddresses } from '../db/schema';
import { findAddressOfProperty } from '../address/address-store';
import { loadStreetData, visibleReport } from '../property/report-service';

/** The report page of each ADU kind, whose saved layout holds the placed unit. */
const PAGE_OF: Record<'ext' | 'int', LayoutPage> = { ext: 'backyard-cottage', int: 'in-home-apartment' };

/** Whether `viewer` has opened `propertyId` in full before (it is in their address list). */
async function hasSeenInFull(db: Db, viewer: Viewer | null, propertyId: string): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await db
    .select({ propertyId: userAddresses.propertyId })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, viewer.id), eq(userAddresses.propertyId, propertyId)))
    .limit(1);
  return row !== undefined;
}

/** The plan of `uuid`: a catalogue plan, or one of the sender's own; null when neither has it. */
function planOf(data: StreetData, uuid: string): LeadSummary['plan'] {
  const plan = findCataloguePlan(uuid) ?? data.user_overrides?.floor_plans.find((own) => own.uuid === uuid);
  return plan ? { name: plan.name, sqft: Math.round(plan.sqft), floor_plan_uuid: plan.uuid } : null;
}

/** The placed plan: the one the submission names, else the selected (or first) unit of the sender's saved layout for the kind. */
function placedPlan(data: StreetData, kind: 'ext' | 'int' | null, named: string | undefined): LeadSummary['plan'] {
  if (named) return planOf(data, named);
  if (!kind) return null;
  const units = data.user_overrides?.layouts[PAGE_OF[kind]] ?? [];
  const unit = units.find((candidate) => candidate.properties.selected) ?? units[0];
  const uuid = unit?.properties.floor_plan_uuid;
  return uuid ? planOf(data, uuid) : null;
}

/**
 * The summary of `data` for the ADU kind considered: `data` as its sender may see it (the report
 * service's `visibleReport`), so a limited report's locked values are not there to copy. A cost
 * worked out from the size limit by right is locked with it; one of a placed plan or the public range is not.
 */
export function summarizeReport(data: StreetData, kind: 'ext' | 'int' | null, floorPlanUuid?: string): LeadSummary {
  const adu = data.bylaws.adu;
  const cost = kind ? (data.cost_estimate?.[kind] ?? null) : null;
  const estimate = cost && { low: cost.low, high: cost.high, currency: cost.currency };
  return {
    summary_version: LEAD_SUMMARY_VERSION,
    property_id: data.attributes.property_id,
    address: data.attributes.address.label,
    adu_kind: kind,
    verdict: kind ? { status: adu.status[kind], legal: adu[`${kind}_legal`], likelihood: adu.likelihood?.[kind] ?? null } : null,
    size_limit_sqft: kind ? (adu.size_limits[kind].br?.max ?? null) : null,
    plan: placedPlan(data, kind, floorPlanUuid),
    estimate,
    limited: data.limited_report,
  };
}

/**
 * The summary of the property a lead names, as its sender sees it; null when the lead names none
 * or the property is unknown (the lead is stored all the same).
 */
export async function buildLeadSummary(db: Db, viewer: Viewer | null, submission: Pick<LeadSubmission, 'property_id' | 'adu_kind' | 'floor_plan_uuid'>, now: Date): Promise<LeadSummary | null> {
  const propertyId = submission.property_id;
  if (!propertyId) return null;
  const [address, inFull] = await Promise.all([findAddressOfProperty(db, propertyId), hasSeenInFull(db, viewer, propertyId)]);
  const data = address && (await loadStreetData(db, address, now, viewer));
  if (!data) return null;
  return summarizeReport(visibleReport(data, inFull), submission.adu_kind ?? null, submission.floor_plan_uuid);
}
