// End to end: a signed-in user corrects a demo-town lot's facts and setbacks in the report (spec 1
// sections 4 to 6): pencil, check, X and reset (an empty value), number inputs that take only
// digits and one decimal point, the property type and zone choices, the report updating in place
// with the rules engine's values; keyboard only; a refused save; a visitor without any editing;
// axe on an ADU page with a value in edit.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { formatArea, formatFeetInches } from '../../widget/src/i18n/format';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;
let axeSource: string;

interface Lot {
  details: AddressDetails;
  data: StreetData;
}
/** A Single Residence lot whose by-right cottage limit is half its gross floor area (under 900 sq ft). */
let sr: Lot;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The street data of an address as `userId` sees it. */
async function streetData(details: AddressDetails, userId: string): Promise<StreetData> {
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, {
    headers: { authorization: `Bearer ${server.token(userId)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('Maple Street')}&limit=20`);
  for (const result of results) {
    const details = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await streetData(details, 'finder');
    const gfa = data.attributes.gross_floor_area;
    if (data.attributes.zone_code === 'SR' && gfa !== null && gfa < 1800 && data.bylaws.adu.placement.ext_setbacks.side === 10) {
      sr = { details, data };
      break;
    }
  }
  expect(sr, 'an SR lot of the demo town under 1,800 sq ft').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Opens the report of the SR lot on the builder's site, signed in as `userId` unless a visitor.
 * `problems()` lists the page's errors, its console errors and every failed API call except link
 * previews (a refused preview falls back and hides, but the browser logs its failed load).
 */
async function openReport(userId: string | null, page = 'overview'): Promise<{ tab: Page; problems(): string[]; sent: { method: string; url: string; body: unknown }[] }> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged = collectPageErrors(tab);
  const failed: string[] = [];
  tab.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/report/unfurl')) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const problems = () => [...logged.filter((e) => !e.startsWith('console: Failed to load resource')), ...failed];
  const sent: { method: string; url: string; body: unknown }[] = [];
  tab.on('request', (request: Request) => {
    if (request.method() === 'PATCH' || request.method() === 'PUT') sent.push({ method: request.method(), url: request.url(), body: request.postDataJSON() as unknown });
  });
  if (userId) await signInWidgets(tab, server.token(userId));
  await tab.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(sr.details))}&lotline-page=${page}`);
  const heading = { overview: 'Overview', 'backyard-cottage': 'Backyard Cottage', 'in-home-apartment': 'In-Home Apartment' }[page]!;
  await tab.getByRole('heading', { name: heading, level: 3 }).waitFor({ timeout: 15_000 });
  return { tab, problems, sent };
}

const factRow = (page: Page, name: string) => page.locator('.facts__row', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
const setbackRow = (page: Page, side: string) => page.locator(`tr[data-setback="${side}"]`);
const cottageRow = (page: Page) => page.locator('.build-row[data-page="backyard-cottage"] .build-row__size');
/** The accessible name (or text) of the focused element inside the widget. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('lotline-widget')!.shadowRoot!.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
const scrollTop = (page: Page) => page.locator('.report-panel__scroll').evaluate((element) => element.scrollTop);

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Runs axe over the widget element and its open shadow root. */
async function audit(page: Page): Promise<Violation[]> {
  // Evaluated by the browser's debugging protocol rather than added as an inline <script>, which the pages' policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document.querySelector('lotline-widget')!, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

describe('editing a report, signed in', () => {
  it('sets the gross floor area and resets it: the cottage’s by-right limit follows on the overview and the ADU page', async () => {
    const gfa = sr.data.attributes.gross_floor_area!;
    const original = Math.min(900, gfa / 2);
    expect(sr.data.bylaws.adu.size_limits.ext.br?.max).toBeCloseTo(original, 6);
    const { tab: page, problems, sent } = await openReport('area-editor');
    const row = factRow(page, 'Gross floor area');
    expect(await row.locator('dd').textContent()).toBe(formatArea(gfa, 'en'));
    expect(await cottageRow(page).textContent()).toBe(`Up to ${formatArea(original, 'en')}allowed by right`);

    await row.getByRole('button', { name: 'Edit Gross floor area' }).scrollIntoViewIfNeeded();
    const scrolled = await scrollTop(page);
    expect(scrolled, 'the facts are below the fold').toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Edit Gross floor area' }).click();
    const input = row.getByRole('textbox', { name: 'Gross floor area in sq ft' });
    expect(await input.inputValue()).toBe(String(gfa));
    expect(await input.getAttribute('inputmode')).toBe('decimal');
    await input.fill('2400');
    await page.screenshot({ path: `${screenshots}report-edit-fact-1280.png` });
    await row.getByRole('button', { name: 'Save Gross floor area' }).click();

    // min(900, 2400 / 2) = 900, in place: same page, same scroll, focus back on the pencil.
    await expect.poll(() => row.locator('dd').textContent()).toBe(`${formatArea(2400, 'en')}Set by you`);
    expect(await cottageRow(page).textContent()).toBe(`Up to ${formatArea(900, 'en')}allowed by right`);
    expect(await page.getByRole('heading', { name: 'Overview', level: 3 }).count()).toBe(1);
    expect(Math.abs((await scrollTop(page)) - scrolled)).toBeLessThan(2);
    expect(await focused(page)).toBe('Edit Gross floor area');
    expect(sent).toEqual([{ method: 'PATCH', url: `${server.url}/api/properties/${encodeURIComponent(sr.data.attributes.property_id)}?org=lotline-demo`, body: { gross_floor_area: 2400 } }]);

    await page.locator('.build-row[data-page="backyard-cottage"]').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
    expect(await page.locator('[data-field="adu.size_limits.ext.br"]').textContent()).toBe(`Up to ${formatArea(900, 'en')}`);

    // Reset sends an empty value and brings back the data's area and limit.
    await page.goBack();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor();
    await row.getByRole('button', { name: 'Reset Gross floor area to the default' }).click();
    await expect.poll(() => row.locator('dd').textContent()).toBe(formatArea(gfa, 'en'));
    expect(await cottageRow(page).textContent()).toBe(`Up to ${formatArea(original, 'en')}allowed by right`);
    expect(await row.getByRole('button', { name: 'Reset Gross floor area to the default' }).count()).toBe(0);
    expect(sent.at(-1)?.body).toEqual({ gross_floor_area: '' });
    expect((await streetData(sr.details, 'area-editor')).user_overrides?.gross_floor_area).toBeUndefined();
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('sets the backyard cottage’s side setback: 4 ft, set by you, without its citation; then resets it', async () => {
    const { tab: page, problems, sent } = await openReport('setback-editor', 'backyard-cottage');
    const side = setbackRow(page, 'side');
    expect(await side.locator('.report-row__value').textContent()).toBe(formatFeetInches(10, 'en'));
    await expect.poll(() => side.locator('.citation').count()).toBeGreaterThan(0);

    await side.getByRole('button', { name: 'Edit Side setback' }).click();
    const input = side.getByRole('textbox', { name: 'Side setback in ft' });
    // Only digits and one decimal point get in, typed or pasted.
    await input.fill('');
    await input.pressSequentially('a4-.5.e5 ');
    expect(await input.inputValue()).toBe('4.55');
    await input.evaluate((element: HTMLInputElement) => {
      element.setSelectionRange(0, element.value.length);
      const data = new DataTransfer();
      data.setData('text/plain', '4 ft.');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    });
    await expect.poll(() => input.inputValue()).toBe('4.');
    await input.press('Enter');

    await expect.poll(() => side.locator('.report-row__value').textContent()).toBe('4 ft');
    expect(await side.locator('.edit-mark').textContent()).toBe('Set by you');
    expect(await side.locator('.citation').count()).toBe(0);
    await page.locator('#placement').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshots}report-edit-setback-1280.png` });
    expect(await setbackRow(page, 'front').locator('.report-row__value').textContent()).toBe('25 ft');
    expect(sent.map((s) => [s.method, s.body])).toEqual([['PUT', [{ bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' }]]]);
    expect((await streetData(sr.details, 'setback-editor')).bylaws.overridden).toContain('adu.placement.ext_setbacks.side');

    // A second setback is sent with the first: the whole list every time.
    await setbackRow(page, 'rear').getByRole('button', { name: 'Edit Rear setback' }).click();
    await setbackRow(page, 'rear').getByRole('textbox', { name: 'Rear setback in ft' }).fill('12.5');
    await setbackRow(page, 'rear').getByRole('button', { name: 'Save Rear setback' }).click();
    await expect.poll(() => setbackRow(page, 'rear').locator('.report-row__value').textContent()).toBe('12 ft 6 in');
    expect(sent.at(-1)?.body).toEqual([
      { bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' },
      { bound: 'LOWER', value: 12.5, subject: 'ADU_REAR_SETBACK' },
    ]);

    // Removing one sends the list without it.
    await side.getByRole('button', { name: 'Reset Side setback to the default' }).click();
    await expect.poll(() => side.locator('.report-row__value').textContent()).toBe('10 ft');
    await expect.poll(() => side.locator('.citation').count()).toBeGreaterThan(0);
    expect(sent.at(-1)?.body).toEqual([{ bound: 'LOWER', value: 12.5, subject: 'ADU_REAR_SETBACK' }]);
    expect(await setbackRow(page, 'rear').locator('.edit-mark').count()).toBe(1);
    expect(await side.locator('.edit-mark').count()).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('works from the keyboard alone: Tab to the pencil, type, Enter saves; Escape cancels', async () => {
    const gfa = sr.data.attributes.gross_floor_area!;
    const { tab: page, problems, sent } = await openReport('keyboard-editor');
    const row = factRow(page, 'Gross floor area');
    await page.locator('.page-title').focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await focused(page)) === 'Edit Gross floor area';
    }
    expect(reached, 'Tab reaches the pencil of the gross floor area').toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Gross floor area in sq ft');
    await page.keyboard.type('2400');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.locator('dd').textContent()).toBe(`${formatArea(2400, 'en')}Set by you`);
    expect(await focused(page)).toBe('Edit Gross floor area');

    // Escape leaves the value as it was, sends nothing and gives focus back to the pencil.
    await page.keyboard.press('Enter');
    await page.keyboard.type('3000');
    await page.keyboard.press('Escape');
    expect(await row.getByRole('textbox').count()).toBe(0);
    expect(await row.locator('dd').textContent()).toBe(`${formatArea(2400, 'en')}Set by you`);
    expect(await focused(page)).toBe('Edit Gross floor area');
    expect(sent).toHaveLength(1);

    // The reset icon comes next in the tab order.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Reset Gross floor area to the default');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.locator('dd').textContent()).toBe(formatArea(gfa, 'en'));
    expect(await focused(page)).toBe('Edit Gross floor area');
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('offers the spec’s property types with the current one, and the town’s zones sorted; a zone is set and reset', async () => {
    const { tab: page, problems } = await openReport('choice-editor');
    const type = factRow(page, 'Property type');
    await type.getByRole('button', { name: 'Edit Property type' }).click();
    const typeChoices = await type.getByRole('combobox', { name: 'Property type' }).locator('option').allTextContents();
    const current = sr.data.attributes.use_code_desc;
    const spec = ['Single Family', 'Two Family', 'Multi-Family Home', 'Other'];
    expect(typeChoices).toEqual(current && !spec.includes(current) ? [...spec, current] : spec);
    expect(await type.getByRole('combobox').inputValue()).toBe(sr.data.attributes.property_type_name);
    await type.getByRole('button', { name: 'Cancel editing Property type' }).click();

    const zone = factRow(page, 'Zone');
    await zone.getByRole('button', { name: 'Edit Zone' }).click();
    const select = zone.getByRole('combobox', { name: 'Zone' });
    const zones = [...sr.data.bylaws.zones].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(await select.locator('option').allTextContents()).toEqual(zones);
    expect(await select.inputValue()).toBe('SR');
    const other = zones.find((z) => z !== 'SR')!;
    await select.selectOption(other);
    await select.press('Enter');
    await expect.poll(() => zone.locator('dd').textContent()).toBe(`${other}Set by you`);
    expect((await streetData(sr.details, 'choice-editor')).bylaws.overridden).toContain('zone_code');
    await zone.getByRole('button', { name: 'Reset Zone to the default' }).click();
    await expect.poll(() => zone.locator('dd').textContent()).toBe('SR');
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('disables the controls with a spinner while saving, and keeps the typed value with a toast when the save fails', async () => {
    const { tab: page, problems } = await openReport('failing-editor', 'backyard-cottage');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The embedded widget names its organization in the query (`?org=`), so the path alone is matched.
    await page.route((url) => /^\/api\/properties\/[^/]+\/size-limits$/.test(url.pathname), async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }) });
    });
    const front = setbackRow(page, 'front');
    await front.getByRole('button', { name: 'Edit Front setback' }).click();
    const input = front.getByRole('textbox', { name: 'Front setback in ft' });
    await input.fill('15');
    await input.press('Enter');
    await front.locator('.edit-spinner').waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await front.getByRole('button', { name: 'Save Front setback' }).isDisabled()).toBe(true);
    expect(await front.getByRole('button', { name: 'Cancel editing Front setback' }).isDisabled()).toBe(true);
    release();

    await page.locator('.toast__text', { hasText: 'The change could not be saved. Please try again.' }).waitFor();
    expect(await input.isDisabled()).toBe(false);
    expect(await input.inputValue()).toBe('15');
    expect(await front.locator('.edit-spinner').count()).toBe(0);
    expect(await focused(page)).toBe('Front setback in ft');
    // Out of range: the server's limit is told before anything is sent.
    await input.fill('600');
    await input.press('Enter');
    expect(await front.getByRole('alert').textContent()).toBe('Enter a number from 0 to 500.');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    // Only the refused save failed.
    expect(problems()).toEqual([`500 PUT ${server.url}/api/properties/${encodeURIComponent(sr.data.attributes.property_id)}/size-limits?org=lotline-demo`]);
    await page.close();
  });

  it('has no serious or critical axe violation on the ADU page with a setback in edit', async () => {
    const { tab: page, problems } = await openReport('axe-editor', 'backyard-cottage');
    await expect.poll(() => page.locator('a.citation__link', { hasText: 'M.G.L.' }).count()).toBeGreaterThan(0);
    await setbackRow(page, 'side').getByRole('button', { name: 'Edit Side setback' }).click();
    await setbackRow(page, 'side').getByRole('textbox').waitFor();
    const violations = await audit(page);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(problems()).toEqual([]);
    await page.close();
  });
});

describe('a visitor', () => {
  it('gets no pencil, reset or input anywhere in the report', async () => {
    for (const pageName of ['overview', 'backyard-cottage', 'in-home-apartment']) {
      const { tab: page, problems } = await openReport(null, pageName);
      if (pageName === 'overview') expect(await factRow(page, 'Gross floor area').locator('dd').textContent()).toBe(formatArea(sr.data.attributes.gross_floor_area!, 'en'));
      else await page.locator('[data-locked]').first().waitFor();
      // The report's values (the map's tools ask a visitor to sign in, map-tools.e2e.ts).
      expect(await page.locator('.report-panel').getByRole('button', { name: /^(Edit|Reset) / }).count(), pageName).toBe(0);
      expect(await page.locator('.edit-button, .edit-form').count(), pageName).toBe(0);
      expect(problems()).toEqual([]);
      await page.close();
    }
  });
});
