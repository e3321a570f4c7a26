// Invites to an organization (spec 2 'Members panel', spec 4 'Invite and roles'): an owner invites
// an e-mail address with a role; the e-mailed link carries a random token of which only the
// SHA-256 is stored; whoever signs in with that address opens the link and joins with the role.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { INVITE_VALID_DAYS, type Invite, type InviteCreated, type InvitePreview, type OrgRole } from '../../../core/api';
import type { Db } from '../db/database';
import { organizationInvites, organizations, users } from '../db/schema';
import { inviteEmail } from '../mail/invite-email';
import { enqueueEmail } from '../mail/outbox';

type InviteRow = typeof organizationInvites.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of an invite token: its SHA-256, hex. */
export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Why an invite was not made, revoked, shown or accepted; the routes say it in words. */
export const InviteFailure = {
  /** The address belongs to a member already, or the user already is one. */
  AlreadyMember: 'already_member',
  /** No pending invite of the organization has this id. */
  NoPendingInvite: 'no_pending_invite',
  /** The invite's token is unknown, used or expired. */
  InviteInvalid: 'invite_invalid',
  /** The accepting user is gone. */
  NoSuchUser: 'no_such_user',
  /** The invite was sent to another address. */
  OtherEmail: 'other_email',
  /** The user belongs to another organization. */
  InOtherOrganization: 'in_other_organization',
} as const;
export type InviteFailure = (typeof InviteFailure)[keyof typeof InviteFailure];

/** What an invite operation answers: its value, or why it did not happen. */
export type InviteResult<T, F extends InviteFailure> = { ok: true; value: T } | { ok: false; reason: F };

/** An invite row as the members panel lists it. */
function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    email: row.email,
    organization_role: row.organizationRole,
    sender_user_id: row.senderUserId,
    organization_id: row.organizationId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The pending invites of `orgId` at `now` (neither accepted nor expired), newest first. */
export async function listPendingInvites(db: Db, orgId: string, now: Date): Promise<Invite[]> {
  const rows = await db
    .select()
    .from(organizationInvites)
    .where(and(eq(organizationInvites.organizationId, orgId), isNull(organizationInvites.acceptedAt), gt(organizationInvites.expiresAt, now)))
    .orderBy(desc(organizationInvites.createdAt), desc(organizationInvites.id));
  return rows.map(toInvite);
}

/** What an invite needs besides the database. */
export interface NewInvite {
  orgId: string;
  senderUserId: string;
  /** Lower case, as EmailSchema answers it. */
  email: string;
  role: OrgRole;
  now: Date;
  /** The server secret, which seals the invite e-mail in the outbox (mail/sealed-body.ts). */
  secret: string;
  /** The link that joins with `token`. */
  linkOf: (token: string) => string;
}

/**
 * Invites `email` to the organization, unless it is a member already; an earlier unaccepted invite
 * of that address is replaced, and the new invite and its e-mail are written in one transaction.
 * Answers the invite and its link.
 */
export async function createInvite(db: Db, invite: NewInvite): Promise<InviteResult<InviteCreated, typeof InviteFailure.AlreadyMember>> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, invite.orgId), eq(users.email, invite.email)))
    .limit(1);
  if (member) return { ok: false, reason: InviteFailure.AlreadyMember };
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, invite.orgId)).limit(1);
  const [sender] = await db.select({ name: users.name }).from(users).where(eq(users.id, invite.senderUserId)).limit(1);
  if (!organization || !sender) throw new Error(`Invite from ${invite.senderUserId} to ${invite.orgId}: no such organization or sender`);

  const token = randomBytes(32).toString('base64url');
  const link = invite.linkOf(token);
  const row: InviteRow = {
    id: randomUUID(),
    organizationId: invite.orgId,
    email: invite.email,
    organizationRole: invite.role,
    senderUserId: invite.senderUserId,
    tokenHash: hashInviteToken(token),
    createdAt: invite.now,
    expiresAt: new Date(invite.now.getTime() + INVITE_VALID_DAYS * DAY_MS),
    acceptedAt: null,
    acceptedUserId: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .delete(organizationInvites)
      .where(and(eq(organizationInvites.organizationId, invite.orgId), eq(organizationInvites.email, invite.email), isNull(organizationInvites.acceptedAt)));
    await tx.insert(organizationInvites).values(row);
    await enqueueEmail(
      tx as unknown as Db,
      invite.secret,
      inviteEmail({ to: invite.email, senderName: sender.name, organizationName: organization.name, role: invite.role, link, validDays: INVITE_VALID_DAYS }),
    );
  });
  return { ok: true, value: { invite: toInvite(row), invite_url: link } };
}

/** Revokes the unaccepted invite `inviteId` of `orgId`, when the organization has one. */
export async function revokeInvite(db: Db, orgId: string, inviteId: string): Promise<InviteResult<undefined, typeof InviteFailure.NoPendingInvite>> {
  const deleted = await db
    .delete(organizationInvites)
    .where(and(eq(organizationInvites.id, inviteId), eq(organizationInvites.organizationId, orgId), isNull(organizationInvites.acceptedAt)))
    .returning({ id: organizationInvites.id });
  return deleted.length === 0 ? { ok: false, reason: InviteFailure.NoPendingInvite } : { ok: true, value: undefined };
}

/** The invite of `token` for the join page, unless it is unknown, used or expired. */
export async function previewInvite(db: Db, token: string, now: Date): Promise<InviteResult<InvitePreview, typeof InviteFailure.InviteInvalid>> {
  const [row] = await db
    .select({ organizationId: organizations.id, organizationName: organizations.name, email: organizationInvites.email, role: organizationInvites.organizationRole })
    .from(organizationInvites)
    .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
    .where(and(eq(organizationInvites.tokenHash, hashInviteToken(token)), isNull(organizationInvites.acceptedAt), gt(organizationInvites.expiresAt, now)))
    .limit(1);
  if (!row) return { ok: false, reason: InviteFailure.InviteInvalid };
  return { ok: true, value: { organization_id: row.organizationId, organization_name: row.organizationName, email: row.email, organization_role: row.role } };
}

/**
 * User `userId` joins with the invite of `token`, in one transaction that also marks the invite
 * used; not when it is unknown, used or expired, was sent to another address, or the user already
 * belongs to an organization. Whether they are onboarded stays as it was, so an invited user who
 * never was sees the onboarding dialog of invited users.
 */
export async function acceptInvite(db: Db, userId: string, token: string, now: Date): Promise<InviteResult<undefined, Exclude<InviteFailure, typeof InviteFailure.NoPendingInvite>>> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(organizationInvites)
      .where(and(eq(organizationInvites.tokenHash, hashInviteToken(token)), isNull(organizationInvites.acceptedAt), gt(organizationInvites.expiresAt, now)))
      .limit(1)
      .for('update');
    if (!invite) return { ok: false, reason: InviteFailure.InviteInvalid };
    const [user] = await tx.select({ email: users.email, organizationId: users.organizationId }).from(users).where(eq(users.id, userId)).limit(1).for('update');
    // Nothing is written before these checks, so answering a failure commits nothing.
    if (!user) return { ok: false, reason: InviteFailure.NoSuchUser };
    if (user.email !== invite.email) return { ok: false, reason: InviteFailure.OtherEmail };
    if (user.organizationId === invite.organizationId) return { ok: false, reason: InviteFailure.AlreadyMember };
    if (user.organizationId !== null) return { ok: false, reason: InviteFailure.InOtherOrganization };
    await tx
      .update(users)
      .set({ organizationId: invite.organizationId, organizationRole: invite.organizationRole, joinedOrganizationAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.update(organizationInvites).set({ acceptedAt: now, acceptedUserId: userId }).where(eq(organizationInvites.id, invite.id));
    return { ok: true, value: undefined };
  });
}
