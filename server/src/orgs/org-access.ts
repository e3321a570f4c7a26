// Who may do what in an organization (spec 6 'Organization roles'): every operation under
// /api/orgs/{id} that reads or changes an organization's own data declares its `roles` on its
// descriptor, and the binder checks them here, so one place decides. Anonymous callers get 401;
// signed-in users outside the organization (development-token users included, who belong to
// none) and members asking for an owner's action get 403.
import { ApiErrorCode, MembersMessage, type OrgRole, type OrgRoles } from '../../../core/api';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { OrgCaller } from '../http/route-deps';
import { roleInOrganization } from './members';

export type { OrgCaller } from '../http/route-deps';

/** The 401 of an organization's own routes without a token. */
export const ORG_SIGN_IN_MESSAGE = 'Sign in to manage your organization.';

/**
 * `viewer` as a member of organization `orgId` holding one of `roles` (an operation's `roles`,
 * checked by the binder); 403 otherwise (development-token users belong to none).
 */
export async function requireOrgRoles(db: Db, viewer: Viewer, orgId: string, roles: OrgRoles): Promise<OrgCaller> {
  const role = viewer.kind === 'account' ? await roleInOrganization(db, viewer.id, orgId) : null;
  if (!role) throw new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.NotMember);
  // With two roles, a member refused is refused because the operation is for owners only.
  if (!(roles as readonly OrgRole[]).includes(role)) throw new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.OwnersOnly);
  return { userId: viewer.id, orgId, role };
}
