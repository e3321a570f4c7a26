// End to end: the report of a demo-town lot on the builder's site (inline embed), from the
// address to every section, with the values the rules engine answers; navigation through the
// widget's own URL parameters, back and forward; the bottom sheet at 375 px; the zone upsell
// with its focus handling; the error parameter; Spanish.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { likelihoodLabel } from '../../core/rules';
import { formatArea, formatFeetInches } from '../../widget/src/i18n/format';
import { loadLocale } from '../../widget/src/i18n/messages';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const HOST_QUERY = '?utm_source=mail&q=a%20b';
const HOST_HASH = '#check';
let server: RunningServer;
let browser: Browser;

interface Lot {
  label: string;
  details: AddressDetails;
  data: StreetData;
}
/** An ordinary Single Residence lot with every check green. */
let sr: Lot;
/** A lot where special-consideration layers found something. */
let flagged: Lot;

/** The API as the signed-in test user sees it. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token()}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function lots(query: string): Promise<Lot[]> {
  const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}&limit=20`);
  const found: Lot[] = [];
  for (const result of results) {
    const details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`);
    found.push({ label: result.label, details, data });
  }
  return found;
}

beforeAll(async () => {
  // The expected Spanish areas are written with the widget's own Spanish catalogue.
  await loadLocale('es');
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  // The demo town is generated from a fixed seed: its brook crosses Main Street past number 100.
  const candidates = [...(await lots('Maple Street')), ...(await lots('113 Main Street')), ...(await lots('108 Main Street'))];
  sr = candidates.find(
    (lot) => lot.data.attributes.zone_code === 'SR' && lot.data.bylaws.adu.status.ext === 'GREEN' && lot.data.attributes.gross_floor_area !== null,
  )!;
  flagged = candidates.find((lot) => Object.values(lot.data.special_considerations).some((c) => c.status !== 'GREEN'))!;
  expect(sr, 'a green SR lot in the demo town').toBeDefined();
  expect(flagged, 'a demo-town lot with a special consideration').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page of the test server; the widget is signed in unless `visitor` (a visitor gets the limited report). */
async function openPage(path: string, width = 1280, { visitor = false } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  if (!visitor) await signInWidgets(page, server.token());
  await page.goto(`${server.url}${path}`);
  return { page, errors };
}

/** Types the address on the builder's site, picks it and waits for the overview. */
async function pickAddress(page: Page, lot: Lot): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Address' });
  await input.waitFor({ timeout: 15_000 });
  await input.fill(lot.label.split(',')[0]!);
  await page.getByRole('option', { name: lot.label, exact: true }).click();
  await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
}

/** The builder's-site URL of a report, as the widget writes it. */
function inlineUrl(lot: Lot, extra = ''): string {
  return `/demo/${HOST_QUERY}&lotline-address=${encodeURIComponent(JSON.stringify(lot.details))}${extra}${HOST_HASH}`;
}

const section = (page: Page, title: string) => page.locator('section.report-section', { has: page.getByRole('button', { name: title, exact: true }) });
const shadowActive = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('lotline-widget')!.shadowRoot!.activeElement;
    return { text: active?.textContent?.trim() ?? '', inDialog: Boolean(active?.closest('dialog')) };
  });

describe('the report on the builder’s site (inline)', () => {
  it('goes from the address to every report section with the rules engine’s values, leaving the host URL alone', async () => {
    const { data } = sr;
    const adu = data.bylaws.adu;
    const gfa = data.attributes.gross_floor_area!;
    const { page, errors } = await openPage(`/demo/${HOST_QUERY}${HOST_HASH}`);
    await pickAddress(page, sr);
    // The overview says where the reader is once: its heading, with no breadcrumb repeating it.
    expect(await page.getByText('Overview', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);

    // The host's path, parameters (byte for byte) and hash stay; the widget adds only its own.
    const overviewUrl = new URL(page.url());
    expect(overviewUrl.pathname).toBe('/demo/');
    expect(overviewUrl.hash).toBe(HOST_HASH);
    expect(overviewUrl.search.startsWith(`${HOST_QUERY}&lotline-address=`)).toBe(true);
    expect([...overviewUrl.searchParams.keys()]).toEqual(['utm_source', 'q', 'lotline-address']);

    // Overview: what can you build, with the by-right maximum min(900, GFA / 2) for both types.
    const byRight = Math.min(900, gfa / 2);
    expect(adu.size_limits.ext.br?.max).toBeCloseTo(byRight, 6);
    for (const [page_, name] of [['in-home-apartment', 'In-Home Apartment'], ['backyard-cottage', 'Backyard Cottage']] as const) {
      const row = page.locator(`.build-row[data-page="${page_}"]`);
      await expect.poll(() => row.locator('.build-row__name').textContent()).toBe(name);
      expect(await row.locator('.status').textContent()).toBe('Probably Allowed');
      expect(await row.locator('.build-row__size').textContent()).toBe(`Up to ${formatArea(byRight, 'en')}allowed by right`);
      expect(await row.getByRole('button', { name: 'View Details' }).count()).toBe(1);
    }
    const environmental = data.gis_layers.filter((layer) => layer.group === 'ENVIRONMENTAL').length;
    expect(await page.locator('.counts__item[data-group="ENVIRONMENTAL"] dd').textContent()).toBe(`0 of ${environmental} detected`);
    const facts = page.getByRole('region', { name: /Report on/ }).locator('.facts__row');
    expect(await facts.filter({ hasText: 'Zone' }).locator('dd').textContent()).toBe('SR');
    expect(await facts.filter({ hasText: 'Gross floor area' }).locator('dd').textContent()).toBe(formatArea(gfa, 'en'));
    expect(await facts.filter({ hasText: 'Living area' }).locator('dd').textContent()).toBe('Not available');
    expect(await page.getByRole('img', { name: /^Drawing of the lot at .* from above/ }).count()).toBe(1);
    await page.locator('path.map__lot').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${screenshots}report-overview-1280.png` });

    // The backyard cottage page.
    await page.locator('.build-row[data-page="backyard-cottage"]').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
    expect(new URL(page.url()).searchParams.get('lotline-page')).toBe('backyard-cottage');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('OverviewBackyard Cottage');
    expect(await page.getByRole('button', { name: 'PDF', exact: true }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await page.locator('.prefeasibility__status .status').textContent()).toBe('Probably Allowed');

    const titles = await page.locator('.report-section__toggle').allTextContents();
    expect(titles).toEqual([
      'I. Is it generally allowed here',
      'II. Special Considerations',
      'III. Size Limitations',
      'IV. Placement',
      'Summary',
      'What it costs',
      'What it could earn',
      'What comes next',
      'Other Things to Know',
    ]);
    for (const toggle of await page.locator('.report-section__toggle').all()) expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // I. Legal status with its citations: one shown, the rest behind 'more', each linking to its source.
    const legal = section(page, 'I. Is it generally allowed here');
    expect(await legal.locator('[data-field="adu.ext_legal"]').textContent()).toBe('allowed by right');
    const legalCitations = [...new Map(data.citations['adu.ext_legal']!.map((c) => [`${c.document_id}|${c.sequences.join()}`, c])).values()];
    const legalRow = legal.locator('.report-row', { hasText: 'Legal status' });
    await expect.poll(() => legalRow.locator('a.citation__link').first().textContent()).toContain('M.G.L. c.40A §3');
    // The others are in the page, hidden (a printed report lists them all).
    expect(await legalRow.locator('a.citation__link').filter({ visible: true }).count()).toBe(1);
    expect(await legalRow.locator('a.citation__link').first().getAttribute('href')).toBe(legalCitations[0]!.source_url);
    const more = legalRow.getByRole('button', { name: `Show ${legalCitations.length - 1} more` });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await legalRow.locator('a.citation__link').filter({ visible: true }).count()).toBe(legalCitations.length);
    expect(await legalRow.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');

    // II. Special considerations: every layer, none detected on this lot.
    const considerations = section(page, 'II. Special Considerations');
    for (const layer of data.gis_layers) {
      expect(await considerations.locator(`[data-layer="${layer.gis_layer_id}"] .badge`).textContent()).toBe('Not Detected');
    }

    // III. Size limitations: the by-right limit with the engine's steps; no footprint number here, so 760 CMR 71.03's rule.
    const size = section(page, 'III. Size Limitations');
    expect(await size.locator('[data-field="adu.size_limits.ext.br"]').textContent()).toBe(`Up to ${formatArea(byRight, 'en')}`);
    expect(await size.locator('[data-limit="adu.size_limits.ext"] .steps__list li').allTextContents()).toEqual(adu.size_limits.ext.br!.steps);
    expect(await size.locator('[data-limit="adu.size_limits.footprint"]').textContent()).toContain('No stricter than the town\u2019s limit for the house or an accessory building (760 CMR 71.03)');

    // IV. Placement: the town's setbacks for accessory structures, 25 / 10 / 10 / 10 ft.
    expect(adu.placement.ext_setbacks).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    const placement = section(page, 'IV. Placement');
    for (const [side, feet] of Object.entries(adu.placement.ext_setbacks)) {
      expect(await placement.locator(`tr[data-setback="${side}"] .report-row__value`).textContent()).toBe(formatFeetInches(feet!, 'en'));
    }
    expect(await placement.locator('tr[data-setback="front"] .report-row__value').textContent()).toBe('25 ft');
    expect(await placement.locator('[data-placement]').textContent()).toContain('There is room on the lot');

    // Summary and other things to know.
    const summary = section(page, 'Summary');
    expect(await summary.locator('.status').textContent()).toBe('Probably Allowed');
    expect(await summary.locator('.summary-text').textContent()).toBe(adu.summary.ext);
    const other = section(page, 'Other Things to Know');
    expect(await other.locator('.extra__subject').allTextContents()).toEqual(data.bylaws.extras.map((e) => e.subject));
    expect(await other.locator('.extra .source').allTextContents()).toEqual(data.bylaws.extras.map((e) => (e.source === 'STATE' ? 'State' : 'Municipality')));
    for (const link of data.city_external_links) expect(await other.getByRole('link', { name: link.subject }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Want to learn more?' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Schedule a Time' }).getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: `${screenshots}report-backyard-cottage-1280.png` });

    // Sections collapse and open; an open section's id goes in the widget's own parameter.
    const sizeToggle = page.getByRole('button', { name: 'III. Size Limitations', exact: true });
    await sizeToggle.click();
    expect(await sizeToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await size.locator('.report-section__body').isHidden()).toBe(true);
    await sizeToggle.click();
    expect(await sizeToggle.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).searchParams.get('lotline-section')).toBe('size-limitations');

    // The in-home apartment page, through the breadcrumb and the overview.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Overview' }).click();
    await page.locator('.build-row[data-page="in-home-apartment"]').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'In-Home Apartment', level: 3 }).waitFor();
    expect(await section(page, 'III. Size Limitations').locator('[data-limit="adu.size_limits.int"] h6').textContent()).toBe('Internal conversion limit');
    expect(await section(page, 'Summary').locator('.summary-text').textContent()).toBe(adu.summary.int);
    // The map draws the in-home apartment's area, not the backyard cottage's: in the demo town an
    // in-home apartment keeps the principal building's setbacks (25, 15 and 25 ft).
    expect(data.bylaws.adu.placement.int_setbacks).toEqual({ front: 25, side: 15, rear: 25, building: null });
    expect(data.setbacked_area.int).not.toBeNull();
    expect(await page.locator('path.map__setback').count()).toBe(1);
    expect(await page.locator('.legend').getByText('Where an in-home apartment may go', { exact: true }).count()).toBe(1);
    expect(await page.locator('.legend').getByText('Where a backyard cottage may stand', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${screenshots}report-in-home-apartment-1280.png` });

    // Back and forward walk the screens; the landing gives the host its URL back exactly.
    await page.goBack();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor();
    expect(page.url()).toBe(`${server.url}/demo/${HOST_QUERY}${HOST_HASH}`);
    await page.goForward();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a shared link of the builder’s site straight at its page and section', async () => {
    const { page, errors } = await openPage(inlineUrl(sr, '&lotline-page=backyard-cottage&lotline-section=placement'));
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    const placement = page.locator('#placement');
    await expect.poll(() => placement.evaluate((element) => {
      const scroller = element.closest('.report-panel__scroll')!;
      return Math.abs(element.getBoundingClientRect().top - scroller.getBoundingClientRect().top) < 40;
    })).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows detected considerations and a red status on a lot in the flood zone or wetlands', async () => {
    const { data } = flagged;
    const { page, errors } = await openPage(inlineUrl(flagged, '&lotline-page=backyard-cottage'));
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    const considerations = section(page, 'II. Special Considerations');
    for (const [id, consideration] of Object.entries(data.special_considerations)) {
      const expected = consideration.status === 'GREEN' ? 'Not Detected' : (consideration.badge_text ?? 'Detected');
      expect(await considerations.locator(`[data-layer="${id}"] .badge`).textContent()).toBe(expected);
    }
    expect(await section(page, 'Summary').locator('.status').textContent()).toBe(likelihoodLabel(data.bylaws.adu.likelihood.ext).label);
    expect(await section(page, 'Summary').locator('.summary-text').textContent()).toBe(data.bylaws.adu.summary.ext);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('locks the zone choice without a sign-in: the upsell keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page, errors } = await openPage(inlineUrl(sr, '&lotline-page=in-home-apartment'), 1280, { visitor: true });
    await page.getByRole('heading', { name: 'In-Home Apartment', level: 3 }).waitFor({ timeout: 15_000 });
    const opener = page.getByRole('button', { name: 'Locked Choose the zone' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Unlock more features' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Create a free login');
    expect((await shadowActive(page)).inDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect((await shadowActive(page)).inDialog, key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await shadowActive(page)).text).toBe('Choose the zone');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives a visitor the limited report: no locked value anywhere in the page, a blurred stand-in opening the sign-in prompt', async () => {
    const adu = sr.data.bylaws.adu;
    const { page, errors } = await openPage(inlineUrl(sr, '&lotline-page=backyard-cottage'), 1280, { visitor: true });
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    await page.locator('[data-locked]').first().waitFor();
    const shown = await page.evaluate(() => document.querySelector('lotline-widget')!.shadowRoot!.textContent ?? '');
    // The by-right limit, its steps, the summary sentence and the setbacks of the signed-in report are nowhere.
    expect(shown).not.toContain(formatArea(adu.size_limits.ext.br!.max!, 'en'));
    expect(shown).not.toContain(adu.size_limits.ext.br!.steps.at(-1)!);
    expect(shown).not.toContain(adu.summary.ext!);
    expect(shown).not.toContain(formatFeetInches(adu.placement.ext_setbacks.front!, 'en'));
    // The two size limits of a cottage, its four setbacks and the summary are stand-ins.
    const locked = await page.evaluate(() =>
      [...document.querySelector('lotline-widget')!.shadowRoot!.querySelectorAll('[data-locked]')].map(
        (element) => element.closest('[data-limit], [data-setback], .report-row--wide')?.getAttribute('data-limit') ?? element.closest('[data-setback]')?.getAttribute('data-setback') ?? 'summary',
      ),
    );
    expect(locked).toEqual(['adu.size_limits.ext', 'adu.size_limits.footprint', 'front', 'side', 'rear', 'building', 'summary']);
    await page.locator('[data-locked]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Unlock more features' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Create a free login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the toast of the error parameter once and removes the parameter', async () => {
    const { page, errors } = await openPage(`/demo/${HOST_QUERY}&lotline-error=address-not-found${HOST_HASH}`);
    await page.locator('.toast__text', { hasText: 'Address is not supported' }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/demo/${HOST_QUERY}${HOST_HASH}`);
    await page.goto(`${server.url}/demo/?lotline-error=something-else`);
    await page.locator('.toast__text', { hasText: 'Something went wrong' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goes back to the landing with a toast when the shared link’s address no longer verifies', async () => {
    const forged = { ...sr, details: { ...sr.details, street_number: `${sr.details.street_number}0` } };
    const { page, errors } = await openPage(inlineUrl(forged));
    await page.locator('.toast__text', { hasText: 'Address failed to load' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor();
    expect(new URL(page.url()).searchParams.has('lotline-address')).toBe(false);
    // The browser logs the failed request itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    await page.close();
  });

  it('speaks Spanish with areas and lengths in the locale’s words', async () => {
    const { page, errors } = await openPage(inlineUrl(sr, '&lotline-page=backyard-cottage'));
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => document.querySelector('lotline-widget')!.setAttribute('lang', 'es'));
    await page.getByRole('heading', { name: 'Cabaña en el patio', level: 3 }).waitFor({ timeout: 5_000 });
    expect(await page.locator('.report-section__toggle').first().textContent()).toBe('I. ¿Está permitido en general aquí?');
    expect(await page.locator('tr[data-setback="front"] .report-row__value').textContent()).toBe('25 pies');
    expect(await page.locator('[data-field="adu.size_limits.ext.br"]').textContent()).toBe(`Hasta ${formatArea(sr.data.bylaws.adu.size_limits.ext.br!.max!, 'es')}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the report at 375 px: a bottom sheet over the map', () => {
  it('snaps to three positions by dragging its handle and by keyboard', async () => {
    const { page, errors } = await openPage(inlineUrl(sr), 375);
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    const report = page.locator('.report');
    expect(await report.getAttribute('data-layout')).toBe('sheet');
    // The whole report in the viewport, so the handle stays reachable at every snap.
    await report.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const sheet = page.locator('.sheet');
    const snap = () => sheet.getAttribute('data-snap');
    expect(await snap()).toBe('half');
    await page.locator('path.map__lot').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${screenshots}report-overview-375.png` });

    // Dragging the handle 150 px down closes it to the collapsed snap; far up opens it fully.
    const handle = page.getByRole('button', { name: /^Report panel:/ });
    // The sheet animates its height; a drag starts from where the handle has come to rest.
    const settled = () => sheet.evaluate((element) => Math.abs(element.getBoundingClientRect().height - parseFloat((element as HTMLElement).style.height)) < 1);
    const drag = async (dy: number) => {
      await expect.poll(settled).toBe(true);
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 6; step += 1) await page.mouse.move(x, y + (dy * step) / 6);
      await page.mouse.up();
    };
    await drag(150);
    await expect.poll(snap).toBe('collapsed');
    expect(await handle.getAttribute('aria-label')).toBe('Report panel: collapsed');
    expect(await handle.getAttribute('aria-expanded')).toBe('false');
    await drag(-560);
    await expect.poll(snap).toBe('full');
    await drag(30);
    await expect.poll(snap).toBe('full');

    // By keyboard: arrows step, Enter opens a step further and closes from full.
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(snap).toBe('half');
    await page.keyboard.press('ArrowDown');
    await expect.poll(snap).toBe('collapsed');
    await page.keyboard.press('Enter');
    await expect.poll(snap).toBe('half');
    await page.keyboard.press('ArrowUp');
    await expect.poll(snap).toBe('full');
    await page.keyboard.press('Enter');
    await expect.poll(snap).toBe('collapsed');

    // Tabbing into the collapsed sheet opens it halfway, and the ADU page is one click away.
    await page.keyboard.press('Tab');
    await expect.poll(snap).toBe('half');
    await page.locator('.build-row[data-page="backyard-cottage"]').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${screenshots}report-backyard-cottage-375.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
