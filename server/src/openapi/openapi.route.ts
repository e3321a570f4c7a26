// The API's own documentation: GET /api/openapi.json (the OpenAPI 3.1 document), GET /api/docs
// (the same as a page without scripts) and GET /api/docs.css (that page's stylesheet).
import { Hono } from 'hono';
import { DOCS_CSS, renderDocsPage } from './docs-page';
import { openApiDocument } from './openapi-document';

/** The documentation page's headers: no script, no connection, styles from this server only. */
export const DOCS_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': ["default-src 'none'", "style-src 'self'", "img-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; '),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=300',
};

/** Routes under /api: `/openapi.json`, `/docs` and `/docs.css`. */
export function openApiRoutes(): Hono {
  let page: string | undefined;
  return new Hono()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(openApiDocument());
    })
    .get('/docs', (c) => {
      page ??= renderDocsPage(openApiDocument());
      for (const [name, value] of Object.entries(DOCS_PAGE_HEADERS)) c.header(name, value);
      return c.html(page);
    })
    .get('/docs.css', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    });
}
