// Accounts end to end: a visitor on the builder's site signs up in the sign-in popup (by
// keyboard), agrees to continue to the site it is on (named by its address), the popup hands the
// widget a widget token (decision 027) and closes, the report is fetched again for the new user, the account panel
// shows 'Free', '1 of 3' and the e-mail address masked; on the vendor's hosted page, whose
// session is its own, the user signs in again, and the third and fourth addresses open the limit
// modal in the spec's words; Log out returns to 'Unregistered Guest'; the same email cannot sign
// up twice and signs in instead. Messages that did not come from the popup on the API's origin
// are ignored, even a real `lotline:auth` one. A new account is not onboarded: the hosted page
// opens the onboarding dialog (embeds never do), and the first test closes it; the others
// onboard their users through the API first (onboarding.e2e.ts covers it). Lotline's page framed
// in a builder's site signs in through the same consent, which names the framing site's address
// and not the organization's chosen name, and the frame gets a widget token, not a session.
import { mkdir } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { distinctMapleLots, type DemoLot } from './support/demo-lots';
import { onboardThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

/** The billing portal page the server is configured with. */
const PORTAL_URL = 'https://billing.example/portal';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const EMAIL = 'ada.lovelace@example.com';
const PASSWORD = 'analytical engine 1843';
let server: RunningServer;
let browser: Browser;
/** A site on another origin: its /forge page forges the popup's message, its /framed page frames Lotline for the framing organization. */
let foreign: { url: string; close(): Promise<void> };
/** An organization that embeds Lotline framed on the foreign site, and names itself 'Lotline' to pass for Lotline in the popup. */
let framingOrg: string;
const FRAMING_ORG_NAME = 'Lotline';

type Lot = DemoLot;
/** Four lots of the demo town with four different properties. */
let lots: Lot[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOTLINE_BILLING_PORTAL_URL: PORTAL_URL }), launchChromium()]);
  foreign = await startForeignSite();
  await mkdir(screenshots, { recursive: true });
  lots = await distinctMapleLots(server.url, 4);
  expect(lots, 'four demo-town properties on Maple Street').toHaveLength(4);
  framingOrg = await organizationFramedOn(foreign.url);
});

/** Makes an organization named FRAMING_ORG_NAME whose one allowed origin is `origin`, as its owner would; answers its id. */
async function organizationFramedOn(origin: string): Promise<string> {
  const owner = { email: 'mallory.framer@example.com', password: 'a framing password', first_name: 'Mallory', last_name: 'Framer' };
  const { token } = await signUpThroughApi(server.url, owner);
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const organization = { name: FRAMING_ORG_NAME, email: owner.email, land_url: null, settings: { address: '', phoneNumber: null, projects: [], upgrade: [] } };
  const { user } = await call<{ user: { organization_id: string } }>('POST', '/api/me/onboarding', {
    onboarded: true,
    user: { first_name: owner.first_name, last_name: owner.last_name, email: owner.email, role: 'Builder' },
    organization,
    city_ids: [],
  });
  const settings = await (await fetch(`${server.url}/api/orgs/${user.organization_id}/settings`, { headers: { authorization: `Bearer ${token}` } })).json();
  const { name, email, land_url, features, city_ids } = settings as Record<string, unknown>;
  await call('PUT', `/api/orgs/${user.organization_id}/settings`, { name, email, land_url, settings: (settings as { settings: unknown }).settings, features, city_ids, allowed_origins: [origin] });
  return user.organization_id;
}
afterAll(async () => {
  await foreign?.close();
  await browser?.close();
  await server?.stop();
});

/**
 * A site on another loopback port: its /forge page posts a well-formed auth message to its opener,
 * its /framed page mounts Lotline framed for the framing organization with the SDK's script tag.
 */
async function startForeignSite(): Promise<{ url: string; close(): Promise<void> }> {
  const forge = `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script>
    window.opener && window.opener.postMessage({ type: 'lotline:auth', version: 1, token: 'forged-by-another-origin' }, '*');
  </script></body></html>`;
  const framed = () => `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><h1>A builder's site</h1><div id="lotline"></div>
    <script src="${server.url}/static/lotline-sdk.js" data-org="${framingOrg}" data-mode="framed" data-target="#lotline"></script></body></html>`;
  const site = createHttpServer((request, response) => {
    const body = request.url === '/forge' ? forge : request.url === '/framed' ? framed() : undefined;
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

/** The builder's-site URL of a lot's overview, as the widget writes it. */
const inlineUrl = (lot: Lot) => `/demo/?lotline-address=${encodeURIComponent(JSON.stringify(lot.details))}`;

/** Records every message that reaches the top window, so a test knows a forged one arrived. */
function recordMessages(): void {
  if (window.top !== window) return;
  const record = window as unknown as { received: unknown[] };
  record.received = [];
  window.addEventListener('message', (event) => record.received.push({ origin: event.origin, data: event.data }));
}

async function openContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(recordMessages);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

const overview = (page: Page | FrameLocator) => page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
const headerSignIn = (page: Page) => page.locator('.account-bar').getByRole('button', { name: 'Sign in', exact: true });
const lockedCount = (page: Page) => page.locator('[data-locked]').count();
/** The token kept for Lotline's own pages, or (with `org`) the widget token of the embed for `org`. */
const storedToken = (page: Page, org?: string) => page.evaluate((key) => sessionStorage.getItem(key), `lotline:token:${server.url}${org ? `:${org}` : ''}`);
const DEMO_ORG = 'lotline-demo';
/** The server's host and port, as the consent names a site. */
const serverHost = () => new URL(server.url).host;

/** Agrees, by keyboard, to continue to the site that opened the popup, and waits for the popup to close. */
async function continueToSite(popup: Page, site: string): Promise<void> {
  await popup.getByRole('heading', { name: `Continue to ${site}?`, level: 1 }).waitFor({ timeout: 15_000 });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Continue to ${site}` }).focus();
  // The popup may close before the key comes back up: that is the agreement done, not a failure.
  await popup.keyboard.press('Enter').catch((error: unknown) => {
    if (!popup.isClosed()) throw error;
  });
  await closed;
}

/** The label of the focused field in the widget, or the focused control's text. */
const focusedName = (target: Page) =>
  target.evaluate(() => {
    const active = document.querySelector('lotline-widget')?.shadowRoot?.activeElement as HTMLInputElement | null | undefined;
    return (active?.labels?.[0] ?? active)?.textContent?.trim() ?? null;
  });

/** Types a lot's address into the search of the hosted page, picks it and waits for its overview. */
async function pickAddress(page: Page | FrameLocator, lot: Lot): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Address' });
  await input.waitFor({ timeout: 15_000 });
  await input.fill(lot.suggestion.split(',')[0]!);
  await page.getByRole('option', { name: lot.suggestion, exact: true }).click();
  await overview(page);
}

describe('accounts in the widget', () => {
  it('signs up in the popup by keyboard, signs the widget in, counts addresses, opens the limit modal and logs out', async () => {
    const { context, page, errors } = await openContext();
    await page.goto(`${server.url}${inlineUrl(lots[0]!)}`);
    await overview(page);
    // A visitor: the limited report, and 'Sign in' beside the guest avatar.
    await headerSignIn(page).waitFor();
    expect(await lockedCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(1);

    const [popup] = await Promise.all([context.waitForEvent('page'), headerSignIn(page).click()]);
    const popupErrors = collectPageErrors(popup);
    await popup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    const popupUrl = new URL(popup.url());
    expect(`${popupUrl.origin}${popupUrl.pathname}`).toBe(`${server.url}/sign-in`);
    expect(popupUrl.searchParams.get('returnTo')).toBe(server.url);
    // The site the widget is on, as the browser reports it: here the demo site on Lotline's own origin.
    expect(popupUrl.searchParams.get('site')).toBe(server.url);
    expect(await popup.title()).toBe('Lotline · Sign in');

    // Keyboard only: Tab to the sign-up link, Enter, then the four fields and Enter to send.
    for (const name of ['Email', 'Password', 'Forgot password?', 'Sign in', 'Create a free account']) {
      await popup.keyboard.press('Tab');
      expect(await focusedName(popup), name).toBe(name);
    }
    await popup.keyboard.press('Enter');
    await popup.getByRole('heading', { name: 'Create your free account', level: 1 }).waitFor();
    await popup.keyboard.press('Tab');
    await popup.keyboard.type('Ada');
    await popup.keyboard.press('Tab');
    await popup.keyboard.type('Lovelace');
    await popup.keyboard.press('Tab');
    await popup.keyboard.type(EMAIL);
    await popup.keyboard.press('Tab');
    await popup.keyboard.type('short');
    await popup.keyboard.press('Enter');
    // Checked before sending: the message sits under its field, which gets focus.
    const password = popup.getByLabel('New password');
    await popup.getByText('Password must be at least 8 characters.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await popup.screenshot({ path: `${screenshots}accounts-sign-up-error.png` });
    await password.fill(PASSWORD);
    await popup.keyboard.press('Enter');
    // Before anything goes to the site, the popup names it by its address and asks (decision 027).
    await popup.getByRole('heading', { name: `Continue to ${serverHost()}?`, level: 1 }).waitFor({ timeout: 15_000 });
    await popup.getByText(`Hollow Creek Cottages will see, on ${serverHost()},`, { exact: false }).waitFor();
    await popup.getByText('It will not see your e-mail address', { exact: false }).waitFor();
    await popup.screenshot({ path: `${screenshots}accounts-consent.png` });
    await continueToSite(popup, serverHost());
    expect(popupErrors).toEqual([]);

    // The widget is signed in: the avatar with the initials, the full report fetched again.
    const avatar = page.getByRole('button', { name: 'Account: Ada Lovelace' });
    await avatar.waitFor({ timeout: 15_000 });
    expect(await avatar.textContent()).toBe('AL');
    expect(await headerSignIn(page).count()).toBe(0);
    await expect.poll(() => lockedCount(page), { timeout: 15_000 }).toBe(0);
    // The embed holds a widget token, kept apart from the sessions of Lotline's own pages; no onboarding in an embed.
    expect(await storedToken(page, DEMO_ORG)).toMatch(/^wgt\./);
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByRole('dialog', { name: 'Set up your account' }).count()).toBe(0);

    await avatar.click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await panel.waitFor();
    await expect.poll(() => panel.locator('.account-panel__fact').allTextContents(), { timeout: 10_000 }).toEqual(['PackageFree', 'Addresses Used1 of 3']);
    // The builder's site does not learn the e-mail address.
    expect(await panel.textContent()).toContain('a\u2022\u2022\u2022@example.com');
    expect(await panel.textContent()).not.toContain(EMAIL);
    expect(await panel.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    // Settings: the API server's settings page, in a new tab inside the host's page.
    const embeddedSettings = panel.getByRole('link', { name: 'Settings (opens in a new tab)' });
    expect([await embeddedSettings.getAttribute('href'), await embeddedSettings.getAttribute('target')]).toEqual([`${server.url}/settings`, '_blank']);
    // No subscription on the free plan, so no portal is asked for.
    expect(await panel.getByRole('link', { name: 'Manage Subscriptions' }).count()).toBe(0);
    await page.screenshot({ path: `${screenshots}accounts-panel-free.png` });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // The vendor's hosted page has sessions of its own: the user signs in there too (no question
    // asked: the token stays on Lotline's pages); a new account gets the onboarding dialog there.
    await page.goto(`${server.url}/`);
    await pickAddress(page, lots[1]!);
    const [ownPopup] = await Promise.all([context.waitForEvent('page'), headerSignIn(page).click()]);
    await ownPopup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    expect(new URL(ownPopup.url()).searchParams.get('org')).toBeNull();
    await ownPopup.getByLabel('Email').fill(EMAIL);
    await ownPopup.getByLabel('Password').fill(PASSWORD);
    const ownClosed = ownPopup.waitForEvent('close');
    await ownPopup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await ownClosed;
    await page.getByRole('button', { name: 'Account: Ada Lovelace' }).waitFor({ timeout: 15_000 });
    expect(await storedToken(page)).toMatch(/\S{16,}/);
    expect(await storedToken(page)).not.toMatch(/^wgt\./);
    const onboarding = page.getByRole('dialog', { name: 'Set up your account' });
    await onboarding.waitFor({ timeout: 15_000 });
    await onboarding.getByRole('button', { name: 'Close' }).click();
    await onboarding.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The third address uses the last one of the free plan.
    await page.getByRole('button', { name: 'Look up another address' }).click();
    await pickAddress(page, lots[2]!);
    const limit = page.getByRole('dialog', { name: 'Unlock more searches' });
    await limit.waitFor();
    expect(await limit.locator('.modal__body').textContent()).toBe("You've saved the maximum number of addresses under your free plan.");
    expect(await limit.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(`${server.url}/packages`);
    expect(await lockedCount(page)).toBe(0);
    await limit.getByRole('button', { name: 'Not now' }).click();
    await limit.waitFor({ state: 'detached' });

    // The fourth is past the quota: the limited report, and the modal again.
    await page.getByRole('button', { name: 'Look up another address' }).click();
    await pickAddress(page, lots[3]!);
    await limit.waitFor();
    expect(await limit.locator('.modal__body').textContent()).toBe("You've saved the maximum number of addresses under your free plan.");
    await page.screenshot({ path: `${screenshots}accounts-limit-modal.png` });
    await page.keyboard.press('Escape');
    await limit.waitFor({ state: 'detached' });
    expect(await lockedCount(page)).toBeGreaterThan(0);

    // Log out: the panel turns into the guest's, the report is a visitor's again, the token is gone.
    await page.getByRole('button', { name: 'Account: Ada Lovelace' }).click();
    await panel.waitFor();
    await expect.poll(() => panel.locator('.account-panel__fact').allTextContents(), { timeout: 10_000 }).toEqual(['PackageFree', 'Addresses Used3 of 3']);
    // On the vendor's own page, Settings opens in the same tab.
    const hostedSettings = panel.getByRole('link', { name: 'Settings', exact: true });
    expect([await hostedSettings.getAttribute('href'), await hostedSettings.getAttribute('target')]).toEqual([`${server.url}/settings`, null]);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await panel.getByText('Unregistered Guest', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await panel.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await storedToken(page)).toBeNull();
    await page.keyboard.press('Escape');
    await headerSignIn(page).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a second sign-up with the same email beside the field, then signs in', async () => {
    const email = 'grace.hopper@example.com';
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, first_name: 'Grace', last_name: 'Hopper' }),
    });
    expect(signUp.status).toBe(201);
    await onboardThroughApi(server.url, ((await signUp.json()) as { token: string }).token);
    const { context, page, errors } = await openContext();
    await page.goto(`${server.url}${inlineUrl(lots[0]!)}`);
    await overview(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), headerSignIn(page).click()]);
    const popupErrors = collectPageErrors(popup);
    await popup.getByRole('button', { name: 'Create a free account' }).click();
    await popup.getByLabel('First name').fill('Grace');
    await popup.getByLabel('Last name').fill('Again');
    await popup.getByLabel('Email').fill(email.toUpperCase());
    await popup.getByLabel('New password').fill(PASSWORD);
    await popup.getByRole('button', { name: 'Create account' }).click();
    await popup.getByText('An account with this email already exists. Sign in or reset your password.').waitFor({ timeout: 10_000 });
    expect(await popup.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Password').fill('not the password');
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.getByRole('alert').getByText('Email or password is incorrect.').waitFor({ timeout: 10_000 });
    await popup.getByLabel('Password').fill(PASSWORD);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await continueToSite(popup, serverHost());
    // The browser logs the refused requests (409, 401); nothing else went wrong.
    expect(popupErrors.filter((error) => !/status of (409|401)/.test(error))).toEqual([]);
    await page.getByRole('button', { name: 'Account: Grace Hopper' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on the sign-in page; opened directly, it keeps the token for the vendor’s site', async () => {
    // Ada (the first test's account) is onboarded meanwhile, so the vendor's site shows no dialog in this new tab.
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    await onboardThroughApi(server.url, ((await signIn.json()) as { token: string }).token);
    // The page's policy refuses injected scripts, axe among them: this context bypasses it.
    const context = await browser.newContext({ viewport: { width: 480, height: 760 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/sign-in?mode=sign-up&returnTo=javascript:alert(1)`);
    await page.getByRole('heading', { name: 'Create your free account', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('First Name is required.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}accounts-sign-up-page.png` });

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'You are signed in', level: 1 }).waitFor({ timeout: 10_000 });
    expect(await storedToken(page)).toMatch(/\S{16,}/);
    // No valid returnTo: the way back is the vendor's own page, where the widget is signed in.
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('combobox', { name: 'Address' }).waitFor({ timeout: 15_000 });
    await pickAddress(page, lots[0]!);
    await page.getByRole('button', { name: 'Account: Ada Lovelace' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores auth messages that do not come from its popup on the API origin', async () => {
    const { context, page, errors } = await openContext();
    await page.goto(`${server.url}${inlineUrl(lots[0]!)}`);
    await overview(page);
    await headerSignIn(page).waitFor();
    await page.locator('.report-panel__bar').screenshot({ path: `${screenshots}accounts-header-visitor.png` });
    const received = () => page.evaluate(() => (window as unknown as { received: { data: { token?: string } }[] }).received.map((message) => message.data?.token));

    // The host page itself posts a well-formed message, with no popup open.
    await page.evaluate(() => window.postMessage({ type: 'lotline:auth', version: 1, token: 'forged-by-the-host' }, '*'));
    await expect.poll(received).toContain('forged-by-the-host');

    // The widget's own popup, once it is on another origin, posts one too.
    const [popup] = await Promise.all([context.waitForEvent('page'), headerSignIn(page).click()]);
    await popup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    await popup.goto(`${foreign.url}/forge`);
    await expect.poll(received).toContain('forged-by-another-origin');
    // And the host page again, while the popup is open.
    await page.evaluate(() => window.postMessage({ type: 'lotline:auth', version: 1, token: 'forged-while-open' }, '*'));
    await expect.poll(received).toContain('forged-while-open');

    await page.waitForTimeout(300);
    expect(await storedToken(page)).toBeNull();
    expect(await headerSignIn(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(1);
    expect(await lockedCount(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a Pro user, upgraded with the admin command, the dark panel with the monthly count and the billing portal', async () => {
    const email = 'pat.pro@example.com';
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, first_name: 'Pat', last_name: 'Pro' }),
    });
    expect(signUp.status).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    await onboardThroughApi(server.url, token);
    // `npm run admin -- set-package EMAIL pro`, as an operator would (the server restarts on the embedded database).
    const upgraded = await server.admin(['set-package', email, 'pro']);
    expect(upgraded.code, upgraded.out).toBe(0);
    // One address seen this month.
    const seen = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(lots[1]!.details))}`, { headers: { authorization: `Bearer ${token}` } });
    expect(seen.status).toBe(200);
    const { context, page, errors } = await openContext();
    await signInWidgets(page, token);
    await page.goto(`${server.url}${inlineUrl(lots[0]!)}`);
    await overview(page);
    await page.getByRole('button', { name: 'Account: Pat Pro' }).click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await panel.waitFor();
    // The panel asks for a fresh count as it opens: until that answer, it may show the one read before this report was recorded.
    await expect.poll(() => panel.locator('.account-panel__fact').allTextContents(), { timeout: 10_000 }).toEqual(['PackagePro', 'Addresses Used2 of 80 (this month)']);
    expect(await panel.evaluate((dialog) => dialog.classList.contains('account-panel--pro'))).toBe(true);
    expect(await panel.evaluate((dialog) => getComputedStyle(dialog).backgroundColor)).toBe('rgb(17, 24, 39)');
    const portal = panel.getByRole('link', { name: 'Manage Subscriptions' });
    await portal.waitFor();
    expect(await portal.getAttribute('href')).toBe(PORTAL_URL);
    // No upgrade for a Pro user.
    expect(await panel.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    await page.screenshot({ path: `${screenshots}accounts-panel-pro.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the sign-in page in a new tab when the browser blocks the popup', async () => {
    const { context, page, errors } = await openContext();
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${server.url}${inlineUrl(lots[0]!)}`);
    await overview(page);
    await headerSignIn(page).click();
    const toast = page.locator('.toast', { hasText: 'Your browser blocked the sign-in window.' });
    await toast.waitFor();
    const link = toast.getByRole('link', { name: 'Open the sign-in page in a new tab' });
    expect(await link.getAttribute('href')).toBe(`${server.url}/sign-in?returnTo=${encodeURIComponent(server.url)}&mode=sign-in&org=${DEMO_ORG}&site=${encodeURIComponent(server.url)}`);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in inside a frame on a builder’s site through the consent, which names that site, and gives the frame a widget token (issue 28)', async () => {
    const account = { email: 'fran.frame@example.com', password: PASSWORD, first_name: 'Fran', last_name: 'Frame' };
    await onboardThroughApi(server.url, (await signUpThroughApi(server.url, account)).token);
    const { context, page, errors } = await openContext();
    await page.goto(`${foreign.url}/framed`);
    const frame = page.frameLocator('#lotline iframe');
    await pickAddress(frame, lots[0]!);
    const [popup] = await Promise.all([context.waitForEvent('page'), frame.locator('.account-bar').getByRole('button', { name: 'Sign in', exact: true }).click()]);
    const popupErrors = collectPageErrors(popup);
    await popup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    // The frame is on Lotline's origin; the site it names is its parent, as the browser reported it.
    const asked = new URL(popup.url()).searchParams;
    expect([asked.get('returnTo'), asked.get('org'), asked.get('site')]).toEqual([server.url, framingOrg, foreign.url]);
    await popup.getByLabel('Email').fill(account.email);
    await popup.getByLabel('Password').fill(account.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();

    // The consent names the framing site by its address, not the name its organization chose.
    const foreignHost = new URL(foreign.url).host;
    await popup.getByRole('heading', { name: `Continue to ${foreignHost}?`, level: 1 }).waitFor({ timeout: 15_000 });
    expect(await popup.getByRole('heading', { name: `Continue to ${FRAMING_ORG_NAME}?` }).count()).toBe(0);
    await popup.getByText(`${FRAMING_ORG_NAME} will see, on ${foreignHost},`, { exact: false }).waitFor();
    await popup.screenshot({ path: `${screenshots}accounts-consent-framed.png` });
    await continueToSite(popup, foreignHost);
    expect(popupErrors).toEqual([]);

    // Signed in inside the frame, with a widget token of the framing organization and no session.
    await frame.getByRole('button', { name: 'Account: Fran Frame' }).waitFor({ timeout: 15_000 });
    const lotlineFrame = page.frames().find((candidate) => candidate.url().startsWith(`${server.url}/`))!;
    const kept = await lotlineFrame.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), [`lotline:token:${server.url}:${framingOrg}`, `lotline:token:${server.url}`]);
    expect(kept[0]).toMatch(/^wgt\./);
    expect(kept[1]).toBeNull();
    // The token is scoped: the e-mail address masked, no organization administration.
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${kept[0]}` } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('f\u2022\u2022\u2022@example.com');
    const settings = await fetch(`${server.url}/api/orgs/${framingOrg}/settings`, { headers: { authorization: `Bearer ${kept[0]}` } });
    expect(settings.status).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });
});
