// The price book end to end (decision 048): an owner fills in what they charge for a backyard
// cottage on /settings (per square foot, and a design line item), is told when a low amount is
// above the high one, saves, and the report their embed asks for (`?org=`) prices the cottage with
// it, the steps adding up; without the organization the report shows the cited public range.
// Screenshots at 1280 and 375 px go to .ci-out/screenshots.
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const OWNER = { email: 'prices.owner@example.com', first_name: 'Mary', last_name: 'Somerville', password: 'analytical engine 1843' };

let server: RunningServer;
let browser: Browser;
let token: string;
let orgId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const signedUp = await fetch(`${server.url}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  expect(signedUp.status).toBe(201);
  token = ((await signedUp.json()) as { token: string }).token;
  const onboarded = await fetch(`${server.url}/api/me/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      onboarded: true,
      user: { first_name: OWNER.first_name, last_name: OWNER.last_name, email: OWNER.email, role: 'Builder' },
      organization: { name: 'Somerville Cottages', email: 'hello@somerville.example', land_url: '', settings: { address: '', phoneNumber: '', projects: ['backyard_cottage'], upgrade: [] } },
      city_ids: [],
    }),
  });
  expect(onboarded.status).toBe(200);
  orgId = ((await onboarded.json()) as { user: { organization_id: string } }).user.organization_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function streetData(query: string): Promise<StreetData> {
  const places = (await (await fetch(`${server.url}/api/address/places`)).json()) as { places: { example: { place_id: string } }[] };
  const details = (await (await fetch(`${server.url}/api/address/details?place_id=${places.places[0]!.example.place_id}`)).json()) as AddressDetails;
  const response = await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

describe('the price book', () => {
  it('is filled in on Settings, checked, saved, and prices the embed\u2019s report', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, token);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 15_000 });
    const cottage = page.locator('fieldset[data-kind="ext"]');
    await cottage.getByLabel('Building price').selectOption('per_sqft');
    await cottage.getByLabel('Per square foot: low ($)').fill('450');
    await cottage.getByLabel('Per square foot: high ($)').fill('400');
    await cottage.getByLabel('Design: low ($)').fill('8000');
    await cottage.getByLabel('Design: high ($)').fill('12000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await cottage.getByText('Low must not be above high').waitFor();
    await cottage.getByLabel('Per square foot: low ($)').fill('300');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.toast', { hasText: 'Your settings were saved.' }).waitFor({ timeout: 15_000 });
    await cottage.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshots}price-book-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    await cottage.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshots}price-book-375.png` });
    expect(errors).toEqual([]);
    await page.close();

    const priced = await streetData(`&org=${orgId}`);
    const limit = priced.bylaws.adu.size_limits.ext.br!.max!;
    expect(priced.cost_estimate.ext).toMatchObject({ basis: 'price_book', low: limit * 300 + 8000, high: limit * 400 + 12_000, size_source: 'size_limit' });
    expect(priced.cost_estimate.ext!.steps.at(-1)).toBe(`Total: $${(limit * 300 + 8000).toLocaleString('en-US')} to $${(limit * 400 + 12_000).toLocaleString('en-US')}`);
    const unpriced = await streetData('');
    expect(unpriced.cost_estimate.ext).toMatchObject({ basis: 'inferred', low: 120_000, high: 300_000 });
  });
});
