// The sign-in page through `request()`: the hosted page with the widget in account mode, under
// headers that keep it out of frames, caches and referrers, handing its token back only to its
// own origin without a database (page.route.db.test.ts covers organizations' origins).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page.route';

const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
const pages = pageRoutes({ demoHostDir });
const widgetOf = (html: string) => /<lotline-widget[^>]*>/.exec(html)?.[0];

describe('the sign-in page', () => {
  it('serves /sign-in and /reset-password with the widget in account mode', async () => {
    for (const [path, title, widget] of [
      ['/sign-in?mode=sign-up', 'Sign in', '<lotline-widget mode="account">'],
      ['/sign-in?lang=es', 'Sign in', '<lotline-widget mode="account" lang="es">'],
      ['/reset-password?token=abc', 'Reset your password', '<lotline-widget mode="account">'],
    ] as const) {
      const response = await pages.request(`http://lotline.example${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>Lotline · ${title}</title>`);
      expect(widgetOf(html), path).toBe(widget);
      expect(html, path).toContain('<body data-account>');
      // The console bundle of Lotline's own pages: the embed a builder's visitors load has no sign-in page (decision 041).
      expect(html, path).toContain('<script type="module" src="/static/lotline-console.mjs"></script>');
    }
  });

  it('allows its own origin as returnTo and no other without an organization that allows it', async () => {
    // Plain http is for localhost only, even on the server's own name.
    const plainHttp = await pages.request(`http://lotline.example/sign-in?returnTo=${encodeURIComponent('http://lotline.example')}`);
    expect(widgetOf(await plainHttp.text())).toBe('<lotline-widget mode="account">');
    const https = await pages.request(`https://lotline.example/sign-in?returnTo=${encodeURIComponent('https://lotline.example')}`);
    expect(widgetOf(await https.text())).toBe('<lotline-widget mode="account" return-to="https://lotline.example">');
    for (const returnTo of ['https://evil.example', 'javascript:alert(1)', 'https://lotline.example/path', '"><script>alert(1)</script>']) {
      const response = await pages.request(`https://lotline.example/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      const html = await response.text();
      expect(widgetOf(html), returnTo).toBe('<lotline-widget mode="account">');
      expect(html, returnTo).not.toContain('evil.example');
      expect(html, returnTo).not.toContain('<script>alert');
    }
  });

  it('serves /packages with the widget in packages mode, under the same headers, taking no returnTo', async () => {
    const response = await pages.request(`https://lotline.example/packages?lang=es&returnTo=${encodeURIComponent('https://lotline.example')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Lotline · Packages</title>');
    expect(widgetOf(html)).toBe('<lotline-widget mode="packages" lang="es">');
    expect(html).toContain('<body data-account data-packages>');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /settings in settings mode, wider, taking no returnTo, with logos from https sites allowed', async () => {
    const response = await pages.request(`https://lotline.example/settings?lang=es&returnTo=${encodeURIComponent('https://lotline.example')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Lotline · Settings</title>');
    expect(widgetOf(html)).toBe('<lotline-widget mode="settings" lang="es">');
    expect(html).toContain('<body data-account data-settings>');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data: blob: https: http:;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /join in join mode under the sign-in pages’ policy, keeping its token out of referrers', async () => {
    const response = await pages.request('https://lotline.example/join?token=invite-secret');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Lotline · Join an organization</title>');
    expect(widgetOf(html)).toBe('<lotline-widget mode="join">');
    expect(html).toContain('<body data-account>');
    expect(html).not.toContain('invite-secret');
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data:;");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('may not be framed, cached or named in a referrer, and keeps its opener', async () => {
    const response = await pages.request('/reset-password?token=secret-token');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The popup hands its token back through window.opener: any other opener policy would sever it.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(policy).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).not.toMatch(/<style|<script(?![^>]*\ssrc=)|\sstyle=/);
  });
});
