// End to end: floor plans on a demo-town lot's backyard-cottage page (spec 1 sections 2 to 5,
// issue 6 items 2 and 4): the catalogue's cards, a filter and Clear All, the preview paging
// across the plans, and Select Floor Plan placing the unit on the map in its ADU type's colour;
// a visitor gets the lock prompt instead.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { FloorPlansResponse } from '../../core/api/floor-plans.schema';
import type { FloorPlanSummary } from '../../core/floor-plans/summary';
import type { PlacedUnitFeature } from '../../core/api/placement.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const PLAN_UUID = 'plan-backyard-cottage-01';
let server: RunningServer;
let browser: Browser;
let details: AddressDetails;
let propertyId: string;
let plans: FloorPlanSummary[];

async function get<T>(path: string, userId?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, userId ? { headers: { authorization: `Bearer ${server.token(userId)}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function place(userId: string | null): Promise<Response> {
  return fetch(`${server.url}/api/placement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? { authorization: `Bearer ${server.token(userId)}` } : {}) },
    body: JSON.stringify({ property_id: propertyId, floor_plan_uuid: PLAN_UUID, page: 'backyard-cottage' }),
  });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('Maple Street')}&limit=20`);
  for (const result of results) {
    const candidate = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(candidate))}`, 'planner');
    if (data.attributes.zone_code === 'SR' && data.setbacked_area.ext !== null) {
      details = candidate;
      propertyId = data.attributes.property_id;
      break;
    }
  }
  expect(details, 'an SR lot of the demo town with a setback area').toBeDefined();
  ({ plans } = await get<FloorPlansResponse>('/api/floor-plans?category=backyard-cottage'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openCottagePage(userId: string | null): Promise<{ tab: Page; problems(): string[] }> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged = collectPageErrors(tab);
  const failed: string[] = [];
  tab.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/report/unfurl')) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  if (userId) await signInWidgets(tab, server.token(userId));
  await tab.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
  await tab.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
  await tab.locator('#SelectFloorPlan').scrollIntoViewIfNeeded();
  return { tab, problems: () => [...logged.filter((e) => !e.startsWith('console: Failed to load resource')), ...failed] };
}

const cards = (page: Page) => page.locator('#SelectFloorPlan .plan-card');
const redDot = (page: Page) => page.locator('.floor-plans__dot');

describe('floor plans on the backyard-cottage page', () => {
  it('lists, filters, previews and places a plan inside the setback area', async () => {
    const oneBedroom = plans.filter((plan) => plan.num_bedrooms === 1).length;
    expect(plans.length).toBe(7);
    expect(oneBedroom).toBeGreaterThan(0);
    expect(oneBedroom).toBeLessThan(plans.length);
    // What the server answers for this lot decides what the map must show.
    const answer = (await (await place('planner')).json()) as PlacedUnitFeature;
    expect(answer.properties).toMatchObject({ placement: 'setback_fit', adu_type: 'backyard_cottage', floor_plan_uuid: PLAN_UUID });

    const { tab: page, problems } = await openCottagePage('planner');
    await expect.poll(() => cards(page).count()).toBe(plans.length);
    expect(await cards(page).locator('.plan-card__name').allTextContents()).toEqual(plans.map((plan) => plan.name));
    const box = await cards(page).first().boundingBox();
    expect([box?.width, box?.height]).toEqual([163, 92]);
    expect(await cards(page).first().locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(await redDot(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '1', exact: true }).click();
    await page.getByRole('button', { name: `Show ${oneBedroom} Plans` }).click();
    await expect.poll(() => cards(page).count()).toBe(oneBedroom);
    expect(await redDot(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => cards(page).count()).toBe(plans.length);
    expect(await redDot(page).count()).toBe(0);

    // Keyboard: the first card opens the preview with Enter.
    await cards(page).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: plans[0]!.name }).waitFor();
    expect(await dialog.locator('.plan-preview__position').textContent()).toBe(`1 of ${plans.length}`);
    expect(await dialog.locator('.plan-preview__drawing').count()).toBe(plans[0]!.floors.length);
    await dialog.getByRole('button', { name: 'Next plan' }).click();
    await dialog.getByRole('heading', { name: plans[1]!.name }).waitFor();
    expect(await dialog.locator('.plan-preview__position').textContent()).toBe(`2 of ${plans.length}`);
    await dialog.getByRole('button', { name: 'Previous plan' }).click();
    await dialog.getByRole('heading', { name: plans[0]!.name }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous plan' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Select Floor Plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const unit = page.locator('path.map__unit.adu-type--backyard_cottage');
    await unit.waitFor();
    expect(await unit.evaluate((path) => getComputedStyle(path).stroke)).toBe('rgb(14, 116, 144)');
    expect(await page.locator('.floor-plans__placed').textContent()).toBe(`${plans[0]!.name} is on the map. Fits inside the setback area`);
    expect(await page.locator('.legend').getByText('Backyard cottage', { exact: true }).count()).toBe(1);
    expect(await cards(page).first().getAttribute('aria-current')).toBe('true');
    await page.screenshot({ path: `${screenshots}floor-plans-placed.png` });
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('asks a visitor to sign in instead of placing', async () => {
    expect((await place(null)).status).toBe(401);
    const { tab: page, problems } = await openCottagePage(null);
    await expect.poll(() => cards(page).count()).toBe(plans.length);
    await cards(page).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Select Floor Plan' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Unlock more features' }).waitFor();
    expect(await page.locator('path.map__unit').count()).toBe(0);
    expect(problems()).toEqual([expect.stringMatching(/^401 POST .*\/api\/placement\?org=lotline-demo$/)]);
    await page.close();
  });
});
