import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error.schema';
import {
  DEFAULT_ORG_SETTINGS,
  EXTERNAL_CONTACT_FORM_REQUIRED,
  OrgPathParamsSchema,
  OrgPublicConfigSchema,
  OrgSettingsSchema,
  isFeatureEnabled,
  normalizeOrigin,
  resolveFeatureFlags,
} from './org.schema';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('OrgPathParamsSchema', () => {
  it('accepts lower-case letters, digits and dashes up to 64 characters', () => {
    expect(v.parse(OrgPathParamsSchema, { id: 'lotline-demo' })).toEqual({ id: 'lotline-demo' });
    expect(v.is(OrgPathParamsSchema, { id: 'a'.repeat(64) })).toBe(true);
  });

  it.each(['', 'Lotline-Demo', 'a_b', 'a.b', 'a b', 'a'.repeat(65)])('refuses %j with one clear message', (id) => {
    expect(errorsOf(OrgPathParamsSchema, { id })).toEqual({ id: ['Organization id must be 1 to 64 lower-case letters, digits or dashes.'] });
  });
});

describe('isFeatureEnabled and resolveFeatureFlags', () => {
  it('turns a child off when its parent is false', () => {
    const flags = { map: false, 'map.layers': true, 'report.pdf': true };
    expect(resolveFeatureFlags(flags)).toEqual({ map: false, 'map.layers': false, 'report.pdf': true });
    expect(isFeatureEnabled(flags, 'map.layers')).toBe(false);
    expect(isFeatureEnabled(flags, 'report.pdf')).toBe(true);
  });

  it('turns a grandchild off when a grandparent is false, even with the parent true', () => {
    const flags = { a: false, 'a.b': true, 'a.b.c': true, 'a2.b': true };
    expect(resolveFeatureFlags(flags)).toEqual({ a: false, 'a.b': false, 'a.b.c': false, 'a2.b': true });
  });

  it('reads an absent key as on unless an ancestor is false', () => {
    expect(isFeatureEnabled({}, 'report.pdf')).toBe(true);
    expect(isFeatureEnabled({ 'report.pdf': true }, 'report')).toBe(true);
    expect(isFeatureEnabled({ report: false }, 'report.pdf.colour')).toBe(false);
    expect(isFeatureEnabled({ 'report.pdf': false }, 'report.pdf.colour')).toBe(false);
    expect(isFeatureEnabled({ 'report.pdf': false }, 'report.pdfx')).toBe(true);
  });

  it('keeps the keys, sorted, and gives the same answers on resolved flags', () => {
    const flags = { 'x.y': true, x: false, gallery: true };
    const resolved = resolveFeatureFlags(flags);
    expect(Object.keys(resolved)).toEqual(['gallery', 'x', 'x.y']);
    expect(resolveFeatureFlags(resolved)).toEqual(resolved);
    expect(isFeatureEnabled(resolved, 'x.y.z')).toBe(false);
  });
});

describe('normalizeOrigin', () => {
  it.each([
    ['https://builder.example', 'https://builder.example'],
    ['https://Builder.Example/', 'https://builder.example'],
    ['HTTPS://builder.example:443', 'https://builder.example'],
    ['https://builder.example:8443', 'https://builder.example:8443'],
    ['  https://xn--bcher-kva.example  ', 'https://xn--bcher-kva.example'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://localhost:80', 'http://localhost'],
  ])('normalises %j to %j', (input, origin) => {
    expect(normalizeOrigin(input)).toBe(origin);
  });

  it.each([
    'https://builder.example/embed',
    'https://builder.example//',
    'https://builder.example?x=1',
    'https://builder.example#top',
    'https://user@builder.example',
    'http://builder.example',
    'http://192.168.1.5:8080',
    'ftp://builder.example',
    'javascript://builder.example',
    'https://builder.example:0',
    'https://builder.example:70000',
    'https://-builder.example',
    'https://builder..example',
    'https://[::1]:8080',
    'https://bücher.example',
    'builder.example',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeOrigin(input)).toBeNull();
  });
});

describe('OrgSettingsSchema', () => {
  it('fills every default from an empty object', () => {
    expect(v.parse(OrgSettingsSchema, {})).toEqual({
      visitor_report: 'limited',
      main_cta: null,
      main_cta_mobile_title: null,
      logo_url: null,
      map_style: 'streets',
      pdf: { primary_color: null, secondary_color: null, text_color: null, template_id: 1 },
      use_built_in_contact_form: true,
      external_contact_form_url: null,
      contact_form_email: null,
      phone_number: null,
      address: null,
      map_center: null,
      projects: [],
      brochures_enabled: false,
      brochures_cap: 0,
      embedded_map_page_url: null,
      crm_webhook_url: null,
      price_book: null,
    });
    expect(DEFAULT_ORG_SETTINGS).toEqual(v.parse(OrgSettingsSchema, {}));
  });

  it('trims text, lower-cases colours, reads empty text as null and drops unknown keys', () => {
    const settings = v.parse(OrgSettingsSchema, {
      main_cta: '  Talk to a builder ',
      main_cta_mobile_title: '',
      logo_url: 'https://cdn.builder.example/logo.svg',
      map_style: 'light',
      pdf: { primary_color: '#1F6F5C', text_color: '#222', template_id: 4 },
      use_built_in_contact_form: false,
      external_contact_form_url: 'http://builder.example/contact',
      brochures_cap: 3,
      favourite_colour: 'teal',
    });
    expect(settings).toEqual({
      visitor_report: 'limited',
      main_cta: 'Talk to a builder',
      main_cta_mobile_title: null,
      logo_url: 'https://cdn.builder.example/logo.svg',
      map_style: 'light',
      pdf: { primary_color: '#1f6f5c', secondary_color: null, text_color: '#222', template_id: 4 },
      use_built_in_contact_form: false,
      external_contact_form_url: 'http://builder.example/contact',
      contact_form_email: null,
      phone_number: null,
      address: null,
      map_center: null,
      projects: [],
      brochures_enabled: false,
      brochures_cap: 3,
      embedded_map_page_url: null,
      crm_webhook_url: null,
      price_book: null,
    });
  });

  it('answers one message per bad field', () => {
    expect(
      errorsOf(OrgSettingsSchema, {
        main_cta: 'x'.repeat(61),
        logo_url: 'not a url',
        map_style: 'dark',
        pdf: { primary_color: 'green', template_id: 5 },
        use_built_in_contact_form: 'yes',
      }),
    ).toEqual({
      main_cta: ['Main call to action must be at most 60 characters.'],
      logo_url: ['Logo should be valid URL'],
      map_style: ['Map style must be one of streets, satellite, light'],
      'pdf.primary_color': ['Primary colour must be a hex colour such as #1f6f5c'],
      'pdf.template_id': ['Template must be between 1 and 4'],
      use_built_in_contact_form: ['Use built-in contact form must be true or false'],
    });
  });

  it('wants the logo on https and the external form on http or https', () => {
    expect(errorsOf(OrgSettingsSchema, { logo_url: 'http://builder.example/logo.png', external_contact_form_url: 'mailto:a@b.example' })).toEqual({
      logo_url: ['Logo should be an https URL'],
      external_contact_form_url: ['External contact form should be an http or https URL'],
    });
  });

  it('requires an external contact form when the built-in one is off', () => {
    expect(errorsOf(OrgSettingsSchema, { use_built_in_contact_form: false })).toEqual({ external_contact_form_url: [EXTERNAL_CONTACT_FORM_REQUIRED] });
    expect(errorsOf(OrgSettingsSchema, { use_built_in_contact_form: false, external_contact_form_url: '' })).toEqual({
      external_contact_form_url: [EXTERNAL_CONTACT_FORM_REQUIRED],
    });
    expect(v.is(OrgSettingsSchema, { use_built_in_contact_form: false, external_contact_form_url: 'https://builder.example/contact' })).toBe(true);
  });
});

describe('OrgPublicConfigSchema', () => {
  const config = {
    id: 'lotline-demo',
    name: 'Lotline Demo Builders',
    logo_url: null,
    main_cta: 'Talk to a builder',
    main_cta_mobile_title: null,
    colors: { primary: '#1f6f5c', secondary: null, text: null },
    map_style: 'streets',
    features: { gallery: true, 'report.pdf': true },
    city_ids: [],
    allowed_origins: ['http://localhost:8080'],
    use_built_in_contact_form: true,
    external_contact_form_url: null,
    gallery: { int: [], ext: ['https://cdn.builder.example/cottage.jpg', '/static/gallery/ext-1.jpg'] },
    visitor_report: 'after_lead',
  };

  it('accepts a complete answer', () => {
    expect(v.parse(OrgPublicConfigSchema, config)).toEqual(config);
  });

  it('refuses an origin that is not canonical and a protocol-relative gallery image', () => {
    expect(
      Object.keys(errorsOf(OrgPublicConfigSchema, { ...config, allowed_origins: ['https://a.example/'], gallery: { int: ['//evil.example/x.jpg'], ext: [] } })),
    ).toEqual(['allowed_origins.0', 'gallery.int.0']);
  });
});
