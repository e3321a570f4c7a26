// The hosted page's routes through `request()`: the report paths, embed mode, and the
// Content-Security-Policy, whose frame-ancestors come from the organization's allowed origins in
// the database.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { frameAncestorsOf } from '../http/security-headers';
import { pageRoutes } from './page.route';
import { widgetPagePolicy } from './page-policy';

const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
let database: Database;
let pages: ReturnType<typeof pageRoutes>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({
    id: 'hollow-creek',
    name: 'Hollow Creek Cottages',
    allowedOrigins: ['https://hollowcreek.example', 'http://localhost:5173', 'javascript:alert(1)'],
  });
  pages = pageRoutes({ demoHostDir, database });
});

/** The frame-ancestors sources of an answer's policy. */
const ancestorsOf = (response: Response) => frameAncestorsOf(response.headers.get('content-security-policy') ?? '');
afterAll(async () => database?.close());

describe('the hosted page', () => {
  it('is served at / and at the report paths under the strict policy, framed by no one when no organization is given', async () => {
    for (const path of ['/', '/report/ma/maple-hollow/01999/maple-street/1', '/org-report/ma/maple-hollow/01999/maple-street/1']) {
      const response = await pages.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(widgetPagePolicy());
      expect(ancestorsOf(response), path).toBe("'none'");
      const html = await response.text();
      expect(html).toContain('<lotline-widget mode="hosted"></lotline-widget>');
      // Lotline's own page loads the console bundle, with the onboarding of new users (decision 041).
      expect(html).toContain('<script type="module" src="/static/lotline-console.mjs"></script>');
      // Nothing inline: the policy allows scripts and styles from files only.
      expect(html).toContain('<link rel="stylesheet" href="/hosted.css" />');
      expect(html).not.toMatch(/<style|<script(?![^>]*\ssrc=)|\sstyle=|\son\w+=/);
    }
  });

  it('serves its stylesheet as a file of its own origin', async () => {
    const response = await pages.request('/hosted.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('body[data-embed] .top { display: none; }');
  });

  it('allows the configured tile servers in the policy', async () => {
    const withTiles = pageRoutes({ demoHostDir, tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png', satelliteTileUrl: 'http://127.0.0.1:8081/{z}/{y}/{x}.jpg' });
    const policy = (await withTiles.request('/')).headers.get('content-security-policy');
    expect(policy).toBe(widgetPagePolicy({ tileUrls: ['https://{s}.tiles.example/{z}/{x}/{y}.png', 'http://127.0.0.1:8081/{z}/{y}/{x}.jpg'] }));
    expect(policy).toContain("connect-src 'self' https://*.tiles.example http://127.0.0.1:8081;");
  });

  it("lets only the vendor and the organization's allowed origins frame the organization's page", async () => {
    const response = await pages.request('/?org=hollow-creek&embed=1&lang=es');
    expect(response.headers.get('content-security-policy')).toBe(
      widgetPagePolicy({ frameAncestors: ["'self'", 'https://hollowcreek.example', 'http://localhost:5173'] }),
    );
    const html = await response.text();
    expect(html).toContain('<body data-embed>');
    expect(html).toContain('<lotline-widget org="hollow-creek" lang="es"></lotline-widget>');
    // Inside a builder's site the page is the visitor's product only: the embed bundle, no console.
    expect(html).toContain('<script type="module" src="/static/lotline-widget.mjs"></script>');
    expect(html).not.toContain('lotline-console');
  });

  it('keeps the policy on the report paths', async () => {
    const response = await pages.request('/org-report/ma/maple-hollow/01999/maple-street/1?org=hollow-creek&embed=1');
    expect(ancestorsOf(response)).toBe("'self' https://hollowcreek.example http://localhost:5173");
  });

  it("lets only the vendor frame an unknown organization's embed page, or one named by an invalid id", async () => {
    for (const query of ['org=nobody-here&embed=1', 'org=Not%20An%20Id&embed=1']) {
      const response = await pages.request(`/?${query}`);
      expect(ancestorsOf(response), query).toBe("'self'");
    }
  });

  it('lets no one frame the embed page without an organization, or an organization’s page outside an embed (issue 28)', async () => {
    for (const query of ['embed=1', 'org=hollow-creek', 'org=nobody-here', 'embed=0&org=hollow-creek']) {
      expect(ancestorsOf(await pages.request(`/?${query}`)), query).toBe("'none'");
    }
  });

  it('lets only the vendor frame it when no database is given', async () => {
    const response = await pageRoutes({ demoHostDir }).request('/?org=hollow-creek&embed=1');
    expect(ancestorsOf(response)).toBe("'self'");
  });

  it("hands the sign-in page's token back only to an origin the named organization allows, naming it (decision 027)", async () => {
    const widgetOf = async (query: string) => /<lotline-widget[^>]*>/.exec(await (await pages.request(`/sign-in?${query}`)).text())?.[0];
    const returning = (origin: string, org?: string) => `returnTo=${encodeURIComponent(origin)}${org ? `&org=${org}` : ''}`;
    expect(await widgetOf(returning('https://hollowcreek.example', 'hollow-creek'))).toBe(
      '<lotline-widget mode="account" return-to="https://hollowcreek.example" org="hollow-creek" org-name="Hollow Creek Cottages" site="https://hollowcreek.example">',
    );
    expect(await widgetOf(returning('http://localhost:5173', 'hollow-creek'))).toBe(
      '<lotline-widget mode="account" return-to="http://localhost:5173" org="hollow-creek" org-name="Hollow Creek Cottages" site="http://localhost:5173">',
    );
    // An inline embed is on the page that receives the token: a site naming another page is not it.
    expect(await widgetOf(`${returning('https://hollowcreek.example', 'hollow-creek')}&site=${encodeURIComponent('http://localhost:5173')}`)).toBe('<lotline-widget mode="account">');
    // Without the organization, or with one that does not embed there, no token goes to another site.
    expect(await widgetOf(returning('https://hollowcreek.example'))).toBe('<lotline-widget mode="account">');
    expect(await widgetOf(returning('https://hollowcreek.example', 'no-such-org'))).toBe('<lotline-widget mode="account">');
    expect(await widgetOf(returning('https://elsewhere.example', 'hollow-creek'))).toBe('<lotline-widget mode="account">');
    expect(await widgetOf(returning('javascript:alert(1)', 'hollow-creek'))).toBe('<lotline-widget mode="account">');
  });

  it('hands Lotline’s own page framed in a site a widget token only for a site the organization embeds on, naming that site (issue 28)', async () => {
    const widgetOf = async (query: string) => /<lotline-widget[^>]*>/.exec(await (await pages.request(`/sign-in?${query}`)).text())?.[0];
    // The framed page is on Lotline's origin; `site` is its parent as the browser reported it.
    const own = 'http://localhost';
    const framedIn = (site?: string, org = 'hollow-creek') => `returnTo=${encodeURIComponent(own)}&org=${org}${site ? `&site=${encodeURIComponent(site)}` : ''}`;
    expect(await widgetOf(framedIn('https://hollowcreek.example'))).toBe(
      `<lotline-widget mode="account" return-to="${own}" org="hollow-creek" org-name="Hollow Creek Cottages" site="https://hollowcreek.example">`,
    );
    // Framed by Lotline's own pages (the demo site), or the inline widget on them.
    expect(await widgetOf(framedIn(own))).toBe(`<lotline-widget mode="account" return-to="${own}" org="hollow-creek" org-name="Hollow Creek Cottages" site="${own}">`);
    // A site the organization does not embed on, no site at all, or an organization that does not exist: nothing goes anywhere.
    for (const query of [framedIn('https://elsewhere.example'), framedIn(), framedIn('javascript:alert(1)'), framedIn('https://hollowcreek.example', 'no-such-org')]) {
      expect(await widgetOf(query), query).toBe('<lotline-widget mode="account">');
    }
    // Lotline's own page signing in for itself, with no organization: its session goes back to it.
    expect(await widgetOf(`returnTo=${encodeURIComponent(own)}`)).toBe(`<lotline-widget mode="account" return-to="${own}">`);
  });
});
