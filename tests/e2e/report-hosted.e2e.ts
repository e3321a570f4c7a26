// End to end: the hosted page, where the widget is the page and keeps its state in the real URL
// (/report/{state}/{city}/{zip}/{street}/{number}?lat&lng&signature&page=…#section): a shared
// link opens its report directly, and the breadcrumb, back and the way to a new address move
// through real paths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let address: AddressDetails;

describe('the hosted page at /report/…', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const { results } = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as AddressSearchResponse;
    address = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a page of the server (the vendor's pages render the widget in hosted mode). */
  async function openHosted(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}${path}`);
    return { page, errors };
  }

  it('opens a shared report link directly, and moves through the real URL', async () => {
    const a = address;
    const path = `/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
    const query = `?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}`;
    const { page, errors } = await openHosted(`${path}${query}&page=backyard-cottage#size-limitations`);
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Share' }).getAttribute('aria-disabled')).toBeNull();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor();
    expect(page.url()).toBe(`${server.url}${path}${query}`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
    expect(new URL(page.url()).hash).toBe('#size-limitations');
    await page.getByRole('button', { name: 'Look up another address' }).click();
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor();
    expect(page.url()).toBe(`${server.url}/`);

    // A new address goes to its own report path.
    await page.getByRole('combobox', { name: 'Address' }).fill('2 Maple');
    await page.getByRole('option', { name: '2 Maple Street, Maple Hollow, MA 01999', exact: true }).click();
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/report/MA/Maple%20Hollow/01999/Maple%20Street/2');
    await page.reload();
    await page.getByRole('heading', { name: '2 Maple Street, Maple Hollow, MA 01999', level: 2 }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
