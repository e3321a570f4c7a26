// An app on a fresh test database with the service-area cities loaded, for tests of
// organizations: JSON requests with or without a bearer token, sign-up, and onboarding of a user
// as the owner of a new organization.
import { expect } from 'vitest';
import type { AccountUser, AuthSession } from '../../core/api/auth.schema';
import type { ApiErrorBody } from '../../core/api/error.schema';
import type { InviteCreated, OrgRole } from '../../core/api/members.schema';
import type * as v from 'valibot';
import type { OnboardingSubmissionSchema } from '../../core/api/onboarding.schema';
import { createApp, type AppDeps } from '../../server/src/app';
import type { Database } from '../../server/src/db/database';
import { ensureCities } from '../../server/src/orgs/cities';
import { createTestDatabase } from './test-database';

/** A response: status, headers and the parsed JSON body (null when empty). */
export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T & ApiErrorBody;
}

/** The company part of an onboarding submission, as sent. */
export type OnboardingOrganizationInput = v.InferInput<typeof OnboardingSubmissionSchema>['organization'];

/** An onboarding submission of a builder; `organization` null for none. */
export function onboardingBody(first_name: string, last_name: string, email: string, organization: OnboardingOrganizationInput, city_ids: number[] = []) {
  return { onboarded: true, user: { first_name, last_name, email, role: 'Builder' }, organization, city_ids };
}

/** Opens the app; `close()` when done. */
export async function openOrgApp(options: Partial<Omit<AppDeps, 'database'>> = {}) {
  const database: Database = await createTestDatabase();
  await ensureCities(database.db);
  const app = createApp({ secret: 'a-test-secret-of-at-least-32-characters!', publicUrl: 'https://lotline.example', ...options, database });

  async function call<T = unknown>(method: string, path: string, init: { token?: string | undefined; body?: unknown } = {}): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T & ApiErrorBody };
  }

  /** A new account (201 expected). */
  async function signUp(email: string, first_name = 'Ada', last_name = 'Lovelace'): Promise<AuthSession> {
    const { status, body } = await call<AuthSession>('POST', '/api/auth/sign-up', { body: { email, password: 'correct horse battery', first_name, last_name } });
    expect(status).toBe(201);
    return body;
  }

  /** Onboards `session`'s user with a new organization named `name`; answers the user (200 expected). */
  async function onboardOwner(session: AuthSession, name: string): Promise<AccountUser> {
    const organization = { name, email: `office@${session.user.email.split('@')[1]}`, land_url: null, settings: { address: '', phoneNumber: null, projects: [], upgrade: [] } };
    const { status, body } = await call<{ user: AccountUser }>('POST', '/api/me/onboarding', {
      token: session.token,
      body: onboardingBody(session.user.first_name, session.user.last_name, session.user.email, organization),
    });
    expect(status).toBe(200);
    return body.user;
  }

  /** The token of an invite link. */
  const tokenOf = (invite: InviteCreated) => new URL(invite.invite_url).searchParams.get('token') ?? '';

  /** Signs up `email` and joins `orgId` with `role` through an invite from `owner`; answers the new member's session. */
  async function joinAs(owner: AuthSession, orgId: string, email: string, role: OrgRole, first_name = 'Grace', last_name = 'Hopper'): Promise<AuthSession> {
    const invited = await call<InviteCreated>('POST', `/api/orgs/${orgId}/invites`, { token: owner.token, body: { email, organization_role: role } });
    expect(invited.status).toBe(201);
    const session = await signUp(email, first_name, last_name);
    const accepted = await call<{ user: AccountUser }>('POST', '/api/invites/accept', { token: session.token, body: { token: tokenOf(invited.body) } });
    expect(accepted.status).toBe(200);
    return { ...session, user: accepted.body.user };
  }

  return { database, app, call, signUp, onboardOwner, joinAs, tokenOf, close: () => database.close() };
}

/** What `openOrgApp` answers. */
export type OrgApp = Awaited<ReturnType<typeof openOrgApp>>;
