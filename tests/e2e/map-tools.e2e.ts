// End to end: the map's layers and editing tools on the demo site (spec 2: map types, layers, view
// modes and editing tools). Measuring a lot line between two lot corners reads its length in feet
// and inches; a signed-in user draws a square building inside the lot and finds it in street data
// and on the map after a reload (a square starting outside the lot is refused), merges it with a
// second one and deletes the result; a flood zone layer is turned on and its features drawn in
// their status colours; the 3D view extrudes every building; a text note is added, saved and shown
// again, and a line note shows its length; a photo is added at a point and pinned there; the lot
// lines are edited, shown as the user's and restored; the toolbar works from the keyboard; visitors
// get the lock prompt for the tools that save. Escape ends the measure wherever the focus is, a
// unit selected or not, clicks on the map's own buttons add no point, and toasts stand clear of
// the map's controls at 1280 and 375 px (issue 20).
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { MapLayerFeaturesResponse, NeighbourLotsResponse } from '../../core/api/map-layers.schema';
import type { MediaList } from '../../core/api/media.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { areaSqFt } from '../../core/geo/area';
import type { Polygon, Position } from '../../core/geo/geojson.schema';
import { isInsideLot, sideLengthsFt } from '../../core/placement/layout-ops';
import { formatFeetInches } from '../../widget/src/i18n/format';
import { layerBBox } from '../../widget/src/map/layers/layer-bbox';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;
/** A plain lot: 1 Maple Street. */
let plain: AddressDetails;
/** A lot near the brook, whose flood zone layer has features around it: 100 Main Street. */
let nearBrook: AddressDetails;

async function get<T>(path: string, userId?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, userId ? { headers: { authorization: `Bearer ${server.token(userId)}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function addressOf(query: string): Promise<AddressDetails> {
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}&limit=1`);
  expect(results[0]?.label, query).toMatch(new RegExp(`^${query},`));
  return get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
}

/** Street data of an address as `userId` (or a visitor) sees it. */
const streetData = (details: AddressDetails, userId?: string) => get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, userId);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  plain = await addressOf('1 Maple Street');
  nearBrook = await addressOf('100 Main Street');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the backyard cottage page of an address on the demo site, signed in as `userId` unless a visitor, once the toolbar is there. */
async function openMap(details: AddressDetails, userId: string | null): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectPageErrors(page);
  if (userId) await signInWidgets(page, server.token(userId));
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
  await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
  return { page, errors };
}

const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name, exact: true });

/** The lot's corners on the screen, in the order of its ring (Leaflet draws the ring as one path). */
function lotCornersOnScreen(page: Page): Promise<[number, number][]> {
  return page.locator('path.map__lot').evaluate((path: SVGPathElement) => {
    const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    const matrix = path.getScreenCTM()!;
    const corners: [number, number][] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const point = new DOMPoint(numbers[i], numbers[i + 1]).matrixTransform(matrix);
      corners.push([point.x, point.y]);
    }
    return corners;
  });
}

/** A point `fx`, `fy` of the way across the box of `corners` (0, 0 is the top left). */
function across(corners: [number, number][], fx: number, fy: number): [number, number] {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return [left + (Math.max(...xs) - left) * fx, top + (Math.max(...ys) - top) * fy];
}

const outerRing = (data: StreetData): Position[] => (data.lot.type === 'Polygon' ? data.lot.coordinates[0]! : data.lot.coordinates[0]![0]!);

describe('the map tools', () => {
  it('measures the lot line between two corners in feet and inches, and Escape ends the measure', async () => {
    const data = await streetData(plain, 'measurer');
    const ring = outerRing(data);
    const expectedFt = sideLengthsFt([ring[0]!, ring[1]!])[0]!;
    // The same line as the lot edge the server measured.
    const edge = data.lot_edges.find((e) => e.from[0] === ring[0]![0] && e.from[1] === ring[0]![1]);
    if (edge) expect(edge.length_ft).toBeCloseTo(expectedFt, 1);
    const expected = formatFeetInches(expectedFt, 'en');

    const { page, errors } = await openMap(plain, 'measurer');
    await tool(page, 'Measure').click();
    expect(await tool(page, 'Measure').getAttribute('aria-pressed')).toBe('true');
    const corners = await lotCornersOnScreen(page);
    // Clicks a pixel or two off the corners snap to them.
    await page.mouse.click(corners[0]![0] + 2, corners[0]![1] - 1);
    await page.mouse.click(corners[1]![0] - 1, corners[1]![1] + 2);
    await expect.poll(() => page.locator('.map-length__text').allTextContents()).toEqual([expected]);
    expect(await page.locator('.map-tools__panel [role="status"]').textContent()).toBe(`Total: ${expected}`);

    await page.keyboard.press('Escape');
    await expect.poll(() => tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.map-length__text').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ends the measure on Escape with a unit selected and from the side panel, and takes no point from a click on a map button', async () => {
    const { page, errors } = await openMap(plain, 'escaper');
    await page.locator('#SelectFloorPlan .plan-card').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Select Floor Plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('path.map__unit.map__unit--selected').waitFor();
    const status = page.locator('.map-tools__panel [role="status"]');

    // Buttons over the map are theirs: zoom, layers, the unit's own; none is a point.
    await tool(page, 'Measure').click();
    for (const name of ['Zoom in', 'Layers', 'Layers', 'Move north 1 ft', 'Zoom out']) {
      await page.getByRole('button', { name, exact: true }).click();
      expect(await status.textContent(), name).toBe('Click the first point.');
    }
    expect(await page.locator('path.map-measure').count()).toBe(0);
    // A click on the map itself is a point.
    const corners = await lotCornersOnScreen(page);
    await page.mouse.click(...across(corners, 0.9, 0.3));
    await expect.poll(() => status.textContent()).toBe('Click the next point.');

    // Escape on the map ends the measure, and the unit stays selected.
    await page.keyboard.press('Escape');
    await expect.poll(() => tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.map-tools__panel').count()).toBe(0);
    expect(await page.locator('path.map__unit.map__unit--selected').count()).toBe(1);

    // From the side panel too.
    await tool(page, 'Measure').click();
    await page.locator('#SelectFloorPlan .plan-card').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => tool(page, 'Measure').getAttribute('aria-pressed')).toBe('false');
    expect(await tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows toasts where they cover none of the map’s controls, at 1280 and 375 px', async () => {
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = collectPageErrors(page);
      await signInWidgets(page, server.token('toasted'));
      await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(plain))}&lotline-page=playground`);
      await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
      await tool(page, 'Measure').click();
      // Nothing placed yet: 'Is this allowed?' answers with a warning toast.
      await page.getByRole('button', { name: 'Is this allowed?' }).click();
      const toast = page.locator('.toast');
      await toast.getByText('Place at least one structure on the lot first.').waitFor();
      await page.screenshot({ path: `${screenshots}map-toast-${width}.png` });
      const box = (await toast.boundingBox())!;
      const layers = (await page.getByRole('button', { name: 'Layers', exact: true }).boundingBox())!;
      expect(overlaps(box, layers), `${width} px: the toast over the Layers button`).toBe(false);
      const controls = page.locator('.leaflet-control');
      expect(await controls.count()).toBeGreaterThan(3);
      for (const control of await controls.all()) {
        const found = await control.boundingBox();
        if (found) expect(overlaps(box, found), `${width} px: the toast over ${await control.getAttribute('class')}`).toBe(false);
      }
      // Still wholly on the screen, and its close button works.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await toast.getByRole('button', { name: 'Dismiss' }).click();
      await toast.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('draws a square building inside the lot for a signed-in user, which street data then lists and the map shows after a reload', async () => {
    const user = 'builder';
    const before = await streetData(plain, user);
    expect(before.buildings_geojson.features.filter((f) => f.properties.building_source === 'user')).toEqual([]);
    const { page, errors } = await openMap(plain, user);
    const corners = await lotCornersOnScreen(page);

    // A first corner outside the lot is refused with the spec's toast.
    await tool(page, 'Draw square').click();
    const [outsideX, outsideY] = across(corners, 1.15, 0.5);
    await page.mouse.click(outsideX, outsideY);
    await page.getByText('Adu should be inside lot').waitFor();

    // A square in the lot's lower right quarter, clear of its corners.
    const from = across(corners, 0.6, 0.62);
    const to = across(corners, 0.85, 0.8);
    await page.mouse.click(from[0], from[1]);
    await page.mouse.move(to[0], to[1]);
    // While drawing, the sides show their lengths.
    await expect.poll(() => page.locator('.map-length__text').count()).toBe(4);
    await page.mouse.click(to[0], to[1]);
    await page.locator('path.map__user-building').waitFor({ timeout: 15_000 });
    expect(await tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');

    const after = await streetData(plain, user);
    const added = after.buildings_geojson.features.filter((f) => f.properties.building_source === 'user');
    expect(added).toHaveLength(1);
    const building = added[0]!;
    expect(building.properties).toMatchObject({ kind: 'outbuilding', label: null, height_ft: null });
    expect(isInsideLot(building.geometry, after.lot)).toBe(true);
    expect(building.geometry.coordinates[0]).toHaveLength(5);
    // Its size is the drawn one: the screen box in feet, from the lot's width on screen.
    const ring = outerRing(before);
    const lotWidthFt = sideLengthsFt([ring[0]!, ring[1]!])[0]!;
    const lotWidthPx = Math.hypot(corners[1]![0] - corners[0]![0], corners[1]![1] - corners[0]![1]);
    const feetPerPx = lotWidthFt / lotWidthPx;
    // Each side within 4 px of the drawn one (a click is placed to the pixel, on a map at a fractional zoom).
    const [southFt, eastFt] = sideLengthsFt(building.geometry.coordinates[0]!);
    expect(Math.abs(southFt! - Math.abs(to[0] - from[0]) * feetPerPx)).toBeLessThan(4 * feetPerPx);
    expect(Math.abs(eastFt! - Math.abs(to[1] - from[1]) * feetPerPx)).toBeLessThan(4 * feetPerPx);
    expect(areaSqFt(building.geometry as Polygon)).toBeCloseTo(southFt! * eastFt!, 0);
    // A visitor does not see it.
    expect((await streetData(plain)).buildings_geojson.features.some((f) => f.properties.building_source === 'user')).toBe(false);

    await page.reload();
    await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
    await page.locator('path.map__user-building').waitFor({ timeout: 15_000 });
    expect(await page.locator('path.map__user-building').count()).toBe(1);

    // A second square overlapping the first, then both merged into one outline.
    await tool(page, 'Draw square').click();
    const second = [across(corners, 0.75, 0.72), across(corners, 0.92, 0.9)] as const;
    await page.mouse.click(second[0][0], second[0][1]);
    await page.mouse.click(second[1][0], second[1][1]);
    await expect.poll(() => page.locator('path.map__user-building').count(), { timeout: 15_000 }).toBe(2);
    const two = (await streetData(plain, user)).buildings_geojson.features.filter((f) => f.properties.building_source === 'user');
    const [a, b] = two.map((f) => f.geometry);
    const box = (p: Polygon) => [Math.min(...p.coordinates[0]!.map((c) => c[0])), Math.min(...p.coordinates[0]!.map((c) => c[1])), Math.max(...p.coordinates[0]!.map((c) => c[0])), Math.max(...p.coordinates[0]!.map((c) => c[1]))];
    const [ba, bb] = [box(a!), box(b!)];
    const [w, s, e, n] = [Math.max(ba[0]!, bb[0]!), Math.max(ba[1]!, bb[1]!), Math.min(ba[2]!, bb[2]!), Math.min(ba[3]!, bb[3]!)];
    expect(w < e && s < n, 'the two squares overlap').toBe(true);
    const overlap = areaSqFt({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
    const unionSqFt = areaSqFt(a!) + areaSqFt(b!) - overlap;

    await tool(page, 'Merge').click();
    await page.getByRole('checkbox', { name: /^Your building 1, / }).check();
    expect(await page.getByRole('button', { name: 'Merge selected' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /^Your building 2, / }).check();
    await page.getByRole('button', { name: 'Merge selected' }).click();
    await expect.poll(() => page.locator('path.map__user-building').count(), { timeout: 15_000 }).toBe(1);
    const merged = (await streetData(plain, user)).buildings_geojson.features.filter((f) => f.properties.building_source === 'user');
    expect(merged).toHaveLength(1);
    expect(merged[0]!.geometry.coordinates[0]).toHaveLength(9);
    expect(areaSqFt(merged[0]!.geometry)).toBeCloseTo(unionSqFt, 3);

    // Its badge opens a popup with its size and a Delete button, which removes it.
    await page.getByRole('button', { name: /^Your building 1, / }).click();
    await page.locator('.map-tools__popup').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('path.map__user-building').count(), { timeout: 15_000 }).toBe(0);
    expect((await streetData(plain, user)).buildings_geojson.features.some((f) => f.properties.building_source === 'user')).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the neighbouring lot lines, and a flood zone layer in its status colours when turned on', async () => {
    const data = await streetData(nearBrook);
    const fema = data.gis_layers.find((layer) => layer.gis_layer_id === 'FEMA');
    expect(fema, 'the demo town has flood zones').toBeDefined();
    const answer = await get<MapLayerFeaturesResponse>(`/api/map-layers/FEMA/features?bbox=${layerBBox(data.lot).join(',')}`);
    const statuses = answer.features.features.map((feature) => feature.properties.status);
    expect(statuses.length, 'flood zone features around 100 Main Street').toBeGreaterThan(0);
    const neighbours = await get<NeighbourLotsResponse>(`/api/properties/${encodeURIComponent(data.attributes.property_id)}/neighbours`);

    const { page, errors } = await openMap(nearBrook, null);
    await expect.poll(() => page.locator('path.map__neighbour').count()).toBe(neighbours.features.length);
    const layersButton = page.getByRole('button', { name: 'Layers' });
    expect(await layersButton.getAttribute('aria-expanded')).toBe('false');
    await layersButton.click();
    expect(await layersButton.getAttribute('aria-expanded')).toBe('true');
    const checkbox = page.getByRole('checkbox', { name: 'FEMA Flood Zones' });
    expect(await checkbox.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Neighboring lot lines' }).isChecked()).toBe(true);
    await checkbox.check();
    await expect.poll(() => page.locator('path.map__layer--FEMA').count()).toBe(statuses.length);
    const strokes = await page.locator('path.map__layer--FEMA').evaluateAll((paths) => paths.map((path) => path.getAttribute('stroke')));
    expect(strokes).toEqual(statuses.map((status) => (status === 'RED' ? '#cf222e' : status === 'YELLOW' ? '#bf8700' : '#6e7781')));

    await checkbox.uncheck();
    await expect.poll(() => page.locator('path.map__layer--FEMA').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Neighboring lot lines' }).uncheck();
    await expect.poll(() => page.locator('path.map__neighbour').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('extrudes every building in the 3D view and draws nothing extra in 2D', async () => {
    const data = await streetData(plain, 'viewer');
    const { page, errors } = await openMap(plain, 'viewer');
    const button = page.getByRole('button', { name: '3D view' });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('svg.map-3d').count()).toBe(0);
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    // One solid per building, each with its roof (a hip roof's slopes, or a flat one over a footprint that is not convex).
    await expect.poll(() => page.locator('svg.map-3d g.map-3d__solid').count()).toBe(data.buildings_geojson.features.length);
    expect(await page.locator('svg.map-3d g.map-3d__solid:not(:has(path.map-3d__roof))').count()).toBe(0);
    expect(await page.locator('svg.map-3d path.map-3d__wall').count()).toBeGreaterThanOrEqual(data.buildings_geojson.features.length);
    // The blocks follow the zoom: a roof is drawn again, larger, after zooming in.
    const roofTop = () => page.locator('svg.map-3d g.map-3d__solid').first().evaluate((group: SVGGElement) => group.getBoundingClientRect().height);
    const before = await roofTop();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(roofTop).toBeGreaterThan(before * 1.5);
    await button.click();
    expect(await page.locator('svg.map-3d').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a text note that is saved and shown again after a reload, and a line note with its length', async () => {
    const user = 'note-taker';
    const { page, errors } = await openMap(plain, user);
    const corners = await lotCornersOnScreen(page);
    await tool(page, 'Text').click();
    const [x, y] = across(corners, 0.3, 0.85);
    await page.mouse.click(x, y);
    const input = page.getByRole('textbox', { name: 'Text' });
    await input.waitFor();
    expect(await page.evaluate(() => document.querySelector('lotline-widget')!.shadowRoot!.activeElement?.getAttribute('type'))).toBe('text');
    await input.fill('Compost bin here');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.locator('.map-note-text__text').allTextContents()).toEqual(['Compost bin here']);
    expect(await tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');

    await expect
      .poll(async () => (await streetData(plain, user)).user_overrides?.annotations.features.map((note) => note.properties), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ kind: 'text', text: 'Compost bin here' })]);
    await page.reload();
    await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.map-note-text__text').allTextContents()).toEqual(['Compost bin here']);

    // Escape in the form drops a second note.
    await tool(page, 'Text').click();
    await page.mouse.click(x + 30, y - 30);
    await page.getByRole('textbox', { name: 'Text' }).fill('Never mind');
    await page.keyboard.press('Escape');
    await expect.poll(() => tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.map-note-text__text').allTextContents()).toEqual(['Compost bin here']);

    // A line note along the lot's first side, ended by clicking its last point again, shows its length.
    const data = await streetData(plain, user);
    const ring = outerRing(data);
    const length = formatFeetInches(sideLengthsFt([ring[0]!, ring[1]!])[0]!, 'en');
    const lot = await lotCornersOnScreen(page);
    await tool(page, 'Line').click();
    await page.mouse.click(lot[0]![0], lot[0]![1]);
    await page.mouse.click(lot[1]![0], lot[1]![1]);
    await page.mouse.click(lot[1]![0], lot[1]![1]);
    await expect.poll(() => page.locator('.map-length--note .map-length__text').allTextContents()).toEqual([length]);
    expect(await page.getByRole('button', { name: `Line, ${length}` }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a photo at a clicked point: it is uploaded to the property’s photos and its pin sits there', async () => {
    const user = 'photographer';
    const { page, errors } = await openMap(plain, user);
    const corners = await lotCornersOnScreen(page);
    await tool(page, 'Add image').click();
    const [x, y] = across(corners, 0.2, 0.3);
    await page.mouse.click(x, y);
    const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2266aa' } }).png().toBuffer();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'shed.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => tool(page, 'Select').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');

    const data = await streetData(plain, user);
    const media = await get<MediaList>(`/api/properties/${encodeURIComponent(data.attributes.property_id)}/media`, user);
    expect(media.items.map((item) => [item.kind, item.category])).toEqual([['image', 'site-conditions']]);
    await expect
      .poll(async () => (await streetData(plain, user)).user_overrides?.annotations.features.map((note) => note.properties), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ kind: 'photo', media_id: media.items[0]!.id })]);
    // The pin's tip (the bottom middle of its icon) is where the map was clicked.
    const pin = page.locator('.photo-pin');
    await pin.waitFor();
    const box = (await pin.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - x)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height - 1 - y)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('edits the lot lines for a signed-in user, shows them as the user’s, and restores the public ones', async () => {
    const user = 'surveyor';
    const before = await streetData(plain, user);
    expect(before.lot_source).toBe('survey');
    const { page, errors } = await openMap(plain, user);
    await tool(page, 'Edit lot').click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Restore public lot lines' }).count()).toBe(0);
    // Geoman's corner handles: drag the first corner 20 px outwards (left and down).
    const handles = page.locator('.marker-icon:not(.marker-icon-middle)');
    await expect.poll(() => handles.count()).toBe(outerRing(before).length - 1);
    const handle = (await handles.first().boundingBox())!;
    const [hx, hy] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    await page.mouse.move(hx - 10, hy + 10, { steps: 4 });
    await page.mouse.move(hx - 20, hy + 20, { steps: 4 });
    await page.mouse.up();
    await save.click();
    await page.locator('.map').getByText('Lot lines edited by you').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('list', { name: 'Map legend' }).getByText('Lot lines edited by you').count()).toBe(1);
    expect(await tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('path.map__lot--user').count()).toBe(1);
    const edited = await streetData(plain, user);
    expect(edited.lot_source).toBe('user');
    expect(areaSqFt(edited.lot)).toBeGreaterThan(areaSqFt(before.lot));
    expect(edited.user_overrides?.lot).toEqual(edited.lot);
    // Everything measured from the lot follows the moved corner: its lines, their kinds, the buildable area.
    expect(edited.lot_edges.map((e) => e.from)).not.toEqual(before.lot_edges.map((e) => e.from));
    expect(edited.lot_edges.map((e) => e.kind)).toEqual(before.lot_edges.map((e) => e.kind));
    expect(before.setbacked_area.ext).not.toBeNull();
    expect(areaSqFt(edited.setbacked_area.ext!)).toBeGreaterThan(areaSqFt(before.setbacked_area.ext!));

    await tool(page, 'Edit lot').click();
    await page.getByRole('button', { name: 'Restore public lot lines' }).click();
    await expect.poll(() => page.getByText('Lot lines edited by you').count(), { timeout: 15_000 }).toBe(0);
    const restored = await streetData(plain, user);
    expect(restored.lot_source).toBe('survey');
    expect(restored.lot).toEqual(before.lot);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works from the keyboard: arrow keys move along the toolbar, Enter picks the point under the cross', async () => {
    const { page, errors } = await openMap(plain, 'keyboard-user');
    await tool(page, 'Select').focus();
    await page.keyboard.press('ArrowDown');
    const focusedName = () => page.evaluate(() => document.querySelector('lotline-widget')!.shadowRoot!.activeElement?.textContent ?? '');
    expect(await focusedName()).toBe('Measure');
    await page.keyboard.press('Enter');
    expect(await tool(page, 'Measure').getAttribute('aria-pressed')).toBe('true');
    // Focus the map, take the middle, pan 80 px to the right with the arrow key (Leaflet's step), take the middle again.
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.map-length__text').count()).toBe(1);
    expect(await page.locator('.map-tools__panel [role="status"]').textContent()).toMatch(/^Total: \d+ ft( \d+ in)?$/);
    // Labelled and reachable: no serious axe finding with a tool's panel and the layers open.
    await page.getByRole('button', { name: 'Layers' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks a visitor to sign in for the tools that save', async () => {
    const { page, errors } = await openMap(plain, null);
    await tool(page, 'Draw square Locked').click();
    await page.getByRole('dialog', { name: 'Unlock more features' }).waitFor();
    expect(await tool(page, 'Select').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });
});
