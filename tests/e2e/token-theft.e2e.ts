// The attack of a self-approved site, replayed in Chromium (decision 027). Mallory signs up, makes
// an organization and lists her own site among its embedding origins. Her page opens the genuine
// sign-in page in a popup; the victim, an organization's owner, signs in there. Before anything
// goes to Mallory's site the popup names it and asks; even when the victim agrees, what arrives is
// a widget token for Mallory's organization on her origin: it answers the widget's work, hides the
// victim's e-mail address, and gets 403 on the victim's organization, account and administration,
// from Mallory's page and from anywhere else. The victim's session never leaves Lotline's pages.
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser, AuthSession } from '../../core/api/auth.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const VICTIM = { email: 'victor.victim@victim-builders.example', password: 'a long enough password 1', first_name: 'Victor', last_name: 'Victim' };
const MALLORY = { email: 'mallory@mallory.example', password: 'a long enough password 2', first_name: 'Mallory', last_name: 'Attacker' };

let server: RunningServer;
let browser: Browser;
let site: Server;
let SITE: string;

/** Mallory's page: a button that opens Lotline's sign-in popup for her organization, and a record of every message it receives. */
function attackPage(signInUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
  <button id="go">Sign in with Lotline</button>
  <script>
    window.stolen = [];
    window.addEventListener('message', (event) => window.stolen.push(event.data));
    document.getElementById('go').addEventListener('click', () => window.open(${JSON.stringify(signInUrl)}, 'lotline-sign-in', 'popup=yes,width=480,height=680'));
  </script></body></html>`;
}

async function api<T>(method: string, path: string, token?: string, body?: unknown, origin?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Onboards `session`'s user as the owner of a new organization `name`; answers its id. */
async function ownOrganization(session: AuthSession, name: string, domain: string): Promise<string> {
  const onboarded = await api<{ user: AccountUser }>('POST', '/api/me/onboarding', session.token, {
    onboarded: true,
    user: { first_name: session.user.first_name, last_name: session.user.last_name, email: session.user.email, role: 'Builder' },
    organization: { name, email: `office@${domain}`, land_url: null, settings: { address: '', phoneNumber: null, projects: [], upgrade: [] } },
    city_ids: [],
  });
  expect(onboarded.status).toBe(200);
  return onboarded.body.user.organization_id!;
}

beforeAll(async () => {
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackPage(pendingSignInUrl)));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  SITE = `http://localhost:${(site.address() as { port: number }).port}`;
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

let pendingSignInUrl = '';

describe('a token stolen through a self-approved site', () => {
  it('is a widget token for the thief’s organization, refused on the victim’s organization and everything administrative', async () => {
    // The victim owns an organization with a lead in it.
    const victim = await signUpThroughApi(server.url, VICTIM);
    const victimOrg = await ownOrganization(victim, 'Victim Builders', 'victim-builders.example');
    const lead = await api('POST', `/api/orgs/${victimOrg}/leads`, undefined, {
      email: 'buyer@example.com',
      name: 'Bea Buyer',
      property_address: '12 Maple Street, Lotline, MA 01000',
      addr_state: 'MA',
      addr_city: 'Lotline',
      addr_zip: '01000',
      addr_num: '12',
      addr_street: 'Maple Street',
      lat: '42.1',
      lng: '-71.4',
      phone: '+1 (555) 010-0199',
      considering: 'Backyard cottage or addition',
      starting_timeline: 'early',
      is_owner: 'yes',
      lives_there: 'yes',
      steps_taken: 'None',
      water_supply: 'municipality',
      sewer_system: 'municipality',
    });
    expect(lead.status).toBe(201);

    // Mallory makes an organization and approves her own site as its embedding origin.
    const mallory = await signUpThroughApi(server.url, MALLORY);
    const malloryOrg = await ownOrganization(mallory, 'Mallory Homes', 'mallory.example');
    const settings = await api<Record<string, unknown>>('GET', `/api/orgs/${malloryOrg}/settings`, mallory.token);
    const saved = await api('PUT', `/api/orgs/${malloryOrg}/settings`, mallory.token, {
      name: settings.body.name,
      email: settings.body.email,
      land_url: settings.body.land_url,
      settings: settings.body.settings,
      features: settings.body.features,
      city_ids: settings.body.city_ids,
      allowed_origins: [SITE],
    });
    expect(saved.status).toBe(200);

    // Her page opens the genuine sign-in page for her organization; the victim signs in there.
    pendingSignInUrl = `${server.url}/sign-in?returnTo=${encodeURIComponent(SITE)}&org=${malloryOrg}`;
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${SITE}/`);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Sign in with Lotline' }).click()]);
    await popup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    await popup.getByLabel('Email').fill(VICTIM.email);
    await popup.getByLabel('Password').fill(VICTIM.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Nothing has reached her page yet: the popup names her site and organization and asks.
    const site = new URL(SITE).host;
    await popup.getByRole('heading', { name: `Continue to ${site}?`, level: 1 }).waitFor({ timeout: 15_000 });
    await popup.getByText(`Mallory Homes will see, on ${site}, what you do with Lotline there`, { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stolen: unknown[] }).stolen)).toEqual([]);

    // The worst case: the victim agrees.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: `Continue to ${site}` }).click();
    await closed;
    await expect.poll(() => page.evaluate(() => (window as unknown as { stolen: unknown[] }).stolen.length), { timeout: 10_000 }).toBe(1);
    const [message] = (await page.evaluate(() => (window as unknown as { stolen: unknown[] }).stolen)) as { type: string; version: number; token: string }[];
    expect(message).toMatchObject({ type: 'lotline:auth', version: 1 });
    const stolen = message!.token;
    // What arrived is a widget token, not the session the victim signed in with.
    expect(stolen).toMatch(/^wgt\./);

    // From Mallory's page, in the browser: the victim's organization answers no CORS, so she reads nothing.
    const fromPage = await page.evaluate(
      async ({ url, token }) => {
        try {
          const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          return `read ${response.status}`;
        } catch {
          return 'blocked';
        }
      },
      { url: `${server.url}/api/orgs/${victimOrg}/leads`, token: stolen },
    );
    expect(fromPage).toBe('blocked');

    // Replayed from anywhere, with her origin or none: 403 on everything of the victim's account and organization.
    for (const origin of [SITE, undefined]) {
      for (const [method, path, body] of [
        ['GET', `/api/orgs/${victimOrg}/leads`],
        ['GET', `/api/orgs/${victimOrg}/leads.csv`],
        ['GET', `/api/orgs/${victimOrg}/settings`],
        ['PUT', `/api/orgs/${victimOrg}/settings`, {}],
        ['GET', `/api/orgs/${victimOrg}/members`],
        ['POST', `/api/orgs/${victimOrg}/invites`, { email: 'mallory@mallory.example', organization_role: 'owner' }],
        ['GET', `/api/orgs/${victimOrg}/events`],
        ['PATCH', '/api/me', { first_name: 'Owned' }],
        ['POST', '/api/auth/sign-out-everywhere', {}],
        ['POST', '/api/auth/widget-token', { organization_id: victimOrg, origin: SITE }],
        ['GET', '/api/billing/portal'],
      ] as const) {
        const answer = await api<{ error: { code: string } }>(method, path, stolen, body, origin);
        expect([answer.status, answer.body.error.code], `${method} ${path} from ${origin ?? 'no origin'}`).toEqual([403, 'forbidden']);
      }
    }
    // Sent from another site than hers, it is refused outright.
    expect((await api('GET', '/api/me', stolen, undefined, 'https://elsewhere.example')).status).toBe(403);
    // What it does answer is the widget's work, without the victim's e-mail address or organization.
    const me = await api<{ user: AccountUser }>('GET', '/api/me', stolen, undefined, SITE);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ first_name: 'Victor', email: 'v\u2022\u2022\u2022@victim-builders.example', organization_id: null, organization_role: null });
    // The victim's own session still manages the organization: nothing was changed.
    const leads = await api<{ leads: { name: string }[] }>('GET', `/api/orgs/${victimOrg}/leads`, victim.token);
    expect([leads.status, leads.body.leads.map((l) => l.name)]).toEqual([200, ['Bea Buyer']]);
    expect((await api<{ user: AccountUser }>('GET', '/api/me', victim.token)).body.user.first_name).toBe('Victor');
    expect(errors.filter((error) => !/CORS|Failed to fetch|ERR_FAILED/.test(error))).toEqual([]);
    await context.close();
  });
});
