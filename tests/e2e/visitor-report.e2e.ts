// What a builder's visitors see (issue 29, decision 050), in Chromium on the demo host over real
// HTTP: with `after_lead` the visitor sees the padlocks, sends the lead form with a pasted phone
// number and sees the full report at once, and the owner's e-mail about the lead is in the outbox;
// with `full` a new visitor sees no padlock and the month's allowance goes down by one, and once it
// is used up the next visitor gets the limited report and the owners one e-mail.
import { mkdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { OrgAdminView } from '../../core/api/org-admin.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { openDatabase } from '../../server/src/db/database';
import { emailOutbox, organizations, planAllowances, users } from '../../server/src/db/schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { onboardThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const DEMO_ORG = 'lotline-demo';
const OWNER = 'olive@hollowcreek.example';
let server: RunningServer;
let browser: Browser;
let ownerToken: string;
let addresses: AddressDetails[];

/**
 * Changes the server's database: the embedded one only while the server is stopped. The server
 * starts again either way, so no cached public config outlives the change.
 */
async function withDatabase(change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>): Promise<void> {
  await server.terminate();
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
  await server.restart();
}

const visitorReport = (choice: 'after_lead' | 'full') =>
  withDatabase(async (db) => {
    await db.update(organizations).set({ settings: sql`${organizations.settings} || ${JSON.stringify({ visitor_report: choice })}::jsonb` }).where(eq(organizations.id, DEMO_ORG));
  });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const owner = await signUpThroughApi(server.url, { email: OWNER, password: 'a long enough password', first_name: 'Olive', last_name: 'Owner' });
  await onboardThroughApi(server.url, owner.token, 'Builder');
  ownerToken = owner.token;
  await withDatabase(async (db) => {
    await db.update(users).set({ organizationId: DEMO_ORG, organizationRole: 'owner', joinedOrganizationAt: new Date() }).where(eq(users.email, OWNER));
  });
  const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  addresses = [];
  for (const street of ['1 Maple Street', '3 Maple Street', '5 Maple Street']) {
    const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(street)}&limit=1`);
    addresses.push(await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`));
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The report page of `address` on the demo host, with the street data answers it received. */
async function openReport(page: Page, address: AddressDetails): Promise<StreetData[]> {
  const answers: StreetData[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname === '/api/street-data' && response.ok()) void response.json().then((data: StreetData) => answers.push(data));
  });
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(address))}&lotline-page=backyard-cottage`);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 30_000 });
  return answers;
}

/** The locked values of the report, each a blurred value behind a padlock (editing the zone or drawing keeps its own: it needs an account). */
const padlocks = (page: Page) => page.locator('lotline-widget .report-panel .locked-value').count();

async function allowance(): Promise<OrgAdminView['report_allowance']> {
  const response = await fetch(`${server.url}/api/orgs/${DEMO_ORG}/settings`, { headers: { authorization: `Bearer ${ownerToken}` } });
  return ((await response.json()) as OrgAdminView).report_allowance;
}

describe('what a builder’s visitors see', () => {
  it('after_lead: the padlocks until the visitor sends the lead form, then the full report at once', async () => {
    await visitorReport('after_lead');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const answers = await openReport(page, addresses[0]!);
    await expect.poll(() => padlocks(page), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(answers.map((answer) => answer.limited_report)).toEqual([true]);
    // A padlock says how this builder opens the report.
    await page.locator('lotline-widget .report-panel .locked-value').first().click();
    const upsell = page.getByRole('dialog', { name: 'Unlock more features' });
    await upsell
      .getByText('Hollow Creek Cottages shows you the full report of this address, with its size limits, setbacks and summary, once you send your contact details with “Talk to a builder”. You can also sign in to Lotline.')
      .waitFor({ timeout: 5_000 });
    await page.screenshot({ path: `${screenshots}visitor-report-upsell-1280.png` });
    await page.keyboard.press('Escape');
    await upsell.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Talk to a builder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to a builder' });
    const next = dialog.getByRole('button', { name: /^(Next|Submit)$/ });
    await dialog.getByRole('textbox', { name: 'What is your name?' }).fill('Ada Lovelace');
    await next.click();
    await dialog.getByRole('textbox', { name: 'What is your email?' }).fill('ada@example.com');
    for (let step = 3; step <= 7; step++) await next.click();
    await dialog.getByRole('checkbox', { name: 'Had the lot surveyed' }).check();
    await next.click();
    await next.click();
    const phone = dialog.getByRole('textbox', { name: 'What is your phone number?' });
    await page.evaluate(() => navigator.clipboard.writeText('(617) 555-0199'));
    await phone.focus();
    await page.keyboard.press('Control+V');
    expect(await phone.inputValue()).toBe('+1 (617) 555-0199');
    const [unlocked] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/orgs/${DEMO_ORG}/report-unlocks`, { timeout: 15_000 }),
      next.click(),
    ]);
    expect(unlocked.status()).toBe(201);
    await dialog.getByRole('heading', { name: 'Thank you!' }).waitFor();
    // The report behind the dialog is the full one now.
    await expect.poll(() => answers.map((answer) => answer.limited_report), { timeout: 15_000 }).toEqual([true, false]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => padlocks(page), { timeout: 10_000 }).toBe(0);
    await page.screenshot({ path: `${screenshots}visitor-report-after-lead-1280.png` });
    expect(await allowance()).toMatchObject({ plan: 'free', used: 1, allowance: 25 });

    // The owner heard of the lead through the outbox.
    await withDatabase(async (db) => {
      const mails = await db.select({ to: emailOutbox.to, subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, OWNER));
      expect(mails.some((mail) => mail.subject.includes('Ada Lovelace'))).toBe(true);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('full: no padlock for a new visitor, one report off the allowance, and the limited report once it is used up', async () => {
    await visitorReport('full');
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const answers = await openReport(page, addresses[1]!);
    await expect.poll(() => answers.map((answer) => answer.limited_report), { timeout: 15_000 }).toEqual([true, false]);
    await expect.poll(() => padlocks(page), { timeout: 10_000 }).toBe(0);
    await page.screenshot({ path: `${screenshots}visitor-report-full-375.png` });
    expect(await allowance()).toMatchObject({ used: 2, allowance: 25 });
    expect(errors).toEqual([]);
    await phone.close();

    // Two reports a month on this plan: both used, so the next visitor keeps the limited report.
    await withDatabase(async (db) => {
      await db.insert(planAllowances).values({ plan: 'free', monthlyReports: 2 });
    });
    const late = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const latePage = await late.newPage();
    const refusal = latePage.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/orgs/${DEMO_ORG}/report-unlocks`, { timeout: 30_000 });
    const lateAnswers = await openReport(latePage, addresses[2]!);
    expect((await refusal).status()).toBe(403);
    await expect.poll(() => padlocks(latePage), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(lateAnswers.map((answer) => answer.limited_report)).toEqual([true]);
    expect(await allowance()).toMatchObject({ used: 2, allowance: 2 });
    await late.close();
    await withDatabase(async (db) => {
      const mails = await db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, OWNER));
      expect(mails.filter((mail) => mail.subject.endsWith("this month's full reports are used up"))).toHaveLength(1);
    });
  });
});
