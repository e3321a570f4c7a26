// The security-headers middleware on a small app: what every answer gets, what a route's own
// values keep, frame-ancestors and X-Frame-Options together, and HSTS only when asked.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS_POLICY, frameAncestorsOf, securityHeaders } from './security-headers';

function appWith(options: Parameters<typeof securityHeaders>[0] = {}) {
  return new Hono()
    .use('*', securityHeaders(options))
    .get('/json', (c) => c.json({ ok: true }))
    .get('/page', (c) => {
      c.header('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
      return c.html('<p>page</p>');
    })
    .get('/framed', (c) => {
      c.header('Content-Security-Policy', "default-src 'self'; frame-ancestors 'self' https://builder.example");
      return c.html('<p>framed</p>');
    })
    .get('/no-ancestors', (c) => {
      c.header('Content-Security-Policy', "default-src 'self'");
      return c.html('<p>no ancestors</p>');
    });
}

const headersOf = (response: Response, names: string[]) => Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
const ALL = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'strict-transport-security',
];

describe('securityHeaders', () => {
  it('gives an answer without a policy of its own the strictest one and the shared headers', async () => {
    const response = await appWith().request('/json');
    expect(headersOf(response, ALL)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'permissions-policy': DEFAULT_PERMISSIONS_POLICY,
      'strict-transport-security': null,
    });
    expect(DEFAULT_PERMISSIONS_POLICY).toContain('camera=()');
    expect(DEFAULT_PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
  });

  it("keeps a route's own values", async () => {
    const response = await appWith().request('/page');
    expect(headersOf(response, ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])).toEqual({
      'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'unsafe-none',
    });
  });

  it('leaves X-Frame-Options out where frame-ancestors lists who may frame, and adds frame-ancestors where a policy lacks it', async () => {
    const framed = await appWith().request('/framed');
    expect(framed.headers.get('x-frame-options')).toBeNull();
    expect(frameAncestorsOf(framed.headers.get('content-security-policy')!)).toBe("'self' https://builder.example");
    const added = await appWith().request('/no-ancestors');
    expect(added.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(added.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends Strict-Transport-Security only when asked, on every answer', async () => {
    const app = appWith({ strictTransportSecurity: true });
    for (const path of ['/json', '/page', '/missing']) {
      expect((await app.request(path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
    expect((await appWith({ strictTransportSecurity: true, hstsMaxAgeS: 600 }).request('/json')).headers.get('strict-transport-security')).toBe('max-age=600');
  });
});

describe('frameAncestorsOf', () => {
  it('reads the sources of the directive, whatever its case and spacing, or undefined without one', () => {
    expect(frameAncestorsOf("default-src 'self';  FRAME-ANCESTORS   'self'  https://a.example ;")).toBe("'self' https://a.example");
    expect(frameAncestorsOf("default-src 'none'")).toBeUndefined();
  });
});
