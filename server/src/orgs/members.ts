// The members of an organization (spec 3 'Organization member', spec 6 'Organization roles'):
// the list the members panel shows, and an owner's change of a member's role.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Member, OrgRole } from '../../../core/api';
import type { Db } from '../db/database';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** The role of `userId` in organization `orgId`, or null when they are not one of its members. */
export async function roleInOrganization(db: Db, userId: string, orgId: string): Promise<OrgRole | null> {
  const [row] = await db
    .select({ role: users.organizationRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)))
    .limit(1);
  return row?.role ?? null;
}

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

/** Why a role did not change: the user is not a member, or is an owner (spec 6: owners change the roles of other members, not of an owner). */
export const RoleChangeFailure = { NotMember: 'not_member', OwnerRoleFixed: 'owner_role_fixed' } as const;
export type RoleChangeFailure = (typeof RoleChangeFailure)[keyof typeof RoleChangeFailure];

/** Gives member `userId` of `orgId` the role `role` and answers them as listed, or why not. */
export async function setMemberRole(db: Db, orgId: string, userId: string, role: OrgRole, now: Date): Promise<{ ok: true; member: Member } | { ok: false; reason: RoleChangeFailure }> {
  const [target] = await db
    .select({ role: users.organizationRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId), isNotNull(users.organizationRole)))
    .limit(1);
  if (!target) return { ok: false, reason: RoleChangeFailure.NotMember };
  if (target.role === 'owner') return { ok: false, reason: RoleChangeFailure.OwnerRoleFixed };
  // Guarded by the role read above, so a member made owner meanwhile is not changed back.
  const [updated] = await db
    .update(users)
    .set({ organizationRole: role, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId), eq(users.organizationRole, 'member')))
    .returning();
  if (!updated) return { ok: false, reason: RoleChangeFailure.OwnerRoleFixed };
  return { ok: true, member: toMember(updated) };
}
