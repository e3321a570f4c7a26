// The onboarding dialog end to end (spec 4 'Onboarding'): a homeowner who just signed up gets the
// dialog at REASON, is sent at NAME and the dialog closes for good; a builder goes through every
// step, with a message in the spec's words on the way, gets an organization they own, invites a
// teammate, and leaves at SUBSCRIBE with 'Continue with Limited Access'; a marketplace visitor
// ends on the success step. `GET /api/me` says what the server kept.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { meThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const PASSWORD = 'onboarding in the widget';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new account's token, and a page of the vendor's site (`path`) signed in with it. */
async function signedUpPage(first: string, last: string, path = '/'): Promise<{ context: BrowserContext; page: Page; errors: string[]; token: string; email: string }> {
  const email = `${first}.${last}@example.com`.toLowerCase();
  const { token } = await signUpThroughApi(server.url, { email, password: PASSWORD, first_name: first, last_name: last });
  // axe is injected into the page, which the page's policy would refuse.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInWidgets(page, token);
  await page.goto(`${server.url}${path}`);
  return { context, page, errors, token, email };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Set up your account' });
/** The step heading, which also holds focus when a step opens. */
const heading = (dialog: Locator, name: string) => dialog.getByRole('heading', { name, level: 3 });

/** The text of the focused element inside the widget. A string: functions compiled by tsx may carry helpers the page does not have. */
const focusedText = (page: Page) =>
  page.evaluate<string | null>(`(() => {
    const active = document.querySelector('lotline-widget')?.shadowRoot?.activeElement;
    return active ? active.textContent.trim() : null;
  })()`);

/** Waits for a step: its heading shows and has focus. */
async function expectStep(page: Page, dialog: Locator, name: string): Promise<void> {
  await heading(dialog, name).waitFor({ timeout: 10_000 });
  await expect.poll(() => focusedText(page), { timeout: 5_000 }).toBe(name);
}

const progressOf = (dialog: Locator) => dialog.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow');

describe('the onboarding dialog', () => {
  it('sends a homeowner at NAME, closes, and does not open again', async () => {
    const { context, page, errors, token } = await signedUpPage('Hope', 'Holm');
    const dialog = dialogOf(page);
    await dialog.waitFor({ timeout: 20_000 });
    await expectStep(page, dialog, 'What brings you to Lotline?');
    expect(await progressOf(dialog)).toBe('0');
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('group', { name: 'What brings you to Lotline?' }).getByRole('button').allTextContents()).toEqual([
      'Builder',
      'Homeowner',
      'Prefab Manufacture',
      'Real Estate Developer',
      'Municipal Government',
      'Housing Advocacy',
      'Real Estate Agent',
      'Other',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}onboarding-reason.png` });

    // Choosing a reason moves on by itself.
    await dialog.getByRole('button', { name: 'Homeowner' }).click();
    await expectStep(page, dialog, 'About you');
    expect(await progressOf(dialog)).toBe('1');
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Hope');
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Holm');
    expect(await dialog.getByLabel('Email').inputValue()).toBe('hope.holm@example.com');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    const terms = dialog.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    await terms.check();
    // Unchecking a touched box shows why Submit waits.
    await terms.uncheck();
    await dialog.getByText('Please read and accept the terms and conditions', { exact: true }).waitFor();
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    await terms.check();
    expect(await dialog.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    await submit.click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('.toast', { hasText: 'Your account was updated.' }).waitFor({ timeout: 5_000 });

    const user = await meThroughApi(server.url, token);
    expect([user.onboarded, user.role, user.organization_id, user.organization_role]).toEqual([true, 'Homeowner', null, null]);

    expect(errors).toEqual([]);
    await context.close();

    // Another tab, which has not closed a dialog: the user is onboarded now, so none opens.
    const later = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const again = await later.newPage();
    const laterErrors = collectPageErrors(again);
    await signInWidgets(again, token);
    await Promise.all([again.waitForResponse((response) => new URL(response.url()).pathname === '/api/me' && response.ok()), again.goto(`${server.url}/`)]);
    await again.getByRole('combobox', { name: 'Address' }).waitFor({ timeout: 15_000 });
    await again.waitForTimeout(1_000);
    expect(await again.getByRole('dialog').count()).toBe(0);
    expect(laterErrors).toEqual([]);
    await later.close();
  });

  it('takes a builder through every step to SUBSCRIBE and makes them the owner of a new organization', async () => {
    const { context, page, errors, token, email } = await signedUpPage('Bob', 'Build');
    const dialog = dialogOf(page);
    await dialog.waitFor({ timeout: 20_000 });
    await expectStep(page, dialog, 'What brings you to Lotline?');
    const next = dialog.getByRole('button', { name: 'Next' });

    // REASON, by keyboard: Tab from the heading to the first reason, Enter.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Builder');
    await page.keyboard.press('Enter');
    await expectStep(page, dialog, 'About you');

    // NAME: a cleared first name shows the spec's message once touched, tied to its field.
    const firstName = dialog.getByLabel('First name');
    expect(await dialog.getByText('First Name is required.').count()).toBe(0);
    await firstName.fill('');
    const message = dialog.getByText('First Name is required.', { exact: true });
    await message.waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await dialog.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
    expect(await next.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}onboarding-name-error.png` });
    await firstName.fill('Bobby');
    await message.waitFor({ state: 'detached' });
    // The personal e-mail is copied to the company's while that one is untouched.
    await dialog.getByLabel('Email').fill('bobby@build.example');
    await next.click();

    // COMPANY: the company e-mail followed; the phone is masked; the website gets its scheme.
    await expectStep(page, dialog, 'Your company');
    expect(await dialog.getByLabel('Company email').inputValue()).toBe('bobby@build.example');
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByLabel('Company name').fill('Bob Builds');
    const phone = dialog.getByLabel('Phone number');
    expect(await phone.getAttribute('placeholder')).toBe('+1 (555) 000-0000');
    await phone.pressSequentially('6175550100');
    expect(await phone.inputValue()).toBe('+1 (617) 555-0100');
    const website = dialog.getByLabel('Website');
    const allowSite = dialog.getByRole('checkbox', { name: /^Allow this site to embed Lotline/ });
    expect(await allowSite.count()).toBe(0);
    await website.fill('bobbuilds.example/about');
    await page.keyboard.press('Tab');
    expect(await website.inputValue()).toBe('https://bobbuilds.example/about');
    // The website's origin is offered, checked, as a site allowed to embed Lotline.
    const allowBobsSite = dialog.getByRole('checkbox', { name: 'Allow this site to embed Lotline: https://bobbuilds.example', exact: true });
    expect(await allowBobsSite.isChecked()).toBe(true);
    await page.screenshot({ path: `${screenshots}onboarding-company-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${screenshots}onboarding-company-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    // By keyboard: unchecked and checked again with Space.
    await allowBobsSite.focus();
    await page.keyboard.press('Space');
    expect(await allowBobsSite.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await allowBobsSite.isChecked()).toBe(true);
    await next.click();

    // PROJECTS, then Back to COMPANY with everything kept, and on again.
    await expectStep(page, dialog, 'What projects do you work on?');
    expect(await dialog.getByRole('checkbox').count()).toBe(9);
    await dialog.getByRole('checkbox', { name: 'Backyard Cottage' }).check();
    await dialog.getByRole('checkbox', { name: 'In-Home Apartment' }).check();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, dialog, 'Your company');
    expect(await dialog.getByLabel('Company name').inputValue()).toBe('Bob Builds');
    await next.click();
    await expectStep(page, dialog, 'What projects do you work on?');
    expect(await dialog.getByRole('checkbox', { name: 'Backyard Cottage' }).isChecked()).toBe(true);
    await next.click();

    // SERVICE_AREA: Next waits for the cities.
    await expectStep(page, dialog, 'Where do you work?');
    await expect.poll(() => next.isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await progressOf(dialog)).toBe('4');
    await page.screenshot({ path: `${screenshots}onboarding-service-area.png` });
    await next.click();

    // UPGRADE_THINGS sends the form.
    await expectStep(page, dialog, 'What do you want Lotline to do for you?');
    await dialog.getByRole('checkbox', { name: 'Get more leads' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectStep(page, dialog, 'Invite your team');
    await dialog.locator('.toast', { hasText: 'Your account was updated.' }).waitFor();
    const user = await meThroughApi(server.url, token);
    expect(user).toMatchObject({ onboarded: true, role: 'Builder', first_name: 'Bobby', organization_id: 'bob-builds', organization_role: 'owner' });
    expect(user.email).toBe(email);
    // The new organization already lets its website embed the widget.
    const settings = await fetch(`${server.url}/api/orgs/bob-builds/settings`, { headers: { authorization: `Bearer ${token}` } });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { allowed_origins: string[]; land_url: string | null })).toMatchObject({ allowed_origins: ['https://bobbuilds.example'], land_url: 'https://bobbuilds.example/about' });

    // CONTRIBUTORS: a teammate is invited to the new organization; the form is behind, so no Back.
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Skip' }).count()).toBe(1);
    await dialog.getByLabel('Teammate’s email').fill('carol@build.example');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await dialog.getByRole('list', { name: 'Invited teammates' }).getByText('carol@build.example').waitFor({ timeout: 10_000 });
    const members = await fetch(`${server.url}/api/orgs/bob-builds/members`, { headers: { authorization: `Bearer ${token}` } });
    expect(members.status).toBe(200);
    expect(((await members.json()) as { invites: { email: string }[] }).invites.map((invite) => invite.email)).toEqual(['carol@build.example']);
    await next.click();

    // SCHEDULE_CALL: the booking page opens in a new tab; skipping moves on.
    await expectStep(page, dialog, 'Schedule a call with us');
    const booking = dialog.getByRole('link', { name: 'Pick a time (opens in a new tab)' });
    expect([await booking.getAttribute('href'), await booking.getAttribute('target')]).toEqual([`${server.url}/schedule-call`, '_blank']);
    expect(await dialog.getByRole('button', { name: 'I scheduled a call' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Skip' }).click();

    // SUBSCRIBE: the trial goes to the packages page; 'Continue with Limited Access' closes.
    await expectStep(page, dialog, 'Get the most out of Lotline');
    expect(await progressOf(dialog)).toBe('7');
    expect(await dialog.getByRole('link', { name: 'Start a 30-Day Free Trial' }).getAttribute('href')).toBe(`${server.url}/packages`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}onboarding-subscribe.png` });
    await dialog.getByRole('button', { name: 'Continue with Limited Access' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends a marketplace visitor’s onboarding on the success step', async () => {
    const { context, page, errors, token } = await signedUpPage('Mara', 'Market', '/?utm_source=marketplace');
    const dialog = dialogOf(page);
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Prefab Manufacture' }).click();
    await expectStep(page, dialog, 'About you');
    await dialog.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Company name').fill('Mara Modular');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, dialog, 'What projects do you work on?');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, dialog, 'Where do you work?');
    await expect.poll(() => dialog.getByRole('button', { name: 'Next' }).isDisabled(), { timeout: 15_000 }).toBe(false);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, dialog, 'What do you want Lotline to do for you?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectStep(page, dialog, 'You are all set!');
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await meThroughApi(server.url, token)).toMatchObject({ onboarded: true, role: 'Prefab Manufacture', organization_id: 'mara-modular', organization_role: 'owner' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
