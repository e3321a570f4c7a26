// End to end: units on a demo-town lot's backyard-cottage page (issue 6 items 3, 4 and 6): a
// chosen plan lands inside the setback area, is dragged (and comes back with 'Adu should be
// inside lot' when dropped outside it), is moved and turned with the keyboard only, is kept
// through a reload, is copied with 'Additional ADU', and once deleted the next plan goes to the
// former start point. The arrow keys and R reach the unit wherever the focus is in the widget (right
// after a plan is chosen in the side panel), but never while the person types in a field (issue 20).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import type { LayoutUnit } from '../../core/api/layout.schema';
import type { PlacedUnitFeature } from '../../core/api/placement.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { areaSqFt } from '../../core/geo/area';
import { createLocalFrame } from '../../core/geo/local-frame';
import { classifyAduType } from '../../core/placement/adu-type';
import { keptRotationDeg } from '../../core/api/layout-codec';
import { movePolygon, polygonCentre, rotatePolygon } from '../../core/placement/layout-ops';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { mapleLotWithArea } from './support/demo-lots';
import { startServer, type RunningServer } from './support/server';
import { unitView } from './support/unit-view';

let server: RunningServer;
let browser: Browser;
let details: AddressDetails;

async function streetData(userId: string): Promise<StreetData> {
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, {
    headers: { authorization: `Bearer ${server.token(userId)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

/** The units saved for `userId` on the backyard-cottage page. */
async function savedUnits(userId: string): Promise<LayoutUnit[]> {
  return (await streetData(userId)).user_overrides?.layouts['backyard-cottage'] ?? [];
}

/** How far, in feet east and north, the centre of `b` lies from that of `a`. */
function offsetFt(a: LayoutUnit, b: LayoutUnit): [number, number] {
  const frame = createLocalFrame(polygonCentre(a.geometry));
  return frame.toFeet(polygonCentre(b.geometry));
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  details = await mapleLotWithArea(server.url, `Bearer ${server.token('probe')}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openCottagePage(userId: string): Promise<{ page: Page; problems(): string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged = collectPageErrors(page);
  await signInWidgets(page, server.token(userId));
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
  await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
  return { page, problems: () => logged.filter((e) => !e.startsWith('console: Failed to load resource')) };
}

/** Chooses the first catalogue plan with the keyboard only: Enter on its card, Enter on 'Select Floor Plan'. */
async function chooseFirstPlan(page: Page): Promise<void> {
  await page.locator('#SelectFloorPlan .plan-card').first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('button', { name: 'Select Floor Plan' });
  await select.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.locator('path.map__unit').first().waitFor();
}

describe('units on the backyard-cottage page', () => {
  it('lands a plan inside the setback area, moves and turns it with keys, and keeps it through a reload', async () => {
    const user = 'keyboard-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [placed] = await savedUnits(user);
    const data = await streetData(user);
    const surroundings = { page: 'backyard-cottage', area: data.setbacked_area.ext, buildings: data.buildings_geojson.features.map((f) => f.geometry), lot: data.lot };
    expect(placed!.properties).toMatchObject({ placement: 'setback_fit', adu_type: 'backyard_cottage', selected: true, viewMode: '2d' });
    // Checked independently of the widget: the saved polygon lies in the setback area.
    expect(classifyAduType(placed!.geometry, surroundings)).toBe('backyard_cottage');
    // The selected unit shows its side lengths in feet and inches.
    expect(await page.locator('.unit-side-label').count()).toBe(placed!.geometry.coordinates[0]!.length - 1);
    expect(await page.locator('.unit-side-label').first().textContent()).toMatch(/^\d+ ft( \d+ in)?$|^\d+ in$/);

    // Keyboard only: the map takes focus, arrows move by 1 ft, Shift by 10 ft, R turns clockwise.
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('r');
    await expect.poll(async () => (await savedUnits(user))[0]?.properties.rotation_deg).toBe(Math.round((placed!.properties.rotation_deg - 15) * 1000) / 1000);
    const [moved] = await savedUnits(user);
    const [east, north] = offsetFt(placed!, moved!);
    expect(east).toBeCloseTo(-2, 2);
    expect(north).toBeCloseTo(-10, 2);
    expect(problems()).toEqual([]);

    // After a reload the layout is there again, selected as it was.
    await page.reload();
    await page.locator('path.map__unit.map__unit--selected').waitFor({ timeout: 15_000 });
    expect(await page.locator('path.map__unit').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Selected unit' }).getByRole('button', { pressed: true }).count()).toBe(1);

    // Turned to no right angle and moved, then reloaded at once (before the save's delay is over):
    // it comes back exactly as it was left, the same corners, turn, plan, kind and fit.
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('r');
    await page.keyboard.press('r');
    await page.keyboard.press('Shift+r');
    await page.keyboard.press('r');
    await page.keyboard.press('Shift+ArrowRight');
    await page.locator('.unit-side-label').first().waitFor({ state: 'attached' });
    const left = await unitView(page);
    await page.reload();
    await page.locator('path.map__unit.map__unit--selected').waitFor({ timeout: 15_000 });
    await page.locator('.unit-side-label').first().waitFor({ state: 'attached' });
    const [restored] = await savedUnits(user);
    expect(restored!.geometry).toEqual(movePolygon(rotatePolygon(rotatePolygon(rotatePolygon(rotatePolygon(moved!.geometry, -15), -15), 15), -15), 10, 0));
    expect(restored!.properties).toEqual({ ...moved!.properties, rotation_deg: keptRotationDeg(moved!.properties.rotation_deg - 30), adu_type: restored!.properties.adu_type });
    expect(restored!.properties.adu_type).toBe(classifyAduType(restored!.geometry, surroundings));
    expect(await unitView(page)).toEqual(left);
    expect(left.units).toEqual([{ id: moved!.properties.id, classes: ['adu-type--' + restored!.properties.adu_type, 'map__unit', 'map__unit--selected'], box: left.units[0]!.box }]);
    const typeName = { backyard_cottage: 'Backyard cottage', forbidden_area: 'Forbidden area' }[restored!.properties.adu_type as string];
    expect(left.names).toEqual([`${typeName}, ${restored!.properties.width} × ${restored!.properties.length} ft`]);
    await page.close();
  });

  it('moves and turns the unit with keys while the focus stays in the side panel, and not while typing in a field', async () => {
    const user = 'panel-keys-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [placed] = await savedUnits(user);
    // The focus is back on the plan's card in the side panel, not on the map.
    expect(await page.evaluate(() => document.querySelector('lotline-widget')?.shadowRoot?.activeElement?.closest('#SelectFloorPlan') !== null)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+R');
    await expect.poll(async () => (await savedUnits(user))[0]?.properties.rotation_deg).toBe(Math.round((placed!.properties.rotation_deg + 15) * 1000) / 1000);
    const [moved] = await savedUnits(user);
    const [east, north] = offsetFt(placed!, moved!);
    expect(east).toBeCloseTo(1, 2);
    expect(north).toBeCloseTo(1, 2);

    // Typed into a filter's number field, the arrow keys and R are the field's.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const field = page.locator('.plan-filters__input').first();
    await field.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('r');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await savedUnits(user))[0]!.geometry).toEqual(moved!.geometry);
    expect(await field.inputValue()).toBe('1');
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('drags a unit, and puts it back with the toast when dropped outside the lot', async () => {
    const user = 'drag-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [placed] = await savedUnits(user);
    const unit = page.locator('path.map__unit').first();
    const box = (await unit.boundingBox())!;
    const map = (await page.locator('.map__canvas').boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // A short drag inside the lot moves the unit; the saved centre follows the pointer.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 4, from.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => offsetFt(placed!, (await savedUnits(user))[0]!)[0]).toBeGreaterThan(0.1);
    const [dragged] = await savedUnits(user);

    // Dropped at the map's right edge, far outside the lot: the toast, and the unit stays where it was.
    const now = (await unit.boundingBox())!;
    await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2);
    await page.mouse.down();
    await page.mouse.move(map.x + map.width - 8, now.y + now.height / 2, { steps: 12 });
    await page.mouse.up();
    await page.getByText('Adu should be inside lot').waitFor();
    const after = (await unit.boundingBox())!;
    expect(Math.abs(after.x - now.x)).toBeLessThan(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await savedUnits(user))[0]!.geometry).toEqual(dragged!.geometry);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('adds a copy shifted sideways by its width with Additional ADU, selected in place of the first', async () => {
    const user = 'copy-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    await page.getByRole('button', { name: 'Additional ADU' }).click();
    await expect.poll(() => savedUnits(user)).toHaveLength(2);
    const [first, copy] = await savedUnits(user);
    expect([first!.properties.selected, copy!.properties.selected]).toEqual([false, true]);
    expect(copy!.properties.floor_plan_uuid).toBe(first!.properties.floor_plan_uuid);
    const [east, north] = offsetFt(first!, copy!);
    expect(Math.hypot(east, north)).toBeCloseTo(first!.properties.width, 2);
    // Sideways: along the plan's x axis turned by its rotation.
    const direction = (Math.atan2(north, east) * 180) / Math.PI;
    const along = [first!.properties.rotation_deg, first!.properties.rotation_deg + 180].map((deg) => Math.abs(((direction - deg + 540) % 360) - 180));
    expect(Math.min(...along)).toBeLessThan(0.01);
    expect(await page.locator('path.map__unit').count()).toBe(2);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('keeps a move that failed to save, says so, and sends it with the next change', async () => {
    const user = 'offline-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [placed] = await savedUnits(user);
    // The network drops the next save.
    const patches = (route: import('playwright-core').Route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue());
    await page.route('**/api/properties/**', patches);
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('ArrowUp');
    await page.getByText('Failed to save the current ADU').waitFor();
    expect(offsetFt(placed!, (await savedUnits(user))[0]!)[1]).toBeCloseTo(0, 6);
    await page.unroute('**/api/properties/**', patches);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => offsetFt(placed!, (await savedUnits(user))[0]!)[1]).toBeCloseTo(2, 2);
    expect(problems().filter((line) => !line.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('places a saved unit afresh from its own outline when its plan is gone, and logs it', async () => {
    const user = 'restore-user';
    const propertyId = (await streetData(user)).attributes.property_id;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${server.token(user)}` };
    const placed = (await (
      await fetch(`${server.url}/api/placement`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ property_id: propertyId, floor_plan_uuid: 'plan-backyard-cottage-01', page: 'backyard-cottage' }),
      })
    ).json()) as PlacedUnitFeature;
    const gone: LayoutUnit = {
      ...placed,
      properties: { ...placed.properties, floor_plan_uuid: 'plan-no-longer-in-the-catalogue', id: 'unit-saved', selected: true, viewMode: '2d' },
    };
    const saved = await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}`, { method: 'PATCH', headers, body: JSON.stringify({ layouts: { 'backyard-cottage': [gone] } }) });
    expect(saved.status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signInWidgets(page, server.token(user));
    await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
    await expect.poll(async () => (await savedUnits(user))[0]?.properties.source, { timeout: 15_000 }).toBe('user_defined');
    expect(warnings.some((text) => text.startsWith('Unable to restore the saved ADU, floor plan not found.'))).toBe(true);
    const [fresh] = await savedUnits(user);
    expect(fresh!.properties).toMatchObject({ id: 'unit-saved', floor_plan_uuid: null, placement: 'setback_fit', adu_type: 'backyard_cottage' });
    // The same outline: the same area to a hundredth of a square foot.
    expect(areaSqFt(fresh!.geometry)).toBeCloseTo(areaSqFt(placed.geometry), 2);
    await page.close();
  });

  it('deletes a unit after the confirmation, and places the next plan at the former start point', async () => {
    const user = 'delete-user';
    const { page, problems } = await openCottagePage(user);
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [first] = await savedUnits(user);
    // Moved away with keys, then deleted with Delete and the are-you-sure confirmation.
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(async () => offsetFt(first!, (await savedUnits(user))[0]!)[0]).toBeCloseTo(-10, 2);
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => savedUnits(user)).toHaveLength(0);
    expect(await page.locator('path.map__unit').count()).toBe(0);

    // The next plan starts where the first one was placed, so it lands there again.
    await chooseFirstPlan(page);
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    const [again] = await savedUnits(user);
    const [east, north] = offsetFt(first!, again!);
    expect(Math.hypot(east, north)).toBeLessThan(0.5);
    expect(problems()).toEqual([]);
    await page.close();
  });
});
