// End to end: 'Photos and videos' on the hosted page (a signed-in user uploads real photos with a
// category, sees them in the strip with their 120x160 thumbnails and on the map, opens the
// gallery, enlarges, moves with the arrow keys, deletes; a visitor gets the lock prompt; a file
// over the limit is refused before any request), and the organization gallery in the framed embed
// on the demo site (the demo organization has no images: the default illustrations, the 16:9
// slideshow and its pagination).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { MediaList } from '../../core/api/media.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { seriousViolations } from './support/axe';
import { launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let address: AddressDetails;
let label: string;
let propertyId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  const { results } = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as AddressSearchResponse;
  label = results[0]!.label;
  address = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
  const data = (await (await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`)).json()) as StreetData;
  propertyId = data.attributes.property_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Console errors and page errors, except the browser's note of a failed request that `expected`
 * allows: link previews of the demo town's own pages, which the server refuses to fetch (a
 * private address), and requests a test fails on purpose.
 */
function collectErrors(page: Page, expected: (url: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  const allowed = (url: string) => new URL(url, 'http://x').pathname === '/api/report/unfurl' || expected(url);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && allowed(message.location().url)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The hosted report of the test address on an ADU page. */
function reportPath(page: 'backyard-cottage' | 'in-home-apartment'): string {
  const a = address;
  const path = `/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
  return `${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=${page}`;
}

/** Opens the backyard cottage page of the hosted report, signed in unless `visitor`. */
async function openReport({ visitor = false, expected }: { visitor?: boolean; expected?: (url: string) => boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page, expected);
  if (!visitor) await signInWidgets(page, server.token());
  await page.goto(`${server.url}${reportPath('backyard-cottage')}`);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
  return { page, errors };
}

/** The signed-in test user's media of the property, as the API answers them. */
async function listed(): Promise<MediaList['items']> {
  const response = await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}/media`, { headers: { authorization: `Bearer ${server.token()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as MediaList).items;
}

/** A real PNG of `width` x `height` pixels in one colour. */
const png = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

const mediaSection = (page: Page) => page.locator('section#photos-and-videos');
/** The natural size of an image of the page, once it has loaded. */
const naturalSize = (page: Page, selector: string) =>
  page.locator(selector).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight, blob: image.src.startsWith('blob:') };
  });

describe('Photos and videos on the hosted page', () => {
  it('shows a visitor the empty strip and the lock prompt instead of the upload', async () => {
    const { page, errors } = await openReport({ visitor: true });
    const section = mediaSection(page);
    await section.getByRole('heading', { name: 'Photos and videos', level: 4 }).waitFor({ timeout: 15_000 });
    expect(await section.locator('.media__empty p').allTextContents()).toEqual(['No media added yet', 'Upload photos or videos for utilities and site conditions.']);
    expect(await section.locator('input[type="file"]').count()).toBe(0);
    expect(await section.getByText('Sign in to add photos and videos of this property.').count()).toBe(1);
    // Not embedded: no organization gallery.
    expect(await page.locator('section#Gallery').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: /Add photos or videos/ }).click();
    await page.getByRole('dialog', { name: 'Unlock more features' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a file over the limit at once, without any request', async () => {
    const { page, errors } = await openReport();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/media')) uploads.push(request.url());
    });
    const section = mediaSection(page);
    await section.locator('.media__empty').waitFor({ timeout: 15_000 });
    await section.getByRole('button', { name: 'Add photos or videos' }).click();
    // PNG bytes first, so only the size is wrong: 16 MB against the photos' 15 MB. Given as a file on
    // disk, which the local browser reads itself, rather than 16 MB sent over the DevTools protocol.
    const big = Buffer.alloc(16 * 1024 * 1024);
    (await png(4, 4, '#336699')).copy(big);
    const dir = await mkdtemp(join(tmpdir(), 'lotline-media-'));
    await writeFile(join(dir, 'big.png'), big);
    await section.getByLabel('Photo or video').setInputFiles(join(dir, 'big.png'));
    await rm(dir, { recursive: true, force: true });
    const alert = section.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Photos are at most 15 MB; this file is 16 MB.');
    expect(await section.getByLabel('Photo or video').getAttribute('aria-invalid')).toBe('true');
    await section.getByRole('button', { name: 'Upload' }).click();
    expect(await alert.textContent()).toBe('Photos are at most 15 MB; this file is 16 MB.');
    // A text file named like a photo is refused by its bytes.
    await section.getByLabel('Photo or video').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await expect.poll(() => alert.textContent()).toMatch(/^This file type is not accepted\./);
    expect(uploads).toEqual([]);
    expect(await listed()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('uploads photos with a category, shows them in the strip, the gallery and the map, and deletes them', async () => {
    // The first upload is answered with a 500 on purpose.
    const { page, errors } = await openReport({ expected: (url) => url.endsWith('/media') });
    const section = mediaSection(page);
    await section.locator('.media__empty').waitFor({ timeout: 15_000 });
    expect(await section.locator('.media__empty-title').textContent()).toBe('No media added yet');
    await page.locator('path.map__lot').waitFor({ timeout: 15_000 });

    // A failed upload says so in a toast and keeps the form.
    await page.route('**/api/properties/*/media', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }) : route.continue(),
    );
    await section.getByRole('button', { name: 'Add photos or videos' }).click();
    await section.getByLabel('Photo or video').setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: await png(400, 300, '#2f6f4f') });
    await section.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The photo or video could not be uploaded. Please try again.').waitFor();
    await page.unroute('**/api/properties/*/media');

    // The upload shows its progress while the server answers (held back here for a moment).
    await page.route('**/api/properties/*/media', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await section.getByLabel('Category').selectOption('utilities');
    await section.getByLabel('Caption (optional)').fill('Water meter by the driveway');
    await section.getByRole('button', { name: 'Upload' }).click();
    await section.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    const first = section.locator('.media-strip__item');
    await first.waitFor({ timeout: 15_000 });
    await page.unroute('**/api/properties/*/media');
    expect(await first.locator('.media-tag').textContent()).toBe('Utilities');
    expect(await first.locator('.media-strip__caption').textContent()).toBe('Water meter by the driveway');
    expect(await naturalSize(page, '.media-strip__item img')).toEqual({ width: 120, height: 160, blob: true });

    // A second photo, of the site, without a caption.
    await section.getByRole('button', { name: 'Add photos or videos' }).click();
    await section.getByLabel('Category').selectOption({ label: 'Site conditions' });
    await section.getByLabel('Photo or video').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: await png(300, 500, '#a0522d') });
    await section.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => section.locator('.media-strip__item .media-tag').allTextContents()).toEqual(['Site conditions', 'Utilities']);
    await section.getByRole('button', { name: 'Add photos or videos' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Cancel' }).click();
    const stored = await listed();
    expect(stored.map((item) => [item.category, item.caption, item.width, item.height])).toEqual([
      ['site-conditions', null, 300, 500],
      ['utilities', 'Water meter by the driveway', 400, 300],
    ]);
    // The map's photos layer: one pin per photo, inside the lot.
    await expect.poll(() => page.locator('.photo-pin').count()).toBe(2);
    expect((await page.locator('.photo-pin').evaluateAll((pins) => pins.map((pin) => pin.getAttribute('title')))).sort()).toEqual([
      'Photo: Site conditions photo',
      'Photo: Water meter by the driveway',
    ]);

    // A short video (typed by its bytes) shows as a tile with its category, and gets no pin.
    const mp4 = Buffer.alloc(2048);
    mp4.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
    await section.getByRole('button', { name: 'Add photos or videos' }).click();
    await section.getByLabel('Category').selectOption('access');
    await section.getByLabel('Photo or video').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await section.getByRole('button', { name: 'Upload' }).click();
    await section.getByRole('img', { name: 'Access video' }).waitFor();
    expect((await listed()).map((item) => [item.kind, item.content_type, item.bytes])).toEqual([['video', 'video/mp4', 2048], ['image', 'image/png', expect.any(Number)], ['image', 'image/png', expect.any(Number)]]);
    expect(await page.locator('.photo-pin').count()).toBe(2);
    await section.getByRole('button', { name: 'Delete Access video' }).click();
    await page.getByRole('dialog', { name: 'Delete this photo or video?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section.locator('.media-strip__item').count()).toBe(2);

    // The full gallery: every item with an enlarge button; enlarged, the arrows move; Escape closes.
    await section.getByRole('button', { name: 'View all (2)' }).click();
    const gallery = page.getByRole('dialog', { name: 'Photos and videos' });
    await gallery.waitFor();
    expect(await gallery.locator('.media-gallery__item .media-tag').allTextContents()).toEqual(['Site conditions', 'Utilities']);
    await gallery.locator('img.media-gallery__file').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await gallery.getByRole('button', { name: 'Enlarge Water meter by the driveway' }).click();
    await gallery.locator('.media-viewer__file').waitFor();
    expect(await naturalSize(page, 'img.media-viewer__file')).toEqual({ width: 400, height: 300, blob: true });
    expect(await gallery.locator('.media-viewer__controls').textContent()).toContain('2 of 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.locator('.media-viewer__controls').textContent()).toContain('1 of 2');
    expect(await naturalSize(page, 'img.media-viewer__file')).toEqual({ width: 300, height: 500, blob: true });
    // Focus stays in the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.querySelector('lotline-widget')!.shadowRoot!.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });

    // The strip's thumbnail opens the same view, enlarged.
    await section.getByRole('button', { name: 'Enlarge Water meter by the driveway' }).click();
    await gallery.locator('.media-viewer__file').waitFor();
    await gallery.getByRole('button', { name: 'All photos and videos' }).click();
    await gallery.getByRole('button', { name: 'Enlarge Water meter by the driveway' }).waitFor();
    await gallery.getByRole('button', { name: 'Close' }).click();
    await gallery.waitFor({ state: 'detached' });

    // Delete, after a confirmation; Cancel keeps it.
    await section.getByRole('button', { name: 'Delete Water meter by the driveway' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo or video?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await listed()).toHaveLength(2);
    await section.getByRole('button', { name: 'Delete Water meter by the driveway' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => section.locator('.media-strip__item').count()).toBe(1);
    expect((await listed()).map((item) => item.category)).toEqual(['site-conditions']);
    await expect.poll(() => page.locator('.photo-pin').count()).toBe(1);
    await section.getByRole('button', { name: 'Delete Site conditions photo' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await section.locator('.media__empty').waitFor();
    expect(await listed()).toEqual([]);
    expect(await page.locator('.photo-pin').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the organization gallery in the framed embed', () => {
  /** Picks the test address in the frame and opens the ADU page named `name`. */
  async function openAduPage(frame: FrameLocator, dataPage: string, name: string): Promise<void> {
    await frame.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    await frame.locator(`.build-row[data-page="${dataPage}"]`).getByRole('button', { name: 'View Details' }).click();
    await frame.getByRole('heading', { name, level: 3 }).waitFor();
  }

  it('shows the default illustrations in a two-column grid that opens a paginated 16:9 slideshow', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/demo/framed.html`);
    const frame = page.frameLocator('#lotline iframe');
    await frame.getByRole('combobox', { name: 'Address' }).fill('1 Maple Street', { timeout: 20_000 });
    await frame.getByRole('option', { name: label, exact: true }).click({ timeout: 10_000 });
    await openAduPage(frame, 'backyard-cottage', 'Backyard Cottage');

    // Embedded: the gallery, not the user's photos and videos.
    const section = frame.locator('section#Gallery');
    await section.getByRole('heading', { name: 'Gallery', level: 4 }).waitFor({ timeout: 15_000 });
    expect(await frame.locator('section#photos-and-videos').count()).toBe(0);
    const tiles = section.locator('.gallery-grid__open');
    expect(await tiles.count()).toBe(10);
    expect(await section.getByRole('img', { name: 'A backyard cottage with a gabled roof' }).count()).toBe(2);
    const boxes = await Promise.all([0, 1, 2].map((index) => tiles.nth(index).boundingBox()));
    // Two columns: the first two side by side, the third under the first.
    expect(boxes[0]!.y).toBeCloseTo(boxes[1]!.y, 0);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
    expect(boxes[2]!.x).toBeCloseTo(boxes[0]!.x, 0);
    expect(boxes[0]!.width / boxes[0]!.height).toBeCloseTo(163 / 92, 1);

    await section.getByRole('button', { name: 'Open image 3 of 10' }).click();
    const slideshow = frame.getByRole('dialog', { name: 'Gallery' });
    await slideshow.waitFor();
    const stage = slideshow.locator('.slideshow__stage');
    const current = () => stage.getAttribute('aria-label');
    const dots = () => slideshow.locator('.slideshow__dot').evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('aria-label')}${node.getAttribute('aria-current') ? ' *' : ''}`));
    expect(await current()).toBe('Image 3 of 10');
    const stageBox = (await stage.boundingBox())!;
    expect(stageBox.width / stageBox.height).toBeCloseTo(16 / 9, 1);
    expect(await stage.getByRole('img', { name: 'A backyard cottage with a sloped shed roof' }).count()).toBe(0);
    expect(await stage.getByRole('img', { name: 'A backyard cottage with a flat green roof' }).count()).toBe(1);
    expect(await dots()).toEqual(['Image 1 of 10', 'Image 2 of 10', 'Image 3 of 10 *', 'Image 4 of 10', 'Image 5 of 10']);
    const widgetFrame = page.frames().find((candidate) => candidate.url().startsWith(`${server.url}/?`))!;
    expect(await seriousViolations(widgetFrame)).toEqual([]);
    await slideshow.getByRole('button', { name: 'Next image' }).click();
    expect(await current()).toBe('Image 4 of 10');
    await page.keyboard.press('ArrowRight');
    expect(await current()).toBe('Image 5 of 10');
    expect(await dots()).toEqual(['Image 3 of 10', 'Image 4 of 10', 'Image 5 of 10 *', 'Image 6 of 10', 'Image 7 of 10']);
    await slideshow.getByRole('button', { name: 'Image 7 of 10' }).click();
    expect(await current()).toBe('Image 7 of 10');
    await slideshow.getByRole('button', { name: 'Previous image' }).click();
    await page.keyboard.press('ArrowLeft');
    expect(await current()).toBe('Image 5 of 10');
    await page.keyboard.press('Escape');
    await slideshow.waitFor({ state: 'detached' });

    // The in-home apartment's gallery: twelve interiors.
    await frame.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Overview' }).click();
    await openAduPage(frame, 'in-home-apartment', 'In-Home Apartment');
    await expect.poll(() => frame.locator('section#Gallery .gallery-grid__open').count(), { timeout: 15_000 }).toBe(12);
    expect(await frame.locator('section#Gallery').getByRole('img', { name: 'The kitchen of an in-home apartment' }).count()).toBe(3);
    await frame.getByRole('button', { name: 'Open image 12 of 12' }).click();
    await frame.getByRole('dialog', { name: 'Gallery' }).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await frame.locator('.slideshow__stage').getAttribute('aria-label')).toBe('Image 1 of 12');
    expect(errors).toEqual([]);
    await page.close();
  });
});
