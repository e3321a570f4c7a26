// End to end: a demo-town report on the hosted page in Spanish (?lang=es). The rules' own words are
// Spanish too: the summary, the calculation steps, the notes of the state and the town, the map
// layers and a distance badge; the sources stay in English and the Spanish says so. The English
// sentences of the same report are shown in English, and not in Spanish. Screenshots at 1280 and
// 375 px go to .ci-out/screenshots/.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { SPANISH_RULE_TEXTS } from '../../core/rules/texts-es';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
/** The Massachusetts note every protected lot's report carries, in English. */
const OWNER_OCCUPANCY = 'Neither the ADU nor the principal dwelling has to be occupied by the owner.';
let server: RunningServer;
let browser: Browser;

interface Lot {
  details: AddressDetails;
  data: StreetData;
}
/** A Single Residence lot with a known gross floor area: its size limit has every step. */
let lot: Lot;
/** A lot within the wetland's buffer: a special consideration found near it, not on it. */
let near: Lot;

async function lots(query: string): Promise<Lot[]> {
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token('spanish-e2e')}` } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}&limit=20`);
  const found: Lot[] = [];
  for (const result of results) {
    const details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    found.push({ details, data: await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`) });
  }
  return found;
}

/** The hosted page of a lot's report on `page` (an ADU page or the overview), in `lang`. */
function reportUrl({ details: a }: Lot, page: string | null, lang: 'en' | 'es'): string {
  const path = [a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/');
  return `${server.url}/report/${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}${page ? `&page=${page}` : ''}&lang=${lang}`;
}

/** Opens a lot's report signed in, recording the page's errors and the paths of the widget's chunks it loaded. */
async function openReport(target: Lot, page: string | null, lang: 'en' | 'es', width = 1280): Promise<{ tab: Page; errors: string[]; chunks: string[] }> {
  const tab = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(tab);
  const chunks: string[] = [];
  tab.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/static/chunks/')) chunks.push(path);
  });
  await signInWidgets(tab, server.token('spanish-e2e'));
  await tab.goto(reportUrl(target, page, lang));
  return { tab, errors, chunks };
}

/** Whether the rules' Spanish (core/rules/texts-es.ts, a chunk of its own) was loaded. */
const loadedRulesSpanish = (chunks: readonly string[]) => chunks.some((path) => /\/texts-es-[\w-]+\.mjs$/.test(path));

/** The text of the widget's shadow root, as a reader sees it. */
const shownText = (tab: Page) => tab.locator('lotline-widget .report').innerText();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  // The demo town is generated from a fixed seed: its brook and wetland lie by Main Street past number 100.
  const candidates = [...(await lots('Maple Street')), ...(await lots('113 Main Street')), ...(await lots('108 Main Street'))];
  lot = candidates.find((c) => c.data.attributes.zone_code === 'SR' && c.data.attributes.gross_floor_area !== null && c.data.bylaws.adu.status.ext !== 'RED')!;
  near = candidates.find((c) => Object.values(c.data.special_considerations).some((s) => s.badge_text?.startsWith('Within ')))!;
  expect(lot, 'an SR lot of the demo town with a gross floor area').toBeDefined();
  expect(near, 'a demo-town lot near a special consideration').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the report in Spanish', () => {
  it('says the rules’ own texts in Spanish: summary, calculation steps, notes and their subjects, with the sources in English', async () => {
    const { tab, errors, chunks } = await openReport(lot, 'backyard-cottage', 'es');
    await tab.getByRole('heading', { name: 'Cabaña en el patio', level: 3 }).waitFor({ timeout: 20_000 });
    const adu = lot.data.bylaws.adu;
    expect(loadedRulesSpanish(chunks)).toBe(true);

    // III. The steps of the by-right limit: the state cap, half the house, the smaller of the two.
    const steps = tab.locator('[data-limit="adu.size_limits.ext"] .steps__list li');
    // The rules round each area to the square foot.
    const gfa = lot.data.attributes.gross_floor_area!;
    const number = (value: number) => Math.round(value).toLocaleString('es-US');
    expect(await steps.allTextContents()).toEqual([
      'Tope estatal para una ADU: 900 pies²',
      `La mitad de la vivienda principal: la mitad de la superficie bruta de la vivienda principal (${number(gfa)} pies²) = ${number(gfa / 2)} pies²`,
      `El menor de estos valores: ${number(Math.min(900, gfa / 2))} pies²`,
    ]);
    expect(await tab.locator('.steps__title').first().textContent()).toBe('Cómo se calcula');

    // The summary sentence, as core's Spanish reads the English the server wrote.
    const summary = await tab.locator('.summary-text').textContent();
    expect(summary).toBe(SPANISH_RULE_TEXTS.text(adu.summary.ext!));
    expect(summary).toMatch(/^Podría construir una cabaña en el patio de hasta [\d,]+ pies²; se permite por derecho propio\./);

    // Other things to know: the state's notes and the demo town's, subjects and texts, and the town's link.
    const other = tab.locator('.extras');
    expect(await other.locator('.extra__subject').allTextContents()).toEqual(
      expect.arrayContaining(['Residencia del propietario', 'Tamaño del lote', 'Estacionamiento', 'Una ADU protegida', 'Municipio de demostración']),
    );
    await tab.getByText('Ni la unidad de vivienda accesoria (ADU) ni la vivienda principal tienen que estar ocupadas por el propietario.', { exact: true }).waitFor();
    await tab.getByText('Maple Hollow es ficticio; su ordenanza existe para mostrar cómo Lotline presenta las normas propias de un municipio.', { exact: true }).waitFor();
    expect(await tab.getByRole('link', { name: /Sobre el municipio de demostración/ }).count()).toBe(1);

    // The map layers by their Spanish names.
    const considerations = tab.locator('.considerations__list');
    expect(await considerations.locator('.consideration__name').allTextContents()).toEqual(expect.arrayContaining(['Zonas inundables de FEMA', 'Humedales', 'Preservación histórica']));

    // The sources stay in English, marked as such, and the label says so in Spanish.
    const sources = tab.locator('.citations').first();
    expect(await sources.locator('.citations__label').textContent()).toBe('Fuentes (en inglés):');
    expect(await sources.locator('[lang="en"]').first().textContent()).toMatch(/M\.G\.L\. c\.40A|Maple Hollow Zoning Bylaw/);

    // None of the rules' English is left.
    const text = await shownText(tab);
    for (const english of [OWNER_OCCUPANCY, 'State cap for an ADU', 'The smaller of these', 'You may be able to build', 'Owner occupancy', 'FEMA Flood Zones', 'sq ft']) {
      expect([english, text.includes(english)]).toEqual([english, false]);
    }
    await tab.locator('path.map__lot').waitFor({ timeout: 15_000 });
    await tab.locator('.steps__list').first().scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${screenshots}report-es-backyard-cottage-1280.png` });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('shows the same report’s rule texts in English when the page speaks English, without loading their Spanish', async () => {
    const { tab, errors, chunks } = await openReport(lot, 'backyard-cottage', 'en');
    await tab.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 20_000 });
    await tab.getByText(OWNER_OCCUPANCY, { exact: true }).waitFor();
    expect(await tab.locator('[data-limit="adu.size_limits.ext"] .steps__list li').first().textContent()).toBe('State cap for an ADU: 900 sq ft');
    expect(await tab.locator('.summary-text').textContent()).toBe(lot.data.bylaws.adu.summary.ext);
    expect(await tab.locator('.citations__label').first().textContent()).toBe('Sources:');
    expect(await shownText(tab)).not.toContain('Tope estatal');
    expect(chunks.length).toBeGreaterThan(0);
    expect(loadedRulesSpanish(chunks)).toBe(false);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('says a consideration found nearby with its distance in Spanish, and fits 375 px', async () => {
    const { tab, errors } = await openReport(near, 'in-home-apartment', 'es', 375);
    await tab.getByRole('heading', { name: 'Apartamento dentro de la casa', level: 3 }).waitFor({ timeout: 20_000 });
    const [layerId, consideration] = Object.entries(near.data.special_considerations).find(([, s]) => s.badge_text?.startsWith('Within '))!;
    const feet = Number(/^Within (\d+) ft$/.exec(consideration.badge_text!)?.[1]);
    expect(feet).toBeGreaterThan(0);
    const badge = tab.locator(`[data-layer="${layerId}"] .badge`);
    expect(await badge.textContent()).toBe(`A menos de ${feet.toLocaleString('es-US')} pies`);
    const text = await shownText(tab);
    expect(text).not.toContain('Within ');
    expect(text).not.toContain(OWNER_OCCUPANCY);
    // The sheet fully open, to see the report's words at a phone's width.
    await tab.locator('.report').evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const handle = tab.getByRole('button', { name: /^Panel del informe:/ });
    await handle.focus();
    await tab.keyboard.press('ArrowUp');
    await tab.waitForTimeout(400);
    await badge.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${screenshots}report-es-in-home-apartment-375.png` });
    expect(errors).toEqual([]);
    await tab.close();
  });
});
