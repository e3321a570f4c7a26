// End to end, a first visit: the landing offers a real address of the loaded data and sign-in,
// an address outside the data says which places Lotline covers, and no screen (landing, lookup,
// report pages, inline on the demo host and on the hosted page) logs an error or makes a
// request that fails: link previews the server would refuse are not asked for.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressPlaces } from '../../core/api/address.schema';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;
let places: AddressPlaces;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(artifacts, { recursive: true });
  places = (await (await fetch(`${server.url}/api/address/places`)).json()) as AddressPlaces;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records every console error, page error, failed request and non-OK answer, none excused. */
async function openPage(path: string, width: number): Promise<{ page: Page; problems: string[]; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto(`${server.url}${path}`);
  return { page, problems, requests };
}

const maple = () => {
  const place = places.places.find((p) => p.city === 'Maple Hollow')!;
  return { ...place, example: place.example! };
};

describe('a first visit', () => {
  it('has the demo town, with a real Maple Hollow address to try', async () => {
    const { city, state, example } = maple();
    expect([city, state]).toEqual(['Maple Hollow', 'MA']);
    expect(example.label).toBe(`${example.street_address}, Maple Hollow, MA 01999`);
    const search = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent(example.label)}`)).json()) as { results: { label: string }[] };
    expect(search.results[0]?.label).toBe(example.label);
  });

  for (const width of [1280, 375]) {
    it(`offers the example and sign-in on the landing, and opens the report from it, with a clean console (${width} px)`, async () => {
      const { example } = maple();
      const { page, problems, requests } = await openPage('/demo/', width);
      const widget = page.locator('lotline-widget');
      const tryIt = widget.getByRole('button', { name: `${example.street_address}, Maple Hollow` });
      await tryIt.waitFor({ timeout: 15_000 });
      expect(await widget.locator('.search__try').textContent()).toBe('Try');
      expect(await widget.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
      await page.screenshot({ path: join(artifacts, `first-run-landing-${width}.png`) });

      // The example opens its report.
      await tryIt.click();
      await widget.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
      expect(await widget.getByRole('heading', { name: example.label, exact: true }).count()).toBe(1);

      // The backyard cottage page lists the town's own (local) link: shown plainly, no preview asked for.
      await widget.locator('.build-row[data-page="backyard-cottage"] button.button').click();
      await widget.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
      const townLink = widget.getByRole('link', { name: /About the demo town/ });
      await townLink.waitFor({ timeout: 15_000 });
      expect(await townLink.getAttribute('href')).toBe(`${server.url}/demo/`);
      await expect.poll(() => widget.locator('.link-preview--loading').count(), { timeout: 15_000 }).toBe(0);
      expect(await widget.locator('.link-preview').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(requests.filter((path) => path === '/api/report/unfurl')).toEqual([]);
      expect(requests).toContain('/api/address/places');
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('says which places it covers for an address outside the data, in English and Spanish', async () => {
    const { example } = maple();
    for (const width of [1280, 375]) {
      const { page, problems } = await openPage('/', width);
      const widget = page.locator('lotline-widget');
      await widget.getByRole('combobox', { name: 'Address' }).fill('44 Oak Street, Springfield');
      const outside = widget.locator('.search__outside');
      await outside.waitFor({ timeout: 15_000 });
      expect(await outside.locator('p').allTextContents()).toEqual([
        'No address in our data matches that.',
        'Lotline covers addresses in Maple Hollow, MA.',
        'Check the house number and the street name, or try an address we cover:',
        `${example.street_address}, Maple Hollow`,
      ]);
      await page.screenshot({ path: join(artifacts, `first-run-outside-${width}.png`) });
      // Its example opens that report instead.
      await outside.getByRole('button', { name: `${example.street_address}, Maple Hollow` }).click();
      await widget.getByRole('heading', { name: example.label, exact: true }).waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.close();
    }

    const { page, problems } = await openPage('/demo/', 1280);
    const widget = page.locator('lotline-widget');
    await widget.getByRole('combobox', { name: 'Address' }).waitFor({ timeout: 15_000 });
    await widget.evaluate((element) => element.setAttribute('lang', 'es'));
    const input = widget.getByRole('combobox', { name: 'Dirección' });
    await input.waitFor({ timeout: 15_000 });
    await input.fill('44 Oak Street');
    await widget.locator('.search__outside').waitFor({ timeout: 15_000 });
    expect(await widget.locator('.search__outside p').first().textContent()).toBe('Ninguna dirección de nuestros datos coincide.');
    expect(await widget.locator('.search__outside p').nth(1).textContent()).toBe('Lotline cubre direcciones en Maple Hollow, MA.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a shared report link on the hosted page with a clean console', async () => {
    const { example } = maple();
    const details = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(example.place_id)}`)).json()) as AddressDetails;
    const path = `/report/${[details.state, details.city, details.zip_code || '-', details.street, details.street_number].map(encodeURIComponent).join('/')}`;
    const { page, problems, requests } = await openPage(`${path}?lat=${details.lat}&lng=${details.lng}&signature=${details.signature}&page=backyard-cottage`, 1280);
    const widget = page.locator('lotline-widget');
    await widget.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 20_000 });
    await widget.getByRole('link', { name: /About the demo town/ }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p === '/api/report/unfurl')).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fills a phone screen with the hosted report: a slim bar, and the bottom sheet down to the screen edge', async () => {
    const { example } = maple();
    const details = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(example.place_id)}`)).json()) as AddressDetails;
    const path = `/report/${[details.state, details.city, details.zip_code || '-', details.street, details.street_number].map(encodeURIComponent).join('/')}`;
    for (const height of [760, 640]) {
      const { page, problems } = await openPage(`${path}?lat=${details.lat}&lng=${details.lng}&signature=${details.signature}`, 375);
      await page.setViewportSize({ width: 375, height });
      const sheet = page.locator('lotline-widget .sheet');
      await sheet.waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const box = await sheet.boundingBox();
      const bar = await page.locator('.top').boundingBox();
      const link = await page.locator('.demo-link').boundingBox();
      // The sheet meets the bottom of the screen: no strip of page under it, and the page does not scroll.
      expect(Math.round(box!.y + box!.height)).toBe(height);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      expect(bar!.height).toBe(52);
      // The demo link reads on one line beside the logo.
      expect(link!.height).toBeLessThan(20);
      await page.screenshot({ path: join(artifacts, `first-run-hosted-report-375x${height}.png`) });
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
