// Who may frame what the server answers (issue 28, 'frames'): every page route of the app, with
// and without `embed=1` and `org=`, refuses every frame (frame-ancestors 'none' and
// X-Frame-Options DENY) except an organization's embed page, which its allowed origins and
// Lotline's own pages may frame. The routes are read from the app itself, so a new page route
// is checked as soon as it exists.
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { frameAncestorsOf } from '../http/security-headers';

const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
const SITE = 'https://hollowcreek.example';
let database: Database;
let app: Hono;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: 'hollow-creek', name: 'Hollow Creek Cottages', allowedOrigins: [SITE] });
  app = createApp({ database, secret: 'a-test-secret-of-at-least-32-characters!', publicUrl: 'https://lotline.example', demoHostDir });
});
afterAll(async () => database?.close());

/** Concrete paths of a route pattern: parameters filled in, and the demo site's files for its wildcard. */
function pathsOf(pattern: string): string[] {
  if (pattern === '/demo/*') return ['/demo/', '/demo/framed.html', '/demo/index.html'];
  return [pattern.replace(/:state/, 'ma').replace(/:city/, 'maple-hollow').replace(/:zip/, '01999').replace(/:street/, 'maple-street').replace(/:number/, '1')];
}

/** The pages that run the widget for a visitor, which an organization's embed is made of. */
const EMBED_PAGES = new Set(['/', '/report/ma/maple-hollow/01999/maple-street/1', '/org-report/ma/maple-hollow/01999/maple-street/1']);
const QUERIES = ['', '?embed=1', '?org=hollow-creek', '?embed=1&org=hollow-creek', '?embed=1&org=nobody-here', '?embed=1&org=hollow-creek&lang=es'];

describe('framing', () => {
  it('is refused on every page, except an organization’s embed page for its allowed origins and Lotline’s own', async () => {
    const patterns = [...new Set(app.routes.filter((route) => (route.method === 'GET' || route.method === 'ALL') && route.path !== '/*' && !route.path.startsWith('/api/')).map((route) => route.path))];
    // The table covers the pages that sign people in: a route list without them would prove nothing.
    expect(patterns).toEqual(expect.arrayContaining(['/', '/sign-in', '/reset-password', '/settings', '/packages', '/join', '/report/:state/:city/:zip/:street/:number', '/demo/*']));
    const framable: string[] = [];
    for (const path of patterns.flatMap(pathsOf)) {
      for (const query of QUERIES) {
        const response = await app.request(`https://lotline.example${path}${query}`);
        const ancestors = frameAncestorsOf(response.headers.get('content-security-policy') ?? '');
        const embedOf = EMBED_PAGES.has(path) && /embed=1/.test(query) ? /org=([a-z-]+)/.exec(query)?.[1] : undefined;
        const expected = embedOf === 'hollow-creek' ? `'self' ${SITE}` : embedOf ? "'self'" : "'none'";
        expect(ancestors, `${path}${query}`).toBe(expected);
        expect(response.headers.get('x-frame-options'), `${path}${query}`).toBe(expected === "'none'" ? 'DENY' : null);
        if (expected !== "'none'") framable.push(`${path}${query}`);
      }
    }
    expect(framable).toHaveLength(EMBED_PAGES.size * 3);
  });
});
