// End to end: the share modal on the hosted page. Share opens it on a demo-town report's backyard
// cottage page; Copy link says 'Copied!' and puts the link in the clipboard; the link, opened in a
// new page, shows the same property on the same ADU page.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let address: AddressDetails;
let title: string;

describe('the share modal', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
    const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`);
    address = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
    title = (await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`)).attributes.address.label;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('copies a link that opens the same property on the backyard cottage page', async () => {
    const a = address;
    const path = `/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
    const link = `${server.url}${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=backyard-cottage`;
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Opened at a section: the shared link is the page's, without the section.
    await page.goto(`${link}#size-limitations`);
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });

    const share = page.getByRole('button', { name: 'Share', exact: true });
    expect(await share.getAttribute('aria-disabled')).toBeNull();
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this report' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Link to this page' }).inputValue()).toBe(link);
    const text = await dialog.getByRole('textbox', { name: 'Text to share' }).inputValue();
    expect(text).toContain(title);
    expect(text).toContain('Backyard Cottage');
    expect(text.endsWith('#ADU #HousingSolutions #ZoningLaws')).toBe(true);
    expect(await dialog.getByRole('link', { name: /^X \(Twitter\)/ }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
    );
    expect(await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=.+&body=.+/);
    expect(await seriousViolations(page)).toEqual([]);

    const copy = dialog.getByRole('button', { name: 'Copy link' });
    expect(await copy.getAttribute('aria-live')).toBe('polite');
    await copy.click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    // The feedback lasts two seconds.
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4000 });

    // Escape closes the modal and gives focus back to Share.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(`document.querySelector('lotline-widget').shadowRoot.activeElement?.textContent`)).toBe('Share');

    const opened = await context.newPage();
    const openedErrors = collectPageErrors(opened);
    await opened.goto(link);
    await opened.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    await opened.getByRole('heading', { name: title, level: 2 }).waitFor();
    expect([...errors, ...openedErrors]).toEqual([]);
    await opened.close();
    await page.close();
  });
});
