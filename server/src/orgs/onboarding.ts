// The onboarding dialog's submission (spec 4 'Onboarding', spec 3 'Onboarding submission
// payload'): the user's names and role, and for a user outside any organization who describes
// one, a new organization with them as its owner.
import { eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import type { OnboardingSubmission, ProfileUpdate } from '../../../core/api';
import { OrgSettingsSchema } from '../../../core/api';
import type { Db } from '../db/database';
import { organizations, users } from '../db/schema';
import { unknownCityIds } from './cities';

/** The longest organization id (OrgIdSchema). */
const ORG_ID_MAX = 64;

/**
 * The organization id a name suggests: lower-case ASCII letters and digits joined by single
 * dashes, accents dropped, at most 64 characters ('Käthe & Sons, Builders' → 'kathe-sons-builders');
 * 'organization' when nothing is left.
 */
export function orgIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ORG_ID_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'organization';
}

/** The `n`th candidate id for `base`: `base`, then `base-2`, `base-3`..., shortened to fit 64 characters. */
export function orgIdCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, ORG_ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts the organization under the first free id of `base` and answers that id. */
async function insertWithFreeId(tx: Tx, base: string, values: Omit<typeof organizations.$inferInsert, 'id'>): Promise<string> {
  // Ids of one base share its first characters; a shortened base (for a long suffix) shares fewer.
  const prefix = base.slice(0, ORG_ID_MAX - 8);
  const taken = new Set((await tx.select({ id: organizations.id }).from(organizations).where(like(organizations.id, `${prefix}%`))).map((row) => row.id));
  for (let n = 1; ; n++) {
    const id = orgIdCandidate(base, n);
    if (taken.has(id)) continue;
    // Another onboarding may take the id between the read and the insert: then try the next one.
    const inserted = await tx.insert(organizations).values({ ...values, id }).onConflictDoNothing().returning({ id: organizations.id });
    if (inserted.length > 0) return id;
  }
}

/**
 * Saves the submission of user `userId` in one transaction: names, role, the submission as
 * `onboarding_data`, onboarded. A user in no organization who describes one becomes the owner of
 * a new organization (id from its name, made unique; service-area ids that are cities only); a
 * user who already belongs to one (an invited user) keeps it, and the organization part and city
 * ids of the submission are not used.
 */
export async function saveOnboarding(db: Db, userId: string, body: OnboardingSubmission, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so that a double submission cannot create two organizations.
    const [user] = await tx.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user) throw new Error(`No user ${userId} to onboard`);
    const { first_name, last_name, role } = body.user;
    const changes: Partial<typeof users.$inferInsert> = {
      firstName: first_name,
      lastName: last_name,
      name: `${first_name} ${last_name}`,
      role,
      onboardingData: body as unknown as Record<string, unknown>,
      onboarded: true,
      updatedAt: now,
    };
    const organization = body.organization;
    if (organization && user.organizationId === null) {
      const unknown = new Set(await unknownCityIds(tx as unknown as Db, body.city_ids));
      const settings = v.parse(OrgSettingsSchema, {
        address: organization.settings.address,
        phone_number: organization.settings.phoneNumber,
        projects: organization.settings.projects,
      });
      const orgId = await insertWithFreeId(tx, orgIdFromName(organization.name), {
        name: organization.name,
        email: organization.email,
        landUrl: organization.land_url,
        settings,
        features: {},
        cityIds: [...new Set(body.city_ids)].filter((id) => !unknown.has(id)),
        allowedOrigins: organization.allowed_origins,
        createdAt: now,
      });
      Object.assign(changes, { organizationId: orgId, organizationRole: 'owner', joinedOrganizationAt: now } satisfies Partial<typeof users.$inferInsert>);
    }
    await tx.update(users).set(changes).where(eq(users.id, userId));
  });
}

/** Writes the fields of `update` that are present (names keep `name` in step); answers nothing. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user) throw new Error(`No user ${userId} to update`);
    const firstName = update.first_name ?? user.firstName;
    const lastName = update.last_name ?? user.lastName;
    await tx
      .update(users)
      .set({ firstName, lastName, name: `${firstName} ${lastName}`, ...(update.role === undefined ? {} : { role: update.role }), updatedAt: now })
      .where(eq(users.id, userId));
  });
}
