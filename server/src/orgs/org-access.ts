// Who may do what in an organization (spec 6 'Organization roles'): every route under
// /api/orgs/:id that reads or changes an organization's own data goes through `requireOrgRole`,
// so one place decides. Anonymous callers get 401; signed-in users outside the organization
// (development-token users included, who belong to none) and members asking for an owner's
// action get 403.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, fieldErrors, MembersMessage, type OrgRole, OrgIdSchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Viewer } from '../auth/current-user';
import { requireViewer } from '../http/viewer-of-request';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { roleInOrganization } from './members';

/** A signed-in member of the organization in the path. */
export interface OrgCaller {
  userId: string;
  orgId: string;
  role: OrgRole;
}

/** The 401 of an organization's own routes without a token. */
export const ORG_SIGN_IN_MESSAGE = 'Sign in to manage your organization.';

/** The organization id of the request's `:id` path parameter, or a 400. */
export function orgIdParam(c: Context): string {
  const parsed = v.safeParse(OrgIdSchema, c.req.param('id'));
  if (!parsed.success) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { id: fieldErrors(parsed.issues)['_'] ?? [] });
  return parsed.output;
}

/**
 * `viewer` as a member of organization `orgId` with at least `needed` (an owner may do what a
 * member may); 403 otherwise (development-token users belong to none).
 */
export async function requireOrgMember(db: Db, viewer: Viewer, orgId: string, needed: OrgRole): Promise<OrgCaller> {
  const role = viewer.kind === 'account' ? await roleInOrganization(db, viewer.id, orgId) : null;
  if (!role) throw new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.NotMember);
  if (needed === 'owner' && role !== 'owner') throw new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.OwnersOnly);
  return { userId: viewer.id, orgId, role };
}

/**
 * The caller, when signed in and a member of the organization `:id` with at least `needed`
 * (an owner may do what a member may). 401 without a token, 403 otherwise.
 */
export async function requireOrgRole(c: Context, deps: Pick<RouteDeps, 'auth' | 'database'>, needed: OrgRole): Promise<OrgCaller> {
  const orgId = orgIdParam(c);
  const viewer = await requireViewer(c, deps.auth, ORG_SIGN_IN_MESSAGE);
  return requireOrgMember(deps.database.db, viewer, orgId, needed);
}
