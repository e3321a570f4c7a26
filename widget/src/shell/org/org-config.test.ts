import { describe, expect, it, vi } from 'vitest';
import type { OrgPublicConfig } from '../../../../core/api';
import { fetchAllowedOrigins } from '../host/org-origins';
import { loadOrgConfig, orgConfigUrl, readOrgConfig } from './org-config';

const DEMO: OrgPublicConfig = {
  id: 'lotline-demo',
  name: 'Lotline Demo Builders',
  logo_url: 'https://cdn.example/logo.png',
  main_cta: 'Talk to a builder',
  main_cta_mobile_title: 'Talk to us',
  colors: { primary: '#2f4a3a', secondary: '#a0522d', text: '#2d2a26' },
  map_style: 'streets',
  features: { backyard_cottage: true, 'report.pdf': false },
  city_ids: [12],
  allowed_origins: ['https://builder.example'],
  use_built_in_contact_form: false,
  external_contact_form_url: 'https://builder.example/contact',
  gallery: { int: ['/static/a.jpg'], ext: [] },
  visitor_report: 'limited',
};

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readOrgConfig', () => {
  it('keeps a valid config as it is', () => {
    expect(readOrgConfig(DEMO)).toEqual(DEMO);
  });

  it('drops bad fields one by one, never the whole config', () => {
    const config = readOrgConfig({
      ...DEMO,
      logo_url: 'http://cdn.example/logo.png',
      main_cta: '   ',
      colors: { primary: 'red; background: url(x)', secondary: '#ABC', text: 42 },
      map_style: 'neon',
      features: { gallery: 'no', lead_form: false },
      city_ids: [3, 2.5, '4'],
      allowed_origins: ['https://a.example', 7],
      external_contact_form_url: 'javascript:alert(1)',
      gallery: { int: 'x', ext: ['/static/b.jpg', null] },
    });
    expect(config).toEqual({
      ...DEMO,
      logo_url: null,
      main_cta: null,
      colors: { primary: null, secondary: '#abc', text: null },
      map_style: 'streets',
      features: { lead_form: false },
      city_ids: [3],
      allowed_origins: ['https://a.example'],
      external_contact_form_url: null,
      gallery: { int: [], ext: ['/static/b.jpg'] },
      visitor_report: 'limited',
    });
  });

  it('keeps the external form only when the built-in one is off, and reads a missing toggle as on', () => {
    expect(readOrgConfig({ ...DEMO, use_built_in_contact_form: true })?.external_contact_form_url).toBeNull();
    const { use_built_in_contact_form: _, ...rest } = DEMO;
    expect(readOrgConfig(rest)).toMatchObject({ use_built_in_contact_form: true, external_contact_form_url: null });
  });

  it('is null for an answer that is not an organization', () => {
    expect(readOrgConfig(null)).toBeNull();
    expect(readOrgConfig([DEMO])).toBeNull();
    expect(readOrgConfig({ ...DEMO, id: '' })).toBeNull();
  });
});

describe('loadOrgConfig', () => {
  it('asks once for everyone on the page: the theme and the allowed origins share one request', async () => {
    const fetchImpl = vi.fn(async () => answer(DEMO));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const [config, origins] = await Promise.all([loadOrgConfig('https://api.one.example/', 'shared'), fetchAllowedOrigins('https://api.one.example', 'shared')]);
      expect(config.name).toBe('Lotline Demo Builders');
      expect(origins).toEqual(['https://builder.example']);
      expect(await loadOrgConfig('https://api.one.example', 'shared')).toBe(config);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(fetchImpl.mock.calls[0]).toEqual(['https://api.one.example/api/orgs/shared/public-config', { headers: { Accept: 'application/json' } }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects a failed load with its cause and forgets it, so the next call asks again', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(answer({ error: { code: 'not_found', message: 'No organization retry' } }, 404)).mockResolvedValueOnce(answer(DEMO));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const failure = await loadOrgConfig('https://api.two.example', 'retry').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe('The config of organization retry did not load');
      expect((failure as Error).cause).toMatchObject({ status: 404, message: 'No organization retry' });
      expect((await loadOrgConfig('https://api.two.example', 'retry')).id).toBe('lotline-demo');
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('answers null for the allowed origins when the config does not load', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    try {
      expect(await fetchAllowedOrigins('https://api.three.example', 'offline')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('puts the organization id into the path safely', () => {
    expect(orgConfigUrl('https://api.example//', 'a/b')).toBe('https://api.example/api/orgs/a%2Fb/public-config');
  });
});
