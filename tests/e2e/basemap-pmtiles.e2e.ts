// End to end: the self-hosted Protomaps base map (LOTLINE_BASEMAP_PMTILES, decision 030). The server
// is started with an archive of the demo town's streets and buildings; the hosted page's widget
// reads it by byte ranges from /basemap.pmtiles and paints its tiles on canvases inside the shadow
// root, in the base map's colours, under the page's own strict policy, with nothing asked of any
// other host. Without the archive the map falls back to the base map drawn from our data.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import { writeDemoBasemapPmtiles } from '../support/demo-basemap-pmtiles';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;

let dir: string;
let server: RunningServer;
let browser: Browser;
let details: AddressDetails;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lotline-basemap-pmtiles-'));
  const archive = await writeDemoBasemapPmtiles(dir);
  [server, browser] = await Promise.all([startServer({ LOTLINE_BASEMAP_PMTILES: archive }), launchChromium()]);
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('12 Maple Street')}`);
  details = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
  await mkdir(artifacts, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** What the page asked of the archive: each request's Range and its answer's status and Content-Range. */
interface ArchiveRead {
  range: string | undefined;
  status: number;
  contentRange: string | null;
}

/**
 * Opens the hosted report of 12 Maple Street and zooms out two steps, so the street in front shows.
 * `archive` replaces the server's answers for /basemap.pmtiles when given.
 */
async function openReport(width: number, archive?: { status: number }) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  const elsewhere: string[] = [];
  const reads: ArchiveRead[] = [];
  const cells: string[] = [];
  const own = new URL(server.url).origin;
  // No network beyond our server: any other host is refused and recorded.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === own) {
      if (url.includes('/api/basemap?')) cells.push(url);
      if (archive && new URL(url).pathname === '/basemap.pmtiles') return route.fulfill({ status: archive.status, body: '' });
      return route.continue();
    }
    elsewhere.push(url);
    return route.abort();
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/basemap.pmtiles') return;
    reads.push({ range: await response.request().headerValue('range') ?? undefined, status: response.status(), contentRange: await response.headerValue('content-range') });
  });
  const a = details;
  const path = `/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
  await page.goto(`${server.url}${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}`);
  await page.locator('path.map__lot').waitFor({ timeout: 30_000 });
  await page.locator('.map__canvas').first().focus();
  await page.keyboard.press('Minus');
  await page.keyboard.press('Minus');
  return { page, errors, elsewhere, reads, cells };
}

/** Pixels of the painted tiles near each base map colour (docs/design.md), and the tiles' count. */
function paintedColours(page: Page) {
  return page.locator('.leaflet-tile-pane canvas.leaflet-tile-loaded').evaluateAll((canvases) => {
    const colours = { land: [0xf4, 0xf1, 0xea], street: [0xff, 0xff, 0xff], streetEdge: [0xd4, 0xcf, 0xc6], building: [0xdd, 0xd5, 0xcb], name: [0x4a, 0x4f, 0x55] } as const;
    const counts: Record<keyof typeof colours | 'tiles' | 'inShadowRoot', number> = { land: 0, street: 0, streetEdge: 0, building: 0, name: 0, tiles: 0, inShadowRoot: 0 };
    for (const canvas of canvases as HTMLCanvasElement[]) {
      // A tile the layer is recycling has no size for a moment: it has nothing painted to count.
      if (canvas.width === 0 || canvas.height === 0) continue;
      counts.tiles++;
      if (canvas.getRootNode() instanceof ShadowRoot) counts.inShadowRoot++;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          if (Math.abs(data[i]! - r) <= 3 && Math.abs(data[i + 1]! - g) <= 3 && Math.abs(data[i + 2]! - b) <= 3 && data[i + 3] === 255) counts[name as keyof typeof colours]++;
        }
      }
    }
    return counts;
  });
}

describe('the Protomaps base map', () => {
  it('reads the archive by ranges from our server and paints streets, buildings and names in the shadow root', async () => {
    const { page, errors, elsewhere, reads, cells } = await openReport(1280);
    await expect.poll(async () => (await paintedColours(page)).street, { timeout: 20_000 }).toBeGreaterThan(2_000);
    const painted = await paintedColours(page);
    expect(painted.inShadowRoot).toBe(painted.tiles);
    // The land, the streets with their edges, the buildings and the streets' names, each clearly there.
    expect(painted.land).toBeGreaterThan(20_000);
    expect(painted.streetEdge).toBeGreaterThan(500);
    expect(painted.building).toBeGreaterThan(2_000);
    expect(painted.name).toBeGreaterThan(20);

    // The reader's first request is the header and root directory; the tiles follow, each a range of its own.
    expect(reads[0]).toMatchObject({ range: 'bytes=0-16383', status: 206 });
    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) {
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
      expect(read.status).toBe(206);
      expect(read.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
    }
    // The archive takes precedence over the base map drawn from our data, whose cells are not asked for.
    expect(cells).toEqual([]);
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await page.locator('lotline-widget').screenshot({ path: `${artifacts}basemap-pmtiles-1280.png` });
    await page.close();
  });

  it('falls back to the base map drawn from our data when the archive cannot be read', async () => {
    const { page, errors, elsewhere, reads, cells } = await openReport(1280, { status: 404 });
    await expect.poll(() => page.locator('.basemap-label--street').allTextContents(), { timeout: 15_000 }).toContain('Maple Street');
    expect(reads.map((read) => read.status)).toEqual([404]);
    expect(cells.length).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-tile-pane canvas').count()).toBe(0);
    expect(elsewhere).toEqual([]);
    // The browser reports the failed load itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
