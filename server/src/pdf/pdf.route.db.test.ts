// POST /api/generate-pdf and GET /api/pdf/:id.pdf through app.request() on the demo town: a
// signed-in user gets a stored PDF whose text carries the address, the size limit and the
// setbacks street data reports for the same user; visitors get a 401, bad bodies field messages.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api/error.schema';
import type { GeneratePdfResponse } from '../../../core/api/pdf.schema';
import { createLocalFrame } from '../../../core/geo/local-frame';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { buildRouteDeps } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { errorResponse } from '../http/api-error';
import { admitAddress } from '../quota/address-quota';
import { createFileMediaStore } from '../media/media-store';
import { createPdfStore } from './pdf-store';
import { pdfRoutes } from './pdf.route';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// The largest single-family lot with a house in the residential district: a backyard cottage fits there.
const parcel = town.parcels
  .filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0)
  .sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const ada = `Bearer ${issueDevToken(secret, 'pdf-ada')}`;
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });

let app: Hono;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-pdf-test-'));
  app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.route('/api', pdfRoutes(buildRouteDeps({ database: demo.database, secret }), createPdfStore(createFileMediaStore(dataDir, 'pdf'))));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

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

describe('POST /api/generate-pdf', () => {
  it('stores the backyard-cottage PDF with the address, size limit and setbacks street data reports', async () => {
    const report = await demo.streetData(ada);
    const { status, body } = await generate({ property_id: propertyId, page: 'backyard-cottage', filename: 'My cottage.pdf' });
    expect(status).toBe(200);
    expect(body.pdf_url).toMatch(/^\/api\/pdf\/[0-9a-f]{32}\.pdf$/);

    const file = await app.request(body.pdf_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="My cottage.pdf"');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = pdfText(bytes);
    expect(text).toContain(report.attributes.address.label);
    expect(text).toContain('Pre-feasibility report');
    expect(text).toContain('Backyard Cottage');
    const sizeSqFt = report.bylaws.adu.size_limits.ext.br?.max;
    expect(sizeSqFt).toBeGreaterThan(0);
    expect(text).toContain(`${sizeSqFt!.toLocaleString('en-US')} sq ft by right`);
    const { front, rear } = report.bylaws.adu.placement.ext_setbacks;
    expect(front).not.toBeNull();
    expect(text).toMatch(new RegExp(`Front setback\\s+${front} ft`));
    expect(text).toMatch(new RegExp(`Rear setback\\s+${rear} ft`));
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Lot drawing');
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
    const text = pdfText(new Uint8Array(await (await app.request(body.pdf_url)).arrayBuffer()));
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
    const text = pdfText(new Uint8Array(await (await app.request(body.pdf_url)).arrayBuffer()));
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
    expect((await app.request(`/api/pdf/${'0'.repeat(32)}.pdf`)).status).toBe(404);
  });
});
