// A lead from the builder's site reaches its owner, end to end (issue 29): a visitor on the demo
// host opens the lead modal from the backyard-cottage page, finds the kind already chosen, sees
// Next stay disabled while a step is not valid and the message name the field, pastes
// "(617) 555-0199" from the clipboard into the phone field and sends the lead. An owner of the
// demo organization then follows the link of the owners' e-mail (`/settings#leads/{id}`) and reads
// the lead's detail with the report's summary: the verdict, and the size limit locked, since the
// visitor saw the limited report.
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { likelihoodLabel } from '../../core/rules';
import { openDatabase } from '../../server/src/db/database';
import { users } from '../../server/src/db/schema';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { onboardThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const DEMO_ORG = 'lotline-demo';
const CTA = 'Talk to a builder';
const PASTED = '(617) 555-0199';
let server: RunningServer;
let browser: Browser;
let details: AddressDetails;
let report: StreetData;
let ownerToken: string;

/** Makes the account of `email` an owner of the demo organization, in the server's database (the embedded one only while the server is stopped). */
async function makeDemoOwner(email: string): Promise<void> {
  const embedded = server.databaseUrl === undefined;
  if (embedded) await server.terminate();
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    await database.db.update(users).set({ organizationId: DEMO_ORG, organizationRole: 'owner', joinedOrganizationAt: new Date() }).where(eq(users.email, email));
  } finally {
    await database.close();
  }
  if (embedded) await server.restart();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const owner = await signUpThroughApi(server.url, { email: 'olive@hollowcreek.example', password: 'a long enough password', first_name: 'Olive', last_name: 'Owner' });
  await onboardThroughApi(server.url, owner.token, 'Builder');
  ownerToken = owner.token;
  await makeDemoOwner('olive@hollowcreek.example');
  const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`);
  details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
  report = await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The dialog's progress bar says 'Step n of 9'. */
const expectStep = (dialog: Locator, step: number) => dialog.getByRole('progressbar', { name: `Step ${step} of 9` }).waitFor({ timeout: 5_000 });

/** The message under a field, tied to it by aria-describedby, and the field marked invalid. */
async function expectMessage(dialog: Locator, field: Locator, message: string): Promise<void> {
  const text = dialog.getByText(message, { exact: true });
  await text.waitFor({ timeout: 5_000 });
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.getAttribute('aria-describedby')).toBe(await text.getAttribute('id'));
}

/** Pastes `text` into `field` through the clipboard, as a visitor's Ctrl+V does. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

describe('a lead from the builder’s site', () => {
  it('is checked as the visitor types, takes a pasted phone number, and opens with its summary in the owner’s Settings → Leads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
    await page.getByRole('button', { name: CTA }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: CTA });
    const next = dialog.getByRole('button', { name: /^(Next|Submit)$/ });

    await expectStep(dialog, 1);
    expect(await next.isDisabled()).toBe(true);
    const name = dialog.getByRole('textbox', { name: 'What is your name?' });
    await name.fill('Ada Lovelace');
    expect(await next.isDisabled()).toBe(false);
    await name.fill(' ');
    await expectMessage(dialog, name, 'User Name is required.');
    expect(await next.isDisabled()).toBe(true);
    await name.fill('Ada Lovelace');
    await next.click();

    await expectStep(dialog, 2);
    const email = dialog.getByRole('textbox', { name: 'What is your email?' });
    await email.fill('ada@');
    await expectMessage(dialog, email, 'Please verify that you are entering the correct email.');
    expect(await next.isDisabled()).toBe(true);
    await email.fill('ada@example.com');
    await next.click();

    // The report's page answers what the visitor considers.
    await expectStep(dialog, 3);
    expect(await dialog.getByRole('checkbox', { name: 'Backyard cottage or addition ($150k to $500k)' }).isChecked()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    for (const step of [4, 5, 6]) {
      await expectStep(dialog, step);
      await next.click();
    }
    await expectStep(dialog, 7);
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Had the lot surveyed' }).check();
    await next.click();
    await expectStep(dialog, 8);
    await next.click();

    await expectStep(dialog, 9);
    const phone = dialog.getByRole('textbox', { name: 'What is your phone number?' });
    await phone.pressSequentially('617555');
    expect(await phone.inputValue()).toBe('+1 (617) 555');
    await expectMessage(dialog, phone, 'Invalid Phone number format');
    expect(await next.isDisabled()).toBe(true);
    await paste(page, phone, PASTED);
    expect(await phone.inputValue()).toBe('+1 (617) 555-0199');
    expect(await dialog.getByText('Invalid Phone number format', { exact: true }).count()).toBe(0);
    expect(await next.isDisabled()).toBe(false);
    await page.screenshot({ path: `${screenshots}lead-summary-phone-1280.png` });

    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === `/api/orgs/${DEMO_ORG}/leads`, { timeout: 15_000 }),
      next.click(),
    ]);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(response.request().postDataJSON()).toMatchObject({ phone: '+1 (617) 555-0199', property_id: report.attributes.property_id, adu_kind: 'ext', considering: 'Backyard cottage or addition ($150k to $500k)' });
    await dialog.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The owner follows the e-mail's link to the lead.
    for (const width of [1280, 375]) {
      const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const ownerPage = await ownerContext.newPage();
      const ownerErrors = collectPageErrors(ownerPage);
      await signInWidgets(ownerPage, ownerToken);
      await ownerPage.goto(`${server.url}/settings#leads/${id}`);
      const detail = ownerPage.getByRole('dialog', { name: 'Lead of Ada Lovelace' });
      await detail.waitFor({ timeout: 20_000 });
      const term = async (label: string) => (await detail.locator('.lead-detail__term', { has: ownerPage.getByText(label, { exact: true }) }).locator('dd').first().textContent())?.trim();
      expect(await term('Phone')).toBe('+1 (617) 555-0199');
      expect(await term('ADU kind')).toBe('Backyard cottage');
      // The verdict reads in the words of the report's likelihood, as the report itself does.
      expect(await term('Verdict')).toContain(likelihoodLabel(report.bylaws.adu.likelihood.ext).label);
      // The visitor saw the limited report: its size limit does not travel through the lead.
      expect(await term('Size limit by right')).toBe('Locked: the visitor saw the limited report');
      // The cost is the cited public range (no price book), which the limited report shows too.
      const cost = report.cost_estimate.ext!;
      expect(cost.size_source).toBeNull();
      expect(await term('Estimate')).toBe(`$${cost.low.toLocaleString('en-US')} to $${cost.high.toLocaleString('en-US')}`);
      expect(await term('Steps taken')).toBe('Had the lot surveyed');
      expect(await term('Water supply')).toBe('City water');
      expect(await seriousViolations(ownerPage)).toEqual([]);
      await ownerPage.screenshot({ path: `${screenshots}lead-detail-${width}.png` });
      // Closing it leaves the list; the lead's name opens it again.
      await detail.getByRole('button', { name: 'Close', exact: true }).click();
      await detail.waitFor({ state: 'detached' });
      expect(new URL(ownerPage.url()).hash).toBe('#leads');
      await ownerPage.screenshot({ path: `${screenshots}lead-list-${width}.png` });
      await ownerPage.getByRole('button', { name: 'Open the lead of Ada Lovelace' }).click();
      await detail.waitFor();
      expect(new URL(ownerPage.url()).hash).toBe(`#leads/${id}`);
      expect(ownerErrors).toEqual([]);
      await ownerContext.close();
    }
  });

  it('fills in the kind considered from the in-home apartment’s page on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=in-home-apartment`);
    await page.getByRole('button', { name: 'Talk to us' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Talk to us' });
    await dialog.getByRole('textbox', { name: 'What is your name?' }).fill('Grace Hopper');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'What is your email?' }).fill('grace@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectStep(dialog, 3);
    expect(await dialog.getByRole('checkbox', { name: 'Convert existing space ($70k to $200k)' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Backyard cottage or addition ($150k to $500k)' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
    await page.screenshot({ path: `${screenshots}lead-summary-consider-375.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
