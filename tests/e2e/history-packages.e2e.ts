// Sidebar history and the packages page end to end: a signed-up user opens two addresses on the
// vendor's hosted page, the History drawer lists both under 'Today' and reopens one; /packages
// shows Free and Pro with 'Your plan' on Free and says plainly that an administrator sets
// packages (no billing portal here); after `npm run admin -- set-package … pro` it marks Pro; back
// on Free with four addresses, the drawer shows the newest three and the way to upgrade.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { distinctMapleLots, type DemoLot } from './support/demo-lots';
import { onboardThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const EMAIL = 'hana.history@example.com';
const PRO_FEATURES = ['80 Addresses', 'Website Booster', 'Unlimited Users', 'Company Account', 'Insights', 'Marketing Automations'];
let server: RunningServer;
let browser: Browser;
let token: string;

type Lot = DemoLot;
/** Four lots of the demo town with four different properties. */
let lots: Lot[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  lots = await distinctMapleLots(server.url, 4);
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: 'history and packages', first_name: 'Hana', last_name: 'History' }),
  });
  expect(signUp.status).toBe(201);
  ({ token } = (await signUp.json()) as { token: string });
  // Onboarded as a homeowner, so the onboarding dialog stays shut (onboarding.e2e.ts covers it).
  await onboardThroughApi(server.url, token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page signed in as the test user on every widget, collecting errors; axe needs the account pages' policy bypassed. */
async function openContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await signInWidgets(page, token);
  return { context, page, errors: collectPageErrors(page) };
}

const reportTitle = (page: Page) => page.locator('lotline-widget').locator('h2.property__title');

/** Types a lot's address into the hosted page's search, picks it and waits for its overview. */
async function pickAddress(page: Page, lot: Lot): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Address' });
  await input.waitFor({ timeout: 15_000 });
  await input.fill(lot.suggestion.split(',')[0]!);
  await page.getByRole('option', { name: lot.suggestion, exact: true }).click();
  await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
}

/** Opens the History drawer and waits for its list. */
async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await drawer.locator('.history-group').first().waitFor({ timeout: 10_000 });
  return drawer;
}

/** The drawer's groups as `heading: addresses`. */
const groupsOf = (drawer: ReturnType<Page['getByRole']>) =>
  drawer.locator('.history-group').evaluateAll((groups) =>
    groups.map((group) => `${group.querySelector('h3')?.textContent}: ${[...group.querySelectorAll('button')].map((button) => button.textContent).join(' | ')}`),
  );

/** The packages page's plan card named `name`. */
const card = (page: Page, name: 'Free' | 'Pro') => page.getByRole('region', { name, exact: true });

describe('sidebar history and packages', () => {
  it('lists the opened addresses under Today, reopens one, and shows the plans with the user’s own marked', async () => {
    const { context, page, errors } = await openContext();
    await page.goto(`${server.url}/`);
    await pickAddress(page, lots[0]!);
    await page.getByRole('button', { name: 'Look up another address' }).click();
    await pickAddress(page, lots[1]!);
    expect(await reportTitle(page).textContent()).toBe(lots[1]!.label);

    const drawer = await openHistory(page);
    expect(await groupsOf(drawer)).toEqual([`Today: ${lots[1]!.label} | ${lots[0]!.label}`]);
    expect(await drawer.getByRole('button', { name: lots[1]!.label }).getAttribute('aria-current')).toBe('page');
    // Two addresses of a Free plan's three: nothing is held back, so no upgrade line.
    expect(await drawer.getByRole('link').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}history-drawer.png` });

    await drawer.getByRole('button', { name: lots[0]!.label }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => reportTitle(page).textContent(), { timeout: 20_000 }).toBe(lots[0]!.label);
    expect(new URL(page.url()).pathname).toMatch(/^\/report\//);
    await page.goBack();
    await expect.poll(() => reportTitle(page).textContent(), { timeout: 20_000 }).toBe(lots[1]!.label);

    // The packages page: Free and Pro, 'Your plan' on Free, Pro's features in the spec's words.
    await page.goto(`${server.url}/packages`);
    await page.getByRole('heading', { name: 'Choose your plan', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.title()).toBe('Lotline · Packages');
    await page.getByText(`Signed in as ${EMAIL}`).waitFor({ timeout: 10_000 });
    expect(await card(page, 'Free').getByText('Your plan', { exact: true }).count()).toBe(1);
    expect(await card(page, 'Pro').getByText('Your plan', { exact: true }).count()).toBe(0);
    expect(await card(page, 'Free').getByRole('listitem').allTextContents()).toEqual(['3 Addresses']);
    expect(await card(page, 'Pro').getByRole('list', { name: 'What Pro includes' }).getByRole('listitem').allTextContents()).toEqual(PRO_FEATURES);
    // A Free account that never had the trial can start it here (decision 051); no portal link on this server.
    await card(page, 'Pro').getByRole('button', { name: 'Start your 30-day free trial' }).waitFor({ timeout: 10_000 });
    expect(await card(page, 'Pro').getByRole('link').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}packages-free.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers visitors the trial through a free account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/packages`);
    await page.getByText('Sign in to see which plan you have.').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Your plan', { exact: true }).count()).toBe(0);
    const trial = card(page, 'Pro').getByRole('button', { name: 'Start your 30-day free trial' });
    const [popup] = await Promise.all([context.waitForEvent('page'), trial.click()]);
    await popup.getByRole('heading', { name: 'Create your free account', level: 1 }).waitFor({ timeout: 15_000 });
    expect(new URL(popup.url()).searchParams.get('returnTo')).toBe(server.url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks Pro once the operator sets the package, and back on Free shows three addresses and the way to upgrade', async () => {
    const upgraded = await server.admin(['set-package', EMAIL, 'pro']);
    expect(upgraded.code, upgraded.out).toBe(0);
    const { context, page, errors } = await openContext();
    await page.goto(`${server.url}/packages`);
    await card(page, 'Pro').getByText('Your plan', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await card(page, 'Free').getByText('Your plan', { exact: true }).count()).toBe(0);
    await card(page, 'Pro').getByText('An administrator manages packages for now.', { exact: false }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${screenshots}packages-pro.png`, fullPage: true });

    // As Pro, two more addresses; then back on Free, four in the list.
    for (const lot of [lots[2]!, lots[3]!]) {
      const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(lot.details))}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
    await page.goto(`${server.url}/`);
    await pickAddress(page, lots[3]!);
    // Going back reopened the second address last in the first test.
    expect(await groupsOf(await openHistory(page))).toEqual([`Today: ${lots[3]!.label} | ${lots[2]!.label} | ${lots[1]!.label} | ${lots[0]!.label}`]);
    await page.keyboard.press('Escape');

    // The server stops while the command runs on the embedded database: leave the page first.
    await page.goto('about:blank');
    const downgraded = await server.admin(['set-package', EMAIL, 'free']);
    expect(downgraded.code, downgraded.out).toBe(0);
    await page.goto(`${server.url}/`);
    await pickAddress(page, lots[3]!);
    // Four addresses are past the Free quota: the limit modal comes first.
    const limit = page.getByRole('dialog', { name: 'Unlock more searches' });
    await limit.waitFor({ timeout: 10_000 });
    await limit.getByRole('button', { name: 'Not now' }).click();
    await limit.waitFor({ state: 'detached' });
    const drawer = await openHistory(page);
    expect(await groupsOf(drawer)).toEqual([`Today: ${lots[3]!.label} | ${lots[2]!.label} | ${lots[1]!.label}`]);
    const upgrade = drawer.getByRole('link', { name: 'Upgrade to Pro to see all 4 addresses' });
    expect(await upgrade.getAttribute('href')).toBe(`${server.url}/packages`);
    expect(await upgrade.getAttribute('target')).toBeNull();
    await page.screenshot({ path: `${screenshots}history-drawer-free.png` });
    await upgrade.click();
    await card(page, 'Free').getByText('Your plan', { exact: true }).waitFor({ timeout: 15_000 });

    // The trial, started here: Pro on the server until its end, said on the card with how to keep it.
    await card(page, 'Pro').getByRole('button', { name: 'Start your 30-day free trial' }).click();
    const ends = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await page.getByText(`Your Pro trial has started: Pro until ${ends}.`).waitFor({ timeout: 10_000 });
    await card(page, 'Pro').getByText('Your plan', { exact: true }).waitFor({ timeout: 10_000 });
    await card(page, 'Pro').getByText(`Your Pro trial runs until ${ends}; after that the account is on Free again by itself.`).waitFor();
    await card(page, 'Pro').getByText('To keep Pro after the trial, ask your Lotline contact to move your account to Pro.').waitFor();
    expect(await card(page, 'Pro').getByRole('button').count()).toBe(0);
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { package: string }; quota: { limit: number } };
    expect({ package: me.user.package, limit: me.quota.limit }).toEqual({ package: 'pro', limit: 80 });
    await page.screenshot({ path: `${screenshots}packages-trial.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
