// End to end: the playground of a demo-town lot (spec 1 sections 4 and 6, spec 2 section 4; issue
// 8). A pool dragged onto the house gets spec 8's notice within a second and loses it when moved
// away; a home addition placed away from the house is told to join it; 'Is this allowed?' covers
// the map with the analysis overlay, then lists one result per structure with the status and the
// percent the real server's answer stands for. A visitor asking gets the login prompt; a drawn
// building without a category stops the check; a new home asks whether to clear the existing
// structures, and a signed-in user's choice is kept through a reload. What a visitor drew is kept through a reload and through signing in from the login
// prompt, after which the check they asked for runs (issue 20). A second shed lands clear of the
// first, both named 'Shed'; dragged onto the first or the house it is drawn in conflict and says what
// it overlaps, keeps its turn, conflict and note through a reload, and the note goes when it is
// moved clear.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { LayoutUnit } from '../../core/api/layout.schema';
import type { PlaygroundAnalysisResponse } from '../../core/api/playground.schema';
import { allowedPercent } from '../../core/playground/analysis-result';
import type { StreetData } from '../../core/api/street-data.schema';
import { keptRotationDeg } from '../../core/api/layout-codec';
import { polygonsIntersect } from '../../core/geo/polygon-relations';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { onboardThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';
import { unitView } from './support/unit-view';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
/** The playground's analysis, whatever its query (the embedded widget adds `?org=`). */
const isAnalysis = (url: URL) => url.pathname === '/api/playground/analysis';
let server: RunningServer;
let browser: Browser;
let details: AddressDetails;
/** The position of the lot's main house among the survey's buildings (as the map draws them). */
let houseIndex: number;

async function streetData(userId?: string): Promise<StreetData> {
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, {
    headers: userId ? { authorization: `Bearer ${server.token(userId)}` } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

/** The playground units saved for `userId`. */
async function savedUnits(userId: string): Promise<LayoutUnit[]> {
  return (await streetData(userId)).user_overrides?.playground ?? [];
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const response = await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('Maple Street')}&limit=20`);
  const { results } = (await response.json()) as AddressSearchResponse;
  for (const result of results) {
    details = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(result.place_id)}`)).json()) as AddressDetails;
    const data = await streetData('probe');
    const survey = data.buildings_geojson.features.filter((f) => f.properties.building_source !== 'user');
    houseIndex = survey.findIndex((f) => f.properties.kind === 'main');
    if (data.attributes.zone_code === 'SR' && data.setbacked_area.ext !== null && houseIndex >= 0) return;
  }
  throw new Error('no SR lot of the demo town with a setback area and a main house');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the playground (with `category` chosen in the URL, if given), signed in as `userId` unless a visitor. */
async function openPlayground(userId: string | null, category?: string): Promise<{ page: Page; problems(): string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged = collectPageErrors(page);
  if (userId) await signInWidgets(page, server.token(userId));
  const chosen = category ? `&lotline-plan-category=${category}` : '';
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=playground${chosen}`);
  await page.getByRole('heading', { name: 'Playground', level: 3 }).waitFor({ timeout: 15_000 });
  await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
  return { page, problems: () => logged.filter((e) => !e.startsWith('console: Failed to load resource')) };
}

/** Picks a category card, then places its first catalogue plan; answers the new unit's path. */
async function placeFirstPlan(page: Page, categoryName: string) {
  const before = await page.locator('path.map__unit').count();
  await page.getByRole('button', { name: categoryName, exact: true }).click();
  await page.locator('#SelectFloorPlan .plan-card').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Select Floor Plan' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('path.map__unit').count()).toBe(before + 1);
  return page.locator('path.map__unit').nth(before);
}

/** The middle of an element's box on the screen. */
async function middleOf(page: Page, selector: string, index = 0): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).nth(index).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from one point to another. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

const POOL_NOTICE = 'Pool cannot be connected to an existing building structure.';
const ADDITION_NOTICE = 'Home addition must be connected to the main house.';

describe('the playground', () => {
  it('checks the physical rules as structures move, then asks the server whether they are allowed', async () => {
    const user = 'playground-user';
    const { page, problems } = await openPlayground(user);
    // The category picker: a card per category, three to a row.
    expect(await page.locator('.pg-card').count()).toBe(12);
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => Math.round((await page.locator('.pg-card').nth(i).boundingBox())!.y)));
    expect(tops[1]).toBe(tops[0]);
    expect(tops[2]).toBe(tops[0]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);

    const pool = await placeFirstPlan(page, 'Pool');
    expect(page.url()).toContain('lotline-plan-category=pool');
    // A pool's card lists its area, never bedrooms and baths.
    const poolFacts = await page.locator('#SelectFloorPlan .plan-card .plan-card__facts').allTextContents();
    expect(poolFacts.length).toBeGreaterThan(0);
    expect(poolFacts.filter((text) => / bd\b| ba\b/.test(text))).toEqual([]);
    await expect.poll(() => pool.getAttribute('class')).toContain('adu-type--playground');
    const start = await middleOf(page, 'path.map__unit');

    // Dragged onto the house: the notice within a second, and the pool is a forbidden area.
    const house = await middleOf(page, 'path.map__building', houseIndex);
    await drag(page, start, house);
    await page.getByText(POOL_NOTICE).waitFor({ timeout: 5_000 });
    expect(await page.locator('.pg-note--physical').first().textContent()).toBe(`${POOL_NOTICE}Please move it to a different location`);
    await expect.poll(() => pool.getAttribute('class')).toContain('adu-type--forbidden_area');
    await expect.poll(async () => (await savedUnits(user))[0]?.properties.adu_type).toBe('forbidden_area');

    // Moved back into the yard: the notice goes, and it is the playground's again.
    await drag(page, await middleOf(page, 'path.map__unit'), start);
    await page.getByText(POOL_NOTICE).waitFor({ state: 'detached', timeout: 5_000 });
    await expect.poll(() => pool.getAttribute('class')).toContain('adu-type--playground');

    // A home addition lands in the yard, away from the house: it must join it.
    await placeFirstPlan(page, 'Home addition');
    await page.getByText(ADDITION_NOTICE).waitFor({ timeout: 5_000 });
    await expect.poll(() => savedUnits(user).then((units) => units.map((u) => [u.properties.category, u.properties.adu_type]))).toEqual([
      ['pool', 'playground'],
      ['home-additions', 'forbidden_area'],
    ]);

    // 'Is this allowed?': the overlay over the map while the server analyzes (its answer is held
    // back until the overlay is seen, since the demo town answers at once).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isAnalysis, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    const overlay = page.locator('.pg-overlay');
    await overlay.waitFor();
    expect(await overlay.getByRole('status').textContent()).toContain('Analyzing your lot');
    release();
    await overlay.waitFor({ state: 'detached', timeout: 25_000 });

    // One result per structure, with the status and percent of the server's own answer.
    const data = await streetData(user);
    const units = data.user_overrides?.playground ?? [];
    const answer = await fetch(`${server.url}/api/playground/analysis`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token(user)}` },
      body: JSON.stringify({
        property_id: data.attributes.property_id,
        buildings_geojson: { type: 'FeatureCollection', features: [] },
        objects: units.map((u) => ({ type: 'Feature', geometry: u.geometry, properties: { id: u.properties.id, category: u.properties.category, adu_type: u.properties.adu_type } })),
      }),
    });
    expect(answer.status).toBe(200);
    const { results } = (await answer.json()) as PlaygroundAnalysisResponse;
    expect(results.map((r) => r.id).sort()).toEqual(units.map((u) => u.properties.id).sort());
    const notes = page.locator('.pg-note[data-status]');
    await expect.poll(() => notes.count()).toBe(2);
    const LIKELIHOOD: Record<string, string> = { 100: 'Probably Allowed', 60: 'Might be Allowed', 1: 'Probably Not Allowed' };
    for (const result of results) {
      const note = page.locator(`.pg-note[data-unit="${result.id}"][data-status]`);
      const percent = allowedPercent(result.permission_status);
      const label = units.find((u) => u.properties.id === result.id)!.properties.category === 'pool' ? 'Pool' : 'Home addition';
      expect(await note.getAttribute('data-status')).toBe(result.permission_status);
      expect(await note.locator('.pg-note__title').textContent()).toBe(`${label}: ${percent === null ? 'Not known' : LIKELIHOOD[percent]}`);
      // A structure none of whose rules is settled shows no percent at all.
      expect(await note.locator('meter').count()).toBe(percent === null ? 0 : 1);
      if (percent !== null) expect(await note.locator('meter').getAttribute('value')).toBe(String(percent));
      expect(await note.getByText(/Allowed: \d+%/).count()).toBe(percent === null ? 0 : 1);
      expect(await note.locator('.pg-note__text').textContent()).toBe(result.short_explanation);
      // Pointed at, a result with a setback polygon draws it on the map.
      await note.hover();
      if (result.setback_polygon) await page.locator('path.map__pg-setback').waitFor({ timeout: 2_000 });
    }
    // The home addition still breaks its physical rule, and the server says so too.
    const addition = results.find((r) => units.find((u) => u.properties.id === r.id)!.properties.category === 'home-additions')!;
    expect(addition.detailed_explanation).toContain('must be connected to the main house');
    await page.screenshot({ path: `${screenshots}playground-results.png` });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('places a second shed clear of the first, names both by category, and says what a moved one overlaps', async () => {
    const user = 'second-shed-user';
    const { page, problems } = await openPlayground(user);
    const first = await placeFirstPlan(page, 'Shed');
    const second = await placeFirstPlan(page, 'Shed');
    await expect.poll(() => savedUnits(user).then((units) => units.length)).toBe(2);
    const [a, b] = await savedUnits(user);
    expect(polygonsIntersect(a!.geometry, b!.geometry)).toBe(false);
    // Named by their category in the unit list, on the map and in the legend; 'Playground' nowhere.
    const names = await page.locator('.unit-controls__unit').allTextContents();
    expect(names.map((name) => name.replace(/\d+ × \d+/, 'W × L'))).toEqual(['Shed, W × L ft', 'Shed, W × L ft']);
    expect(await second.getAttribute('aria-label')).toBe(names[1]);
    expect(await page.locator('.legend li').allTextContents()).toContain('Shed');
    expect(await page.locator('.legend').getByText('Playground', { exact: true }).count()).toBe(0);
    expect(await page.locator('.fit-note').count()).toBe(0);

    // Dragged onto the first: both drawn in conflict, and the note says what it overlaps.
    const home = await middleOf(page, 'path.map__unit', 1);
    await drag(page, home, await middleOf(page, 'path.map__unit', 0));
    await page.locator('.fit-note').waitFor({ timeout: 5_000 });
    expect(await page.locator('.fit-note .fit-note__reason').allTextContents()).toEqual(['Overlaps the shed']);
    expect(await page.locator('.fit-note .fit-note__title').textContent()).toBe('Not where this structure may go');
    await expect.poll(() => second.getAttribute('class')).toContain('map__unit--conflict');
    expect(await first.getAttribute('class')).toContain('map__unit--conflict');
    // Onto the house: the words follow it.
    await drag(page, await middleOf(page, 'path.map__unit', 1), await middleOf(page, 'path.map__building', houseIndex));
    await expect.poll(() => page.locator('.fit-note .fit-note__reason').allTextContents()).toEqual(['Overlaps the house']);
    expect(await page.locator('.fit-note').count()).toBe(1);
    await expect.poll(() => first.getAttribute('class')).not.toContain('map__unit--conflict');
    // Turned on the house and reloaded at once: both sheds come back with the same corners, turn,
    // names, conflict and note.
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('.fit-note .fit-note__reason').allTextContents()).toEqual(['Overlaps the house']);
    const left = await unitView(page);
    expect(left.units).toHaveLength(2);
    await page.reload();
    await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('path.map__unit').count()).toBe(2);
    await page.locator('.fit-note').waitFor({ timeout: 5_000 });
    expect(await unitView(page)).toEqual(left);
    const saved = await savedUnits(user);
    expect(saved.map((u) => u.properties.rotation_deg)).toEqual([a!.properties.rotation_deg, keptRotationDeg(b!.properties.rotation_deg - 15)]);
    await expect.poll(() => page.locator('path.map__unit').nth(1).getAttribute('class')).toContain('map__unit--conflict');

    // Back where it landed: no conflict, no note.
    await drag(page, await middleOf(page, 'path.map__unit', 1), home);
    await page.locator('.fit-note').waitFor({ state: 'detached', timeout: 5_000 });
    await expect.poll(() => page.locator('path.map__unit').nth(1).getAttribute('class')).not.toContain('map__unit--conflict');
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('blocks editing while the lot is analyzed', async () => {
    const user = 'blocked-user';
    const { page, problems } = await openPlayground(user);
    await placeFirstPlan(page, 'Shed');
    await expect.poll(() => savedUnits(user)).toHaveLength(1);
    // The answer is held back, so the overlay stays while the map is tried.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isAnalysis, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    await page.locator('.pg-overlay').waitFor();
    expect(await page.locator('.pg-overlay').getByRole('status').textContent()).toBe('Analyzing your lotAnalyzing the lot and its buildings…');
    await page.screenshot({ path: `${screenshots}playground-analyzing.png` });
    await page.locator('.pg-overlay').click();
    await page.getByText('Editing is not possible while the lot is being analyzed.').waitFor();
    // The keyboard reaches the map under the overlay, but the unit stays where it is.
    const before = (await savedUnits(user))[0]!.geometry;
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('ArrowLeft');
    release();
    await page.locator('.pg-overlay').waitFor({ state: 'detached', timeout: 25_000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await savedUnits(user))[0]!.geometry).toEqual(before);

    // A failed analysis says so, and editing is possible again.
    await page.unroute(isAnalysis);
    await page.route(isAnalysis, (route) => route.abort());
    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    await page.getByText('connection timed out', { exact: true }).waitFor();
    await page.locator('.pg-overlay').waitFor({ state: 'detached' });
    await page.locator('.map__canvas').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await savedUnits(user))[0]!.geometry).not.toEqual(before);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('opens from the overview, and asks a visitor to sign in first', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const logged = collectPageErrors(page);
    await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}`);
    await page.getByRole('button', { name: 'Try the playground' }).click();
    await page.getByRole('heading', { name: 'Playground', level: 3 }).waitFor();
    await page.getByRole('button', { name: 'Deck', exact: true }).click();
    expect(page.url()).toContain('lotline-page=playground');
    expect(page.url()).toContain('lotline-plan-category=deck');
    await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
    await page.screenshot({ path: `${screenshots}playground-visitor.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    const prompt = page.getByRole('dialog', { name: "Let's get you set up first" });
    await prompt.waitFor();
    expect(await prompt.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.locator('.pg-overlay').count()).toBe(0);
    // Drawing needs an account too: the same prompt.
    await page.getByRole('button', { name: 'Draw your own' }).click();
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    expect(logged.filter((e) => !e.startsWith('console: Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('stops at a drawn building without a category, takes one chosen on the map, and saves a drawn plan under the chosen category', async () => {
    const user = 'drawing-user';
    const { page, problems } = await openPlayground(user);
    await placeFirstPlan(page, 'Deck');
    // A square building near the lot's top right, clear of the tool panel at the map's left.
    const lot = (await page.locator('path.map__lot').boundingBox())!;
    await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Draw square', exact: true }).click();
    const from = { x: lot.x + lot.width * 0.6, y: lot.y + lot.height * 0.03 };
    const to = { x: lot.x + lot.width * 0.85, y: lot.y + lot.height * 0.15 };
    await page.mouse.click(from.x, from.y);
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.click(to.x, to.y);
    await page.locator('path.map__user-building--gray').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Buildings you drew are gray until they have a category').count()).toBe(1);

    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    await page.getByText('You first need to assign categories to the gray buildings.').waitFor();
    expect(await page.locator('.pg-overlay').count()).toBe(0);

    // Its badge's popup has a category select; a choice is saved and the building is gray no more.
    await page.getByRole('button', { name: /^Your building 1, / }).click();
    await page.locator('.map-tools__popup').getByLabel('Category').selectOption('shed');
    await page.locator('path.map__user-building:not(.map__user-building--gray)').waitFor({ timeout: 15_000 });
    const drawn = (await streetData(user)).user_overrides?.buildings_geojson.features ?? [];
    expect(drawn.map((b) => b.properties.category)).toEqual(['shed']);

    // A plan of its own drawn on the playground is saved under the chosen category and placed.
    await page.getByRole('button', { name: 'Draw your own' }).click();
    const constructor = page.locator('.plan-constructor');
    await constructor.getByRole('button', { name: 'Enter dimensions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter dimensions' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await constructor.getByRole('button', { name: 'Save Plan' }).click();
    await constructor.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('path.map__unit').count()).toBe(2);
    await expect.poll(async () => {
      const saved = await streetData(user);
      return [saved.user_overrides?.floor_plans.map((plan) => plan.category), saved.user_overrides?.playground.map((unit) => unit.properties.category)];
    }).toEqual([['deck'], ['deck', 'deck']]);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('asks whether a new home clears the existing structures: Cancel keeps everything, Yes clears them', async () => {
    const user = 'new-home-user';
    const { page, problems } = await openPlayground(user);
    await placeFirstPlan(page, 'Patio');
    const buildings = await page.locator('path.map__building').count();
    expect(buildings).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Single-family home', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Clear the existing structures?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toContain('lotline-plan-category=patio');
    expect(await page.locator('path.map__building').count()).toBe(buildings);

    await page.getByRole('button', { name: 'Single-family home', exact: true }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toContain('lotline-plan-category=single-family');
    await expect.poll(() => page.locator('path.map__building').count()).toBe(0);
    await expect.poll(() => page.locator('path.map__unit').count()).toBe(0);
    await expect.poll(() => savedUnits(user)).toEqual([]);
    await page.locator('#SelectFloorPlan .plan-card').first().waitFor();
    // The choice is saved with the account: after a reload the buildings stay cleared.
    await expect.poll(async () => (await streetData(user)).user_overrides?.playground_cleared).toBe(true);
    await page.reload();
    await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
    await page.locator('path.map__lot').waitFor();
    expect(await page.locator('path.map__building').count()).toBe(0);
    // Changed their mind: the buildings come back, and stay back.
    await page.getByRole('button', { name: 'Show the existing buildings again' }).click();
    await expect.poll(() => page.locator('path.map__building').count()).toBe(buildings);
    await expect.poll(async () => (await streetData(user)).user_overrides?.playground_cleared).toBe(false);
    expect(await page.getByRole('button', { name: 'Show the existing buildings again' }).count()).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });
  it('keeps a visitor’s drawing through a reload, and forgets it once cleared', async () => {
    const { page, problems } = await openPlayground(null);
    await placeFirstPlan(page, 'Shed');
    const units = page.locator('.unit-controls__unit');
    expect(await units.allTextContents()).toHaveLength(1);
    const placed = (await units.first().getAttribute('data-unit'))!;
    /** Where the unit is drawn, in pixels from the lot's top left corner. */
    const unitFromLot = async () => {
      const [unit, lot] = [(await page.locator('path.map__unit').boundingBox())!, (await page.locator('path.map__lot').boundingBox())!];
      return [unit.x - lot.x, unit.y - lot.y, unit.width, unit.height].map(Math.round);
    };
    const where = await unitFromLot();
    await page.reload();
    await page.getByRole('heading', { name: 'Playground', level: 3 }).waitFor({ timeout: 15_000 });
    await page.locator('path.map__unit').waitFor({ timeout: 15_000 });
    // The same unit, where it was.
    expect(await units.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-unit')))).toEqual([placed]);
    expect(await unitFromLot()).toEqual(where);

    // Cleared with a new home ('Yes'), it stays cleared after a reload.
    await page.getByRole('button', { name: 'Single-family home', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Clear the existing structures?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('path.map__unit').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Playground', level: 3 }).waitFor({ timeout: 15_000 });
    await page.getByRole('toolbar', { name: 'Map tools' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('path.map__unit').count()).toBe(0);
    expect(await page.locator('path.map__building').count()).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('keeps a visitor’s pool through signing in from the login prompt, saves it, and runs the check they asked for', async () => {
    const account = { email: 'pool.visitor@example.com', password: 'correct horse battery', first_name: 'Pia', last_name: 'Pool' };
    const { token } = await signUpThroughApi(server.url, account);
    await onboardThroughApi(server.url, token);
    const { page, problems } = await openPlayground(null);
    await placeFirstPlan(page, 'Pool');
    const pool = (await page.locator('.unit-controls__unit').first().getAttribute('data-unit'))!;

    // The analysis is held back until the overlay is seen after the sign-in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isAnalysis, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Is this allowed?' }).click();
    const prompt = page.getByRole('dialog', { name: "Let's get you set up first" });
    const [popup] = await Promise.all([page.waitForEvent('popup'), prompt.getByRole('button', { name: 'Sign In' }).click()]);
    await popup.getByLabel('Email').fill(account.email);
    await popup.getByLabel('Password').fill(account.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The builder's site is named and agreed to (decision 027).
    await popup.getByRole('heading', { name: /^Continue to .+\?$/, level: 1 }).waitFor({ timeout: 15_000 });
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /^Continue to / }).click();
    await closed;
    await page.getByRole('button', { name: 'Account: Pia Pool' }).waitFor({ timeout: 15_000 });

    // Signed in: the pool is still on the lot, and the check runs without being asked again.
    const overlay = page.locator('.pg-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await page.locator('.unit-controls__unit').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-unit')))).toEqual([pool]);
    expect(await page.getByText('Place at least one structure on the lot first').count()).toBe(0);
    release();
    await overlay.waitFor({ state: 'detached', timeout: 25_000 });
    const note = page.locator(`.pg-note[data-unit="${pool}"][data-status]`);
    await note.waitFor({ timeout: 10_000 });
    expect(await note.locator('.pg-note__title').textContent()).toMatch(/^Pool: (Probably Allowed|Might be Allowed|Probably Not Allowed)$/);

    // The account has it now, kept for the embed it was made in (issue 28): its widget token sees
    // it, Lotline's own pages do not; the tab keeps no visitor's copy.
    const widgetToken = await page.evaluate(() => Object.values(sessionStorage).find((value) => value.startsWith('wgt.')) ?? '');
    expect(widgetToken).toMatch(/^wgt\./);
    const saved = async (bearer: string) => {
      const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: { authorization: `Bearer ${bearer}` } });
      return ((await response.json()) as StreetData).user_overrides?.playground.map((unit) => [unit.properties.id, unit.properties.category]);
    };
    await expect.poll(() => saved(widgetToken)).toEqual([[pool, 'pool']]);
    expect(await saved(token)).toBeUndefined();
    const attributes = (await (await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`)).json()) as StreetData;
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `lotline:playground:${attributes.attributes.property_id}`)).toBeNull();
    expect(problems()).toEqual([]);
    await page.close();
  });
});
