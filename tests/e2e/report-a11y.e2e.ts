// Accessibility: axe-core checks the widget's shadow tree on the landing, the overview and both
// ADU pages, at desktop and phone widths, and with the upsell dialog open. Serious and critical
// violations fail the test; lesser ones are listed in the failure message of the others.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let axeSource: string;
let details: AddressDetails;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const { results } = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as { results: { place_id: string }[] };
  details = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Runs axe over the widget element (its open shadow root included) and answers the violations. */
async function audit(page: Page): Promise<Violation[]> {
  // Evaluated by the browser's debugging protocol rather than added as an inline <script>, which the pages' policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document.querySelector('lotline-widget')!, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

function serious(violations: Violation[]): Violation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const width of [1280, 375]) {
  describe(`accessibility at ${width} px`, () => {
    it('has no serious or critical violations on the landing, the overview and both ADU pages, nor in the upsell', async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = collectPageErrors(page);
      const report = `/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}`;
      const found: Record<string, Violation[]> = {};

      await page.goto(`${server.url}/demo/`);
      await page.getByRole('heading', { name: 'Look Up Your House!' }).waitFor({ timeout: 15_000 });
      found.landing = await audit(page);

      await page.goto(`${server.url}${report}`);
      await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
      await page.locator('path.map__lot').waitFor({ timeout: 15_000 });
      found.overview = await audit(page);

      await page.locator('.build-row[data-page="backyard-cottage"]').getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor();
      await expect.poll(() => page.locator('a.citation__link', { hasText: 'M.G.L.' }).count()).toBeGreaterThan(0);
      found['backyard-cottage'] = await audit(page);

      await page.goBack();
      await page.locator('.build-row[data-page="in-home-apartment"]').getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('heading', { name: 'In-Home Apartment', level: 3 }).waitFor();
      found['in-home-apartment'] = await audit(page);

      await page.getByRole('button', { name: 'Locked Choose the zone' }).click();
      await page.getByRole('dialog', { name: 'Unlock more features' }).waitFor();
      found.upsell = await audit(page);

      const failing: Record<string, Violation[]> = {};
      for (const [screen, list] of Object.entries(found)) if (serious(list).length > 0) failing[screen] = serious(list);
      expect(failing, JSON.stringify(found, null, 2)).toEqual({});
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
