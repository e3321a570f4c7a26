// The widget on a host page with a strict Content-Security-Policy (issue 10; decision 021): a
// builder's site on another origin allows scripts, styles, connections, images and frames from
// Lotline's origin only, and nothing inline and no eval for anyone. With the SDK's one script
// tag, inline and framed, a visitor looks an address up and opens its report with the lot drawn
// on the map, and no `securitypolicyviolation` event fires in any frame and nothing is logged as
// an error. The hosted page inside the frame runs under Lotline's own strict policy.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../../core/api/address.schema';
import type { AccountUser } from '../../core/api/auth.schema';
import type { OrgAdminView } from '../../core/api/org-admin.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
const OWNER = { email: 'cora@strict-builders.example', password: 'no inline scripts here', first_name: 'Cora', last_name: 'Strict' };

let server: RunningServer;
let browser: Browser;
/** The builder's site: another origin, which sends the strict policy with every page. */
let site: Server;
let siteUrl: string;
let orgId: string;
let target: AddressSuggestion;

/**
 * The host page's policy: Lotline's origin for scripts (the SDK, the widget's modules), styles,
 * connections (the API), images (street-view photos; data: for Leaflet's icons, blob: for
 * users' photos) and frames (framed mode, the PDF preview); nothing else, nothing inline, no eval.
 */
function hostPolicy(lotline: string): string {
  return [
    "default-src 'none'",
    `script-src ${lotline}`,
    `style-src ${lotline}`,
    `connect-src ${lotline}`,
    `img-src ${lotline} data: blob:`,
    `frame-src ${lotline}`,
  ].join('; ');
}

/** A page of the builder's site with the widget mounted by the SDK's one script tag, and no inline script or style. */
function hostPage(lotline: string, mode: 'inline' | 'framed'): string {
  const framed = mode === 'framed' ? ' data-mode="framed"' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Strict Builders</title></head>
<body><h1>Strict Builders</h1><div id="lotline"></div>
<script src="${lotline}/static/lotline-sdk.js" data-org="${orgId}" data-target="#lotline"${framed}></script></body></html>`;
}

beforeAll(async () => {
  site = createServer((request, response) => {
    const mode = request.url === '/inline' ? 'inline' : request.url === '/framed' ? 'framed' : undefined;
    if (!mode) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': hostPolicy(server.url) }).end(hostPage(server.url, mode));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([startServer(), launchChromium()]);

  // The builder's organization allows its site to embed Lotline (CORS for inline, frame-ancestors for framed).
  const { token } = await signUpThroughApi(server.url, OWNER);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { user } = await api<{ user: AccountUser }>('POST', '/api/me/onboarding', {
    onboarded: true,
    user: { first_name: OWNER.first_name, last_name: OWNER.last_name, email: OWNER.email, role: 'Builder' },
    organization: { name: 'Strict Builders', email: OWNER.email, land_url: 'https://strict-builders.example', settings: { address: '', phoneNumber: null, projects: ['backyard_cottage'], upgrade: ['leads'] } },
    city_ids: [],
  });
  orgId = user.organization_id!;
  const settings = await api<OrgAdminView>('GET', `/api/orgs/${orgId}/settings`);
  const { name, email, land_url, features, city_ids } = settings;
  await api('PUT', `/api/orgs/${orgId}/settings`, { name, email, land_url, settings: settings.settings, features, city_ids, allowed_origins: [siteUrl] });

  const search = (await (await fetch(`${server.url}/api/address/search?q=1%20Maple%20Street&limit=1`)).json()) as { results: AddressSuggestion[] };
  target = search.results[0]!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

/** A violation as the page saw it. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every `securitypolicyviolation` of a frame (run in each frame before its scripts; the
 * browser injects it, so the page's policy does not apply to it). The events are composed, so
 * those of elements in the widget's shadow root reach the document too.
 */
function recordViolations(): void {
  const record = window as unknown as { violations: Violation[] };
  record.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
  });
}

const violationsOf = (frame: Page | Frame) => frame.evaluate(() => (window as unknown as { violations: Violation[] }).violations);

/** Types the target's street into the search of `scope`, picks it, and waits for the report's map with the lot. */
async function openReport(scope: Page | FrameLocator): Promise<void> {
  await scope.getByRole('combobox', { name: 'Address' }).fill(target.label.split(',')[0]!, { timeout: 20_000 });
  await scope.getByRole('option', { name: target.label, exact: true }).click({ timeout: 10_000 });
  await scope.getByRole('heading', { name: target.label, exact: true }).waitFor({ timeout: 15_000 });
  await scope.locator('path.map__lot').first().waitFor({ timeout: 15_000 });
}

describe('the widget on a host page with a strict Content-Security-Policy', () => {
  it('inline: opens a report with the lot on the map without a single violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.addInitScript(recordViolations);
    const answer = page.waitForResponse(`${siteUrl}/inline`);
    await page.goto(`${siteUrl}/inline`);
    expect((await answer).headers()['content-security-policy']).toBe(hostPolicy(server.url));
    await openReport(page);
    expect(await page.locator('lotline-widget').count()).toBe(1);
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${artifacts}csp-inline.png` });

    // The recorder does hear a violation: an image from an origin the policy does not name.
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'https://blocked.lotline-test.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => violationsOf(page)).toEqual([{ directive: 'img-src', blocked: 'https://blocked.lotline-test.example/pixel.png', source: '' }]);
    await page.close();
  });

  it('framed: the hosted page in the iframe opens the report without a violation in either document', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.addInitScript(recordViolations);
    const framePolicy = page.waitForResponse((response) => response.url().startsWith(`${server.url}/?`));
    await page.goto(`${siteUrl}/framed`);
    const hosted = (await framePolicy).headers()['content-security-policy'] ?? '';
    // The hosted page's own policy: strict, and framed only by Lotline and the builder's site.
    expect(hosted).toContain("script-src 'self'; style-src 'self';");
    expect(hosted).not.toContain('unsafe');
    expect(hosted.endsWith(`frame-ancestors 'self' ${siteUrl}`)).toBe(true);

    await openReport(page.frameLocator('#lotline iframe'));
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${server.url}/?`));
    expect(frame, page.frames().map((f) => f.url()).join(', ')).toBeDefined();
    expect(await violationsOf(frame!)).toEqual([]);
    expect(await violationsOf(page)).toEqual([]);
    // The host delegates copying links and full-screen videos to the frame, and the hosted page allows them.
    expect(await page.locator('#lotline iframe').getAttribute('allow')).toBe('clipboard-write; fullscreen');
    expect(await frame!.evaluate("['clipboard-write', 'fullscreen', 'camera'].map((feature) => document.featurePolicy.allowsFeature(feature))")).toEqual([true, true, false]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${artifacts}csp-framed.png` });
    await page.close();
  });
});
