// The lead contact modal and the need-help modal end to end. On the builder's site (the inline
// widget of the demo organization) the call to action opens the lead modal: nine steps, one
// question each, with the spec's messages under the fields, then 'Ok, Great!'; the lead reaches
// the server (201 with its id; no admin command makes a test user an owner of the demo
// organization, so its list cannot be read here). On the vendor's hosted page for the
// organization the modal has ten steps, and a failed submission keeps the form and says so
// until it is sent again. A Pro, onboarded builder gets 'Need Help?' on the hosted page (not a
// Free user, not in embeds) and sends a help request to the demo organization. The demo site and
// its thank-you name the same builder. 'Schedule a Time' leads to the configured booking page, and
// the EN/ES switch changes the widget's language for the rest of the visit.
import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const DEMO_ORG = 'lotline-demo';
const CTA = 'Talk to a builder';
/** The demo site's builder: the demo organization's name. */
const DEMO_BRAND = 'Hollow Creek Cottages';
const SCHEDULING_URL = 'https://cal.example/lotline/consult?src=widget';
let server: RunningServer;
let browser: Browser;
/** 1 Maple Street in the demo town, as the server signs it, and the address its report shows. */
let details: AddressDetails;
let reportAddress: StreetData['attributes']['address'];
let reportPropertyId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOTLINE_SCHEDULING_URL: SCHEDULING_URL }), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`);
  details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
  ({ address: reportAddress, property_id: reportPropertyId } = (await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`)).attributes);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The builder's site with the inline widget showing the report's overview. */
const demoReport = () => `${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=overview`;

/** The vendor's hosted report (`/report/…`, or `/org-report/…?org=` for an organization). */
function hostedReport(org?: string): string {
  const a = details;
  const path = `/${org ? 'org-report' : 'report'}/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
  return `${server.url}${path}?${org ? `org=${org}&` : ''}lat=${a.lat}&lng=${a.lng}&signature=${a.signature}`;
}

/** The focused element inside the widget's shadow root, as 'TAG: text'. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    const active = document.querySelector('lotline-widget').shadowRoot.activeElement;
    return active ? active.tagName + ': ' + active.textContent.trim() : null;
  })()`) as Promise<string | null>;

/** The answer of the next POST to `path`. */
const nextPost = (page: Page, path: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path, { timeout: 15_000 });

/** The dialog's progress bar says 'Step n of total'. */
async function expectStep(dialog: Locator, step: number, total: number): Promise<void> {
  await dialog.getByRole('progressbar', { name: `Step ${step} of ${total}` }).waitFor({ timeout: 5_000 });
}

/** Answers the lead modal's steps 1 to 8 (name to water and sewer), checking each screen's progress, focus and Next. */
async function answerFirstSteps(page: Page, dialog: Locator, total: number): Promise<void> {
  const next = dialog.getByRole('button', { name: 'Next' });
  await expectStep(dialog, 1, total);
  await expect.poll(() => focused(page)).toBe('H3: What is your name?');
  expect(await next.isDisabled()).toBe(true);
  const name = dialog.getByRole('textbox', { name: 'What is your name?' });
  await name.fill('Ada Lovelace');
  expect(await next.isDisabled()).toBe(false);
  // Spec 5's message word for word, under the field and tied to it.
  await name.fill('');
  const nameError = dialog.getByText('User Name is required.', { exact: true });
  await nameError.waitFor();
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  expect(await name.getAttribute('aria-describedby')).toBe(await nameError.getAttribute('id'));
  expect(await next.isDisabled()).toBe(true);
  await name.fill('Ada Lovelace');
  expect(await nameError.count()).toBe(0);
  await next.click();

  await expectStep(dialog, 2, total);
  await expect.poll(() => focused(page)).toBe('H3: What is your email?');
  const email = dialog.getByRole('textbox', { name: 'What is your email?' });
  await email.fill('ada@');
  await dialog.getByText('Please verify that you are entering the correct email.', { exact: true }).waitFor();
  await email.fill('ada@example.com');
  await next.click();

  await expectStep(dialog, 3, total);
  // Back keeps what was typed.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expectStep(dialog, 2, total);
  expect(await email.inputValue()).toBe('ada@example.com');
  await next.click();
  await expectStep(dialog, 3, total);
  await expect.poll(() => focused(page)).toBe('H3: What are you considering?');
  expect(await dialog.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent))).toEqual([
    'Convert existing space ($70k to $200k)',
    'Backyard cottage or addition ($150k to $500k)',
    'Garage with apartment over ($350k to $600k)',
    'Other',
  ]);
  expect(await next.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: 'Backyard cottage or addition ($150k to $500k)' }).check();
  await dialog.getByRole('checkbox', { name: 'Convert existing space ($70k to $200k)' }).check();
  await next.click();

  await expectStep(dialog, 4, total);
  // Spec 5's default: early.
  expect(await dialog.getByRole('radio', { name: 'Early: exploring the idea' }).isChecked()).toBe(true);
  await dialog.getByRole('radio', { name: 'Committed: ready to start' }).check();
  await next.click();

  await expectStep(dialog, 5, total);
  // The report's address, prefilled.
  expect(await dialog.getByRole('textbox', { name: 'Street number' }).inputValue()).toBe(reportAddress.street_number);
  expect(await dialog.getByRole('textbox', { name: 'Street', exact: true }).inputValue()).toBe(reportAddress.street);
  expect(await dialog.getByRole('textbox', { name: 'Zip code' }).inputValue()).toBe(reportAddress.zip_code);
  const city = dialog.getByRole('textbox', { name: 'City' });
  await city.fill('');
  await dialog.getByText('City is required.', { exact: true }).waitFor();
  expect(await next.isDisabled()).toBe(true);
  await city.fill(reportAddress.city);
  await next.click();

  await expectStep(dialog, 6, total);
  expect(await dialog.getByRole('group', { name: 'Do you own this property?' }).getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
  await dialog.getByRole('group', { name: 'Do you live there?' }).getByRole('radio', { name: 'No' }).check();
  await next.click();

  await expectStep(dialog, 7, total);
  expect(await next.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: 'Had the lot surveyed' }).check();
  await next.click();

  await expectStep(dialog, 8, total);
  expect(await dialog.getByRole('radio', { name: 'City water' }).isChecked()).toBe(true);
  await dialog.getByRole('radio', { name: 'Septic system' }).check();
  await next.click();
  await expectStep(dialog, 9, total);
}

/** Types a short phone number (its message shows), then a full one. */
async function answerPhone(dialog: Locator, submitName: string): Promise<void> {
  const phone = dialog.getByRole('textbox', { name: 'What is your phone number?' });
  expect(await phone.getAttribute('placeholder')).toBe('+1 (555) 000-0000');
  await phone.fill('555123');
  expect(await phone.inputValue()).toBe('+1 (555) 123');
  await dialog.getByText('Invalid Phone number format', { exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: submitName }).isDisabled()).toBe(true);
  await phone.fill('5551234567');
  expect(await phone.inputValue()).toBe('+1 (555) 123-4567');
}

/** The lead body these answers give. */
function expectedLead() {
  return {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    property_address: reportAddress.label,
    addr_state: reportAddress.state,
    addr_city: reportAddress.city,
    addr_zip: reportAddress.zip_code,
    addr_num: reportAddress.street_number,
    addr_street: reportAddress.street,
    lat: String(reportAddress.lat),
    lng: String(reportAddress.lng),
    signature: '',
    phone: '+1 (555) 123-4567',
    considering: 'Convert existing space ($70k to $200k); Backyard cottage or addition ($150k to $500k)',
    starting_timeline: 'committed',
    is_owner: 'yes',
    lives_there: 'no',
    steps_taken: 'Had the lot surveyed',
    water_supply: 'municipality',
    sewer_system: 'septic',
    // The report's property and the kind considered (a backyard cottage among the choices), in the widget's language.
    property_id: reportPropertyId,
    adu_kind: 'ext',
    locale: 'en',
  };
}

/** The stored submission's id from its 201 answer. */
async function acceptedId(response: Response): Promise<string> {
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/\S/);
  return id;
}

describe('the lead modal', () => {
  it('takes a visitor on the builder’s site through nine steps to “Ok, Great!” and sends the lead to the demo organization', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    // The builder's page hears the lead as a widget event (core/protocol/events.ts).
    await page.addInitScript(`(() => {
      window.leadEvents = [];
      document.addEventListener('lotline:lead-submitted', (event) => window.leadEvents.push(event.detail));
    })()`);
    await page.goto(demoReport());
    const cta = page.getByRole('button', { name: CTA });
    await cta.waitFor({ timeout: 20_000 });
    await cta.click();
    const dialog = page.getByRole('dialog', { name: CTA });
    await dialog.waitFor({ timeout: 10_000 });
    await expectStep(dialog, 1, 9);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}lead-modal-step-1.png` });

    await answerFirstSteps(page, dialog, 9);
    // In embeds the phone number is the last question: its button sends the form.
    await expect.poll(() => focused(page)).toBe('H3: What is your phone number?');
    await answerPhone(dialog, 'Submit');
    await page.screenshot({ path: `${screenshots}lead-modal-step-9.png` });
    const [response] = await Promise.all([nextPost(page, `/api/orgs/${DEMO_ORG}/leads`), dialog.getByRole('button', { name: 'Submit' }).click()]);
    await acceptedId(response);
    expect(response.request().postDataJSON()).toEqual(expectedLead());

    await dialog.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(() => focused(page)).toBe('H3: Thank you!');
    // The thank-you names the builder whose site this is, as the site's header does.
    expect(await page.locator('.brand').textContent()).toBe(DEMO_BRAND);
    expect(await dialog.locator('.lead-modal__thanks p').textContent()).toBe(`Your details are on their way to ${DEMO_BRAND}, who will be in touch soon.`);
    expect(await page.evaluate('window.leadEvents')).toEqual([
      { source: 'lotline', version: 1, type: 'lead-submitted', payload: { organization_id: DEMO_ORG, property_id: reportPropertyId } },
    ]);
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Ok, Great!' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(`BUTTON: ${CTA}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks the tenth question on the hosted page, and keeps the form with a message when sending fails until it goes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The failure this test causes: Chromium's log of the 503 and the widget's own (spec 8: logged).
      if (text.includes('status of 503') || text.startsWith('The lead could not be sent')) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(hostedReport(DEMO_ORG));
    await page.getByRole('button', { name: CTA }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: CTA });
    await answerFirstSteps(page, dialog, 10);
    await answerPhone(dialog, 'Next');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expectStep(dialog, 10, 10);
    await expect.poll(() => focused(page)).toBe('H3: May we introduce you to professionals who can help with your project?');
    expect(await dialog.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'No' }).check();

    const path = `/api/orgs/${DEMO_ORG}/leads`;
    let refused = 0;
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        refused += 1;
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later' } }) });
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your details could not be sent. Please try again.' }).waitFor({ timeout: 10_000 });
    expect(refused).toBe(1);
    await expectStep(dialog, 10, 10);
    expect(await dialog.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);

    const [response] = await Promise.all([nextPost(page, path), dialog.getByRole('button', { name: 'Submit' }).click()]);
    await acceptedId(response);
    expect(refused).toBe(1);
    expect(response.request().postDataJSON()).toEqual({ ...expectedLead(), introduce: 'no', email_contact_us: 'ada@example.com' });
    await dialog.getByRole('button', { name: 'Ok, Great!' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the ADU page on the builder’s site', () => {
  it('links Schedule a Time to the configured booking page and switches between English and Spanish for the visit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(demoReport().replace('lotline-page=overview', 'lotline-page=backyard-cottage'));
    const schedule = page.getByRole('link', { name: 'Schedule a Time (opens in a new tab)' });
    await schedule.waitFor({ timeout: 20_000 });
    expect([await schedule.getAttribute('href'), await schedule.getAttribute('target'), await schedule.getAttribute('rel')]).toEqual([SCHEDULING_URL, '_blank', 'noopener noreferrer']);
    expect(await page.getByRole('button', { name: 'Schedule a Time' }).count()).toBe(0);

    // The language switch: a labelled group of two toggle buttons, reached and pressed by keyboard.
    const switcher = page.getByRole('group', { name: 'Language' });
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await switcher.getByRole('button', { name: 'English' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const idioma = page.getByRole('group', { name: 'Idioma' });
    await idioma.waitFor();
    expect(await idioma.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { name: '¿Quiere saber más?' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Programar una cita (se abre en una pestaña nueva)' }).waitFor();
    await page.screenshot({ path: `${screenshots}language-switch-es-1280.png` });

    // Remembered for the visit: the next page of the site opens in Spanish.
    await page.goto(demoReport());
    await page.getByRole('group', { name: 'Idioma' }).waitFor({ timeout: 20_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${screenshots}language-switch-es-375.png` });
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('group', { name: 'Language' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the need-help modal', () => {
  const EMAIL = 'pat.pro@example.com';
  let token: string;

  beforeAll(async () => {
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'need help please', first_name: 'Pat', last_name: 'Pro' }),
    });
    expect(signUp.status).toBe(201);
    ({ token } = (await signUp.json()) as { token: string });
    const onboarding = await fetch(`${server.url}/api/me/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ onboarded: true, user: { first_name: 'Pat', last_name: 'Pro', email: EMAIL, role: 'Builder' }, organization: null }),
    });
    expect(onboarding.status).toBe(200);
  });

  it('is offered to an onboarded builder only once on Pro, outside embeds, and sends a help request to the demo organization', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, token);
    await page.goto(hostedReport());
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'PP, Account: Pat Pro' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Need Help?' }).count()).toBe(0);

    // On the embedded database the server stops while the command runs: leave the report first,
    // so none of its requests meets a closed port.
    await page.goto('about:blank');
    const upgraded = await server.admin(['set-package', EMAIL, 'pro']);
    expect(upgraded.code).toBe(0);
    await page.goto(hostedReport());
    const needHelp = page.getByRole('button', { name: 'Need Help?' });
    await needHelp.waitFor({ timeout: 20_000 });
    await needHelp.click();
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Pat Pro');
    expect(await seriousViolations(page)).toEqual([]);

    // An address, when given, needs every part (spec 5).
    const city = dialog.getByRole('textbox', { name: 'City' });
    await city.fill('');
    await dialog.getByText('City is required.', { exact: true }).waitFor();
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await city.fill(reportAddress.city);
    expect(await send.isDisabled()).toBe(false);
    await dialog.getByRole('combobox', { name: 'Related to' }).selectOption('Setbacks');
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('The rear setback looks too deep.');
    await page.screenshot({ path: `${screenshots}need-help-modal.png` });

    const [response] = await Promise.all([nextPost(page, `/api/orgs/${DEMO_ORG}/help-requests`), send.click()]);
    await acceptedId(response);
    expect(response.request().postDataJSON()).toEqual({
      email: EMAIL,
      full_name: 'Pat Pro',
      address: reportAddress.label,
      addr_state: reportAddress.state,
      addr_city: reportAddress.city,
      addr_street: reportAddress.street,
      addr_num: reportAddress.street_number,
      addr_lat: String(reportAddress.lat),
      addr_lng: String(reportAddress.lng),
      related_to: 'Setbacks',
      help_request: 'The rear setback looks too deep.',
    });
    await dialog.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(() => focused(page)).toBe('H3: Thank you!');
    await dialog.getByRole('button', { name: 'Ok, great' }).click();
    await dialog.waitFor({ state: 'detached' });

    // In an embed, the organization's call to action is the contact route: no 'Need Help?'.
    await page.goto(demoReport());
    await page.getByRole('button', { name: CTA }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'PP, Account: Pat Pro' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Need Help?' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
