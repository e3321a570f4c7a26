// Accounts made through the API for end-to-end tests: a sign-up, and the onboarding a test user
// would otherwise answer in the widget's dialog (tests about other screens skip the dialog so).
import { expect } from 'vitest';
import type { AccountUser, AuthSession } from '../../../core/api/auth.schema';

/** Signs a new account up (`POST /api/auth/sign-up`) and answers its token and user. */
export async function signUpThroughApi(serverUrl: string, account: { email: string; password: string; first_name: string; last_name: string }): Promise<AuthSession> {
  const response = await fetch(`${serverUrl}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AuthSession;
}

/**
 * Onboards the token's user through `POST /api/me/onboarding` with their own names and `role`,
 * without an organization. 'Homeowner' (the default) leaves the report as a user who was never
 * onboarded sees it (spec 6: homeowners and users not onboarded get the same prompt).
 */
export async function onboardThroughApi(serverUrl: string, token: string, role = 'Homeowner'): Promise<AccountUser> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${serverUrl}/api/me`, { headers })).json()) as { user: AccountUser };
  const body = { onboarded: true, user: { first_name: me.user.first_name, last_name: me.user.last_name, email: me.user.email, role }, organization: null, city_ids: [] };
  const response = await fetch(`${serverUrl}/api/me/onboarding`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { user: AccountUser }).user;
}

/** `GET /api/me`'s user for `token`. */
export async function meThroughApi(serverUrl: string, token: string): Promise<AccountUser> {
  const response = await fetch(`${serverUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: AccountUser }).user;
}
