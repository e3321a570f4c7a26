// The hosted page's routes through `request()`: the report paths, embed mode, and the
// frame-ancestors policy built from the organization's allowed origins in the database.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { pageRoutes } from './page.route';

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
afterAll(async () => database?.close());

describe('the hosted page', () => {
  it('is served at / and at the report paths, without a framing policy when no organization is given', async () => {
    for (const path of ['/', '/report/ma/maple-hollow/01999/maple-street/1', '/org-report/ma/maple-hollow/01999/maple-street/1']) {
      const response = await pages.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      const html = await response.text();
      expect(html).toContain('<lotline-widget mode="hosted"></lotline-widget>');
      expect(html).toContain('<script type="module" src="/static/lotline-widget.mjs"></script>');
    }
  });

  it("lets only the vendor and the organization's allowed origins frame the organization's page", async () => {
    const response = await pages.request('/?org=hollow-creek&embed=1&lang=es');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://hollowcreek.example http://localhost:5173");
    const html = await response.text();
    expect(html).toContain('<body data-embed>');
    expect(html).toContain('<lotline-widget org="hollow-creek" lang="es"></lotline-widget>');
  });

  it('keeps the policy on the report paths', async () => {
    const response = await pages.request('/org-report/ma/maple-hollow/01999/maple-street/1?org=hollow-creek&embed=1');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://hollowcreek.example http://localhost:5173");
  });

  it("lets only the vendor frame an unknown organization's page, or one named by an invalid id", async () => {
    for (const org of ['nobody-here', 'Not%20An%20Id']) {
      const response = await pages.request(`/?org=${org}&embed=1`);
      expect(response.headers.get('content-security-policy'), org).toBe("frame-ancestors 'self'");
    }
  });

  it('lets only the vendor frame it when no database is given', async () => {
    const response = await pageRoutes({ demoHostDir }).request('/?org=hollow-creek&embed=1');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it("hands the sign-in page's token back only to an origin an organization allows", async () => {
    const widgetOf = async (returnTo: string) => /<lotline-widget[^>]*>/.exec(await (await pages.request(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`)).text())?.[0];
    expect(await widgetOf('https://hollowcreek.example')).toBe('<lotline-widget mode="account" return-to="https://hollowcreek.example">');
    expect(await widgetOf('http://localhost:5173')).toBe('<lotline-widget mode="account" return-to="http://localhost:5173">');
    expect(await widgetOf('https://elsewhere.example')).toBe('<lotline-widget mode="account">');
    expect(await widgetOf('javascript:alert(1)')).toBe('<lotline-widget mode="account">');
  });
});
