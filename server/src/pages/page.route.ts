// Pages: the vendor's hosted page at / and the demo host site at /demo/, both plain files of
// demo-host/ that load the built bundles from /static/ exactly as a customer's site would.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Routes for / and /demo/. */
export function pageRoutes(options: { demoHostDir: string; tileUrl?: string | undefined }): Hono {
  const hostedPage = (async () => {
    const html = await readFile(join(options.demoHostDir, 'hosted.html'), 'utf8');
    const attributes = options.tileUrl ? ` tile-url="${escapeAttribute(options.tileUrl)}"` : '';
    return html.replace('<lotline-widget', `<lotline-widget${attributes}`);
  })();

  return new Hono()
    .get('/', async (c) => c.html(await hostedPage))
    .get('/demo', (c) => c.redirect('/demo/', 301))
    .use('/demo/*', serveStatic({ root: options.demoHostDir, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));
}
