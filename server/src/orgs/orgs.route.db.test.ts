// GET /api/orgs/:id/public-config through app.request(), on a real database with the demo organization.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, OrgPublicConfig } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { DEMO_ORG_ID, ensureDemoOrganization } from './org-store';

const secret = 'a-test-secret-of-at-least-32-characters!';
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ database, secret });
});
afterAll(async () => database?.close());

async function getJson<T>(path: string): Promise<{ status: number; body: T; cacheControl: string | null }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T, cacheControl: response.headers.get('cache-control') };
}

describe('the demo organization', () => {
  it('is created once with the server origins that are valid embedding origins', async () => {
    const origins = ['http://localhost:8080', 'http://127.0.0.1:8080/', 'http://localhost:0', 'https://builder.example/path'];
    expect(await ensureDemoOrganization(database.db, { origins })).toBe(true);
    expect(await ensureDemoOrganization(database.db, { origins })).toBe(false);
  });

  it('answers its public config with resolved flags and a one-minute cache', async () => {
    const { status, body, cacheControl } = await getJson<OrgPublicConfig>(`/api/orgs/${DEMO_ORG_ID}/public-config`);
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60');
    expect(body).toEqual({
      id: 'lotline-demo',
      // The builder of the demo site, whose name the lead thank-you shows there.
      name: 'Hollow Creek Cottages',
      logo_url: null,
      main_cta: 'Talk to a builder',
      main_cta_mobile_title: 'Talk to us',
      colors: { primary: '#2f4a3a', secondary: '#a0522d', text: '#2d2a26' },
      map_style: 'streets',
      features: {
        backyard_cottage: true,
        'backyard_cottage.gallery': true,
        gallery: true,
        in_home_apartment: true,
        'in_home_apartment.gallery': true,
        lead_form: true,
        'report.pdf': true,
      },
      city_ids: [],
      allowed_origins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      use_built_in_contact_form: true,
      external_contact_form_url: null,
      gallery: { int: [], ext: [] },
      visitor_report: 'limited',
    } satisfies OrgPublicConfig);
  });

  it('takes the demo site’s name at a later start when it still has its former name', async () => {
    await database.db.update(organizations).set({ name: 'Lotline Demo Builders' }).where(eq(organizations.id, DEMO_ORG_ID));
    expect(await ensureDemoOrganization(database.db, { origins: [] })).toBe(false);
    expect((await getJson<OrgPublicConfig>(`/api/orgs/${DEMO_ORG_ID}/public-config`)).body.name).toBe('Hollow Creek Cottages');
  });

  it('is not overwritten by a later start once edited', async () => {
    await database.db
      .update(organizations)
      .set({
        name: 'Maple Hollow Builders',
        features: { backyard_cottage: false, 'backyard_cottage.gallery': true, 'backyard_cottage.gallery.videos': true, gallery: true },
        settings: { main_cta: 'Book a site visit', use_built_in_contact_form: false, external_contact_form_url: 'https://hollowcreek.example/contact' },
        allowedOrigins: ['https://HollowCreek.example/', 'http://localhost:8080'],
      })
      .where(eq(organizations.id, DEMO_ORG_ID));
    expect(await ensureDemoOrganization(database.db, { origins: ['http://localhost:9999'] })).toBe(false);

    const { body } = await getJson<OrgPublicConfig>(`/api/orgs/${DEMO_ORG_ID}/public-config`);
    expect(body.name).toBe('Maple Hollow Builders');
    expect(body.main_cta).toBe('Book a site visit');
    expect(body.features).toEqual({
      backyard_cottage: false,
      'backyard_cottage.gallery': false,
      'backyard_cottage.gallery.videos': false,
      gallery: true,
    });
    expect(body.allowed_origins).toEqual(['https://hollowcreek.example', 'http://localhost:8080']);
    expect(body.use_built_in_contact_form).toBe(false);
    expect(body.external_contact_form_url).toBe('https://hollowcreek.example/contact');
  });
});

describe('stored values that fail the schema', () => {
  it('fall back to their defaults field by field and are never echoed', async () => {
    await database.db.insert(organizations).values({
      id: 'messy-builder',
      name: 'Messy Builder',
      features: { ok: true, 'bad key!': true, notBoolean: 'yes' } as unknown as Record<string, boolean>,
      cityIds: [12, -1, 1.5, '7'] as unknown as number[],
      settings: {
        main_cta: 'Get a quote',
        logo_url: 'javascript:alert(1)',
        map_style: 'neon',
        pdf: { primary_color: 'url(evil)', secondary_color: '#ABCDEF', template_id: 2 },
        use_built_in_contact_form: false,
        external_contact_form_url: 'javascript:alert(2)',
      },
      allowedOrigins: ['https://messy.example/embed', 'https://messy.example', 'http://messy.example'],
      images: { int: ['https://cdn.messy.example/kitchen.jpg', '//evil.example/x.jpg'], ext: 'none' } as unknown as { int: string[]; ext: string[] },
    });
    const { status, body } = await getJson<OrgPublicConfig>('/api/orgs/messy-builder/public-config');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 'messy-builder',
      name: 'Messy Builder',
      logo_url: null,
      main_cta: 'Get a quote',
      main_cta_mobile_title: null,
      colors: { primary: null, secondary: '#abcdef', text: null },
      map_style: 'streets',
      features: { ok: true },
      city_ids: [12],
      allowed_origins: ['https://messy.example'],
      use_built_in_contact_form: true,
      external_contact_form_url: null,
      gallery: { int: ['https://cdn.messy.example/kitchen.jpg'], ext: [] },
      visitor_report: 'limited',
    } satisfies OrgPublicConfig);
    expect(JSON.stringify(body)).not.toContain('javascript');
  });

  it('fall back to all defaults when the settings are not an object', async () => {
    await database.db.insert(organizations).values({ id: 'odd-settings', name: 'Odd', settings: ['x'] as unknown as Record<string, unknown> });
    const { body } = await getJson<OrgPublicConfig>('/api/orgs/odd-settings/public-config');
    expect(body).toMatchObject({ main_cta: null, logo_url: null, map_style: 'streets', colors: { primary: null, secondary: null, text: null }, use_built_in_contact_form: true });
  });
});

describe('errors', () => {
  it('answers 404 for an unknown organization', async () => {
    const { status, body, cacheControl } = await getJson<ApiErrorBody>('/api/orgs/no-such-org/public-config');
    expect(status).toBe(404);
    expect(cacheControl).toBeNull();
    expect(body).toEqual({ error: { code: 'not_found', message: 'No organization no-such-org' } });
  });

  it('answers 400 with a field message for an invalid id', async () => {
    for (const id of ['Lotline-Demo', 'a_b', 'x'.repeat(65), '%20']) {
      const { status, body } = await getJson<ApiErrorBody>(`/api/orgs/${id}/public-config`);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: {
          code: 'invalid_input',
          message: 'The request has invalid fields.',
          fields: { id: ['Organization id must be 1 to 64 lower-case letters, digits or dashes.'] },
        },
      });
    }
  });
});
