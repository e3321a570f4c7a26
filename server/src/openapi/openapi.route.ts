// The API's own documentation: GET /api/openapi.json (the OpenAPI 3.1 document), GET /api/docs
// (the same as a page without scripts) and GET /api/docs.css (that page's stylesheet).
import { apiDocs, apiDocsStylesheet, openApiDocument, OpenApiDocumentSchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { operationBinder } from '../http/bind-operation';
import { str } from '../http/json-shapes';
import { DOCS_CSS, renderDocsPage } from './docs-page';

/** The documentation page's headers: no script, no connection, styles from this server only. */
export const DOCS_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': ["default-src 'none'", "style-src 'self'", "img-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; '),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=300',
};

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'apiDocument'>>();

/** The page, rendered once per document. */
const pages = new WeakMap<object, string>();

/** The operations of the documentation. */
export const openApiRoutes = [
  bind(openApiDocument, {
    doc: { summary: 'This OpenAPI 3.1 document', tags: ['Documentation'], answer: 'The OpenAPI document.' },
    answer: OpenApiDocumentSchema,
    handler({ deps, c }) {
      c.header('Cache-Control', 'public, max-age=300');
      return deps.apiDocument();
    },
  }),
  bind(apiDocs, {
    doc: { summary: 'The API documentation as a page, made from the OpenAPI document', tags: ['Documentation'], answer: 'An HTML page without scripts.', contentType: 'text/html' },
    answer: str,
    handler({ deps, c }) {
      const document = deps.apiDocument();
      let page = pages.get(document);
      if (page === undefined) {
        page = renderDocsPage(document);
        pages.set(document, page);
      }
      for (const [name, value] of Object.entries(DOCS_PAGE_HEADERS)) c.header(name, value);
      return c.html(page);
    },
  }),
  bind(apiDocsStylesheet, {
    doc: { summary: "The documentation page's stylesheet", tags: ['Documentation'], answer: 'A CSS stylesheet.', contentType: 'text/css' },
    answer: str,
    handler({ c }) {
      c.header('Cache-Control', 'public, max-age=300');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    },
  }),
];
