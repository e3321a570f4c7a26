// The pages the onboarding dialog links to, through `request()`: the terms of use, and the way to
// book a call, which redirects to the operator's scheduling link or says there is none.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page.route';

const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));

describe('the terms of use', () => {
  it('serves /terms as a plain HTML page that says it is not legal advice, under a policy without scripts', async () => {
    const response = await pageRoutes({ demoHostDir }).request('https://lotline.example/terms');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    expect(html).toContain('<title>Lotline · Terms of use</title>');
    expect(html).toContain('<h1>Terms of use</h1>');
    expect(html).toContain('not legal, zoning, engineering or financial advice');
    expect(html).toContain('check every rule, dimension and setback with your town');
    expect(html).not.toContain('<script');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("style-src 'self'");
    expect(html).toContain('<link rel="stylesheet" href="/plain-page.css" />');
    expect(html).not.toContain('<style');
    const css = await pageRoutes({ demoHostDir }).request('https://lotline.example/plain-page.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('main.note { max-width: 36em; }');
  });
});

describe('booking a call', () => {
  it('redirects /schedule-call to the configured scheduling link, telling it no referrer', async () => {
    const schedulingUrl = 'https://cal.example/lotline/intro?duration=30';
    const response = await pageRoutes({ demoHostDir, schedulingUrl }).request('https://lotline.example/schedule-call');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(schedulingUrl);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('says scheduling is not configured, with a link back, when no link is set', async () => {
    const response = await pageRoutes({ demoHostDir }).request('https://lotline.example/schedule-call');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Scheduling is not configured on this server');
    expect(html).toContain('<a href="/">Back to Lotline</a>');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
