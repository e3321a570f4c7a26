// End to end: the custom plan constructor on a demo-town lot's backyard-cottage page (spec 1
// sections 2, 4, 5 and 8; issue 6 items 2, 4 and 5). A signed-in user opens it from the URL
// (#SelectFloorPlan, inline and hosted), draws a rectangle with two clicks inside the lot and sees
// its side lengths in feet and inches, saves 'My own plan' (shown as NEW, kept through a reload);
// a click outside the lot gives 'Adu should be inside lot'; the dimensions dialog cancels on 0 and
// draws 30 by 20 ft by default; Escape clears the drawing. 'Fits this lot' keeps exactly the plans
// core's placePlan fits inside the setback area.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { FloorPlansResponse } from '../../core/api/floor-plans.schema';
import type { FloorPlanSummary } from '../../core/floor-plans/summary';
import type { StreetData } from '../../core/api/street-data.schema';
import type { Position } from '../../core/geo/geojson.schema';
import { createLocalFrame } from '../../core/geo/local-frame';
import { isPointInPolygon } from '../../core/geo/point-in-polygon';
import { pointOnSurface } from '../../core/geo/point-on-surface';
import { isInsideLot, rectangleAt, rectangleFromCorners, sideLengthsFt } from '../../core/placement/layout-ops';
import { outlineFromPlan } from '../../core/placement/outline';
import { Placement, placePlan } from '../../core/placement/place-plan';
import { prepareUnit } from '../../core/placement/unit';
import { formatFeetInches } from '../../widget/src/i18n/format';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;
/** An SR lot with a setback area, to draw on. */
let details: AddressDetails;
/** The smallest lot found where some but not all backyard-cottage plans fit the setback area. */
let fitLot: { details: AddressDetails; fitting: number };
let plans: FloorPlanSummary[];

async function get<T>(path: string, userId?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, userId ? { headers: { authorization: `Bearer ${server.token(userId)}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const streetData = (address: AddressDetails, userId: string) => get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, userId);

/** How many plans core's placePlan fits inside the backyard-cottage setback area, with the widget's inputs. */
function fittingCount(data: StreetData): number {
  const area = data.setbacked_area.ext;
  if (!area) return 0;
  const buildings = data.buildings_geojson.features.map((feature) => feature.geometry);
  return plans.filter((plan) => {
    const outline = outlineFromPlan(plan.dimensions, plan.angles);
    return outline.ok && placePlan({ lot: data.lot, area, buildings, unit: prepareUnit(outline.ring) }).placement === Placement.SetbackFit;
  }).length;
}

const lotAreaSqDeg = (data: StreetData) => {
  const ring = data.lot.type === 'Polygon' ? data.lot.coordinates[0]! : data.lot.coordinates[0]![0]!;
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) twice += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(twice / 2);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  ({ plans } = await get<FloorPlansResponse>('/api/floor-plans?category=backyard-cottage'));
  const seen = new Set<string>();
  let best: { details: AddressDetails; fitting: number; size: number } | undefined;
  for (const query of ['Maple Street', 'Street', 'Road', 'Lane', 'Court']) {
    const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}&limit=20`);
    for (const result of results) {
      if (seen.has(result.place_id)) continue;
      seen.add(result.place_id);
      const candidate = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
      const data = await streetData(candidate, 'probe');
      if (data.setbacked_area.ext === null) continue;
      if (!details && data.attributes.zone_code === 'SR') details = candidate;
      const fitting = fittingCount(data);
      const size = lotAreaSqDeg(data);
      if (fitting > 0 && fitting < plans.length && (!best || size < best.size)) best = { details: candidate, fitting, size };
    }
  }
  expect(details, 'an SR lot of the demo town with a setback area').toBeDefined();
  expect(best, 'a lot where some but not all cottage plans fit').toBeDefined();
  fitLot = best!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Keeps every Leaflet map the page makes in `window.__lotlineMaps`, so a test can turn positions into pixels. */
const CAPTURE_MAPS = `(() => {
  const maps = (window.__lotlineMaps = []);
  let leaflet;
  Object.defineProperty(window, 'L', {
    configurable: true,
    get: () => leaflet,
    set(value) {
      leaflet = value;
      if (value && value.Map && !value.Map.__lotlineCaptured) {
        value.Map.__lotlineCaptured = true;
        value.Map.addInitHook(function () { maps.push(this); });
      }
    },
  });
})();`;

async function openPage(address: AddressDetails, userId: string | null, extra = ''): Promise<{ page: Page; problems(): string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged = collectPageErrors(page);
  await page.addInitScript(CAPTURE_MAPS);
  if (userId) await signInWidgets(page, server.token(userId));
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(address))}&lotline-page=backyard-cottage${extra}`);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
  await page.locator('path.map__lot').waitFor();
  return { page, problems: () => logged.filter((e) => !e.startsWith('console: Failed to load resource')) };
}

/** Where to click (client pixels) to land on `position`, and the [lng, lat] Leaflet reads from a click there. */
async function clickTarget(page: Page, position: Position): Promise<{ x: number; y: number; at: Position }> {
  const json = await page.evaluate(`(() => {
    const map = window.__lotlineMaps.filter((m) => m.getContainer().isConnected).pop();
    const container = map.getContainer();
    const point = map.latLngToContainerPoint([${position[1]}, ${position[0]}]);
    const rect = container.getBoundingClientRect();
    const x = Math.round(rect.left + container.clientLeft + point.x);
    const y = Math.round(rect.top + container.clientTop + point.y);
    const latLng = map.mouseEventToLatLng({ clientX: x, clientY: y });
    return JSON.stringify({ x, y, at: [latLng.lng, latLng.lat] });
  })()`);
  return JSON.parse(json as string) as { x: number; y: number; at: Position };
}

/** Points of the map's own surface (no control over them), near its edges, as client pixels and [lng, lat]. */
async function bareMapPoints(page: Page): Promise<{ x: number; y: number; at: Position }[]> {
  const json = await page.evaluate(`(() => {
    const map = window.__lotlineMaps.filter((m) => m.getContainer().isConnected).pop();
    const container = map.getContainer();
    const rect = container.getBoundingClientRect();
    const root = container.getRootNode();
    const out = [];
    for (const [fx, fy] of [[0.5, 0.03], [0.97, 0.5], [0.5, 0.97], [0.03, 0.5], [0.8, 0.04], [0.2, 0.96]]) {
      const x = Math.round(rect.left + rect.width * fx);
      const y = Math.round(rect.top + rect.height * fy);
      const hit = root.elementFromPoint(x, y);
      if (hit && (hit === container || hit.closest('.leaflet-map-pane'))) {
        const latLng = map.mouseEventToLatLng({ clientX: x, clientY: y });
        out.push({ x, y, at: [latLng.lng, latLng.lat] });
      }
    }
    return JSON.stringify(out);
  })()`);
  return JSON.parse(json as string) as { x: number; y: number; at: Position }[];
}

/** The side-length labels of the drawing, sorted. */
async function sideLabelTexts(page: Page): Promise<string[]> {
  return (await page.locator('.map__side-label-text').allTextContents()).sort();
}

/** The labels a rectangle with these corners shows, sorted. */
function expectedLabels(a: Position, b: Position): string[] {
  const ring = rectangleFromCorners(a, b).coordinates[0]!;
  return sideLengthsFt(ring)
    .map((feet) => formatFeetInches(feet, 'en'))
    .sort();
}

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

describe('the plan constructor', () => {
  it('draws a rectangle inside the lot, saves it as NEW, and keeps it through a reload', async () => {
    const user = 'constructor-user';
    const data = await streetData(details, user);
    const { page, problems } = await openPage(details, user, '&lotline-section=SelectFloorPlan');
    const constructor = page.locator('.plan-constructor');
    await constructor.getByRole('heading', { name: 'Draw your own plan' }).waitFor();
    // The floor plan selection is hidden while the constructor is open.
    expect(await page.locator('#SelectFloorPlan .plan-card').count()).toBe(0);
    expect(await constructor.getByRole('textbox', { name: 'Floor plan name' }).inputValue()).toBe('My own plan');
    const save = constructor.getByRole('button', { name: 'Save Plan' });
    expect(await save.isDisabled()).toBe(true);

    // Two corners about 24 by 16 ft apart around a point of the setback area, not on whole feet.
    const centre = pointOnSurface(data.setbacked_area.ext!);
    const frame = createLocalFrame(centre);
    await constructor.getByRole('button', { name: 'Rectangle' }).click();
    expect(await constructor.getByRole('button', { name: 'Rectangle' }).getAttribute('aria-pressed')).toBe('true');
    const first = await clickTarget(page, frame.toLngLat([-12.3, -7.7]));
    const second = await clickTarget(page, frame.toLngLat([11.9, 8.4]));
    expect(isInsideLot(rectangleFromCorners(first.at, second.at), data.lot), 'the test rectangle lies inside the lot').toBe(true);
    await page.mouse.click(first.x, first.y);
    // The pointer drags out the draft with its four side lengths in feet and inches.
    await page.mouse.move(second.x, second.y, { steps: 4 });
    const labels = expectedLabels(first.at, second.at);
    expect(labels[0]).toMatch(/^\d+ ft \d+ in$/);
    await expect.poll(() => sideLabelTexts(page)).toEqual(labels);
    expect(await save.isDisabled()).toBe(true);
    await page.mouse.click(second.x, second.y);
    await page.locator('path.map__draft').waitFor();
    expect(await sideLabelTexts(page)).toEqual(labels);
    expect(await save.isDisabled()).toBe(false);
    await page.screenshot({ path: `${screenshots}plan-constructor-drawn.png` });

    await save.click();
    await toast(page, 'My own plan is saved.').waitFor();
    // The constructor closes back to the selection, the drawing becomes a unit of the page.
    await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
    expect(await page.locator('path.map__draft').count()).toBe(0);
    await page.locator('path.map__unit').first().waitFor();
    expect(new URL(page.url()).searchParams.get('lotline-section')).toBeNull();
    await page.getByRole('button', { name: /^My plans/ }).click();
    const dialog = page.getByRole('dialog', { name: 'My plans' });
    const mine = dialog.locator('.user-plan');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.locator('.user-plan__name').textContent()).toBe('My own plan');
    expect(await mine.locator('.badge--new').textContent()).toBe('NEW');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Saved through PATCH: the report answers it, and a reload shows it again.
    await expect.poll(async () => (await streetData(details, user)).user_overrides?.floor_plans.map((plan) => [plan.name, plan.category]), { timeout: 10_000 }).toEqual([
      ['My own plan', 'backyard-cottage'],
    ]);
    const [saved] = (await streetData(details, user)).user_overrides!.floor_plans;
    expect(saved!.uuid).toMatch(/^customPlan-\d+$/);
    expect(saved!.dimensions.map((inches) => formatFeetInches(inches / 12, 'en')).sort()).toEqual(labels);
    await page.reload();
    await page.getByRole('button', { name: /^My plans/ }).click({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('dialog', { name: 'My plans' }).locator('.user-plan__name').allTextContents()).toEqual(['My own plan']);
    expect(await page.getByRole('dialog', { name: 'My plans' }).locator('.badge--new').count()).toBe(1);

    // Editing the placed plan starts from its unit, with a handle on each corner; a dragged corner saves under the same uuid.
    await page.getByRole('dialog', { name: 'My plans' }).getByRole('button', { name: 'Edit My own plan' }).click();
    await page.locator('.plan-constructor').getByRole('heading', { name: 'Edit My own plan' }).waitFor();
    const handles = page.locator('.map__corner-handle');
    await expect.poll(() => handles.count()).toBe(4);
    const box = (await handles.nth(2).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 6, { steps: 5 });
    // The labels follow the corner while it is dragged (Leaflet moves a dragged marker on the next frame).
    await expect.poll(async () => (await sideLabelTexts(page)).join() !== labels.join()).toBe(true);
    const dragged = await sideLabelTexts(page);
    await page.mouse.up();
    await expect.poll(() => page.locator('.map__corner-handle').nth(2).boundingBox()).not.toEqual(box);
    expect(await sideLabelTexts(page)).toEqual(dragged);
    await page.locator('.plan-constructor').getByRole('button', { name: 'Save Plan' }).click();
    await toast(page, 'My own plan is saved.').waitFor();
    await expect
      .poll(async () => (await streetData(details, user)).user_overrides?.floor_plans.map((plan) => [plan.uuid, plan.name, plan.dimensions.length !== 4 || plan.dimensions.join() !== saved!.dimensions.join()]))
      .toEqual([[saved!.uuid, 'My own plan', true]]);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it("warns 'Adu should be inside lot', cancels dimensions on 0, draws 30 by 20 ft, and clears on Escape", async () => {
    const user = 'dimensions-user';
    const data = await streetData(details, user);
    const { page, problems } = await openPage(details, user);
    await page.getByRole('button', { name: 'Draw your own' }).click();
    const constructor = page.locator('.plan-constructor');
    await constructor.getByRole('heading', { name: 'Draw your own plan' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lotline-section')).toBe('SelectFloorPlan');

    // A click outside the lot sets no corner.
    await constructor.getByRole('button', { name: 'Rectangle' }).click();
    const outside = (await bareMapPoints(page)).find((point) => !isPointInPolygon(point.at, data.lot));
    expect(outside, 'a bare map point outside the lot').toBeDefined();
    await page.mouse.click(outside!.x, outside!.y);
    await toast(page, 'Adu should be inside lot').waitFor();
    expect(await page.locator('.toast--warning').filter({ hasText: 'Adu should be inside lot' }).count()).toBe(1);
    expect(await page.locator('.map__draft-corner').count()).toBe(0);

    // The dimensions dialog: 0 in either field cancels.
    const save = constructor.getByRole('button', { name: 'Save Plan' });
    await constructor.getByRole('button', { name: 'Enter dimensions' }).click();
    let dialog = page.getByRole('dialog', { name: 'Enter dimensions' });
    expect(await dialog.locator('.dimensions__footprint').textContent()).toBe('20 × 30 = 600 sq ft');
    await dialog.getByRole('textbox', { name: 'Length (ft)' }).fill('0');
    expect(await dialog.locator('.dimensions__footprint').textContent()).toBe('0 × 30 = 0 sq ft');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('path.map__draft').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    // The defaults make a 30 ft (east-west) by 20 ft rectangle in the setback area, from the keyboard.
    expect(isInsideLot(rectangleAt(pointOnSurface(data.setbacked_area.ext!), 30, 20), data.lot)).toBe(true);
    await constructor.getByRole('button', { name: 'Enter dimensions' }).focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Enter dimensions' });
    await dialog.getByRole('textbox', { name: 'Length (ft)' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('path.map__draft').waitFor();
    expect(await sideLabelTexts(page)).toEqual(['20 ft', '20 ft', '30 ft', '30 ft']);
    expect(await save.isDisabled()).toBe(false);
    expect(await constructor.locator('.plan-constructor__drawn').textContent()).toBe('Drawn: 600 sq ft');

    // Escape clears the drawing and resets the tool.
    await page.keyboard.press('Escape');
    await page.locator('path.map__draft').waitFor({ state: 'detached' });
    expect(await save.isDisabled()).toBe(true);
    expect(await constructor.getByRole('button', { pressed: true }).count()).toBe(0);

    // A polygon: corners by clicks, the open side to the pointer labelled too, a double-click finishes it.
    await constructor.getByRole('button', { name: 'Polygon' }).click();
    const frame = createLocalFrame(pointOnSurface(data.setbacked_area.ext!));
    const corners = [];
    for (const [x, y] of [[-10, -8], [10, -8], [12, 6], [-6, 9]] as const) corners.push(await clickTarget(page, frame.toLngLat([x, y])));
    for (const corner of corners.slice(0, 3)) await page.mouse.click(corner.x, corner.y);
    await page.mouse.move(corners[3]!.x, corners[3]!.y, { steps: 3 });
    const open = [...corners.slice(0, 3), corners[3]!].map((corner) => corner.at);
    await expect.poll(() => sideLabelTexts(page)).toEqual(sideLengthsFt(open).map((feet) => formatFeetInches(feet, 'en')).sort());
    expect(await page.locator('.map__draft-corner').count()).toBe(3);
    await page.mouse.dblclick(corners[3]!.x, corners[3]!.y);
    await page.locator('path.map__draft').waitFor();
    const closed = [...open, open[0]!];
    expect(await sideLabelTexts(page)).toEqual(sideLengthsFt(closed).map((feet) => formatFeetInches(feet, 'en')).sort());
    expect(await page.locator('.map__draft-corner').count()).toBe(0);
    expect(await save.isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await page.locator('path.map__draft').waitFor({ state: 'detached' });

    // Back to the selection.
    await constructor.getByRole('button', { name: 'Back to floor plan selection' }).click();
    await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
    expect(new URL(page.url()).searchParams.get('lotline-section')).toBeNull();
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('offers only Delete for a broken plan, asks before deleting, and edits only a placed plan', async () => {
    const user = 'broken-plan-user';
    const data = await streetData(details, user);
    const plan = (uuid: string, name: string, dimensions: number[], angles: number[]) => ({
      uuid,
      name,
      category: 'backyard-cottage',
      sqft: 384,
      dimensions,
      angles,
      num_bedrooms: 0,
      num_baths: 0,
      num_floors: 1,
      height_ft: 12,
      edited: '2026-11-20T09:00:00.000Z',
    });
    const patched = await fetch(`${server.url}/api/properties/${encodeURIComponent(data.attributes.property_id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token(user)}` },
      body: JSON.stringify({
        floor_plans: [plan('customPlan-1700000000000', 'Broken shed', [], []), plan('customPlan-1700000000001', 'Studio', [288, 192, 288, 192], [0, 90, 180, 270])],
      }),
    });
    expect(patched.status).toBe(200);
    const { page, problems } = await openPage(details, user);
    await page.getByRole('button', { name: /^My plans/ }).click();
    const dialog = page.getByRole('dialog', { name: 'My plans' });
    const broken = dialog.locator('.user-plan').filter({ hasText: 'Broken shed' });
    await broken.waitFor();
    expect(await broken.locator('.badge--new').count()).toBe(1);
    expect(await broken.getByRole('button', { name: 'Edit Broken shed' }).count()).toBe(0);
    await broken.locator('.user-plan__choose').click();
    await toast(page, 'This ADU is broken. You can only delete it').waitFor();
    expect(await page.locator('.toast--warning').filter({ hasText: 'This ADU is broken' }).count()).toBe(1);
    expect(await page.locator('path.map__unit').count()).toBe(0);

    // Editing needs the plan on the map first.
    await dialog.getByRole('button', { name: 'Edit Studio' }).click();
    await toast(page, 'You need to place your ADU inside the lot first.').waitFor();
    expect(await page.locator('.plan-constructor').count()).toBe(0);

    // Delete asks first: Cancel (focused first) keeps the plan, Delete removes it.
    await broken.getByRole('button', { name: 'Delete Broken shed' }).click();
    let confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.waitFor();
    expect(await confirm.locator('p').textContent()).toBe('Broken shed and its units on the map will be deleted.');
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.locator('.user-plan').count()).toBe(2);
    await broken.getByRole('button', { name: 'Delete Broken shed' }).click();
    confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.locator('.user-plan__name').allTextContents()).toEqual(['Studio']);
    await expect.poll(async () => (await streetData(details, user)).user_overrides?.floor_plans.map((p) => p.name), { timeout: 10_000 }).toEqual(['Studio']);

    // A user's plan is placed like a catalogue plan.
    await dialog.locator('.user-plan__choose').filter({ hasText: 'Studio' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('path.map__unit').first().waitFor();
    expect(await page.locator('.floor-plans__placed').textContent()).toMatch(/^Studio is on the map\./);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('opens from #SelectFloorPlan on the hosted page, and asks a visitor to sign in', async () => {
    const a = details;
    const path = `/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, server.token('hosted-user'));
    await page.goto(`${server.url}${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=backyard-cottage#SelectFloorPlan`);
    await page.locator('.plan-constructor').getByRole('heading', { name: 'Draw your own plan' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to floor plan selection' }).click();
    await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
    await page.close();

    const { page: visitor, problems } = await openPage(details, null, '&lotline-section=SelectFloorPlan');
    await visitor.getByRole('dialog').getByRole('heading', { name: 'Unlock more features' }).waitFor();
    expect(await visitor.locator('.plan-constructor').count()).toBe(0);
    expect(problems()).toEqual([]);
    await visitor.close();
  });
});

describe("'Fits this lot'", () => {
  it('keeps the plans that the placement engine fits inside the setback area', async () => {
    const { page, problems } = await openPage(fitLot.details, 'fits-user');
    const cards = page.locator('#SelectFloorPlan .plan-card');
    await expect.poll(() => cards.count()).toBe(plans.length);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Fits this lot' }).check();
    const show = page.getByRole('button', { name: `Show ${fitLot.fitting} Plans` });
    await show.waitFor();
    await show.click();
    await expect.poll(() => cards.count()).toBe(fitLot.fitting);
    expect(fitLot.fitting).toBeLessThan(plans.length);
    expect(await page.locator('.floor-plans__dot').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => cards.count()).toBe(plans.length);
    expect(problems()).toEqual([]);
    await page.close();
  });
});
