import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills defaults for an empty environment', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: { NODE_ENV: 'development', PORT: 8080, HOST: '127.0.0.1', LOTLINE_DATA_DIR: './.lotline-data', LOTLINE_DEMO_DATA: true },
    });
  });

  it('reads every variable', () => {
    const result = parseEnv({
      PORT: '9001',
      LOTLINE_DATA_DIR: '/var/lib/lotline',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOTLINE_SECRET: 'x'.repeat(40),
      LOTLINE_DEMO_DATA: 'false',
      LOTLINE_UNFURL_ALLOW_HOSTS: '127.0.0.1,intranet.example',
      LOTLINE_STREET_VIEW_KEY: 'AIza-test_key-123',
      LOTLINE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      LOTLINE_SATELLITE_TILE_URL: 'https://imagery.example/tiles/{z}/{y}/{x}.jpg',
    });
    expect(result.ok && result.env).toMatchObject({
      LOTLINE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      LOTLINE_SATELLITE_TILE_URL: 'https://imagery.example/tiles/{z}/{y}/{x}.jpg',
      LOTLINE_UNFURL_ALLOW_HOSTS: ['127.0.0.1', 'intranet.example'],
      LOTLINE_STREET_VIEW_KEY: 'AIza-test_key-123',
      PORT: 9001,
      LOTLINE_DATA_DIR: '/var/lib/lotline',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOTLINE_DEMO_DATA: false,
    });
  });

  it('answers field-level errors for bad values', () => {
    const result = parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOTLINE_SECRET: 'short', LOTLINE_SATELLITE_TILE_URL: 'https://imagery.example/{z}/{x}.jpg' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields).toEqual({
      PORT: ['must be a port number'],
      DATABASE_URL: ['must be a postgres:// or postgresql:// URL'],
      LOTLINE_SECRET: ['must be at least 32 characters'],
      LOTLINE_SATELLITE_TILE_URL: ['must be an http(s) tile URL with {z}, {x} and {y}'],
    });
  });

  it('refuses production without a secret', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({ ok: false, fields: { LOTLINE_SECRET: ['is required in production'] } });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ ok: true, env: { PORT: 8080 } });
  });
});
