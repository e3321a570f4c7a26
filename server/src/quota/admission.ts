// The address quota as one step of the operations that open a property (spec 1: 'Free users have
// a limited number of addresses'). A binding that opens a property says which one with `opens`
// (http/bind-operation.ts): the binder runs it after the input is parsed, admits the property for
// a signed-in viewer here, and hands the handler what `opens` loaded with the admission. Street
// data, placement, the playground check, an evaluation that describes a property and the PDF count the
// same way, once per request, after the refusals that come before a property opens (a forged
// signature, an unknown property or organization, a malformed drawing).
// Nothing else admits (a boundary rule: only the binder imports this module's values).
import { sql } from 'drizzle-orm';
import type { StreetDataQuota } from '../../../core/api';
import { embedOrganizationOf, type Viewer } from '../auth/current-user';
import { queryRows, type Database, type Db } from '../db/database';
import { verifyReportGrant } from './report-grant';
import { countUsed, periodStart, quotaPolicyOf, type SeenAddress } from './address-quota';

/** What an operation's `opens` found: what its handler works on, and the property it opens (null: none). */
export interface Opened<S> {
  subject: S;
  propertyId: string | null;
  /** The address it was opened at, kept for the sidebar history (street data names one; other operations keep the stored one). */
  seen?: SeenAddress;
}

/** Whether the viewer sees the opened property in full, and their quota after opening it (null for a visitor). */
export interface Admission {
  admitted: boolean;
  quota: StreetDataQuota | null;
  /** The organization whose grant opened it (issue 29), when a grant did. */
  grantedBy?: string;
}

/** What admitting needs. */
export interface AdmissionDeps {
  database: Database;
  now(): Date;
  /** The server's secret, which signs visitors' grants. */
  secret: string;
}

/**
 * The admission of what `opened` names for `viewer`: null for a visitor or when no property is
 * opened. A valid grant of that property (`grant`, from the X-Lotline-Grant header; issue 29) admits
 * it for anyone who holds it, counted against the organization that gave it, never the viewer's quota.
 */
export async function admitOpened(deps: AdmissionDeps, viewer: Viewer | null, opened: Opened<unknown>, grant: string | null = null): Promise<Admission | null> {
  if (opened.propertyId === null) return null;
  const granted = grant ? verifyReportGrant(deps.secret, grant, deps.now()) : null;
  if (granted && granted.propertyId === opened.propertyId) {
    return { admitted: true, quota: viewer ? await quotaNow(deps.database.db, viewer, deps.now()) : null, grantedBy: granted.organizationId };
  }
  if (!viewer) return null;
  return admitAddress(deps.database.db, viewer, opened.propertyId, { now: deps.now(), ...(opened.seen ? { seen: opened.seen } : {}) });
}

/** The viewer's quota as it stands, opening nothing. */
async function quotaNow(db: Db, viewer: Viewer, now: Date): Promise<StreetDataQuota> {
  const policy = await quotaPolicyOf(db, viewer);
  const used = await countUsed(db, viewer.id, periodStart(policy.period, now));
  return { used, ...policy, reached: policy.limit !== null && used >= policy.limit };
}

/** Options of `admitAddress`. */
export interface AdmitOptions {
  /** When the property is opened (default: now); the period is counted from it and it is stored as first or last seen. */
  now?: Date;
  /** The address it was opened at, kept for the history; without it the stored one stays (a placement names no address). */
  seen?: SeenAddress;
}

/**
 * Opens `propertyId` for the viewer: a property already in their list is admitted again (its
 * last_seen_at updated), a new one is recorded and admitted while the period's count is under
 * the limit, and refused (not recorded) at the limit. The count and the insert run in one
 * transaction under a lock on the user, so parallel requests cannot pass the limit together.
 * Opened with a widget token, an admitted property is also recorded for that organization's embed
 * (`embed_addresses`): its history and what it counts as opened (issue 28). The quota is the
 * account's, counted the same wherever the property was opened.
 */
export async function admitAddress(db: Db, viewer: Viewer, propertyId: string, { now = new Date(), seen }: AdmitOptions = {}): Promise<{ admitted: boolean; quota: StreetDataQuota }> {
  const at = now.toISOString();
  const label = seen?.label ?? null;
  const params = seen ? JSON.stringify(seen.params) : null;
  return db.transaction(async (tx) => {
    // A transaction-scoped advisory lock on the user: development users have no row to lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_addresses'), hashtext(${viewer.id}))`);
    const policy = await quotaPolicyOf(tx as unknown as Db, viewer);
    const since = periodStart(policy.period, now);
    const known = await queryRows(
      tx as unknown as Db,
      sql`UPDATE user_addresses
          SET last_seen_at = ${at}::timestamptz, label = coalesce(${label}::text, label), params = coalesce(${params}::jsonb, params)
          WHERE user_id = ${viewer.id} AND property_id = ${propertyId} RETURNING 1 AS one`,
    );
    let used = await countUsed(tx as unknown as Db, viewer.id, since);
    let admitted = known.length > 0;
    if (!admitted && (policy.limit === null || used < policy.limit)) {
      await tx.execute(
        sql`INSERT INTO user_addresses (user_id, property_id, first_seen_at, last_seen_at, label, params)
            VALUES (${viewer.id}, ${propertyId}, ${at}::timestamptz, ${at}::timestamptz, ${label}::text, ${params}::jsonb)`,
      );
      used += 1;
      admitted = true;
    }
    const embed = embedOrganizationOf(viewer);
    if (admitted && embed !== null) {
      await tx.execute(
        sql`INSERT INTO embed_addresses (user_id, organization_id, property_id, first_seen_at, last_seen_at, label, params)
            VALUES (${viewer.id}, ${embed}, ${propertyId}, ${at}::timestamptz, ${at}::timestamptz, ${label}::text, ${params}::jsonb)
            ON CONFLICT (user_id, organization_id, property_id) DO UPDATE
            SET last_seen_at = excluded.last_seen_at, label = coalesce(excluded.label, embed_addresses.label), params = coalesce(excluded.params, embed_addresses.params)`,
      );
    }
    return { admitted, quota: { used, ...policy, reached: policy.limit !== null && used >= policy.limit } };
  });
}
