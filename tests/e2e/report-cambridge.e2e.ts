// End to end on real open data: Cambridge imported through its profile into the server's data
// directory, then the report of real lots: the state right inferred and marked so, the setbacks
// the city publishes and the one a secondary source gives, a historic
// district's own badge, the state-right note, and a lot in a special district, which the
// town's rules list since the 2025 amendments, so no zone is asked for; and a lot outside the
// footprints' window whose house the assessor records (27 Raymond St): the map says the house's
// position is not in the public data, draws no buildable area, and traces the house from its notice.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { createTranslator } from '../../widget/src/i18n/messages';
import { formatFeetInches } from '../../widget/src/i18n/format';
import { legalKey } from '../../widget/src/report/labels';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../setup/shared-data';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { childServerEnv, startServer, type RunningServer } from './support/server';

const repoRoot = new URL('../..', import.meta.url).pathname;
const en = createTranslator('en');
// The import writes into the embedded database of a data directory the server then opens; with
// DATABASE_URL the server gets a fresh PostgreSQL database of its own, which the import cannot name.
const skipReason = !SHARED_DATA_DIR ? SHARED_DATA_MISSING : process.env.DATABASE_URL ? 'skipped: runs on the embedded database only' : '';

let dataDir: string;
let server: RunningServer;
let browser: Browser;

async function importCambridge(dir: string): Promise<void> {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/import/cli.ts', 'cambridge-ma', join(SHARED_DATA_DIR!, 'cambridge-ma')], {
    cwd: repoRoot,
    env: childServerEnv(dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the Cambridge import exited with ${code}:\n${output}`);
}

async function lot(query: string): Promise<{ label: string; details: AddressDetails; data: StreetData }> {
  const get = async <T>(path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token()}` } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const { results } = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}&limit=1`);
  const details = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`);
  return { label: results[0]!.label, details, data: await get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`) };
}

/**
 * Opens the report on the demo site, signed in unless `visitor`; `failures` collects every answer
 * of 400 or more but the demo site's organization's config, which this server, without the demo
 * town, does not have (the widget then stays unbranded).
 */
async function openReport(details: AddressDetails, page: string, { visitor = false } = {}): Promise<{ page: Page; errors: string[]; failures: string[] }> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectPageErrors(tab);
  const failures: string[] = [];
  tab.on('response', (response) => {
    const demoOrgConfig = response.status() === 404 && new URL(response.url()).pathname === '/api/orgs/lotline-demo/public-config';
    if (response.status() >= 400 && !demoOrgConfig) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  if (!visitor) await signInWidgets(tab, server.token());
  await tab.goto(`${server.url}/demo/?lotline-address=${encodeURIComponent(JSON.stringify(details))}&lotline-page=${page}`);
  return { page: tab, errors, failures };
}

describe.skipIf(skipReason !== '')(`Cambridge reports${skipReason ? ` (${skipReason})` : ''}`, () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lotline-e2e-cambridge-'));
    const [, chromium] = await Promise.all([importCambridge(dataDir), launchChromium()]);
    browser = chromium;
    server = await startServer({ LOTLINE_DATA_DIR: dataDir, LOTLINE_DEMO_DATA: 'false' });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reports a C-1 lot: the inferred state right with its assumption, the setbacks and their sources, the size limit', async () => {
    const { details, data } = await lot('120 Garden St');
    const adu = data.bylaws.adu;
    expect(data.attributes.zone_code).toBe('C-1');
    const { page, errors, failures } = await openReport(details, 'backyard-cottage');
    const previews: { url: string; status: number; body: Promise<unknown> }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/report/unfurl') previews.push({ url: url.searchParams.get('url')!, status: response.status(), body: response.json() });
    });
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });

    expect(await page.locator('[data-field="adu.ext_legal"]').textContent()).toBe(en(legalKey(adu.ext_legal)));
    // C-1's use table is not in our sources: the legal status is inferred, tagged, with its assumption in words.
    expect([adu.ext_legal, adu.basis]).toEqual(['BR', 'inferred']);
    const legalRow = page.locator('.report-row', { has: page.locator('[data-field="adu.ext_legal"]') });
    expect(await legalRow.locator('.basis--inferred').textContent()).toBe('Inferred');
    expect(await legalRow.locator('.assumptions__list li').allTextContents()).toEqual(['Assumes single-family homes are allowed in C-1; confirm with Cambridge\u2019s use table.']);
    // By right, the district's homes assumed and where the cottage stands left to check: it reads as allowed.
    expect([adu.status.ext, adu.likelihood.ext]).toEqual(['YELLOW', 75]);
    expect(await page.locator('.status').first().textContent()).toBe('Probably Allowed');
    // Sources name the publisher and document and the day they were checked, never a host name.
    const sideSources = await page.locator('tr[data-setback="side"] .citation').first().textContent();
    expect(sideSources).toBe('City of Cambridge: Cambridge zoning for multifamily housing citywide (Community Development Department) \u00b7 Side and rear setbacks (opens in a new tab) (checked December 3, 2026)');
    // The front setback rests on a secondary source, and says so.
    expect(await page.locator('tr[data-setback="front"] .assumptions__list li').allTextContents()).toContain(
      'Takes the 10 ft front yard from the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman, not from the law itself; confirm with Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance.',
    );
    // No inferred value is shown as verified: every field of this page that rests on an assumption carries the tag.
    const shown = Object.keys(data.bylaws.assumptions).filter((field) => /^adu\.(ext_legal$|size_limits\.ext\.|placement\.ext_setbacks\.)/.test(field));
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const field of shown) expect(await page.locator(`[data-fields~="${field}"] .basis--inferred`).count(), field).toBe(1);
    await page.screenshot({ path: join(repoRoot, 'tests/artifacts/cambridge-c1-backyard-cottage-1280.png'), fullPage: true });
    const stateRight = adu.state_protected === null ? 'unknown' : adu.state_protected ? 'yes' : 'no';
    expect(await page.locator('.report-row', { hasText: 'State ADU right' }).locator('.report-row__value').textContent()).toBe(en(`legal.stateRight.${stateRight}`));
    for (const [side, feet] of Object.entries(adu.placement.ext_setbacks)) {
      const cell = page.locator(`tr[data-setback="${side}"] td > span`).first();
      expect(await cell.textContent(), side).toBe(feet === null ? 'Not on file' : formatFeetInches(feet, 'en'));
    }
    expect(adu.placement.ext_setbacks).toEqual({ front: 10, side: 5, rear: 5, building: null });
    // Outside the Kendall window the city's footprints are missing while the assessor records a two-family
    // house, so where a cottage fits is not drawn, and the section says why.
    expect(await page.locator('[data-placement]').textContent()).toBe(`${en('placement.houseNotInData')}${en('placement.houseNotInDataWhy')}`);
    expect(await page.locator('[data-field="adu.size_limits.ext.br"]').textContent()).toBe(`Up to ${Math.round(adu.size_limits.ext.br!.max!).toLocaleString('en-US')} sq ft`);
    expect(await page.locator('.notes li').allTextContents()).toEqual(data.bylaws.notes);
    for (const link of data.city_external_links) expect(await page.locator('ul.links').getByRole('link', { name: link.subject }).getAttribute('href')).toBe(link.link);
    expect(await page.locator('.summary-text').textContent()).toBe(adu.summary.ext);
    // What it costs (no price book: the cited public range), what it could earn (HUD's FY2024 one-bedroom
    // Fair Market Rent of the Boston-Cambridge-Quincy area, no plan placed) and what comes next (the city's own steps).
    expect(data.cost_estimate.ext).toMatchObject({ low: 120_000, high: 300_000, basis: 'inferred' });
    expect(await page.locator('[data-field="cost_estimate.ext"]').textContent()).toBe('$120,000 to $300,000');
    expect(data.rent_estimate.ext).toMatchObject({ monthly: 2377, bedrooms: 1, basis: 'cited', payback_years: 7.4 });
    expect(await page.locator('[data-field="rent_estimate.ext"]').textContent()).toBe('$2,377 a month');
    expect(data.next_steps!.steps.map((s) => s.id)).toEqual(['check-first', 'plot-plan', 'apply', 'town-may-require', 'historic', 'inspections', 'contact', 'financing']);
    expect(await page.locator('[data-step="contact"] a').last().getAttribute('href')).toBe('https://www.cambridgema.gov/iwantto/applyforabuildingpermit');
    // The city's links have no preview on a machine without the internet: the server says so with a
    // 200 it lets browsers keep, the widget keeps the plain links, and the console stays clean.
    const links = data.city_external_links.map((link) => link.link);
    expect(links.length).toBeGreaterThan(0);
    await expect.poll(() => links.filter((link) => previews.some((preview) => preview.url === link)), { timeout: 30_000 }).toEqual(links);
    await page.waitForLoadState('networkidle');
    for (const preview of previews) expect([preview.url, preview.status, ((await preview.body) as { no_preview?: string }).no_preview]).toEqual([preview.url, 200, 'unreachable']);
    expect(failures).toEqual([]);
    // Opened again in this tab, the report asks for none of them: the answers are kept for the session.
    const asked = previews.length;
    await page.reload();
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    await page.locator('ul.links').getByRole('link', { name: data.city_external_links[0]!.subject }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(previews.length).toBe(asked);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a historic district’s own badge text and counts it on the overview', async () => {
    const { details, data } = await lot('50 Church St');
    const historic = data.special_considerations.HISTORICAL_PRESERVATION!;
    expect(historic.status).not.toBe('GREEN');
    expect(historic.badge_text).toBeTruthy();
    const { page, errors } = await openReport(details, 'overview');
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.counts__item[data-group="REGULATORY"] dd').textContent()).toBe('1 of 1 detected');
    await page.locator('.build-row[data-page="in-home-apartment"]').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'In-Home Apartment', level: 3 }).waitFor();
    expect(await page.locator('[data-layer="HISTORICAL_PRESERVATION"] .badge').textContent()).toBe(historic.badge_text);
    expect(await page.locator('[data-layer="FEMA"] .badge').textContent()).toBe('Not Detected');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says the house of 27 Raymond St is not in the public data, draws no buildable area, and traces it from the notice', async () => {
    const { details, data } = await lot('27 Raymond St');
    // Outside the Kendall window: no footprints, but the assessor records a single-family house.
    expect([data.buildings_known, data.buildings.length, data.attributes.property_type_name, data.attributes.gross_building_area]).toEqual([false, 0, 'Single Family', 5041]);
    expect([data.setbacked_area.ext, data.bylaws.adu.placement.buildable]).toEqual([null, null]);
    const { page, errors } = await openReport(details, 'backyard-cottage');
    await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });
    const notice = page.getByRole('note', { name: en('houseMissing.title') });
    expect(await notice.textContent()).toBe(`${en('houseMissing.title')}${en('houseMissing.body')}${en('houseMissing.trace')}`);
    expect(en('houseMissing.title')).toBe('The house\u2019s position is not in the public data');
    await page.locator('path.map__lot').waitFor();
    expect(await page.locator('path.map__setback').count()).toBe(0);
    expect(await page.locator('[data-placement]').textContent()).toBe(`${en('placement.houseNotInData')}${en('placement.houseNotInDataWhy')}`);

    // A plan placed meanwhile claims no fit: whether it fits is not known.
    await page.locator('#SelectFloorPlan .plan-card').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Select Floor Plan' }).click();
    await page.locator('path.map__unit').first().waitFor();
    const placed = page.locator('.floor-plans__placed');
    expect(await placed.getAttribute('data-fits')).toBe('unknown');
    expect(await placed.textContent()).toMatch(new RegExp(` is on the map\\. ${en('fit.notKnown')}$`));
    expect(await page.locator('.fit-note').count()).toBe(0);

    // From the keyboard: the button is reached and pressed; the polygon tool traces the house.
    const trace = notice.getByRole('button', { name: en('houseMissing.trace') });
    await trace.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.map-tools__panel');
    expect(await panel.locator('.map-tools__title').textContent()).toBe(en('mapTools.house'));
    expect(await trace.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: en('mapTools.polygon'), exact: true }).getAttribute('aria-pressed')).toBe('true');

    // Four corners of a small square well inside the lot, then the first again: the house is traced.
    const corners = await page.locator('path.map__lot').evaluate((path: SVGPathElement) => {
      const box = path.getBBox();
      const matrix = path.getScreenCTM()!;
      const half = 10;
      // Inside the lot with a margin, off the placed unit (both drawn in one SVG, in the same coordinates).
      const units = [...(path.ownerSVGElement?.querySelectorAll<SVGPathElement>('path.map__unit') ?? [])];
      const inside = (x: number, y: number) =>
        [[-1, -1], [1, -1], [1, 1], [-1, 1], [0, 0]].every(([dx, dy]) => {
          const point = new DOMPoint(x + 2 * half * dx!, y + 2 * half * dy!);
          return path.isPointInFill(point) && units.every((unit) => !unit.isPointInFill(point));
        });
      let best: [number, number] | null = null;
      let bestDistance = Infinity;
      for (let x = box.x; x <= box.x + box.width; x += 4) {
        for (let y = box.y; y <= box.y + box.height; y += 4) {
          const distance = Math.hypot(x - (box.x + box.width / 2), y - (box.y + box.height / 2));
          if (distance < bestDistance && inside(x, y)) [best, bestDistance] = [[x, y], distance];
        }
      }
      const [cx, cy] = best!;
      return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([dx, dy]) => {
        const point = new DOMPoint(cx + half * dx!, cy + half * dy!).matrixTransform(matrix);
        return [point.x, point.y] as [number, number];
      });
    });
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    // Saved as the user's house: the notice goes, the buildable area is drawn clear of it, the section says where a cottage fits.
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('path.map__user-building').waitFor();
    await page.locator('path.map__setback').waitFor();
    expect(await page.locator('.report-note[data-placement]').textContent()).toBe(en('placement.buildable'));
    expect(await placed.getAttribute('data-fits')).not.toBe('unknown');
    const traced = await lot('27 Raymond St');
    expect(traced.data.buildings.map((b) => [b.building_source, b.kind])).toEqual([['user', 'main']]);
    expect([traced.data.setbacked_area.ext !== null, traced.data.bylaws.adu.placement.buildable]).toEqual([true, true]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists the special district of 12 Whittemore Ave: no zone to ask for, the state right reaching it on an account of the ordinance', async () => {
    // Every district of Cambridge's current map is in its rules since SD-1 to SD-15 were added
    // (decision 054): the zone dialog opens only for a district the rules do not list.
    const { details, data } = await lot('12 Whittemore Ave');
    expect(data.attributes.zone_code).toMatch(/^SD-/);
    expect([data.bylaws.zone_matched, data.bylaws.adu.state_protected, data.bylaws.assumptions['adu.state_protected']?.[0]?.key]).toEqual([true, true, 'secondary-source']);
    const { page, errors } = await openReport(details, 'overview', { visitor: true });
    await page.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog', { name: 'Which zone is this lot in?' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
