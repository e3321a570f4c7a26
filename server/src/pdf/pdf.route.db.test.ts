// POST /api/generate-pdf and GET /api/pdf/:id/:filename through app.request() on the demo town:
// a signed-in user gets a stored PDF whose text carries the address, the size limit and the
// setbacks street data reports for the same user, branded for the user's own organization or the
// embed's (and refused for any other), with its logo fetched from an https server on this machine that only this app
// trusts; visitors get a 401, bad bodies field messages. Pages are saved as PNGs under
// tests/artifacts/pdf/ to look at.
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, GeneratePdfResponse } from '../../../core/api';
import { createLocalFrame } from '../../../core/geo';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { insertOrganization, signUpPerson } from '../../../tests/setup/org-fixtures';
import { selfSignedCertificate } from '../../../tests/setup/tls';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { organizations } from '../db/schema';
import { admitAddress } from '../quota/admission';
import { PDF_BRAND_REFUSED } from './report-pdf';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// The largest single-family lot with a house in the residential district: a backyard cottage fits there.
const parcel = town.parcels
  .filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0)
  .sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const ada = `Bearer ${issueDevToken(secret, 'pdf-ada')}`;
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });

const ARTIFACTS = join(import.meta.dirname, '../../../tests/artifacts/pdf');
/** A 300 x 100 logo: a green bar and an orange square, drawn as SVG (sharp converts it for react-pdf). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="200" height="100" fill="#1f6f5c"/><rect x="210" y="10" width="80" height="80" fill="#c2410c"/></svg>`;

let app: Hono;
let dataDir: string;
let logoServer: Server;
let logoOrigin: string;
let logoHits = 0;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-pdf-test-'));
  const { cert, key } = selfSignedCertificate();
  logoServer = createServer({ cert, key }, (request, response) => {
    logoHits++;
    if (request.url === '/logo.svg') return void response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO_SVG);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
  logoOrigin = `https://127.0.0.1:${(logoServer.address() as AddressInfo).port}`;
  // Logos on this machine are reached only through the allowlist and the test's own authority.
  app = createApp({ database: demo.database, secret, dataDir, unfurl: { allowHosts: ['127.0.0.1:*'], ca: cert } });
});
afterAll(async () => {
  await new Promise<void>((resolve) => logoServer.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

/** The bearer of a widget token of `organizationId` (decision 027), made from the session of `session` as the sign-in popup does. */
async function widgetTokenFor(session: string, organizationId: string): Promise<string> {
  const response = await app.request('/api/auth/widget-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: session },
    // Lotline's own origin (the hosted page framed on the organization's site) needs no allowed origin.
    body: JSON.stringify({ organization_id: organizationId, origin: 'http://localhost:8080' }),
  });
  expect(response.status).toBe(201);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

async function generate(body: unknown, authorization: string | null = ada) {
  const response = await app.request('/api/generate-pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GeneratePdfResponse & ApiErrorBody };
}

/** The text of a PDF as pdftotext reads it, on one line per line of the page. */
const pdfText = (bytes: Uint8Array): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

/** How often `word` occurs on the cover and under each section heading of the pages after it. */
function countPerSection(text: string, headings: readonly string[], word: string): Record<string, number> {
  const [cover = '', ...rest] = text.split('\f');
  const counts: Record<string, number> = { cover: cover.split(word).length - 1 };
  let section = 'before the first section';
  for (const line of rest.join('\n').split('\n')) {
    section = headings.find((name) => line.trim() === name) ?? section;
    counts[section] = (counts[section] ?? 0) + (line.split(word).length - 1);
  }
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}
const SECTIONS_EN = ['Property facts', 'Generally allowed', 'Special considerations', 'Size limitations', 'Placement', 'Summary', 'What it costs', 'What it could earn', 'What comes next', 'Other things to know', 'Lot drawing'];
const SECTIONS_ES = ['Datos de la propiedad', '¿Está permitido en general?', 'Consideraciones especiales', 'Límites de tamaño', 'Ubicación', 'Resumen', 'Lo que cuesta', 'Lo que podría rentar', 'Los próximos pasos', 'Otras cosas que debe saber', 'Dibujo del lote'];

/** The stored PDF of an answer. */
const pdfOf = async (body: GeneratePdfResponse): Promise<Uint8Array> => new Uint8Array(await (await app.request(body.pdf_url)).arrayBuffer());

/** The images drawn in a PDF as `pdfimages -list` reads them: width and height in pixels. */
function pdfImages(bytes: Uint8Array): { width: number; height: number }[] {
  const rows = execFileSync('pdfimages', ['-list', '-'], { input: bytes }).toString('utf8').split('\n').slice(2).filter((row) => row.trim());
  return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').map((row) => {
    const cells = row.trim().split(/\s+/);
    return { width: Number(cells[3]), height: Number(cells[4]) };
  });
}

/** The pages of a PDF as PNGs at `dpi`, saved under tests/artifacts/pdf/ as `<name>-<n>.png`; answers the files. */
async function savePages(bytes: Uint8Array, name: string, dpi = 50): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const source = join(dataDir, `${name}.pdf`);
  await writeFile(source, bytes);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), source, join(ARTIFACTS, name)]);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [source]).toString('utf8'))?.[1]);
  const digits = String(pages).length;
  return Array.from({ length: pages }, (_, i) => join(ARTIFACTS, `${name}-${String(i + 1).padStart(digits, '0')}.png`));
}

/** The colour of the pixel at the fraction (`fx`, `fy`) of a PNG's width and height, as #rrggbb. */
async function pixelAt(png: string, fx: number, fy: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
  return `#${[...data.subarray(offset, offset + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('POST /api/generate-pdf', () => {
  it('stores the backyard-cottage PDF with the address, size limit and setbacks street data reports', async () => {
    const report = await demo.streetData(ada);
    const asked = Date.now();
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', filename: 'My cottage.pdf' });
    expect(status).toBe(200);
    expect(body.pdf_url).toMatch(/^\/api\/pdf\/[0-9a-f]{32}\/My%20cottage\.pdf$/);
    // The link works for the default 30 days from the moment it was made.
    const lifetime = new Date(body.expires_at).getTime() - asked;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 24 * 3600_000);
    expect(lifetime).toBeLessThan(30 * 24 * 3600_000 + 60_000);

    const file = await app.request(body.pdf_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="My cottage.pdf"');
    // The dialog previews it in an iframe on whatever site embeds the widget (decision 021).
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors *");
    expect(file.headers.get('x-frame-options')).toBeNull();
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = pdfText(bytes);
    expect(text).toContain(report.attributes.address.label);
    expect(text).toContain('PRE-FEASIBILITY REPORT');
    expect(text).toContain('Backyard Cottage');
    const sizeSqFt = report.bylaws.adu.size_limits.ext.br?.max;
    expect(sizeSqFt).toBeGreaterThan(0);
    expect(text).toContain(`${sizeSqFt!.toLocaleString('en-US')} sq ft by right`);
    const { front, rear } = report.bylaws.adu.placement.ext_setbacks;
    expect(front).not.toBeNull();
    expect(text).toMatch(new RegExp(`Front setback\\s+${front} ft`));
    expect(text).toMatch(new RegExp(`Rear setback\\s+${rear} ft`));
    // The cover has no number; the pages after it count it.
    expect(text).not.toMatch(/Page 1 of/);
    const pages = Number(/Page 2 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Lot drawing');
    // The cover carries the answer in the screen's words and the lot at a glance; the drawing at scale has its own page.
    const cover = text.split('\f')[0]!;
    expect(cover).toContain('The answer for this lot');
    expect(cover).toMatch(/Probably Allowed|Might be Allowed|Probably Not Allowed/);
    expect(cover).toContain(`${sizeSqFt!.toLocaleString('en-US')} sq ft by right`);
    expect(cover).toContain('Lot drawing');
    // The size's calculation steps, as the rules wrote them.
    expect(text).toContain('How it is calculated');
    // 760 CMR 71.03: with no footprint or height number on file, the protected ADU's are the town's for the house.
    expect(report.bylaws.adu.dimensions_no_stricter).toBe(true);
    const noStricter = 'No stricter than the town\u2019s limit for the house or an accessory building (760 CMR 71.03); the town\u2019s number is not on file';
    expect(text.replace(/\s+/g, ' ')).toContain(`Footprint ${noStricter} Height ${noStricter}`);
    expect(text).not.toContain('No number on file');
    for (const step of report.bylaws.adu.size_limits.ext.br!.steps) expect(text.replace(/\s+/g, ' ')).toContain(step.replace(/\s+/g, ' '));
    // The zoning row names the lot's own district, not every district of the bylaw.
    const zone = report.attributes.zone_code!;
    expect(report.bylaws.zones.length).toBeGreaterThan(1);
    expect(/Zoning district\s+(.*)/.exec(text)?.[1]?.trim()).toBe(zone);
    expect(text).not.toContain(report.bylaws.zones.join(', '));
    // 'Inferred' once in each section that has an inferred value, in its footnote; the values carry the mark.
    expect(report.bylaws.assumptions['adu.size_limits.ext.br']?.length).toBeGreaterThan(0);
    expect(text).not.toContain('(Inferred)');
    expect(text).toContain(`${sizeSqFt!.toLocaleString('en-US')} sq ft by right *`);
    const inferred = countPerSection(text, SECTIONS_EN, 'Inferred');
    expect(inferred['Size limitations']).toBe(1);
    expect(Object.entries(inferred).filter(([, count]) => count !== 1)).toEqual([]);
    expect(text.replace(/\s+/g, ' ')).toContain('* Inferred: values marked * rest on these assumptions, not on what the sources say; confirm them with the town.');
    // Sources by their titles with short links, not whole addresses.
    expect(text).toContain('malegislature.gov/Laws/…/Section3');
    expect(text).not.toContain('https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A/Section3');
    // Facts the data lacks are named once, never printed as 'Unknown'.
    expect(text).not.toContain('Unknown');
    expect(text).toMatch(/Not in the public data: [a-z ,]+\./);
    // Under the drawing, the words of each kind of lot line the lot has, and of no other kind.
    const legend = /Lot lines:(.*)/.exec(text)?.[1] ?? '';
    const kinds = new Set(report.lot_edges.map((edge) => edge.kind));
    expect(kinds.size).toBeGreaterThan(1);
    const words = { front: 'Front lot line', 'exterior side': 'Exterior side lot line', 'interior side': 'Interior side lot line', rear: 'Rear lot line', unknown: 'Lot line of unknown kind' };
    for (const [kind, label] of Object.entries(words)) expect([kind, legend.includes(label)]).toEqual([kind, kinds.has(kind)]);
    for (const label of ['Property facts', 'Lot size', 'Legal status', 'Size limitations', 'Sources']) expect(text).toContain(label);
    expect(text).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
    expect(text).not.toContain('Datos de la propiedad');
    // Lotline's own PDF when neither the body nor the user names an organization.
    expect(text).toMatch(/^\s*Lotline\s+.*\S/m);
    expect(text).not.toContain('Prepared by');
    const pngs = await savePages(bytes, 'backyard-cottage');
    expect(pngs).toHaveLength(pages);
    // The classic template's band across the top of the cover, in Lotline's blue.
    expect(await pixelAt(pngs[0]!, 0.5, 0.005)).toBe('#2563eb');
  });

  it("prints the widget's Spanish: its words, numbers and date, the rules' texts and calculation steps, and no English but the sources'", async () => {
    const report = await demo.streetData(ada);
    const day = (date: Date) => date.toLocaleDateString('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const before = day(new Date());
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', locale: 'es' });
    const after = day(new Date());
    expect(status).toBe(200);
    // The file's name stays the English slug of the address and page.
    expect(body.pdf_url).toMatch(/-backyard-cottage\.pdf$/);
    const bytes = await pdfOf(body);
    const text = pdfText(bytes);
    expect(text).toContain(report.attributes.address.label);
    expect(text).toContain('INFORME DE PREFACTIBILIDAD');
    expect(text).toContain('Cabaña en el patio');
    expect([before, after]).toContain(/\d{1,2} de [a-z]+ de \d{4}/.exec(text)?.[0]);
    for (const label of ['Datos de la propiedad', 'Dirección', 'Tamaño del lote', 'Año de construcción', '¿Está permitido en general?', 'Situación legal', 'Consideraciones especiales', 'Límites de tamaño', 'Tamaño de la unidad', 'Plazas de estacionamiento', 'Ubicación', 'Resumen', 'Otras cosas que debe saber', 'Dibujo del lote']) {
      expect(text).toContain(label);
    }
    const sizeSqFt = report.bylaws.adu.size_limits.ext.br?.max;
    expect(text).toContain(`${sizeSqFt!.toLocaleString('es-US')} pies² por derecho propio`);
    const { front, rear } = report.bylaws.adu.placement.ext_setbacks;
    expect(text).toMatch(new RegExp(`Retiro frontal\\s+${front} pies`));
    expect(text).toMatch(new RegExp(`Retiro posterior\\s+${rear} pies`));
    // The scale bar of the drawing, and the legend of its lot lines.
    expect(text).toMatch(/\d+ pies\s/);
    expect(text).toMatch(/Linderos del lote:.*Lindero frontal/);
    expect(text).not.toMatch(/Página 1 de/);
    const pages = Number(/Página 2 de (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    // No English label anywhere, nor any of the rules' own English: steps, summary, notes and extras are in Spanish too.
    const english = ['PRE-FEASIBILITY REPORT', 'Property facts', 'Generally allowed', 'Legal status', 'Special considerations', 'Size limitations', 'Parking spaces', 'Front setback', 'Other things to know', 'sq ft', 'Allowed by right', 'checked ', 'Inferred', '(State)', '(Municipality)', 'Town bylaws', 'Lot drawing', 'north is up', 'Unknown', 'Nothing found', 'Page ', 'Sources'];
    expect(english.filter((label) => text.includes(label))).toEqual([]);
    // The calculation steps in Spanish, under a heading that no longer says they are in English.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Cómo se calcula 1. Tope estatal para una ADU: 900 pies² 2. La mitad de la vivienda principal:');
    expect(flat).toMatch(/3\. El menor de estos valores: [\d,]+ pies²/);
    expect(flat).toContain('Altura No más estricto que el límite del municipio para la casa o un edificio accesorio (760 CMR 71.03); el número del municipio no está registrado');
    expect(text).not.toContain('en inglés, como lo escriben las reglas');
    const steps = report.bylaws.adu.size_limits.ext.br!.steps;
    expect(steps[0]).toBe('State cap for an ADU: 900 sq ft');
    expect(steps.filter((step) => flat.includes(step))).toEqual([]);
    expect(flat).not.toContain(report.bylaws.adu.summary.ext!);
    for (const extra of report.bylaws.extras) expect(flat).not.toContain(extra.text);
    expect(flat).toContain('Residencia del propietario (Estado) Ni la unidad de vivienda accesoria (ADU) ni la vivienda principal tienen que estar ocupadas por el propietario.');
    // The property type in the widget's Spanish words.
    expect(report.attributes.property_type_name).toBe('Single Family');
    expect(text).toMatch(/Tipo de propiedad\s+Unifamiliar/);
    // The sources stay in English, and say so in Spanish.
    expect(text).toContain('Fuentes (en inglés)');
    expect(text).toContain('M.G.L. c.40A');
    // The lot's own district, and 'Inferido' once in each section that has an inferred value.
    expect(/Distrito de zonificación\s+(.*)/.exec(text)?.[1]?.trim()).toBe(report.attributes.zone_code);
    const inferred = countPerSection(text, SECTIONS_ES, 'Inferido');
    expect(inferred['Límites de tamaño']).toBe(1);
    expect(Object.entries(inferred).filter(([, count]) => count !== 1)).toEqual([]);
    // 'Lot size' and 'Zone' are also words of the rule data: as row labels they must not show.
    expect(text).not.toMatch(/^\s*(Lot size|Zone|Year built|Address)\s{2,}\S/m);
    expect(text).not.toMatch(/\d+ ft\b/);
    // The PDF's own dates are Spanish (rule data may name a day in English, as the law's notes do).
    expect(text).toContain('revisado el 28 de noviembre de 2026');
    expect(text).not.toMatch(/(checked|Made on) (January|February|March|April|May|June|July|August|September|October|November|December)/);
    // The document's title in its metadata.
    expect(execFileSync('pdfinfo', ['-'], { input: bytes }).toString('utf8')).toMatch(new RegExp(`^Title:\\s+Cabaña en el patio: ${report.attributes.address.label}$`, 'm'));
    await savePages(bytes, 'backyard-cottage-es');
  });

  it('points the sources at the public URL, never at localhost, when the server has one (LOTLINE_PUBLIC_URL)', async () => {
    const development = pdfText(await pdfOf((await generate({ property_id: propertyId, page: 'backyard-cottage' })).body));
    expect(development).toContain('localhost:8080/demo/');
    const publicApp = createApp({ database: demo.database, secret, dataDir, publicUrl: 'https://adu.example.org' });
    const response = await publicApp.request('/api/generate-pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: ada },
      body: JSON.stringify({ property_id: propertyId, page: 'backyard-cottage' }),
    });
    expect(response.status).toBe(200);
    const { pdf_url } = (await response.json()) as GeneratePdfResponse;
    const bytes = new Uint8Array(await (await publicApp.request(pdf_url)).arrayBuffer());
    const text = pdfText(bytes);
    expect(text).not.toContain('localhost');
    expect(text).toContain('adu.example.org/demo/');
    // The printed short link opens the whole address.
    expect(Buffer.from(bytes).toString('latin1')).toContain('(https://adu.example.org/demo/)');
  });

  it('prints English when the body names no locale, and answers 400 for a locale the widget does not speak', async () => {
    const english = await generate({ property_id: propertyId, page: 'in-home-apartment', locale: 'en' });
    expect(english.status).toBe(200);
    const text = pdfText(await pdfOf(english.body));
    expect(text).toContain('Property facts');
    expect(text).not.toContain('Datos de la propiedad');
    const french = await generate({ property_id: propertyId, page: 'in-home-apartment', locale: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body.error.code).toBe('invalid_input');
    expect(french.body.error.fields).toEqual({ locale: ['locale must be one of en, es'] });
  });

  it('names the file after the address and page, and serves it only under that name', async () => {
    const report = await demo.streetData(ada);
    const { status, body } = await generate({ property_id: propertyId, page: 'in-home-apartment' });
    expect(status).toBe(200);
    const slug = report.attributes.address.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    expect(body.pdf_url).toBe(`${body.pdf_url.slice(0, '/api/pdf/'.length + 32)}/${slug}-in-home-apartment.pdf`);
    expect((await app.request(body.pdf_url)).status).toBe(200);
    expect((await app.request(body.pdf_url.replace(/\/[^/]+$/, '/other.pdf'))).status).toBe(404);
    expect(pdfText(await pdfOf(body))).toContain('In-Home Apartment');
  });

  it('draws the units and measurement lines sent with their lengths in feet and inches', async () => {
    // A 20 x 30 ft unit around the parcel's point, and a 40 ft measurement line east from it.
    const frame = createLocalFrame(parcel.point);
    const ring = ([[-10, -15], [10, -15], [10, 15], [-10, 15], [-10, -15]] as const).map((p) => frame.toLngLat(p));
    const unit = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: {
        id: 'u1', adu_type: 'backyard_cottage', placement: 'setback_fit', page: 'backyard-cottage', floor_plan_uuid: null,
        category: 'custom_adu', source: 'user_defined', width: 20, length: 30, rotation_deg: 0, selected: true, viewMode: '2d',
      },
    };
    const line = { from: frame.toLngLat([0, 0]), to: frame.toLngLat([40.5, 0]) };
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', adus: [unit], measurement_lines: [line] });
    expect(status).toBe(200);
    const text = pdfText(await pdfOf(body));
    expect(text).toContain(`20' 0"`);
    expect(text).toContain(`30' 0"`);
    expect(text).toContain(`40' 6"`);
    expect(text).toMatch(/\d+ ft\s/);
  });

  it('prints the limited report, without its locked values, for a user past the address quota', async () => {
    // Development users whose id starts with `quota-` have the Free quota of 3 addresses (decision 014).
    const others = town.parcels.filter((p) => p !== parcel).slice(0, 3).map((p) => `${jurisdictionId}/${p.id}`);
    for (const other of others) expect((await admitAddress(demo.database.db, { id: 'quota-pdf', kind: 'dev' }, other)).admitted).toBe(true);
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage' }, `Bearer ${issueDevToken(secret, 'quota-pdf')}`);
    expect(status).toBe(200);
    const text = pdfText(await pdfOf(body));
    expect(text).toContain('Limited report');
    expect(text).toMatch(/Unit size\s+Locked/);
    expect(text).toMatch(/Front setback\s+Locked/);
    expect(text).not.toContain('sq ft by right');
    expect(text).not.toMatch(/Front setback\s+\d/);
  });

  it('asks visitors to sign in', async () => {
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage' }, null);
    expect(status).toBe(401);
    expect(body.error.code).toBe('unauthorized');
  });

  it('answers a bad body with field messages', async () => {
    const { status, body } = await generate({ property_id: '', page: 'attic', filename: '../x.exe' });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(JSON.stringify(body.error)).toContain('page must be one of in-home-apartment, backyard-cottage');
    expect(JSON.stringify(body.error)).toContain('filename must end in .pdf');
    expect(JSON.stringify(body.error)).toContain('property_id is required');
  });

  it('answers 404 for an unknown property and for an unknown PDF', async () => {
    expect((await generate({ property_id: `${jurisdictionId}/nope`, page: 'in-home-apartment' })).status).toBe(404);
    expect((await app.request(`/api/pdf/${'0'.repeat(32)}/lotline-report.pdf`)).status).toBe(404);
    expect((await app.request(`/api/pdf/${'0'.repeat(31)}g/lotline-report.pdf`)).status).toBe(404);
  });
});

describe('the brand of the PDF', () => {
  const acme = 'acme-builders';
  /** A member's bearer for each organization: a PDF may carry only the brand of the user's own organization (or the embed's). */
  const memberOf: Record<string, string> = {};
  beforeAll(async () => {
    await insertOrganization(demo.database.db, acme, {
      logo_url: `${logoOrigin}/logo.svg`,
      address: '12 Main Street, Maple Hollow, MA',
      pdf: { primary_color: '#1f6f5c', secondary_color: '#c2410c', text_color: '#222222', template_id: 4 },
    });
    await insertOrganization(demo.database.db, 'sidebar-homes', { pdf: { primary_color: '#7c3aed', template_id: 2 } });
    await insertOrganization(demo.database.db, 'no-pdf-co');
    await demo.database.db.update(organizations).set({ features: { 'report.pdf': false } }).where(eq(organizations.id, 'no-pdf-co'));
    await insertOrganization(demo.database.db, 'broken-logo', { logo_url: 'https://10.0.0.1/logo.png' });
    for (const id of [acme, 'sidebar-homes', 'no-pdf-co', 'broken-logo']) {
      memberOf[id] = `Bearer ${(await signUpPerson(app, demo.database.db, `pdf-brand-${id}@example.com`, { id, role: 'member' })).token}`;
    }
  });

  it('carries the organization the body names: its name, address, logo and the colours of its template', async () => {
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: acme }, memberOf[acme]!);
    expect(status).toBe(200);
    const bytes = await pdfOf(body);
    const text = pdfText(bytes);
    expect(text).toContain('Prepared by');
    expect(text).toContain(`Organization ${acme}`);
    expect(text).toContain('12 Main Street, Maple Hollow, MA');
    // The 300 x 100 SVG logo, drawn at 144 dpi and fitted into 480 x 240 pixels.
    expect(pdfImages(bytes)).toEqual([{ width: 480, height: 160 }]);
    const pngs = await savePages(bytes, 'brand-bold');
    // Template 4: the whole cover in the primary colour; headings on primary bands inside.
    expect(await pixelAt(pngs[0]!, 0.02, 0.5)).toBe('#1f6f5c');
    expect(await pixelAt(pngs[0]!, 0.98, 0.98)).toBe('#1f6f5c');
    // Inner pages stay white: a point of the left margin.
    expect(await pixelAt(pngs[1]!, 0.02, 0.5)).toBe('#ffffff');
    // The logo is fetched once and kept for the next PDFs.
    const hits = logoHits;
    await generate({ property_id: propertyId, page: 'in-home-apartment', org_id: acme }, memberOf[acme]!);
    expect(logoHits).toBe(hits);
  });

  it('prints every page, the cover of each template included, on US Letter', async () => {
    for (const org_id of [undefined, 'sidebar-homes']) {
      const { body } = await generate({ property_id: propertyId, page: 'backyard-cottage', ...(org_id ? { org_id } : {}) }, org_id ? memberOf[org_id]! : ada);
      const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', '-'], { input: await pdfOf(body) }).toString('utf8');
      const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+(.+?)\s*$/gm)].map((m) => m[1]);
      expect(sizes.length, org_id ?? 'default').toBeGreaterThan(2);
      expect(new Set(sizes), org_id ?? 'default').toEqual(new Set(['612 x 792 pts (letter)']));
    }
  });

  it('draws template 2 with its coloured column, without a logo when none is set', async () => {
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: 'sidebar-homes' }, memberOf['sidebar-homes']!);
    expect(status).toBe(200);
    const bytes = await pdfOf(body);
    expect(pdfImages(bytes)).toEqual([]);
    const pngs = await savePages(bytes, 'brand-sidebar');
    expect(await pixelAt(pngs[0]!, 0.05, 0.5)).toBe('#7c3aed');
    expect(await pixelAt(pngs[0]!, 0.8, 0.1)).toBe('#ffffff');
  });

  it('is made without the logo when the logo may not be fetched', async () => {
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: 'broken-logo' }, memberOf['broken-logo']!);
    expect(status).toBe(200);
    const bytes = await pdfOf(body);
    expect(pdfImages(bytes)).toEqual([]);
    expect(pdfText(bytes)).toContain('Organization broken-logo');
  });

  it("carries the signed-in member's own organization when the body names none", async () => {
    const { token } = await signUpPerson(app, demo.database.db, 'pdf-member@example.com', { id: 'sidebar-homes', role: 'member' });
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage' }, `Bearer ${token}`);
    expect(status).toBe(200);
    const text = pdfText(await pdfOf(body));
    expect(text).toContain('Organization sidebar-homes');
  });

  it('is refused for an organization that turned the PDF off, and for one that does not exist', async () => {
    const off = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: 'no-pdf-co' }, memberOf['no-pdf-co']!);
    expect([off.status, off.body.error.message]).toEqual([403, 'PDF reports are turned off for this organization.']);
    // Its embed cannot make one either, even without naming it.
    const embedded = await generate({ property_id: propertyId, page: 'backyard-cottage' }, await widgetTokenFor(memberOf[acme]!, 'no-pdf-co'));
    expect([embedded.status, embedded.body.error.message]).toEqual([403, 'PDF reports are turned off for this organization.']);
    const missing = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: 'no-such-org' });
    expect([missing.status, missing.body.error.fields]).toEqual([404, { org_id: ['No organization no-such-org'] }]);
    const bad = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id: 'Not An Id' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.org_id).toEqual(['Organization id must be 1 to 64 lower-case letters, digits or dashes.']);
  });

  it("is refused with the brand of an organization that is neither the user's nor the embed's (issue 28)", async () => {
    const widget = await widgetTokenFor(memberOf['sidebar-homes']!, acme);
    for (const [who, authorization, org_id] of [
      ['a development user', ada, acme],
      ["another organization's member", memberOf['sidebar-homes']!, acme],
      ["another organization's embed", widget, 'sidebar-homes'],
    ] as const) {
      const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', org_id }, authorization);
      expect([status, body.error?.fields], who).toEqual([403, { org_id: [PDF_BRAND_REFUSED] }]);
    }
  });

  it("carries the embed's organization for a widget token, named or not, never the person's own", async () => {
    // A member of Sidebar Homes signed in to Acme's embed: the PDF is Acme's.
    const widget = await widgetTokenFor(memberOf['sidebar-homes']!, acme);
    for (const body of [{ property_id: propertyId, page: 'backyard-cottage' }, { property_id: propertyId, page: 'backyard-cottage', org_id: acme }]) {
      const made = await generate(body, widget);
      expect(made.status, JSON.stringify(body)).toBe(200);
      const text = pdfText(await pdfOf(made.body));
      expect(text).toContain(`Organization ${acme}`);
      expect(text).not.toContain('Organization sidebar-homes');
    }
  });
});
