// End to end: the playground of a demo-town lot on the hosted page in Spanish (?lang=es). The
// catalogue's plans are named in Spanish on their cards, in the preview and once placed; and the
// server's answer to '¿Está permitido?', written in English, is shown in Spanish, as core's
// Spanish reads it, down to the detailed explanation. The same playground in English names the
// plans in English without loading the Spanish. Screenshots at 1280 (the plans, the answer) and
// 375 px (the answer) go to .ci-out/screenshots/.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { PlaygroundAnalysisResponse } from '../../core/api/playground.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { SPANISH_ANALYSIS_TEXTS } from '../../core/playground/analysis-es';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
let server: RunningServer;
let browser: Browser;
/** A Single Residence lot of the demo town with a house and room for a structure. */
let details: AddressDetails;

async function api<T>(path: string, user: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token(user)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const streetData = (user: string) => api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, user);

/** The hosted page of the lot's playground with the pool category chosen, in `lang`. */
function playgroundUrl(lang: 'en' | 'es'): string {
  const a = details;
  const path = [a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/');
  return `${server.url}/report/${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=playground&plan-category=pool&lang=${lang}`;
}

/** Opens the lot's playground signed in as `user`, recording the page's errors and the widget's chunks it loaded. */
async function openPlayground(user: string, lang: 'en' | 'es', width = 1280): Promise<{ tab: Page; errors: string[]; chunks: string[] }> {
  const tab = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = collectPageErrors(tab);
  const chunks: string[] = [];
  tab.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/static/chunks/')) chunks.push(path);
  });
  await signInWidgets(tab, server.token(user));
  await tab.goto(playgroundUrl(lang));
  await tab.getByRole('heading', { name: lang === 'es' ? 'Zona de pruebas' : 'Playground', level: 3 }).waitFor({ timeout: 20_000 });
  await tab.locator('#SelectFloorPlan .plan-card').first().waitFor({ timeout: 15_000 });
  return { tab, errors, chunks };
}

/** Whether the Spanish of what core writes (widget/src/i18n/texts-es.ts, a chunk of its own) was loaded. */
const loadedCoreSpanish = (chunks: readonly string[]) => chunks.some((path) => /\/texts-es-[\w-]+\.mjs$/.test(path));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  const { results } = await api<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent('Maple Street')}&limit=20`, 'probe');
  for (const result of results) {
    details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`, 'probe');
    const data = await streetData('probe');
    if (data.attributes.zone_code === 'SR' && data.setbacked_area.ext !== null && data.buildings_geojson.features.some((f) => f.properties.kind === 'main')) return;
  }
  throw new Error('no SR lot of the demo town with a setback area and a main house');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the playground in Spanish', () => {
  it('names the catalogue’s plans in Spanish and says the server’s answer in Spanish', async () => {
    const user = 'playground-es';
    const { tab, errors, chunks } = await openPlayground(user, 'es');
    expect(loadedCoreSpanish(chunks)).toBe(true);

    // The pool plans by their Spanish names, the first of them 'Lap Pool'.
    const names = tab.locator('#SelectFloorPlan .plan-card .plan-card__name');
    expect(await names.allTextContents()).toEqual(['Piscina de nado', 'Piscina familiar', 'Piscina en L', 'Piscina romana']);
    await names.first().scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${screenshots}playground-es-plans-1280.png` });
    await tab.locator('#SelectFloorPlan .plan-card').first().click();
    const preview = tab.getByRole('dialog', { name: 'Piscina de nado' });
    await preview.getByRole('button', { name: 'Elegir este plano' }).click();
    await preview.waitFor({ state: 'detached' });
    await tab.getByText('Piscina de nado está en el mapa.').waitFor({ timeout: 15_000 });

    // '¿Está permitido?': the server's English answer, read into Spanish.
    await tab.getByRole('button', { name: '¿Está permitido?' }).click();
    const note = tab.locator('.pg-note[data-status]');
    await note.waitFor({ timeout: 25_000 });
    // The layout is saved a moment after the placement: wait for the saved pool.
    const savedCategories = async () => ((await streetData(user)).user_overrides?.playground ?? []).map((unit) => unit.properties.category);
    await expect.poll(savedCategories, { timeout: 10_000 }).toEqual(['pool']);
    const data = await streetData(user);
    const units = data.user_overrides?.playground ?? [];
    const { results } = await api<PlaygroundAnalysisResponse>('/api/playground/analysis', user, {
      method: 'PUT',
      body: JSON.stringify({
        property_id: data.attributes.property_id,
        buildings_geojson: { type: 'FeatureCollection', features: [] },
        objects: units.map((u) => ({ type: 'Feature', geometry: u.geometry, properties: { id: u.properties.id, category: u.properties.category, adu_type: u.properties.adu_type } })),
      }),
    });
    const [result] = results;
    const short = await note.locator('.pg-note__text').textContent();
    expect(short).toBe(SPANISH_ANALYSIS_TEXTS.text(result!.short_explanation));
    expect(short).toMatch(/^(Se permite esta piscina aquí: cumple las \d+ normas revisadas\.|No se permite esta piscina aquí: .+\.|Quizás se permita esta piscina aquí, pero nuestros datos no permiten determinar .+\.)$/);
    expect(await note.locator('.pg-note__title').textContent()).toMatch(/^Piscina: /);

    // The detailed explanation, opened: the title with the date in Spanish, then the checks, the
    // zone's rule first (Maple Hollow allows accessory structures by right), with the sources in English.
    await note.getByText('Cómo lo decidimos').click();
    const detail = await note.locator('.pg-note__detail').textContent();
    expect(detail).toBe(SPANISH_ANALYSIS_TEXTS.text(result!.detailed_explanation));
    const lines = detail!.split('\n');
    expect(lines[0]).toMatch(/^Piscina en la zona SR, según las normas vigentes el \d{1,2} de [a-z]+ de \d{4}:$/);
    expect(lines[1]).toBe('Cumple: Zona SR: una piscina se permite por derecho propio. Fuente (en inglés): Maple Hollow Zoning Bylaw (fictional demo town), Accessory structures allowed.');
    expect(lines.some((line) => /^(Cumple|No cumple): Lindero frontal: .+ de distancia; se exigen 25 pies\./.test(line))).toBe(true);

    // None of the English of the answer or of the plan's name is left.
    const text = await tab.locator('lotline-widget .report').innerText();
    for (const english of ['Lap Pool', 'This pool', 'Zone SR', 'Passes:', 'Fails:', 'Front lot line', ' sq ft', 'found,']) {
      expect([english, text.includes(english)]).toEqual([english, false]);
    }
    await note.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${screenshots}playground-es-1280.png` });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('fits the Spanish answer at 375 px', async () => {
    // The pool placed by the test above is still on the user's playground: its answer is asked afresh.
    const { tab, errors } = await openPlayground('playground-es', 'es', 375);
    await tab.locator('path.map__unit').waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: '¿Está permitido?' }).click();
    const note = tab.locator('.pg-note[data-status]');
    await note.waitFor({ timeout: 25_000 });
    await note.getByText('Cómo lo decidimos').click();
    // The sheet fully open, to read the answer at a phone's width.
    const handle = tab.getByRole('button', { name: /^Panel del informe:/ });
    await handle.focus();
    await tab.keyboard.press('ArrowUp');
    await tab.waitForTimeout(400);
    await note.scrollIntoViewIfNeeded();
    const box = (await note.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await note.locator('.pg-note__text').textContent()).toMatch(/esta piscina aquí/);
    await tab.screenshot({ path: `${screenshots}playground-es-375.png` });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('names the plans in English when the page speaks English, without loading their Spanish', async () => {
    const { tab, errors, chunks } = await openPlayground('playground-en', 'en');
    expect(await tab.locator('#SelectFloorPlan .plan-card .plan-card__name').first().textContent()).toBe('Lap Pool');
    expect(await tab.locator('lotline-widget .report').innerText()).not.toContain('Piscina de nado');
    expect(loadedCoreSpanish(chunks)).toBe(false);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
