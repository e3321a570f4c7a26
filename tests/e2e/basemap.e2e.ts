// End to end: the base map drawn from the loaded data, with no tile server and no request beyond
// Lotline's own server. A report of the demo town shows the streets with their names inside the
// widget's shadow root, the house numbers of the lots around when close, and nothing at all is
// asked of another host.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let details: AddressDetails;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('12 Maple Street')}`);
  details = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function openReport(width: number): Promise<{ page: Page; errors: string[]; elsewhere: string[]; cells: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  const elsewhere: string[] = [];
  const cells: string[] = [];
  const own = new URL(server.url).origin;
  // No network beyond our server: any other host is refused and recorded.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === own) {
      if (url.includes('/api/basemap?')) cells.push(url);
      return route.continue();
    }
    elsewhere.push(url);
    return route.abort();
  });
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}`);
  await page.locator('path.map__lot').waitFor({ timeout: 30_000 });
  return { page, errors, elsewhere, cells };
}

describe('the base map', () => {
  it('draws the streets with their names and the house numbers around, from our own server only', async () => {
    const { page, errors, elsewhere, cells } = await openReport(1280);
    // The map opens on the lot and the street beyond its front line (issue 31): the lot's own
    // street is named at once, without zooming out, on the map inside the shadow root.
    const names = page.locator('.basemap-label--street');
    await expect.poll(() => names.allTextContents(), { timeout: 15_000 }).toContain('Maple Street');
    // Read in one go: the names are placed again as cells arrive, so a label looked up first may be gone by the next call.
    const inShadow = await names.evaluateAll((labels) => labels.length > 0 && labels.every((el) => el.getRootNode() instanceof ShadowRoot));
    expect(inShadow).toBe(true);
    // House numbers of the lots around, the lot's own among them, at the report's zoom.
    await expect.poll(() => page.locator('.basemap-label--number').allTextContents()).toContain('12');
    // Drawn on the base map's canvas, under the lot.
    expect(await page.locator('.leaflet-lotline-basemap-pane canvas').count()).toBe(1);
    expect(cells.length).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the names on a phone and asks for no cell twice while the map moves', async () => {
    const { page, errors, cells } = await openReport(375);
    await page.locator('.map__canvas').first().focus();
    await page.keyboard.press('Minus');
    await page.keyboard.press('Minus');
    await expect.poll(() => page.locator('.basemap-label--street').allTextContents(), { timeout: 15_000 }).toContain('Maple Street');
    const before = new Set(cells);
    expect(before.size).toBe(cells.length);
    // A small pan and back: the cells already drawn are not asked for again.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(500);
    expect(new Set(cells).size).toBe(cells.length);
    expect(errors).toEqual([]);
    await page.close();
  });
});
