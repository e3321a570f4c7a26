// What an organization's visitors see of a report (issue 29): the limited report (the default, as
// the specification has it for anonymous visitors), the full report once they sent the lead form,
// or the full report for everyone. Reports opened this way count against the organization's plan
// allowance, never against the visitor; the server hands the visitor a signed grant for that one
// property, which every endpoint that answers a locked value checks (decision 050).
import * as v from 'valibot';

/** The choices of an organization's `visitor_report`. */
export const VISITOR_REPORTS = ['limited', 'after_lead', 'full'] as const;
export type VisitorReport = (typeof VISITOR_REPORTS)[number];

/** What an organization that chose nothing shows its visitors. */
export const DEFAULT_VISITOR_REPORT: VisitorReport = 'limited';

/** The plans of an organization. */
export const ORG_PLANS = ['free', 'pro'] as const;
export type OrgPlan = (typeof ORG_PLANS)[number];

/** Reports a month each plan unlocks for visitors when the operator set no other allowance (`npm run admin set-plan-allowance`). */
export const DEFAULT_PLAN_ALLOWANCES: Readonly<Record<OrgPlan, number>> = { free: 25, pro: 500 };

/** The request header that carries a visitor's grant. */
export const REPORT_GRANT_HEADER = 'X-Lotline-Grant';

/** A visitor's id: random, made by the widget once per organization and kept in the browser. */
export const VisitorIdSchema = v.pipe(
  v.string('visitor_id must be a string'),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'visitor_id must be 16 to 64 letters, digits, "_" or "-".'),
);

/** `POST /api/orgs/{id}/report-unlocks`: the property a visitor opened, and the lead they sent (after_lead). */
export const ReportUnlockRequestSchema = v.object({
  property_id: v.pipe(v.string('property_id must be a string'), v.trim(), v.nonEmpty('property_id is required'), v.maxLength(200, 'property_id must be at most 200 characters.')),
  visitor_id: VisitorIdSchema,
  lead_id: v.optional(v.pipe(v.string('lead_id must be a string'), v.maxLength(100, 'lead_id must be at most 100 characters.'))),
});
export type ReportUnlockRequest = v.InferOutput<typeof ReportUnlockRequestSchema>;

/** The grant: sent back in REPORT_GRANT_HEADER on the requests of that property until it expires. */
export const ReportUnlockSchema = v.object({
  grant: v.string(),
  property_id: v.string(),
  expires_at: v.string(),
});
export type ReportUnlock = v.InferOutput<typeof ReportUnlockSchema>;

/** How much of the month's allowance an organization used (Settings). */
export const ReportAllowanceSchema = v.object({
  plan: v.picklist(ORG_PLANS),
  month: v.string(),
  used: v.pipe(v.number(), v.integer(), v.minValue(0)),
  allowance: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ReportAllowance = v.InferOutput<typeof ReportAllowanceSchema>;

/** The 403 of an unlock for an organization that shows its visitors the limited report. */
export const UNLOCK_LIMITED_MESSAGE = 'This organization shows its visitors the limited report.';
/** The 403 of an unlock before the visitor sent the lead form for that property. */
export const UNLOCK_NEEDS_LEAD_MESSAGE = 'Send the contact form for this property to see the full report.';
/** The 403 of an unlock once the organization's reports of the month are used up. */
export const UNLOCK_ALLOWANCE_MESSAGE = 'This organization’s full reports for this month are used up; the limited report stays open.';
