// Pages: the vendor's hosted page at /, at the report paths (/report/… and /org-report/…, where
// the widget reads the address from the path) and in embed mode for an organization
// (`?org=ID&embed=1`), the sign-in page at /sign-in and /reset-password (the same page with the
// widget in account mode), the packages page at /packages (in packages mode), the organization
// settings at /settings (settings mode), an invite's join page at /join (join mode), the terms
// of use at /terms and the way to book a call at /schedule-call (both linked from the onboarding
// dialog), and the demo host site at /demo/. They are plain files of demo-host/; those with the
// widget load the built bundles from /static/ exactly as a customer's site would. Every page has
// a strict Content-Security-Policy (page-policy.ts): no inline script or style anywhere, so the
// pages' own styles are the stylesheets /hosted.css and /plain-page.css.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { normalizeOrigin } from '../../../core/api';
import type { Database } from '../db/database';
import { createEmbedOriginCheck } from '../orgs/embed-origins';
import { honouredOrigins } from '../orgs/local-origins';
import { findOrganization, findOrgPublicConfig } from '../orgs/org-store';
import { ACCOUNT_PAGE_TITLES, readHostedPageRequest, renderAccountPage, renderHostedPage, type AccountPageMode } from './hosted-page';
import { ACCOUNT_PAGE_HEADERS, frameAncestorsSources, PLAIN_PAGE_HEADERS, SETTINGS_PAGE_HEADERS, SIGN_IN_PAGE_HEADERS, widgetPagePolicy } from './page-policy';

/** Options of `pageRoutes`. */
export interface PageRoutesOptions {
  /** Folder of demo-host/: hosted.html and the demo site. */
  demoHostDir: string;
  /** Tile URL template for the hosted page's map. */
  tileUrl?: string | undefined;
  /** Tile URL template for the hosted page's satellite base layer. */
  satelliteTileUrl?: string | undefined;
  /** Where this server serves its Protomaps base map archive (/basemap.pmtiles), when it has one. */
  pmtilesUrl?: string | undefined;
  /** Where organizations are read; without it only the vendor's own pages may frame an organization's page. */
  database?: Database | undefined;
  /** The booking page that /schedule-call redirects to (LOTLINE_SCHEDULING_URL); without it /schedule-call says scheduling is not configured. */
  schedulingUrl?: string | undefined;
  /** Whether an origin is one the organization embeds on (the app's cached check); one of `database` is made without it. */
  isEmbedOrigin?: ((origin: string, organizationId?: string) => Promise<boolean>) | undefined;
  /** Whether origins of the visitor's own machine count among an organization's (orgs/local-origins.ts). Default true. */
  allowLocalhostOrigins?: boolean | undefined;
}

/** Where the sign-in page may hand its token: the origin, the embedding organization and the site the person agreed to, or for Lotline's own page, no organization. */
interface AllowedReturn {
  returnTo: string;
  organization: { id: string; name: string } | null;
  site: string | null;
}

/** The report paths: state, city, zip, street and number as path segments (spec: report route). */
const REPORT_PATH = '/:state/:city/:zip/:street/:number';

/** Headers of each account page mode: the sign-in page alone keeps its opener (page-policy.ts). */
const ACCOUNT_MODE_HEADERS: Record<AccountPageMode, Readonly<Record<string, string>>> = {
  account: SIGN_IN_PAGE_HEADERS,
  packages: ACCOUNT_PAGE_HEADERS,
  settings: SETTINGS_PAGE_HEADERS,
  join: ACCOUNT_PAGE_HEADERS,
};

/** Routes for /, /report/…, /org-report/…, /sign-in, /reset-password, /packages, /settings, /join, /terms, /schedule-call, /demo/ and the pages' stylesheets. */
export function pageRoutes(options: PageRoutesOptions): Hono {
  const hostedHtml = readFile(join(options.demoHostDir, 'hosted.html'), 'utf8');
  const tileUrls = [options.tileUrl, options.satelliteTileUrl];
  const allowLocalhost = options.allowLocalhostOrigins ?? true;
  // The stylesheets of the vendor's pages, which a strict policy keeps out of the HTML.
  const stylesheet = (file: 'hosted.css' | 'plain-page.css') => {
    const css = readFile(join(options.demoHostDir, file), 'utf8');
    return async (c: Context) => c.body(await css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  };
  // The plain pages have no widget: their files are served as they are.
  const plainPage = (file: 'terms.html' | 'schedule-call.html') => {
    const html = readFile(join(options.demoHostDir, file), 'utf8');
    return async (c: Context) => {
      for (const [name, value] of Object.entries(PLAIN_PAGE_HEADERS)) c.header(name, value);
      return c.html(await html);
    };
  };
  const termsPage = plainPage('terms.html');
  const schedulingNote = plainPage('schedule-call.html');

  const hostedPage = async (c: Context) => {
    const request = readHostedPageRequest((name) => c.req.query(name));
    // The page signs people in, so a frame could dress it up and click it for them: only an
    // organization's embed page (`?embed=1&org=`, even one naming an unknown or invalid id) may be
    // framed, by the vendor and the organization's allowed origins. Every other form of it (the
    // vendor's own page, an organization's page outside an embed, `?embed=1` without an
    // organization) is framed by no one (issue 28).
    let frameAncestors = ["'none'"];
    if (c.req.query('org') !== undefined && request.isEmbedded) {
      const config = request.org && options.database ? await findOrgPublicConfig(options.database.db, request.org) : undefined;
      frameAncestors = frameAncestorsSources(honouredOrigins(config?.allowed_origins ?? [], allowLocalhost));
    }
    c.header('Content-Security-Policy', widgetPagePolicy({ tileUrls, frameAncestors }));
    return c.html(renderHostedPage(await hostedHtml, request, { tileUrl: options.tileUrl, satelliteTileUrl: options.satelliteTileUrl, pmtilesUrl: options.pmtilesUrl }));
  };

  // The sign-in page hands a token only to Lotline's own pages, or, after the person agreed, a widget
  // token to a site the organization named in `org` embeds Lotline on (decision 027): any other
  // origin could open the genuine page in a popup and collect the token of whoever signs in there.
  // The consent names `site`, the page the person sees the widget on as their browser reported it:
  // the inline embed's own origin (its `returnTo`), or for Lotline's page framed in a site, that
  // site (the frame's `location.ancestorOrigins`), never a name the organization chose (issue 28).
  const isEmbedOrigin = options.isEmbedOrigin ?? (options.database ? createEmbedOriginCheck(options.database.db, { allowLocalhost }) : async () => false);
  const organizationNamed = async (id: string | undefined): Promise<{ id: string; name: string } | null> => {
    if (!id || !options.database || id.length > 80) return null;
    const row = await findOrganization(options.database.db, id);
    return row ? { id: row.id, name: row.name } : null;
  };
  const isOrigin = (value: string | undefined): value is string => value !== undefined && normalizeOrigin(value) === value;
  const allowedReturnTo = async (c: Context): Promise<AllowedReturn | null> => {
    const asked = c.req.query('returnTo');
    if (!isOrigin(asked)) return null;
    const own = new URL(c.req.url).origin;
    // Lotline's own page, signing in for itself: the session goes back to it.
    if (c.req.query('org') === undefined) return asked === own ? { returnTo: asked, organization: null, site: null } : null;
    // An embed: nothing goes anywhere unless the organization exists and embeds on the site named.
    const organization = await organizationNamed(c.req.query('org')).catch(() => null);
    const site = asked === own ? c.req.query('site') : (c.req.query('site') ?? asked);
    if (!organization || !isOrigin(site) || (asked !== own && site !== asked)) return null;
    const embeds = site === own || (await isEmbedOrigin(site, organization.id).catch(() => false));
    return embeds ? { returnTo: asked, organization, site } : null;
  };
  // The packages, settings and join pages hand no token anywhere (their own sign-in goes through the sign-in popup), so they take no returnTo.
  const accountPage = (path: keyof typeof ACCOUNT_PAGE_TITLES, mode: AccountPageMode = 'account') => async (c: Context) => {
    const { lang } = readHostedPageRequest((name) => c.req.query(name));
    for (const [name, value] of Object.entries(ACCOUNT_MODE_HEADERS[mode])) c.header(name, value);
    const allowed = mode === 'account' ? await allowedReturnTo(c) : null;
    return c.html(
      renderAccountPage(await hostedHtml, { lang, title: ACCOUNT_PAGE_TITLES[path], returnTo: allowed?.returnTo ?? null, organization: allowed?.organization ?? null, site: allowed?.site ?? null, mode }),
    );
  };

  return new Hono()
    .get('/', hostedPage)
    .get('/sign-in', accountPage('/sign-in'))
    .get('/reset-password', accountPage('/reset-password'))
    .get('/packages', accountPage('/packages', 'packages'))
    .get('/settings', accountPage('/settings', 'settings'))
    .get('/join', accountPage('/join', 'join'))
    .get('/terms', termsPage)
    // Spec 9: booking a call is an external link; the operator names it, and without one the page says so.
    .get('/schedule-call', async (c) => {
      if (!options.schedulingUrl) return schedulingNote(c);
      // The booking site is not told which page (a host's, with an address in its query) linked here.
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(options.schedulingUrl, 302);
    })
    .get(`/report${REPORT_PATH}`, hostedPage)
    .get(`/org-report${REPORT_PATH}`, hostedPage)
    .get('/hosted.css', stylesheet('hosted.css'))
    .get('/plain-page.css', stylesheet('plain-page.css'))
    .get('/demo', (c) => c.redirect('/demo/', 301))
    // The demo site is a builder's site under the policy a strict builder would set: the widget
    // needs nothing inline there either.
    .use('/demo/*', async (c, next) => {
      await next();
      if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', widgetPagePolicy({ tileUrls }));
    })
    .use('/demo/*', serveStatic({ root: options.demoHostDir, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));
}
