// The members of an organization (spec 3 'Organization member', spec 6 'Organization roles'):
// the list the members panel shows, and an owner's change of a member's role.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ApiErrorCode, MembersMessage, type Member, type OrgRole } from '../../../core/api';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';

type UserRow = typeof users.$inferSelect;

/** A user row as the members panel lists it; `created_at` is when they joined. */
function toMember(row: UserRow): Member {
  return {
    user_id: row.id,
    organization_role: row.organizationRole ?? 'member',
    created_at: (row.joinedOrganizationAt ?? row.createdAt).toISOString(),
    onboarding_data: { first_name: row.firstName, last_name: row.lastName, email: row.email },
  };
}

/** The members of `orgId`: owners first, then by the time they joined (earliest first). */
export async function listMembers(db: Db, orgId: string): Promise<Member[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, orgId), isNotNull(users.organizationRole)))
    .orderBy(sql`(${users.organizationRole} = 'owner') desc`, sql`coalesce(${users.joinedOrganizationAt}, ${users.createdAt})`, users.id);
  return rows.map(toMember);
}

/**
 * Gives member `userId` of `orgId` the role `role` and answers them as listed. An owner's role
 * cannot change (spec 6: owners change the roles of other members, not of an owner): 403; a user
 * outside the organization: 404.
 */
export async function setMemberRole(db: Db, orgId: string, userId: string, role: OrgRole, now: Date): Promise<Member> {
  const [target] = await db
    .select({ role: users.organizationRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId), isNotNull(users.organizationRole)))
    .limit(1);
  if (!target) throw new ApiError(404, ApiErrorCode.NotFound, 'This person is not a member of the organization.');
  const ownerRoleFixed = new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.OwnerRoleFixed);
  if (target.role === 'owner') throw ownerRoleFixed;
  // Guarded by the role read above, so a member made owner meanwhile is not changed back.
  const [updated] = await db
    .update(users)
    .set({ organizationRole: role, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId), eq(users.organizationRole, 'member')))
    .returning();
  if (!updated) throw ownerRoleFixed;
  return toMember(updated);
}
