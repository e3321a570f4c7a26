// End to end: the demo host site embeds the widget with one script tag; a visitor types an
// address, picks a suggestion and sees the lot and its buildings inside the shadow root.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressPlaces, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(artifacts, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function openPage(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}${path}`);
  return { page, errors };
}

describe('address lookup on the demo host site', () => {
  it('runs on the configured database', async () => {
    expect(await api('/api/health')).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('finds an address, picks it and draws the lot and its buildings in the shadow root', async () => {
    // The expected property, straight from the API: a lot with a garage or shed as well as a house.
    const { results } = await api<AddressSearchResponse>('/api/address/search?q=Maple&limit=20');
    expect(results.length).toBeGreaterThan(3);
    let chosen: { label: string; data: StreetData } | undefined;
    for (const result of results) {
      const details = await api<AddressDetails>(`/api/address/details?place_id=${result.place_id}`);
      const data = await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`);
      if (data.buildings.length >= 2) {
        chosen = { label: result.label, data };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { label, data } = chosen!;
    const typed = label.split(',')[0]!.replace(' Street', ' st');

    const { page, errors } = await openPage('/demo/');
    const input = page.getByRole('combobox', { name: 'Address' });
    await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('#lotline lotline-widget')?.shadowRoot)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Look Up Your House!' }).count(), { timeout: 15_000 }).toBe(1);
    await input.fill(typed);
    const option = page.getByRole('option', { name: label, exact: true });
    await option.waitFor({ timeout: 10_000 });
    await option.click();

    await page.getByRole('heading', { name: label, exact: true }).waitFor({ timeout: 15_000 });
    await page.locator('path.map__lot').waitFor({ timeout: 15_000 });
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('lotline-widget')!.shadowRoot!;
      const map = root.querySelector('.leaflet-container')!.getBoundingClientRect();
      const lot = root.querySelector('path.map__lot')!.getBoundingClientRect();
      return {
        lotPaths: root.querySelectorAll('path.map__lot').length,
        buildingPaths: root.querySelectorAll('path.map__building').length,
        frontEdges: root.querySelectorAll('path.map__edge--front').length,
        edges: root.querySelectorAll('path.map__edge').length,
        setbackPaths: root.querySelectorAll('path.map__setback').length,
        inLightDom: document.querySelectorAll('path.map__lot, .leaflet-container').length,
        map: { left: map.left, top: map.top, right: map.right, bottom: map.bottom, width: map.width, height: map.height },
        lot: { left: lot.left, top: lot.top, right: lot.right, bottom: lot.bottom, width: lot.width, height: lot.height },
        leafletPaneIsAbsolute: getComputedStyle(root.querySelector('.leaflet-pane')!).position === 'absolute',
      };
    });
    expect(drawn.lotPaths).toBe(1);
    expect(drawn.buildingPaths).toBe(data.buildings.length);
    // Lot lines coloured by kind, and the detached setback area when the rules leave room.
    expect(drawn.edges).toBe(data.lot_edges.length);
    expect(drawn.frontEdges).toBe(data.lot_edges.filter((e) => e.kind === 'front').length);
    expect(drawn.frontEdges).toBeGreaterThanOrEqual(1);
    expect(drawn.setbackPaths).toBe(data.setbacked_area.ext ? 1 : 0);
    expect(drawn.inLightDom).toBe(0);
    expect(drawn.leafletPaneIsAbsolute).toBe(true);
    // Fitted: the whole lot is inside the map and fills most of it in one direction.
    expect(drawn.lot.left).toBeGreaterThanOrEqual(drawn.map.left);
    expect(drawn.lot.right).toBeLessThanOrEqual(drawn.map.right);
    expect(drawn.lot.top).toBeGreaterThanOrEqual(drawn.map.top);
    expect(drawn.lot.bottom).toBeLessThanOrEqual(drawn.map.bottom);
    expect(Math.max(drawn.lot.width / drawn.map.width, drawn.lot.height / drawn.map.height)).toBeGreaterThan(0.5);

    await page.getByRole('list', { name: 'Lot lines' }).getByText('Front lot line').waitFor();
    const zone = page.locator('.facts__row', { hasText: 'Zone' }).locator('dd');
    expect(await zone.textContent()).toBe(data.attributes.zone_code);
    await page.screenshot({ path: `${artifacts}lookup-demo-host.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the typed address with Look up when the list has closed, opens the example to try, and says why nothing opens', async () => {
    const { results } = await api<AddressSearchResponse>('/api/address/search?q=Maple');
    const { places } = await api<AddressPlaces>('/api/address/places');
    const { page, errors } = await openPage('/demo/');
    const input = page.getByRole('combobox', { name: 'Address' });
    const lookUp = page.getByRole('button', { name: 'Look up', exact: true });
    await input.waitFor({ timeout: 15_000 });
    // Nothing matches: Enter says so under the box.
    await input.fill('zzzz');
    await input.press('Enter');
    const message = page.getByRole('alert');
    await expect.poll(() => message.textContent(), { timeout: 10_000 }).toBe('No address in our data matches “zzzz”.');
    // Several match: Look up asks to pick one and shows them.
    await input.fill('Maple');
    await lookUp.click();
    await expect.poll(() => message.textContent(), { timeout: 10_000 }).toBe(`${results.length} addresses match “Maple”: pick one from the list.`);
    await page.getByRole('option').first().waitFor({ timeout: 5_000 });
    // A whole address typed, the list closed: Look up opens its report.
    const label = results[1]!.label;
    await input.fill(label);
    await page.getByRole('option', { name: label, exact: true }).waitFor({ timeout: 10_000 });
    await input.press('Escape');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    await lookUp.click();
    await page.getByRole('heading', { name: label, exact: true }).waitFor({ timeout: 15_000 });
    // Back on the landing, the example to try opens its report.
    await page.getByRole('button', { name: 'Look up another address' }).click();
    const example = places.find((place) => place.city === 'Maple Hollow')!.example!;
    await page.getByRole('button', { name: `${example.street_address}, Maple Hollow` }).click();
    await page.getByRole('heading', { name: example.label, exact: true }).waitFor({ timeout: 15_000 });
    // Nothing typed: the spec's toast.
    await page.getByRole('button', { name: 'Look up another address' }).click();
    await input.fill('');
    await input.press('Enter');
    await page.getByText('Please Pick an Address from the Search Bar').waitFor({ timeout: 5_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the host page CSS out of the widget', async () => {
    const { page, errors } = await openPage('/demo/');
    await page.getByRole('combobox', { name: 'Address' }).waitFor({ timeout: 15_000 });
    const styles = await page.evaluate(() => {
      const root = document.querySelector('lotline-widget')!.shadowRoot!;
      const heading = getComputedStyle(root.querySelector('h2')!);
      const input = getComputedStyle(root.querySelector('input')!);
      const hostHeading = getComputedStyle(document.querySelector('h1')!);
      return { transform: heading.textTransform, color: heading.color, inputFont: input.fontFamily, hostFont: hostHeading.fontFamily };
    });
    expect(styles.transform).toBe('none');
    expect(styles.color).not.toBe('rgb(160, 82, 45)');
    expect(styles.inputFont).not.toContain('Comic Sans');
    expect(styles.hostFont).toContain('Georgia');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the hosted page with the same widget and the Spanish catalogue on request', async () => {
    const { page, errors } = await openPage('/', 375);
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${artifacts}hosted-375.png` });
    await page.evaluate(() => document.querySelector('lotline-widget')!.setAttribute('lang', 'es'));
    await page.getByRole('heading', { name: '¡Busque su casa!' }).waitFor({ timeout: 5_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
