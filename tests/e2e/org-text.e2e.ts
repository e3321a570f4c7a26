// End to end: an organization's own words are text wherever they show. Its owner gives it a name,
// a call to action, a mobile title and an address full of markup (an image with an onerror
// handler, a script, a javascript: link, and replacement patterns like $' that a careless
// String.replace would expand). Chromium then renders each place they appear: the widget on the
// organization's hosted report and its lead form, the settings form, the consent step of the
// sign-in popup, the invite's join page and the invite e-mail; the PDF prints them as text. No
// markup runs, no element is made from them, and each reads back exactly as typed.
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { AccountUser, AuthSession } from '../../core/api/auth.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { inviteEmail } from '../../server/src/mail/invite-email';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../artifacts/', import.meta.url).pathname;
const OWNER = { email: 'olga.owner@markup.example', password: 'a long enough password 9', first_name: 'Olga', last_name: 'Owner' };
const MEMBER_EMAIL = 'mo.member@markup.example';
/** Each field holds markup that would run, or make an element, if it were parsed as HTML. */
const NAME = `<img src=x onerror="window.pwned='name'">Acme & <b>Sons</b> $' $&`;
const CTA = `<script>window.pwned='cta'</script>Call us`;
const CTA_MOBILE = `<i onmouseover=alert(1)>Call</i>`;
const ADDRESS = `<a href="javascript:window.pwned='address'">1 Main St</a> & Co`;
/** A site the organization embeds the widget on (never served: the popup only names it). */
const SITE = 'https://builder.example';

let server: RunningServer;
let browser: Browser;
let owner: AuthSession;
let orgId: string;
let address: AddressDetails;

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Nothing the fields hold ran or became an element: no flag, no image, script, link or bold made from them. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned ?? null)).toBeNull();
  const made = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    return roots.flatMap((root) => [...root.querySelectorAll('img[src="x"], script:not([src]):not([type]), a[href^="javascript:"], b, i[onmouseover]')].map((e) => e.outerHTML));
  });
  // The hosted page's own inline scripts carry a type or a source; none holds the fields' words.
  expect(made.filter((html) => html.includes('pwned') || html.includes('Sons') || html.includes('Call'))).toEqual([]);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  owner = await signUpThroughApi(server.url, OWNER);
  const onboarded = await api<{ user: AccountUser }>('POST', '/api/me/onboarding', owner.token, {
    onboarded: true,
    user: { first_name: OWNER.first_name, last_name: OWNER.last_name, email: OWNER.email, role: 'Builder' },
    organization: { name: NAME, email: 'office@markup.example', land_url: null, settings: { address: ADDRESS, phoneNumber: null, projects: [], upgrade: [] } },
    city_ids: [],
  });
  expect(onboarded.status).toBe(200);
  orgId = onboarded.body.user.organization_id!;
  const current = await api<Record<string, Record<string, unknown>>>('GET', `/api/orgs/${orgId}/settings`, owner.token);
  expect(current.body.name).toBe(NAME);
  const saved = await api('PUT', `/api/orgs/${orgId}/settings`, owner.token, {
    ...current.body,
    settings: { ...current.body.settings, main_cta: CTA, main_cta_mobile_title: CTA_MOBILE, address: ADDRESS },
    allowed_origins: [SITE],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { results } = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as AddressSearchResponse;
  address = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an organization’s fields with markup in them', () => {
  it('are text on its hosted report, its call to action and its lead form', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    const a = address;
    const path = `/org-report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
    await page.goto(`${server.url}${path}?org=${orgId}&lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=overview`);
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
    const cta = page.getByRole('button', { name: CTA, exact: true });
    await cta.waitFor({ timeout: 15_000 });
    await cta.click();
    const form = page.getByRole('dialog', { name: CTA });
    await form.waitFor();
    await page.screenshot({ path: `${screenshots}org-text-report.png` });
    await expectInert(page);
    await form.getByRole('button', { name: 'Close' }).click();

    // The phone-sized report shows the mobile title as it was typed.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: CTA_MOBILE, exact: true }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${screenshots}org-text-report-375.png` });
    await expectInert(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('read back as typed in the settings form', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, owner.token);
    await page.goto(`${server.url}/settings`);
    const name = page.getByLabel('Company name');
    await name.waitFor({ timeout: 20_000 });
    await expect.poll(() => name.inputValue()).toBe(NAME);
    expect(await page.getByLabel('Main call to action', { exact: true }).inputValue()).toBe(CTA);
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(ADDRESS);
    await expectInert(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('are text in the sign-in popup’s consent step, on the join page and in the invite e-mail', async () => {
    // The sign-in page the organization's widget opens on its site: the server writes the name into the page.
    const page = await browser.newPage({ viewport: { width: 480, height: 760 } });
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/sign-in?returnTo=${encodeURIComponent(SITE)}&org=${orgId}`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Continue to builder.example?', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText(`${NAME} will see, on builder.example,`, { exact: false }).waitFor();
    await page.screenshot({ path: `${screenshots}org-text-consent.png` });
    await expectInert(page);

    // An invite: its join page names the organization, as does its e-mail.
    const invited = await api<{ invite_url: string }>('POST', `/api/orgs/${orgId}/invites`, owner.token, { email: MEMBER_EMAIL, organization_role: 'member' });
    expect(invited.status).toBe(201);
    const join = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const joinErrors = collectPageErrors(join);
    await join.goto(invited.body.invite_url);
    await join.getByText(NAME, { exact: false }).first().waitFor({ timeout: 15_000 });
    await expectInert(join);

    const email = inviteEmail({ to: MEMBER_EMAIL, senderName: `${OWNER.first_name} ${OWNER.last_name}`, organizationName: NAME, role: 'member', link: invited.body.invite_url, validDays: 7 });
    await join.setContent(email.html!);
    expect(await join.getByRole('link').textContent()).toBe(`Join ${NAME}`);
    expect(await join.locator('p').nth(1).textContent()).toBe(`Olga Owner invited you to join ${NAME} on Lotline as a member.`);
    await expectInert(join);
    expect([...errors, ...joinErrors]).toEqual([]);
    await Promise.all([page.close(), join.close()]);
  });

  it('are printed as text in the PDF', async () => {
    const report = await api<StreetData>('GET', `/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, owner.token);
    const made = await api<{ pdf_url: string }>('POST', '/api/generate-pdf', owner.token, { property_id: report.body.attributes.property_id, page: 'backyard-cottage', org_id: orgId });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const bytes = Buffer.from(await (await fetch(new URL(made.body.pdf_url, server.url))).arrayBuffer());
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
    expect(text).toContain(NAME);
    expect(text).toContain(ADDRESS);
  });
});
