// The schemas of a visitor's report unlock (issue 29, decision 050): the request, the grant and
// an organization's use of its allowance. The choices and constants they rest on are in
// visitor-report.ts, which loads no valibot, so the widget's first screen can read them.
import * as v from 'valibot';
import { ORG_PLANS } from './visitor-report';

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
