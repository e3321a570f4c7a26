// An organization's monthly allowance of full reports opened for its visitors (decision 050): the
// plan's allowance, set by the operator or the default, and how much of this month's is used.
import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_PLAN_ALLOWANCES, type OrgPlan, type ReportAllowance } from '../../../core/api';
import type { Db } from '../db/database';
import { planAllowances, reportUnlocks } from '../db/schema';
import type { OrganizationRow } from './org-store';

/** The month of `now` as the allowance counts it: YYYY-MM, UTC. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** The monthly allowance of `plan`: the operator's, else the default. */
export async function planAllowance(db: Db, plan: OrgPlan): Promise<number> {
  const [row] = await db.select({ monthly: planAllowances.monthlyReports }).from(planAllowances).where(eq(planAllowances.plan, plan)).limit(1);
  return row?.monthly ?? DEFAULT_PLAN_ALLOWANCES[plan];
}

/** Sets the monthly allowance of `plan` (the admin command). */
export async function setPlanAllowance(db: Db, plan: OrgPlan, monthlyReports: number): Promise<void> {
  await db.insert(planAllowances).values({ plan, monthlyReports }).onConflictDoUpdate({ target: planAllowances.plan, set: { monthlyReports } });
}

/** How much of this month's allowance `org` used. */
export async function reportAllowanceOf(db: Db, org: Pick<OrganizationRow, 'id' | 'plan'>, now: Date): Promise<ReportAllowance> {
  const month = monthOf(now);
  const [row] = await db.select({ used: count() }).from(reportUnlocks).where(and(eq(reportUnlocks.organizationId, org.id), eq(reportUnlocks.month, month)));
  return { plan: org.plan, month, used: Number(row?.used ?? 0), allowance: await planAllowance(db, org.plan) };
}

