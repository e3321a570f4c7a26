// GET and PUT /api/orgs/:id/settings through app.request(): members read, owners write; field
// messages of the settings form (spec 5); the public config shows what an owner saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../core/api';
import {
  featuresWithModules,
  type OrgAdminView,
  type OrgSettingsUpdateInput,
  DEFAULT_ORG_SETTINGS,
  EXTERNAL_CONTACT_FORM_REQUIRED,
  type OrgPublicConfig,
} from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { webhookSigningKey } from './webhook-key';

const ORG = 'hollow-creek-cottages';
let org: OrgApp;
let owner: AuthSession;
let member: AuthSession;
let outsider: AuthSession;

beforeAll(async () => {
  org = await openOrgApp();
  owner = await org.signUp('owner@hollowcreek.example', 'Olive', 'Owner');
  expect((await org.onboardOwner(owner, 'Hollow Creek Cottages')).organization_id).toBe(ORG);
  member = await org.joinAs(owner, ORG, 'member@hollowcreek.example', 'member');
  outsider = await org.signUp('someone@elsewhere.example');
  await org.onboardOwner(outsider, 'Elsewhere Homes');
});
afterAll(async () => org?.close());

/** A complete, valid update. */
const update = (changes: Partial<OrgSettingsUpdateInput> = {}, settings: Record<string, unknown> = {}) => ({
  name: '  Hollow Creek Cottages & Sons ',
  email: 'Sales@HollowCreek.example',
  land_url: 'https://hollowcreek.example',
  settings: {
    main_cta: 'Book a site visit',
    main_cta_mobile_title: 'Visit',
    logo_url: 'https://cdn.hollowcreek.example/logo.png',
    map_style: 'light',
    pdf: { primary_color: '#1F6F5C', secondary_color: '#abc', text_color: null, template_id: 3 },
    use_built_in_contact_form: false,
    external_contact_form_url: 'https://hollowcreek.example/contact',
    contact_form_email: 'leads@hollowcreek.example',
    phone_number: '+1 (617) 555-0100',
    address: '12 Mill Road, Lowell, MA',
    map_center: { lat: 42.64, lng: -71.31 },
    projects: ['backyard_cottage', 'deck'],
    brochures_enabled: true,
    brochures_cap: 25,
    embedded_map_page_url: 'https://hollowcreek.example/adu-map',
    crm_webhook_url: 'https://crm.hollowcreek.example/hooks/lotline',
    visitor_report: 'after_lead',
    price_book: { ext: { building: { mode: 'per_sqft', low: 300, high: 400 }, line_items: { design: { low: 8000, high: 12000 } } }, updated_at: '2026-11-30' },
    ...settings,
  },
  features: featuresWithModules({ lead_form: true }, { backyard_cottage: true, backyard_cottage_gallery: false, in_home_apartment: false, in_home_apartment_gallery: true }),
  city_ids: [160, 302, 160],
  allowed_origins: ['https://HollowCreek.example/', ' https://hollowcreek.example', 'http://localhost:5173'],
  ...changes,
});

describe('GET /api/orgs/:id/settings', () => {
  it('answers an owner the organization made at onboarding, with the webhook signing key, never cached', async () => {
    const { status, headers, body } = await org.call<OrgAdminView>('GET', `/api/orgs/${ORG}/settings`, { token: owner.token });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      id: ORG,
      name: 'Hollow Creek Cottages',
      email: 'office@hollowcreek.example',
      land_url: null,
      settings: DEFAULT_ORG_SETTINGS,
      features: {},
      city_ids: [],
      allowed_origins: [],
      my_role: 'owner',
      webhook_signing_key: webhookSigningKey('a-test-secret-of-at-least-32-characters!', ORG),
      // A new organization is on Free, with nothing of this month's allowance used.
      report_allowance: { plan: 'free', month: new Date().toISOString().slice(0, 7), used: 0, allowance: 25 },
    } satisfies OrgAdminView);
    expect(body.webhook_signing_key).toMatch(/^[0-9a-f]{64}$/);
    expect(body.webhook_signing_key).not.toBe(webhookSigningKey('a-test-secret-of-at-least-32-characters!', 'elsewhere-homes'));
  });

  it('answers a member without the key', async () => {
    const { status, body } = await org.call<OrgAdminView>('GET', `/api/orgs/${ORG}/settings`, { token: member.token });
    expect(status).toBe(200);
    expect(body.my_role).toBe('member');
    expect(body.webhook_signing_key).toBeNull();
  });

  it('refuses anonymous callers with 401 and users of another organization with 403', async () => {
    expect((await org.call('GET', `/api/orgs/${ORG}/settings`)).status).toBe(401);
    const other = await org.call('GET', `/api/orgs/${ORG}/settings`, { token: outsider.token });
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'forbidden', message: 'You are not a member of this organization.' });
  });
});

describe('PUT /api/orgs/:id/settings', () => {
  it('is for owners only', async () => {
    const { status, body } = await org.call('PUT', `/api/orgs/${ORG}/settings`, { token: member.token, body: update() });
    expect(status).toBe(403);
    expect(body.error.message).toBe('Only owners of the organization can do this.');
  });

  it('saves everything the owner edits and answers the new view', async () => {
    const { status, body } = await org.call<OrgAdminView>('PUT', `/api/orgs/${ORG}/settings`, { token: owner.token, body: update() });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Hollow Creek Cottages & Sons',
      email: 'sales@hollowcreek.example',
      land_url: 'https://hollowcreek.example',
      features: { lead_form: true, backyard_cottage: true, 'backyard_cottage.gallery': false, in_home_apartment: false, 'in_home_apartment.gallery': true },
      city_ids: [160, 302],
      allowed_origins: ['https://hollowcreek.example', 'http://localhost:5173'],
      my_role: 'owner',
    });
    expect(body.settings).toEqual({
      main_cta: 'Book a site visit',
      main_cta_mobile_title: 'Visit',
      logo_url: 'https://cdn.hollowcreek.example/logo.png',
      map_style: 'light',
      pdf: { primary_color: '#1f6f5c', secondary_color: '#abc', text_color: null, template_id: 3 },
      use_built_in_contact_form: false,
      external_contact_form_url: 'https://hollowcreek.example/contact',
      contact_form_email: 'leads@hollowcreek.example',
      phone_number: '+1 (617) 555-0100',
      address: '12 Mill Road, Lowell, MA',
      map_center: { lat: 42.64, lng: -71.31 },
      projects: ['backyard_cottage', 'deck'],
      brochures_enabled: true,
      brochures_cap: 25,
      embedded_map_page_url: 'https://hollowcreek.example/adu-map',
      crm_webhook_url: 'https://crm.hollowcreek.example/hooks/lotline',
      visitor_report: 'after_lead',
      price_book: {
        ext: {
          building: { mode: 'per_sqft', low: 300, high: 400 },
          line_items: { design: { low: 8000, high: 12000 }, permits_fees: null, site_work: null, utility_connections: null, foundation: null },
        },
        int: null,
        plans: [],
        updated_at: '2026-11-30',
      },
    });
    // A member reads the same settings, but the webhook's address only to its host: its path may be its secret.
    const again = await org.call<OrgAdminView>('GET', `/api/orgs/${ORG}/settings`, { token: member.token });
    expect(again.body.settings.crm_webhook_url).toBe('https://crm.hollowcreek.example/\u2022\u2022\u2022');
    expect({ ...again.body, my_role: 'owner', webhook_signing_key: body.webhook_signing_key, settings: { ...again.body.settings, crm_webhook_url: body.settings.crm_webhook_url } }).toEqual(body);
    expect(JSON.stringify(again.body)).not.toContain('/hooks/lotline');
  });

  it('shows in the public config, which keeps its one-minute cache', async () => {
    const { status, headers, body } = await org.call<OrgPublicConfig>('GET', `/api/orgs/${ORG}/public-config`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(body).toEqual({
      id: ORG,
      name: 'Hollow Creek Cottages & Sons',
      logo_url: 'https://cdn.hollowcreek.example/logo.png',
      main_cta: 'Book a site visit',
      main_cta_mobile_title: 'Visit',
      colors: { primary: '#1f6f5c', secondary: '#abc', text: null },
      map_style: 'light',
      features: { backyard_cottage: true, 'backyard_cottage.gallery': false, in_home_apartment: false, 'in_home_apartment.gallery': false, lead_form: true },
      city_ids: [160, 302],
      allowed_origins: ['https://hollowcreek.example', 'http://localhost:5173'],
      use_built_in_contact_form: false,
      external_contact_form_url: 'https://hollowcreek.example/contact',
      gallery: { int: [], ext: [] },
      visitor_report: 'after_lead',
    } satisfies OrgPublicConfig);
  });

  it('answers the settings form messages field by field', async () => {
    const { status, body } = await org.call('PUT', `/api/orgs/${ORG}/settings`, {
      token: owner.token,
      body: update({ name: ' ', city_ids: [160, 'Lowell' as unknown as number] }, { logo_url: 'logo.png', pdf: { template_id: 5 }, brochures_cap: -1 }),
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      name: ['Company Name is required.'],
      'settings.logo_url': ['Logo should be valid URL'],
      'settings.pdf.template_id': ['Template must be between 1 and 4'],
      'settings.brochures_cap': ['Brochures cap must be at least 0'],
      'city_ids.1': ['City id must be number'],
    });
  });

  it('asks for the external contact form when the built-in one is off', async () => {
    const { status, body } = await org.call('PUT', `/api/orgs/${ORG}/settings`, {
      token: owner.token,
      body: update({}, { use_built_in_contact_form: false, external_contact_form_url: '' }),
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ 'settings.external_contact_form_url': [EXTERNAL_CONTACT_FORM_REQUIRED] });
  });

  it('refuses city ids that are not cities and changes nothing', async () => {
    const { status, body } = await org.call('PUT', `/api/orgs/${ORG}/settings`, { token: owner.token, body: update({ name: 'Renamed', city_ids: [160, 99_999, 5000] }) });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ city_ids: ['Unknown city ids: 99999, 5000'] });
    const { body: view } = await org.call<OrgAdminView>('GET', `/api/orgs/${ORG}/settings`, { token: owner.token });
    expect(view.name).toBe('Hollow Creek Cottages & Sons');
  });
});
