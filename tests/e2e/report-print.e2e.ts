// End to end: printing the hosted report page of a demo-town lot with Chromium's page.pdf(), as a
// server (or the browser's own Print) would, gives the whole report on paper: the lot map refitted
// to the paper, every section (even one the reader closed) with all its sources and the setbacks,
// and none of the screen's controls. The pages are saved as PNGs under tests/artifacts/.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { formatArea, formatFeetInches } from '../../widget/src/i18n/format';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { distinctMapleLots } from './support/demo-lots';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
const PNG_PREFIX = 'report-print-backyard-cottage';
let server: RunningServer;
let browser: Browser;
let details: AddressDetails;
let data: StreetData;

/** The map's background (--lotline-map-background) and the lot's fill over it (#1f6feb at 8 %), as poppler rasterizes them. */
const MAP_BACKGROUND_RGB = [238, 241, 238] as const;
const LOT_FILL_RGB = [221, 230, 237] as const;

/**
 * The centre and size in pixels of the area of `rgb` (each channel within 3) in a binary PPM
 * image: the rows and columns with at least a quarter as many such pixels as the fullest one, so
 * anti-aliased text of a similar colour elsewhere on the page does not count.
 */
function boxOfColour(ppm: Buffer, rgb: readonly [number, number, number]): { x: number; y: number; width: number; height: number } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) throw new Error(`not a binary PPM: ${ppm.toString('latin1', 0, 16)}`);
  const [width, height, start] = [Number(header[1]), Number(header[2]), header[0].length];
  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = start + 3 * (y * width + x);
      if (rgb.every((value, channel) => Math.abs(ppm[at + channel]! - value) <= 3)) {
        rows[y]!++;
        columns[x]!++;
      }
    }
  }
  const span = (counts: number[]) => {
    const least = Math.max(1, Math.max(...counts) / 4);
    const first = counts.findIndex((count) => count >= least);
    const last = counts.findLastIndex((count) => count >= least);
    return { centre: (first + last) / 2, size: last - first + 1 };
  };
  if (Math.max(...rows) === 0) throw new Error(`no pixel of rgb(${rgb.join(', ')}) on the page`);
  const [across, down] = [span(columns), span(rows)];
  return { x: across.centre, y: down.centre, width: across.size, height: down.size };
}

/** The hosted page's path of an ADU page of `a`. */
function reportPath(a: AddressDetails, page: string): string {
  const path = [a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/');
  return `/report/${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=${page}`;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(artifacts, { recursive: true });
  const [lot] = await distinctMapleLots(server.url, 1);
  details = lot!.details;
  // The report as the signed-in test user gets it, which is what the page shows.
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, {
    headers: { authorization: `Bearer ${server.token()}` },
  });
  expect(response.status).toBe(200);
  data = (await response.json()) as StreetData;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('printing the hosted report page', () => {
  it('prints the whole backyard-cottage report with the lot, every section, its sources and setbacks, and no controls', async () => {
    const adu = data.bylaws.adu;
    // The demo town's setbacks for accessory structures.
    expect(adu.placement.ext_setbacks).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, server.token());
    await page.goto(`${server.url}${reportPath(details, 'backyard-cottage')}`);
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    await page.locator('path.map__lot').waitFor({ state: 'attached', timeout: 15_000 });
    // The sources behind 'Show N more' have their titles (they are in the page, hidden).
    const legalRow = page.locator('#generally-allowed .report-row', { hasText: 'Legal status' });
    await expect.poll(() => legalRow.locator('.citation[hidden]', { hasText: '760 CMR 71.00' }).count()).toBe(1);
    // A section the reader closed still prints.
    const sizeToggle = page.getByRole('button', { name: 'III. Size Limitations', exact: true });
    await sizeToggle.click();
    expect(await sizeToggle.getAttribute('aria-expanded')).toBe('false');

    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    // Sentences wrap at the paper's width.
    const flatText = text.replace(/\s+/g, ' ');
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);
    for (const old of (await readdir(artifacts)).filter((name) => name.startsWith(PNG_PREFIX))) await rm(`${artifacts}${old}`);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-', `${artifacts}${PNG_PREFIX}`], { input: pdf });
    expect((await readdir(artifacts)).filter((name) => name.startsWith(PNG_PREFIX))).toHaveLength(pages);

    // On screen the report is one window high; on paper it runs over several pages.
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(flatText).toContain(data.attributes.address.label);
    for (const title of [
      'Backyard Cottage',
      'Pre-Feasibility Report',
      'I. Is it generally allowed here',
      'II. Special Considerations',
      'III. Size Limitations',
      'IV. Placement',
      'Summary',
      'Other Things to Know',
    ]) {
      expect(text, title).toContain(title);
    }
    expect(text).toContain('Where a backyard cottage may stand');
    expect(flatText).toMatch(/M\.G\.L\. c\.40A §3 .*760 CMR 71\.00 .* Zone SR/);
    expect(text).toContain(`Up to ${formatArea(adu.size_limits.ext.br!.max!, 'en')}`);
    const labels = { front: 'Front lot line', side: 'Side lot lines', rear: 'Rear lot line', building: 'Other buildings' } as const;
    for (const [side, label] of Object.entries(labels)) {
      const feet = adu.placement.ext_setbacks[side as keyof typeof labels]!;
      expect(text, side).toMatch(new RegExp(`${label}\\s+${formatFeetInches(feet, 'en')}`));
    }
    expect(flatText).toContain(adu.summary.ext);
    for (const control of ['Look up another address', 'Choose the zone', 'Share', 'History', 'Want to learn more?', 'See it embedded']) {
      expect(text, control).not.toContain(control);
    }
    expect(text).not.toMatch(/Show \d+ more/);

    // On paper the map is 4 in high and the lot is refitted to it: its fill sits in the middle of
    // the map's background, not where the window had it.
    const firstPage = execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-'], { input: pdf });
    const map = boxOfColour(firstPage, MAP_BACKGROUND_RGB);
    const lotFill = boxOfColour(firstPage, LOT_FILL_RGB);
    expect(map.height).toBeGreaterThanOrEqual(196);
    expect(map.height).toBeLessThanOrEqual(200);
    expect(Math.abs(lotFill.x - map.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(lotFill.y - map.y)).toBeLessThanOrEqual(2);
    expect(lotFill.height).toBeGreaterThan(map.height / 2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
