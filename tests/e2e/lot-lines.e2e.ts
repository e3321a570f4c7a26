// End to end: the four kinds of lot line on the map of a real report (decision 028). A visitor sees
// each lot line in its kind's colour and a legend of the kinds on this lot (folded on a phone, where
// the report's sheet opens halfway up the window, clear of the map's tools, issue 31; the tools a row
// along the map's top that every position of the sheet leaves showing), and a scale bar in feet; a signed-in user
// re-labels a lot line in the placement section, the server keeps it for that user only, the map and
// the setback area follow, and a reset brings back the classification.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { NeighbourLotsResponse } from '../../core/api';
import type { StreetData } from '../../core/api/street-data.schema';
import { areaSqFt } from '../../core/geo/area';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let details: AddressDetails;

const KIND_WORDS: Record<string, string> = {
  front: 'Front lot line',
  'exterior side': 'Exterior side lot line',
  'interior side': 'Interior side lot line',
  rear: 'Rear lot line',
  unknown: 'Lot line of unknown kind',
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  // A demo lot with a front, a rear and interior sides only, so a relabelled exterior side is new on it.
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('Maple Street')}&limit=20`);
  for (const result of results) {
    const found = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await streetData(found, 'scout');
    const kinds = new Set(data.lot_edges.map((e) => e.kind));
    if (data.lot_edges.length === 4 && kinds.size === 3 && kinds.has('front') && kinds.has('rear') && kinds.has('interior side')) {
      details = found;
      break;
    }
  }
  expect(details).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function get<T>(path: string, user?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, user ? { headers: { authorization: `Bearer ${server.token(user)}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const streetData = (address: AddressDetails, user?: string) => get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, user);

async function openReport(width: number, user: string | null): Promise<{ page: Page; errors: string[]; patches: unknown[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  const patches: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/properties/')) patches.push(request.postDataJSON());
  });
  if (user) await signInWidgets(page, server.token(user));
  // How many neighbouring lots are drawn in the first frame that shows the lot.
  await page.addInitScript(() => {
    const look = () => {
      const root = document.querySelector('lotline-widget')?.shadowRoot;
      if (root?.querySelector('path.map__lot')) (window as { neighboursAtFirstLot?: number }).neighboursAtFirstLot = root.querySelectorAll('path.map__neighbour').length;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
  await page.locator('path.map__lot').waitFor({ timeout: 30_000 });
  return { page, errors, patches };
}

/** The kinds the map draws, edge by edge, from the class of each path. */
const drawnKinds = (page: Page) =>
  page.locator('path.map__edge').evaluateAll((paths) => paths.map((p) => /map__edge--([a-z-]+)/.exec(p.getAttribute('class') ?? '')?.[1] ?? ''));

/** The map tools under the sheet, or that a tap at their centre would not reach (something lies over them). */
const toolsOutOfReach = (page: Page) =>
  page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button').evaluateAll((buttons) => {
    const root = buttons[0]!.getRootNode() as ShadowRoot;
    const sheetTop = root.querySelector('.sheet')!.getBoundingClientRect().top;
    return buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom > sheetTop || !hit || !button.contains(hit);
      })
      .map((button) => button.getAttribute('title'));
  });

const legend = (page: Page) => page.getByRole('list', { name: 'Lot lines' }).locator('li').allTextContents();

describe('lot lines on the map', () => {
  it('draws each lot line in its kind and, on a phone, folds the legend of this lot\'s kinds behind a button, clear of the map buttons, under a sheet open halfway up the window', async () => {
    const data = await streetData(details);
    const neighbours = await get<NeighbourLotsResponse>(`/api/properties/${encodeURIComponent(data.attributes.property_id)}/neighbours`);
    expect(neighbours.features.length).toBeGreaterThan(2);
    const { page, errors } = await openReport(375, null);
    await expect.poll(() => drawnKinds(page)).toEqual(data.lot_edges.map((e) => e.kind.replace(' ', '-')));
    // The lots around are drawn in the very frame the lot first shows in, not after it.
    expect(await page.evaluate(() => (window as { neighboursAtFirstLot?: number }).neighboursAtFirstLot)).toBe(neighbours.features.length);
    // The sheet opens halfway, but half the 900 px window would cover the map's tool bar in this
    // 640 px report: it keeps 320 px of map, and every map tool shows above it.
    const sheet = page.locator('.sheet');
    expect(await sheet.getAttribute('data-snap')).toBe('half');
    await expect.poll(() => sheet.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(320);
    const sheetTop = await sheet.evaluate((element) => element.getBoundingClientRect().top);
    const toolBottoms = await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
    expect(toolBottoms.length).toBeGreaterThan(5);
    expect(Math.max(...toolBottoms)).toBeLessThanOrEqual(sheetTop);
    // Folded: a button, and no list over the lot until it is pressed (from the keyboard here).
    const toggle = page.getByRole('button', { name: 'Legend' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('list', { name: 'Lot lines' }).count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const present = ['front', 'exterior side', 'interior side', 'rear', 'unknown'].filter((k) => data.lot_edges.some((e) => e.kind === k));
    expect(await legend(page)).toEqual(present.map((k) => KIND_WORDS[k]));
    // The legend covers none of the map's own buttons.
    const box = (await page.getByRole('list', { name: 'Lot lines' }).boundingBox())!;
    const buttons = await page.locator('.leaflet-control-zoom a, .map-tools button, .map-layers button').evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => [r.left, r.top, r.right, r.bottom]));
    expect(buttons.length).toBeGreaterThan(2);
    for (const [left, top, right, bottom] of buttons) {
      const overlaps = left! < box.x + box.width && right! > box.x && top! < box.y + box.height && bottom! > box.y;
      expect(overlaps).toBe(false);
    }
    await page.keyboard.press('Space');
    expect(await page.getByRole('list', { name: 'Lot lines' }).count()).toBe(0);
    // A visitor has nothing to correct.
    expect(await page.getByText('Correct the lot lines').count()).toBe(0);
    // At every position of the sheet, every map tool lies above it and a tap at its centre reaches it:
    // under the sheet the tool bar is a row along the map's top, which even the full sheet leaves.
    expect(await page.getByRole('toolbar', { name: 'Map tools' }).getAttribute('aria-orientation')).toBe('horizontal');
    const handle = page.locator('.sheet__handle');
    for (const snap of ['full', 'collapsed', 'half']) {
      await handle.click();
      await expect.poll(() => sheet.getAttribute('data-snap')).toBe(snap);
      await expect.poll(() => toolsOutOfReach(page), { message: `map tools under the ${snap} sheet` }).toEqual([]);
    }
    // A tool picked with the sheet full drops it to half, so the tool's panel shows above it.
    await handle.click();
    await expect.poll(() => sheet.getAttribute('data-snap')).toBe('full');
    await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Measure' }).click();
    await expect.poll(() => sheet.getAttribute('data-snap')).toBe('half');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a signed-in user re-label a lot line for themselves, and reset it', async () => {
    const before = await streetData(details, 'relabeller');
    const index = before.lot_edges.findIndex((e) => e.kind === 'interior side');
    const { page, errors, patches } = await openReport(1280, 'relabeller');
    // On a wide map the legend is open, with no button, and the scale bar under it is in feet, at most 100 px long.
    expect(await page.getByRole('button', { name: 'Legend' }).count()).toBe(0);
    expect(await legend(page)).toEqual(['Front lot line', 'Interior side lot line', 'Rear lot line']);
    const scale = page.locator('.map-scale__line');
    await expect.poll(() => scale.textContent()).toMatch(/^[1235]0* ft$/);
    const scaleWidth = await scale.evaluate((element) => element.getBoundingClientRect().width);
    expect(scaleWidth).toBeGreaterThan(40);
    expect(scaleWidth).toBeLessThanOrEqual(100);
    expect(await scale.getAttribute('aria-label')).toBe(`Map scale: ${await scale.textContent()}`);
    await page.getByText('Correct the lot lines').click();
    const select = page.getByRole('combobox', { name: new RegExp(`^Lot line ${index + 1} · `) });
    expect(await select.inputValue()).toBe('interior side');
    await select.selectOption('exterior side');
    await select.press('Enter');
    await page.getByText('Lot lines saved.').waitFor({ timeout: 15_000 });
    expect(patches).toEqual([{ lot_edges: [{ index, kind: 'exterior side' }] }]);

    // The server keeps it for this user: the edge is the user's, and the setback area is smaller
    // (an exterior side takes the larger of the front and side setbacks).
    const after = await streetData(details, 'relabeller');
    expect(after.lot_edges[index]).toMatchObject({ kind: 'exterior side', reason: 'user' });
    expect(areaSqFt(after.setbacked_area.ext!)).toBeLessThan(areaSqFt(before.setbacked_area.ext!));
    expect((await streetData(details, 'someone-else')).lot_edges[index]?.kind).toBe('interior side');
    await expect.poll(() => legend(page)).toContain(KIND_WORDS['exterior side']);
    await expect.poll(async () => (await drawnKinds(page))[index]).toBe('exterior-side');

    await page.getByRole('button', { name: 'Reset lot lines' }).click();
    await page.getByText('Lot lines reset to the public data.').waitFor({ timeout: 15_000 });
    expect(patches.at(-1)).toEqual({ lot_edges: '' });
    expect((await streetData(details, 'relabeller')).lot_edges.map((e) => e.kind)).toEqual(before.lot_edges.map((e) => e.kind));
    await expect.poll(() => legend(page)).not.toContain(KIND_WORDS['exterior side']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
