// The Lotline HTTP application. `createApp(deps)` builds it and never listens, so tests call
// `app.request()` without a port and `index.ts` alone decides how it is served.
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { serveStatic } from '@hono/node-server/serve-static';
import { ApiErrorCode, REPORT_GRANT_HEADER, type ApiErrorBody } from '../../core/api';
import { createAccounts } from './auth/accounts';
import { createAuthenticator } from './auth/current-user';
import { createDefaultBillingProvider, type BillingProvider } from './billing/billing-provider';
import { computeBudget } from './compute/compute-pool';
import type { Database } from './db/database';
import { errorResponse } from './http/api-error';
import type { ClientLimit, LimitedRoute } from './http/client-limits';
import { rejectNulInUrl } from './http/input-guards';
import { apiBudgetMs, requestTimeout } from './http/request-timeout';
import { createMetrics, httpMetrics, type Metrics } from './http/metrics';
import { requestLog } from './http/request-log';
import { markUnmatched } from './http/route-label';
import { securityHeaders } from './http/security-headers';
import { consoleLogger, type Logger } from './log/logger';
import { blobStoreOf, type FileStoreKind } from './media/blob-stores';
import type { MediaStore } from './media/media-store';
import { createEmbedOriginCheck } from './orgs/embed-origins';
import { requireOrgRoles } from './orgs/org-access';
import { adminMatcher, apiCors, corsOriginOf, widgetScope } from './http/widget-scope';
import { mountOperations } from './http/bind-operation';
import type { RouteDeps } from './http/route-deps';
import { API_OPERATIONS, documentedRoutes, openApiDocument } from './operations';
import { pageRoutes } from './pages/page.route';
import { createLogoLoader } from './pdf/logo-loader';
import { createPdfStore, type PdfStore } from './pdf/pdf-store';
import { healthRoutes } from './routes/health.route';
import { metricsRoutes } from './routes/metrics.route';
import { basemapPmtilesRoutes } from './routes/basemap-pmtiles.route';
import { BASEMAP_PMTILES_PATH } from './basemap-pmtiles';
import { findCatalogueFloorPlan, type FindFloorPlan } from './placement/place-unit';
import type { StreetViewProvider } from './property/street-view.route';
import { fetchImage, type SafeFetchOptions } from './unfurl/safe-fetch';
import { createUnfurler } from './unfurl/unfurl-service';

/** What the app needs from the outside world. */
export interface AppDeps {
  database: Database;
  /** Signs address parts; at least 32 characters. */
  secret: string;
  /** Folder of the built bundles served under /static/ (omitted: not served). */
  distDir?: string;
  /** Folder of the demo host site served at /demo/ and of the hosted page at / (omitted: not served). */
  demoHostDir?: string;
  /** Tile URL template for the hosted page's map; no tiles when absent. */
  tileUrl?: string;
  /** Tile URL template of the hosted page's satellite base layer; none when absent. */
  satelliteTileUrl?: string;
  /** A Protomaps base map archive (LOTLINE_BASEMAP_PMTILES), served at /basemap.pmtiles and offered to the hosted page's map; none when absent. */
  basemapPmtiles?: string;
  /** The booking page GET /schedule-call redirects to (LOTLINE_SCHEDULING_URL); without it that page says scheduling is not configured. */
  schedulingUrl?: string;
  /** Where street-view photos come from; none without a key. */
  streetView?: StreetViewProvider;
  /** Limits of link-preview and logo fetches, hosts exempt from the SSRF checks (none by default), the resolver and extra certificate authorities. */
  unfurl?: SafeFetchOptions;
  /** The data directory (LOTLINE_DATA_DIR); uploaded media go under its media/ folder, generated PDFs under pdf/. Default ./.lotline-data. */
  dataDir?: string;
  /** Where uploaded media and PDFs are kept when no store is given: `files` under the data directory (default) or `database` rows (LOTLINE_FILE_STORE). */
  fileStore?: FileStoreKind;
  /** Where uploaded photos and videos are kept (default: per `fileStore`, under `<dataDir>/media/`). */
  mediaStore?: MediaStore;
  /** Generated PDFs (default: rows in the database, files per `fileStore` under `<dataDir>/pdf/`, links kept 30 days). */
  pdfStore?: PdfStore;
  /** The origin of links in e-mails (LOTLINE_PUBLIC_URL), or a function read when a link is made (default http://localhost:8080). */
  publicUrl?: string | (() => string);
  /** Whether development tokens (`dev.…`, decision 009) sign users in; index.ts turns them off in production. Default true. */
  devTokens?: boolean;
  /** Whether organizations may embed on origins of the visitor's own machine (localhost, 127.0.0.1; orgs/local-origins.ts); index.ts says no in production unless LOTLINE_ALLOW_LOCALHOST_ORIGINS. Default true. */
  allowLocalhostOrigins?: boolean;
  /** Take the client's address from the last X-Forwarded-For entry (behind a trusted reverse proxy). Default false. */
  trustProxy?: boolean;
  /** Packages and the subscription portal (default: packages set by `npm run admin`, no portal). */
  billing?: BillingProvider;
  /** The current time (default: the system clock); tests fix it to check what depends on the day or the month. */
  now?: () => Date;
  /** Looks up the catalogue plans placement may place (default: the catalogue of the release); tests give their own. */
  findFloorPlan?: FindFloorPlan;
  /** Per-client rate limits of search, previews, the analysis and PDFs, where they differ from the defaults (benchmarks raise them). */
  clientLimits?: Partial<Record<LimitedRoute, ClientLimit>>;
  /** The server's logger (server/src/log/logger.ts); default: warnings and errors only, through the console. */
  logger?: Logger;
  /** Where requests are counted for GET /metrics (default: a fresh set without event-loop sampling). */
  metrics?: Metrics;
  /** The bearer token that lets a scraper that is not on this machine read GET /metrics (LOTLINE_METRICS_TOKEN). */
  metricsToken?: string;
  /** Check every JSON answer against its operation's answer schema, a mismatch being a 500 that names it (decision 040); index.ts turns it off in production. Default true. */
  checkAnswers?: boolean;
}

export type { RouteDeps };

/** The services of `deps`, built once per app; the database is not touched until a request needs it. */
export function buildRouteDeps(deps: AppDeps): RouteDeps & AppDeps {
  const configured = deps.publicUrl ?? 'http://localhost:8080';
  const publicUrl = typeof configured === 'function' ? configured : () => configured;
  const accounts = createAccounts({ db: deps.database.db, secret: deps.secret, publicUrl });
  const logger = deps.logger ?? consoleLogger;
  const blobs = (store: 'media' | 'pdf') => blobStoreOf(deps.fileStore ?? 'files', store, { db: deps.database.db, dataDir: deps.dataDir ?? './.lotline-data' });
  return {
    ...deps,
    accounts,
    auth: createAuthenticator({ secret: deps.secret, accounts, devTokens: deps.devTokens ?? true, db: deps.database.db }),
    billing: deps.billing ?? createDefaultBillingProvider(deps.database.db),
    now: deps.now ?? (() => new Date()),
    findFloorPlan: deps.findFloorPlan ?? findCatalogueFloorPlan,
    publicUrl,
    logger,
    isEmbedOrigin: createEmbedOriginCheck(deps.database.db, { allowLocalhost: deps.allowLocalhostOrigins ?? true }),
    mediaStore: deps.mediaStore ?? blobs('media'),
    pdfStore: deps.pdfStore ?? createPdfStore(deps.database.db, blobs('pdf')),
    loadLogo: createLogoLoader((url) => fetchImage(url, deps.unfurl), { logger }),
    unfurler: createUnfurler(deps.unfurl),
    apiDocument: openApiDocument,
    orgRoles: requireOrgRoles,
  };
}

/** The operational routes, whose access lines are written at debug: they are polled every few seconds. */
const PROBE_ROUTES = ['/healthz', '/readyz', '/metrics'];

/** Builds the application: the API under /api, bundles under /static/, pages at / and /demo/, probes and metrics. */
export function createApp(appDeps: AppDeps): Hono {
  const deps = buildRouteDeps(appDeps);
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => {
    markUnmatched(c);
    return c.text('404 Not Found', 404);
  });
  // Outermost, so they see every answer as sent, errors included (issue 10): the request id and
  // its logger first, then the metrics, then the headers every answer gets.
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', requestLog({ logger: deps.logger, quietRoutes: PROBE_ROUTES }));
  const metrics = deps.metrics ?? createMetrics();
  app.use('*', httpMetrics({ metrics }));
  const configuredUrl = appDeps.publicUrl;
  app.use('*', securityHeaders({ strictTransportSecurity: typeof configuredUrl === 'string' && configuredUrl.startsWith('https://') }));
  app.use('*', compress());
  // Inline embeds call the API from the organization's site: CORS for the origins the organization
  // the request is for allows, never on administration (decision 027). Requests carry bearer
  // tokens, never cookies, so no credentials mode.
  const isAdmin = adminMatcher(documentedRoutes());
  // A widget token reaches the widget's work from its own origin, never administration, whatever
  // the method. CORS answers an OPTIONS itself, so the scope sees an OPTIONS before it, and any
  // other request after it (whose refusal the widget may then read, from an allowed origin).
  const scope = widgetScope({ auth: deps.auth, isAdmin });
  app.use('/api/*', (c, next) => (c.req.method === 'OPTIONS' ? scope(c, next) : next()));
  app.use(
    '/api/*',
    apiCors({
      originOf: corsOriginOf({ auth: deps.auth, isAdmin, isEmbedOrigin: deps.isEmbedOrigin }),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['authorization', 'content-type', REPORT_GRANT_HEADER.toLowerCase()],
      // A rate-limited sign-in says when to try again.
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', (c, next) => (c.req.method === 'OPTIONS' ? next() : scope(c, next)));
  // An answer to a signed-in request carries that user's data: no cache keeps it, unless the route said how (PDFs, media).
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.header('authorization') && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store');
  });
  // PostgreSQL text cannot hold NUL: a path or query with one is invalid input, not a failed query.
  app.use('/api/*', rejectNulInUrl);

  // Every API request has a time budget (the busiest or costliest operations also a rate per client: http/client-limits.ts).
  app.use('/api/*', requestTimeout({ budgetMs: apiBudgetMs }));
  app.use('/api/*', computeBudget());

  app.route('/', healthRoutes({ database: deps.database }));
  app.route('/', metricsRoutes({ metrics, token: deps.metricsToken, trustProxy: deps.trustProxy }));
  mountOperations(app, API_OPERATIONS, deps, { checkAnswers: appDeps.checkAnswers ?? true });
  app.all('/api/*', (c) => {
    markUnmatched(c);
    return c.json({ error: { code: ApiErrorCode.NotFound, message: `No API route ${c.req.method} ${c.req.path}` } } satisfies ApiErrorBody, 404);
  });

  if (deps.distDir && existsSync(deps.distDir)) {
    const root = deps.distDir;
    app.use('/static/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=300');
      // The widget is loaded as module scripts, which browsers fetch with CORS from the host's site.
      c.header('Access-Control-Allow-Origin', '*');
      // The SDK is a classic script, fetched without CORS: a host page that isolates itself
      // (Cross-Origin-Embedder-Policy) loads it only if it says other sites may.
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
    app.use('/static/*', serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/static/, '') }));
  }
  if (deps.basemapPmtiles) app.route('/', basemapPmtilesRoutes({ file: deps.basemapPmtiles }));
  if (deps.demoHostDir && existsSync(deps.demoHostDir)) {
    app.route(
      '/',
      pageRoutes({
        demoHostDir: deps.demoHostDir,
        tileUrl: deps.tileUrl,
        satelliteTileUrl: deps.satelliteTileUrl,
        pmtilesUrl: deps.basemapPmtiles ? BASEMAP_PMTILES_PATH : undefined,
        database: deps.database,
        schedulingUrl: deps.schedulingUrl,
        isEmbedOrigin: deps.isEmbedOrigin,
        allowLocalhostOrigins: deps.allowLocalhostOrigins ?? true,
      }),
    );
  }
  return app;
}
