// End to end: a unit that is not where its ADU type may go explains itself on the map (issue 20
// item 4). On a demo-town lot's backyard-cottage page a signed-in user chooses a plan, which lands
// inside the setback area with no note; moved south with the keyboard out of the area, the map
// shows beside it which setback line it crosses and by how much, and the number follows the unit as it moves on,
// with how many plans fit this lot and the largest to try; trying one puts a plan back inside the
// area and the note goes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { mapleLotWithArea } from './support/demo-lots';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let details: AddressDetails;

async function streetData(userId: string): Promise<StreetData> {
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: { authorization: `Bearer ${server.token(userId)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  details = await mapleLotWithArea(server.url, `Bearer ${server.token('probe')}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openCottagePage(width: number, userId: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(page);
  await signInWidgets(page, server.token(userId));
  await page.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=backyard-cottage`);
  await page.locator('#SelectFloorPlan .plan-card').first().waitFor({ timeout: 15_000 });
  await page.locator('#SelectFloorPlan .plan-card').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Select Floor Plan' }).click();
  await page.locator('path.map__unit').first().waitFor();
  return { page, errors };
}

describe('the note beside a unit that does not fit', () => {
  it('says why and offers the plans that fit, and trying one puts a plan back in the area', async () => {
    const { page, errors } = await openCottagePage(1280, 'fit-note-ada');
    const note = page.locator('.fit-note');
    await expect.poll(() => page.locator('.floor-plans__placed').getAttribute('data-placement')).toBe('setback_fit');
    expect(await note.count()).toBe(0);
    const placed = page.locator('.floor-plans__placed');
    expect(await placed.textContent()).toMatch(/ is on the map\. Fits inside the setback area$/);
    // 10 ft steps south until the unit leaves the area.
    await page.locator('.map__canvas').first().focus();
    for (let i = 0; i < 12 && (await note.count()) === 0; i++) {
      await page.keyboard.press('Shift+ArrowDown');
      await page.waitForTimeout(100);
    }
    await note.waitFor({ timeout: 10_000 });
    await expect.poll(() => note.textContent()).toContain('Not where this unit may go');
    // It says which line it crosses and by how much, with that line's setback of the demo town's rules.
    const setbacks = (await streetData('fit-note-ada')).bylaws.adu.placement.ext_setbacks;
    const reason = note.locator('.fit-note__reason').first();
    const insideOf = async () => {
      const match = /^(\d+(?:\.\d+)?) ft inside the (\d+) ft (front|side|rear) setback$/.exec((await reason.textContent()) ?? '');
      return match && Number(match[2]) === setbacks[match[3] as 'front' | 'side' | 'rear'] ? Number(match[1]) : null;
    };
    await expect.poll(insideOf).not.toBeNull();
    const inside = (await insideOf())!;
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThanOrEqual(10.05);
    expect(await placed.textContent()).toContain(`Does not fit where it stands: ${await reason.textContent()}`);
    expect(await placed.getAttribute('data-fits')).toBe('no');
    // One more foot south: the note and the panel follow, a foot deeper (the lot may lie at an angle to north).
    await page.keyboard.press('ArrowDown');
    await expect.poll(insideOf).toBeGreaterThan(inside + 0.5);
    expect((await insideOf())!).toBeLessThanOrEqual(inside + 1.05);
    expect(await placed.textContent()).toContain(`Does not fit where it stands: ${await reason.textContent()}`);
    await expect.poll(() => note.locator('.fit-note__way').textContent(), { timeout: 15_000 }).toMatch(/^\d+ plans? fits? this lot:$/);
    const tries = note.getByRole('button', { name: /^Try / });
    expect(await tries.count()).toBeGreaterThan(0);
    expect(await tries.count()).toBeLessThanOrEqual(3);
    // The note sits beside the unit, on the map.
    const mapBox = (await page.locator('.map__canvas').first().boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width + 1);
    await tries.first().click();
    await note.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(async () => (await streetData('fit-note-ada')).user_overrides?.layouts['backyard-cottage']?.[0]?.properties.placement).toBe('setback_fit');
    expect(errors).toEqual([]);
    await page.close();
  });
});
