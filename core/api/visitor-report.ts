// What an organization's visitors see of a report (issue 29): the limited report (the default, as
// the specification has it for anonymous visitors), the full report once they sent the lead form,
// or the full report for everyone. Reports opened this way count against the organization's plan
// allowance, never against the visitor; the server hands the visitor a signed grant for that one
// property, which every endpoint that answers a locked value checks (decision 050). The choices,
// the header and the refusals are plain constants without valibot: the widget's first screen reads
// them, and a module of it that loads valibot takes the whole library into that screen (decision
// 071); the schemas are in visitor-report.schema.ts.

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

/** The 403 of an unlock for an organization that shows its visitors the limited report. */
export const UNLOCK_LIMITED_MESSAGE = 'This organization shows its visitors the limited report.';
/** The 403 of an unlock before the visitor sent the lead form for that property. */
export const UNLOCK_NEEDS_LEAD_MESSAGE = 'Send the contact form for this property to see the full report.';
/** The 403 of an unlock once the organization's reports of the month are used up. */
export const UNLOCK_ALLOWANCE_MESSAGE = 'This organization’s full reports for this month are used up; the limited report stays open.';
