// Organizations and their people for database tests: an organization row with the given settings,
// and accounts signed up through the app and placed in an organization as owner or member.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AuthSession } from '../../core/api/auth.schema';
import type { OrgRole } from '../../core/api/members.schema';
import type { Db } from '../../server/src/db/database';
import { organizations, users } from '../../server/src/db/schema';

/** Inserts an organization `id` with stored `settings`. */
export async function insertOrganization(db: Db, id: string, settings: Record<string, unknown> = {}): Promise<void> {
  await db.insert(organizations).values({ id, name: `Organization ${id}`, settings });
}

/** Signs up `email` through the app and, with `org`, makes the account that organization's owner or member; answers its token and id. */
export async function signUpPerson(app: Hono, db: Db, email: string, org?: { id: string; role: OrgRole }): Promise<{ token: string; userId: string }> {
  const response = await app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password', first_name: 'Test', last_name: 'Person' }),
  });
  if (response.status !== 201) throw new Error(`Sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as AuthSession;
  if (org) {
    await db.update(users).set({ organizationId: org.id, organizationRole: org.role, joinedOrganizationAt: new Date() }).where(eq(users.id, session.user.id));
  }
  return { token: session.token, userId: session.user.id };
}
