import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowsLocalhostOrigins, parseEnv } from './env';

describe('parseEnv', () => {
  it('fills defaults for an empty environment', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: { NODE_ENV: 'development', PORT: 8080, HOST: '127.0.0.1', LOTLINE_DATA_DIR: './.lotline-data', LOTLINE_DEMO_DATA: true, LOTLINE_ALLOW_LOCALHOST_ORIGINS: false, LOTLINE_TRUST_PROXY: false, LOTLINE_LOG_LEVEL: 'info', LOTLINE_PDF_TTL_DAYS: 30, LOTLINE_FILE_STORE: 'files' },
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
      LOTLINE_PUBLIC_URL: 'https://lotline.example/',
      LOTLINE_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      LOTLINE_MAIL_FROM: 'Lotline <no-reply@lotline.example>',
      LOTLINE_BILLING_PORTAL_URL: 'https://billing.example/portal',
      LOTLINE_SCHEDULING_URL: 'https://cal.example/lotline/intro?duration=30',
      LOTLINE_TRUST_PROXY: '1',
      LOTLINE_ALLOW_LOCALHOST_ORIGINS: 'true',
      LOTLINE_LOG_LEVEL: 'debug',
      LOTLINE_METRICS_TOKEN: 'scraper-token-0123456789',
      LOTLINE_PDF_TTL_DAYS: '7',
    });
    expect(result.ok && result.env).toMatchObject({
      LOTLINE_PUBLIC_URL: 'https://lotline.example',
      LOTLINE_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      LOTLINE_MAIL_FROM: 'Lotline <no-reply@lotline.example>',
      LOTLINE_BILLING_PORTAL_URL: 'https://billing.example/portal',
      LOTLINE_SCHEDULING_URL: 'https://cal.example/lotline/intro?duration=30',
      LOTLINE_TRUST_PROXY: true,
      LOTLINE_ALLOW_LOCALHOST_ORIGINS: true,
      LOTLINE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      LOTLINE_SATELLITE_TILE_URL: 'https://imagery.example/tiles/{z}/{y}/{x}.jpg',
      LOTLINE_UNFURL_ALLOW_HOSTS: ['127.0.0.1', 'intranet.example'],
      LOTLINE_STREET_VIEW_KEY: 'AIza-test_key-123',
      PORT: 9001,
      LOTLINE_DATA_DIR: '/var/lib/lotline',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOTLINE_DEMO_DATA: false,
      LOTLINE_LOG_LEVEL: 'debug',
      LOTLINE_METRICS_TOKEN: 'scraper-token-0123456789',
      LOTLINE_PDF_TTL_DAYS: 7,
      // On PostgreSQL the servers keep no files unless told to.
      LOTLINE_FILE_STORE: 'database',
    });
  });

  it('keeps media and PDFs where LOTLINE_FILE_STORE says, whatever the database', () => {
    const storeOf = (source: Record<string, string>) => {
      const result = parseEnv(source);
      return result.ok ? result.env.LOTLINE_FILE_STORE : result.fields;
    };
    expect(storeOf({ DATABASE_URL: 'postgres://db.example/lotline', LOTLINE_FILE_STORE: 'files' })).toBe('files');
    expect(storeOf({ LOTLINE_FILE_STORE: 'database' })).toBe('database');
    expect(storeOf({ LOTLINE_FILE_STORE: 's3' })).toEqual({ LOTLINE_FILE_STORE: ['must be files or database'] });
  });

  it('answers field-level errors for bad values', () => {
    const result = parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOTLINE_SECRET: 'short', LOTLINE_SATELLITE_TILE_URL: 'https://imagery.example/{z}/{x}.jpg', LOTLINE_PDF_TTL_DAYS: '0' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields).toEqual({
      PORT: ['must be a port number'],
      DATABASE_URL: ['must be a postgres:// or postgresql:// URL'],
      LOTLINE_SECRET: ['must be at least 32 characters'],
      LOTLINE_SATELLITE_TILE_URL: ['must be an http(s) tile URL with {z}, {x} and {y}'],
      LOTLINE_PDF_TTL_DAYS: ['must be a whole number of days from 1 to 3650'],
    });
  });

  it('refuses an unknown log level and a short or spaced metrics token', () => {
    expect(parseEnv({ LOTLINE_LOG_LEVEL: 'verbose', LOTLINE_METRICS_TOKEN: 'short' })).toEqual({
      ok: false,
      fields: {
        LOTLINE_LOG_LEVEL: ['must be one of fatal, error, warn, info, debug, trace, silent'],
        LOTLINE_METRICS_TOKEN: ['must be 16 to 512 visible ASCII characters'],
      },
    });
    expect(parseEnv({ LOTLINE_METRICS_TOKEN: 'a token with spaces in it' }).ok).toBe(false);
  });

  it('honours embedding origins of the visitor’s own machine outside production, and in production only when LOTLINE_ALLOW_LOCALHOST_ORIGINS says so', () => {
    const production = { NODE_ENV: 'production', LOTLINE_SECRET: 'x'.repeat(40), LOTLINE_PUBLIC_URL: 'https://lotline.example' };
    const allows = (source: Record<string, string>) => {
      const result = parseEnv(source);
      return result.ok ? allowsLocalhostOrigins(result.env) : result.fields;
    };
    expect(allows({})).toBe(true);
    expect(allows({ NODE_ENV: 'test' })).toBe(true);
    expect(allows(production)).toBe(false);
    expect(allows({ ...production, LOTLINE_ALLOW_LOCALHOST_ORIGINS: 'false' })).toBe(false);
    expect(allows({ ...production, LOTLINE_ALLOW_LOCALHOST_ORIGINS: 'true' })).toBe(true);
    expect(allows({ ...production, LOTLINE_ALLOW_LOCALHOST_ORIGINS: 'yes' })).toEqual({ LOTLINE_ALLOW_LOCALHOST_ORIGINS: ['must be true or false'] });
  });

  it('refuses production without a secret and a public URL', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      fields: { LOTLINE_SECRET: ['is required in production'], LOTLINE_PUBLIC_URL: ['is required in production'] },
    });
    expect(parseEnv({ NODE_ENV: 'production', LOTLINE_SECRET: 'x'.repeat(40), LOTLINE_PUBLIC_URL: 'https://lotline.example' }).ok).toBe(true);
  });

  it('refuses an SMTP server without a sender, and URLs of the wrong kind', () => {
    expect(parseEnv({ LOTLINE_SMTP_URL: 'smtp://localhost:25' })).toEqual({ ok: false, fields: { LOTLINE_MAIL_FROM: ['is required when LOTLINE_SMTP_URL is set'] } });
    expect(parseEnv({ LOTLINE_SMTP_URL: 'http://mail', LOTLINE_PUBLIC_URL: 'lotline.example', LOTLINE_BILLING_PORTAL_URL: 'ftp://x.example/' })).toEqual({
      ok: false,
      fields: {
        LOTLINE_SMTP_URL: ['must be an smtp:// or smtps:// URL'],
        LOTLINE_PUBLIC_URL: ['must be an http(s) URL without query or fragment'],
        LOTLINE_BILLING_PORTAL_URL: ['must be an http(s) URL'],
      },
    });
  });

  it('refuses a scheduling link that is not an http(s) URL', () => {
    for (const link of ['cal.example/lotline', 'javascript:alert(1)', 'mailto:sales@example.com', 'https://cal example/x']) {
      expect(parseEnv({ LOTLINE_SCHEDULING_URL: link }), link).toEqual({ ok: false, fields: { LOTLINE_SCHEDULING_URL: ['must be an http(s) URL, like https://cal.example/lotline/intro'] } });
    }
  });

  describe('LOTLINE_BASEMAP_PMTILES', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lotline-env-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, head: string) => {
      const path = join(dir, name);
      writeFileSync(path, Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(120)]));
      return path;
    };

    it('takes the path of a PMTiles version 3 archive', () => {
      const path = file('region.pmtiles', 'PMTiles\x03');
      expect(parseEnv({ LOTLINE_BASEMAP_PMTILES: path })).toMatchObject({ ok: true, env: { LOTLINE_BASEMAP_PMTILES: path } });
    });

    it('refuses anything else, saying why', () => {
      mkdirSync(join(dir, 'folder.pmtiles'));
      const cases: [string, string][] = [
        [file('region.mbtiles', 'PMTiles\x03'), 'must be the path of a .pmtiles file'],
        [join(dir, 'missing.pmtiles'), 'cannot be read: no such file'],
        [join(dir, 'folder.pmtiles'), 'must be a file, not a directory'],
        [file('zip.pmtiles', 'PK\x03\x04'), 'is not a PMTiles archive'],
        [file('old.pmtiles', 'PMTiles\x02'), 'is PMTiles version 2; version 3 is needed'],
      ];
      for (const [path, message] of cases) {
        expect(parseEnv({ LOTLINE_BASEMAP_PMTILES: path }), path).toEqual({ ok: false, fields: { LOTLINE_BASEMAP_PMTILES: [message] } });
      }
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ ok: true, env: { PORT: 8080 } });
  });
});
