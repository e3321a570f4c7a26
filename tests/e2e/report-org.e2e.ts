// End to end: the widget white-labelled from its organization's public config, and the link
// previews of 'Other Things to Know'. The demo organization on the builder's site: its colours
// inside the shadow root, a host page's own custom properties winning over them, its call to
// action; a failed config load. The report's links on a server that may not preview them: three
// tries 2 seconds apart, then the site root, then the plain link alone. On a second server,
// seeded before it starts (embedded database only): a real preview of a local page with Open
// Graph tags, and an organization with a logo, an external contact form and feature flags off.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import { openPglite } from '../../server/src/db/database';
import { jurisdictions, organizations } from '../../server/src/db/schema';
import { seedDemoTown } from '../../server/src/demo/seed-demo-town';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

let server: RunningServer;
let browser: Browser;
/** 1 Maple Street in the demo town, as the server signs it. */
let address: AddressDetails;

async function addressOn(base: string): Promise<AddressDetails> {
  const { results } = (await (await fetch(`${base}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as AddressSearchResponse;
  return (await (await fetch(`${base}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(artifacts, { recursive: true });
  address = await addressOn(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Console errors and page errors of a page, except failed loads of the URLs `expected` accepts:
 * Chromium logs every non-OK response, and some of these tests cause them on purpose.
 */
function collectErrors(page: Page, expected: (url: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && expected(message.location().url)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The builder's site (inline widget for the demo organization) showing `page` of the report. */
const demoReport = (base: string, details: AddressDetails, page: string) =>
  `${base}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=${page}`;

/** The vendor's hosted report of organization `org` (`/org-report/…`) showing `page`. */
function hostedReport(base: string, a: AddressDetails, org: string, page: string): string {
  const path = `/org-report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}`;
  return `${base}${path}?org=${org}&lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=${page}`;
}

/** A custom property as computed on the widget's surface inside its shadow root. */
const surfaceProperty = (page: Page, name: string) =>
  page.locator('lotline-widget .lotline').evaluate((element, property) => getComputedStyle(element).getPropertyValue(property).trim(), name);

describe('the demo organization on the builder’s site', () => {
  it('brands the widget with the organization’s colours, and a host page’s own custom properties win', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/demo/`);
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => surfaceProperty(page, '--lotline-primary')).toBe('#2f4a3a');
    expect(await surfaceProperty(page, '--lotline-accent')).toBe('#2f4a3a');
    expect(await surfaceProperty(page, '--lotline-secondary')).toBe('#a0522d');
    expect(await page.locator('lotline-widget .lotline').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(45, 42, 38)');

    // The host page's rule on the element beats the organization's colour; the others stay.
    // A constructed sheet: the demo site's policy allows no inline <style>, as a strict host's would not.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('lotline-widget { --lotline-primary: #8a1c7c; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await expect.poll(() => surfaceProperty(page, '--lotline-primary')).toBe('#8a1c7c');
    expect(await surfaceProperty(page, '--lotline-accent')).toBe('#8a1c7c');
    expect(await surfaceProperty(page, '--lotline-secondary')).toBe('#a0522d');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the default look without an organization', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor({ timeout: 15_000 });
    expect(await surfaceProperty(page, '--lotline-primary')).toBe('#1f6feb');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the call to action on the report: the main text wide, the mobile title narrow, opening the built-in lead form', async () => {
    const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(wide, (url) => url.includes('/api/report/unfurl'));
    await wide.goto(demoReport(server.url, address, 'overview'));
    const cta = wide.getByRole('button', { name: 'Talk to a builder' });
    await cta.waitFor({ timeout: 15_000 });
    expect(await cta.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await cta.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(160, 82, 45)');
    await wide.screenshot({ path: join(artifacts, 'report-org-cta.png') });
    // It opens the lead modal (leads.e2e.ts goes through it) and the host's page stays.
    await cta.click();
    const dialog = wide.getByRole('dialog', { name: 'Talk to a builder' });
    await dialog.getByRole('heading', { name: 'What is your name?' }).waitFor({ timeout: 10_000 });
    expect(new URL(wide.url()).pathname).toBe('/demo/');
    await wide.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await wide.close();

    const narrow = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await narrow.goto(demoReport(server.url, address, 'overview'));
    await narrow.getByRole('button', { name: 'Talk to us' }).waitFor({ timeout: 15_000 });
    await narrow.locator('lotline-widget').screenshot({ path: join(artifacts, 'report-org-cta-375.png') });
    expect(await narrow.getByRole('button', { name: 'Talk to a builder' }).count()).toBe(0);
    await narrow.close();
  });

  it('tells the visitor once when the organization’s config does not load, and keeps working unbranded', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page, (url) => url.includes('/api/orgs/no-such-builder/public-config'));
    await page.goto(hostedReport(server.url, address, 'no-such-builder', 'overview'));
    const toast = page.locator('lotline-widget .toast', { hasText: 'The organization’s settings did not load, so its branding is not shown.' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await page.locator('lotline-widget .toast').count()).toBe(1);
    expect(await surfaceProperty(page, '--lotline-primary')).toBe('#1f6feb');
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('lotline-widget .org-cta').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tries a link’s preview 3 times 2 seconds apart when the request fails, then the site root, then leaves the plain link', async () => {
    // The demo town's links are to this server's own pages; its policy is answered as if private
    // hosts were allowed, so the widget asks, and every preview request fails (a 503), as when the
    // server is unreachable. (A 'no preview' answer is final and not retried: link-preview tests.)
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page, (url) => url.includes('/api/report/unfurl'));
    await page.route(
      (url) => url.pathname === '/api/report/unfurl-policy',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ private_hosts: true }) }),
    );
    const calls: { url: string; at: number }[] = [];
    await page.route(
      (url) => url.pathname === '/api/report/unfurl',
      async (route) => {
        calls.push({ url: new URL(route.request().url()).searchParams.get('url') ?? '', at: Date.now() });
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }) });
      },
    );
    // When each answer came back: the wait before a retry starts there, however long the server took.
    const answered: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/report/unfurl') answered.push(Date.now());
    });
    await page.goto(demoReport(server.url, address, 'backyard-cottage'));
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    const skeletons = page.locator('lotline-widget .link-preview--loading');
    await skeletons.first().waitFor();
    await expect.poll(() => skeletons.count(), { timeout: 15_000 }).toBe(0);

    // The town's bylaws and its link are one page: one chain of requests for both.
    const link = `${server.url}/demo/`;
    expect(calls.map((call) => call.url)).toEqual([link, link, link, `${server.url}/`]);
    expect(answered).toHaveLength(4);
    // From an answer to the next try: 2 s for the page's retries, at once for the site root.
    // Both times are taken in the test as the browser reports them, each a little late and not by
    // the same amount under load: a margin of 250 ms below the 2 s.
    const gaps = calls.slice(1).map((call, index) => call.at - answered[index]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(1_750);
    expect(gaps[0]).toBeLessThan(3_000);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_750);
    expect(gaps[1]).toBeLessThan(3_000);
    expect(gaps[2]).toBeLessThan(1_000);

    expect(await page.locator('lotline-widget .link-preview').count()).toBe(0);
    for (const name of ['About the demo town', 'The town’s bylaws']) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(link);
    }
    await page.waitForTimeout(2_500);
    expect(calls).toHaveLength(4);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A local site with Open Graph tags, recording the headers of every request. */
async function startPreviewSite(): Promise<{ url: string; requests: { path: string; headers: IncomingHttpHeaders }[]; close(): Promise<void> }> {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const site = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ path, headers: request.headers });
    if (path === '/og.png' || path === '/icon.png') {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      return;
    }
    if (path !== '/adu-guide') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
      <title>ADU guide</title>
      <link rel="icon" href="/icon.png">
      <meta property="og:title" content="Backyard cottages in Maple Hollow">
      <meta property="og:description" content="What the town asks before you build one.">
      <meta property="og:image" content="/og.png">
      </head><body><h1>ADU guide</h1></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

// The embedded database of a data directory is written before the server opens it; with
// DATABASE_URL the server gets a fresh PostgreSQL database of its own that this file cannot name.
const skipSeeded = process.env.DATABASE_URL ? ' (skipped: runs on the embedded database only)' : '';

describe.skipIf(skipSeeded !== '')(`a server seeded with a local link and a second organization${skipSeeded}`, () => {
  let seeded: RunningServer;
  let dataDir: string;
  let site: Awaited<ReturnType<typeof startPreviewSite>>;
  let seededAddress: AddressDetails;
  const LOGO = 'https://logo.lotline-test.example/limited.png';
  const CONTACT = 'https://builder.lotline-test.example/contact';

  beforeAll(async () => {
    site = await startPreviewSite();
    dataDir = await mkdtemp(join(tmpdir(), 'lotline-e2e-org-'));
    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      await database.migrate();
      await seedDemoTown(database.db);
      await database.db.update(jurisdictions).set({
        externalLinks: [
          { subject: 'About the demo town', link: '/demo/' },
          { subject: 'ADU guide', link: `${site.url}/adu-guide` },
        ],
      });
      await database.db.insert(organizations).values({
        id: 'limited-builder',
        name: 'Limited Builders',
        features: { backyard_cottage: false, in_home_apartment: true, report: true, 'report.pdf': false },
        settings: {
          main_cta: 'Request a quote',
          logo_url: LOGO,
          pdf: { primary_color: '#ffd23f', secondary_color: '#004e89', text_color: '#1a1a1a' },
          use_built_in_contact_form: false,
          external_contact_form_url: CONTACT,
        },
      });
    } finally {
      await database.close();
    }
    // Previews may fetch the loopback address (the local site and the server's own demo page).
    seeded = await startServer({ LOTLINE_DATA_DIR: dataDir, LOTLINE_UNFURL_ALLOW_HOSTS: '127.0.0.1:*' });
    seededAddress = await addressOn(seeded.url);
  }, 180_000);
  afterAll(async () => {
    await seeded?.stop();
    await site?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a real preview card of a page with Open Graph tags, its pictures lazy and without a referrer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The server's own pages have no favicon.ico, which their preview names by default.
    const errors = collectErrors(page, (url) => url === `${seeded.url}/favicon.ico`);
    await page.goto(demoReport(seeded.url, seededAddress, 'backyard-cottage'));
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });

    const guide = page.locator('lotline-widget .link-item', { has: page.getByRole('link', { name: 'ADU guide' }) });
    const card = guide.locator('.link-preview');
    await card.waitFor({ timeout: 15_000 });
    // The preview follows once the server's policy for local links is known.
    await expect.poll(() => card.getAttribute('data-previewed'), { timeout: 15_000 }).toBe(`${site.url}/adu-guide`);
    expect(await card.locator('.link-preview__title').textContent()).toBe('Backyard cottages in Maple Hollow');
    expect(await card.locator('.link-preview__description').textContent()).toBe('What the town asks before you build one.');
    expect(await card.locator('.link-preview__site').textContent()).toBe('127.0.0.1');
    const image = card.locator('img.link-preview__image');
    expect(await image.getAttribute('src')).toBe(`${site.url}/og.png`);
    expect(await image.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await card.locator('img.link-preview__favicon').getAttribute('src')).toBe(`${site.url}/icon.png`);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
    await page.screenshot({ path: join(artifacts, 'report-org-link-previews.png') });
    const pictureRequests = site.requests.filter((request) => request.path === '/og.png' || request.path === '/icon.png');
    expect(pictureRequests.length).toBeGreaterThanOrEqual(2);
    expect(pictureRequests.map((request) => request.headers.referer)).toEqual(pictureRequests.map(() => undefined));

    // The town's own page is previewed too, from its title.
    const demo = page.locator('lotline-widget .link-item', { has: page.getByRole('link', { name: 'About the demo town' }) });
    expect(await demo.locator('.link-preview__title').textContent()).toBe('Hollow Creek Cottages · Backyard cottages and in-home apartments');
    // The whole card opens the link: it lies inside the link's click area.
    const box = (await card.locator('.link-preview__title').boundingBox())!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)]);
    expect(popup.url()).toBe(`${site.url}/adu-guide`);
    await popup.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('brands an organization with its logo and external contact form, and hides what its flags turn off', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page, (url) => url.includes('/api/report/unfurl') || url === `${seeded.url}/favicon.ico`);
    await page.route(LOGO, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    await page.goto(`${seeded.url}/?org=limited-builder`);
    const logo = page.getByRole('img', { name: 'Limited Builders' });
    await logo.waitFor({ timeout: 15_000 });
    expect(await logo.getAttribute('src')).toBe(LOGO);
    // A light primary colour gets dark text.
    expect(await surfaceProperty(page, '--lotline-primary')).toBe('#ffd23f');
    expect(await surfaceProperty(page, '--lotline-on-primary')).toBe('#1f2328');

    // A shared link to the backyard cottage, which this organization does not offer, shows the overview.
    await page.goto(hostedReport(seeded.url, seededAddress, 'limited-builder', 'backyard-cottage'));
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await page.locator('lotline-widget .build-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-page')))).toEqual(['in-home-apartment']);
    expect(await page.locator('lotline-widget .report-panel__header').getByRole('img', { name: 'Limited Builders' }).count()).toBe(1);

    const cta = page.getByRole('link', { name: 'Request a quote' });
    expect(await cta.getAttribute('href')).toBe(CONTACT);
    expect(await cta.getAttribute('target')).toBe('_blank');
    expect(await cta.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'In-Home Apartment', level: 3 }).waitFor();
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'PDF' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
