// The vendor's hosted page: demo-host/hosted.html with the widget's attributes filled in from
// the request (`?org=`, `?lang=`, `?embed=1`). The sign-in, packages, settings and join pages are
// the same file with the widget in another mode. The file loads the console bundle of Lotline's
// own pages; in embed mode, inside a builder's site, the page loads the embed bundle instead, the
// visitor's product only (decision 041). Their headers are in page-policy.ts.
import * as v from 'valibot';
import { OrgIdSchema } from '../../../core/api';

/** What one request of the hosted page asks for. */
export interface HostedPageRequest {
  /** The organization the page is shown for; null when absent or not a valid id. */
  org: string | null;
  /** 'en' or 'es'; null lets the widget follow the browser. */
  lang: 'en' | 'es' | null;
  /** `?embed=1`: shown inside another site's iframe, without the vendor's own page frame. */
  isEmbedded: boolean;
}

/** Reads the hosted page's query; invalid values count as absent. */
export function readHostedPageRequest(query: (name: string) => string | undefined): HostedPageRequest {
  const org = query('org');
  const lang = query('lang');
  return {
    org: org !== undefined && v.is(OrgIdSchema, org) ? org : null,
    lang: lang === 'en' || lang === 'es' ? lang : null,
    isEmbedded: query('embed') === '1',
  };
}

/** The widget bundle a builder's site and the framed page load: the lookup and the report only. */
export const EMBED_BUNDLE = '/static/lotline-widget.mjs';

/** The widget bundle of Lotline's own pages (demo-host/hosted.html): the embed's app with the organization console. */
export const CONSOLE_BUNDLE = '/static/lotline-console.mjs';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Tile URL templates of the hosted page's base layers; a layer without one is left out. */
export interface HostedPageTiles {
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  /** The Protomaps base map archive of this server (a path on its origin, read by ranges like the API). */
  pmtilesUrl?: string | undefined;
}

/** The words of the page around the widget, English as demo-host/hosted.html has them, and in Spanish. */
const PAGE_WORDS_ES: readonly (readonly [string, string])[] = [
  ['<html lang="en">', '<html lang="es">'],
  ['<title>Lotline · What can you build on your lot?</title>', '<title>Lotline · ¿Qué puede construir en su lote?</title>'],
  [">See it embedded on a builder's site</a>", '>Véalo integrado en el sitio de un constructor</a>'],
];

/**
 * The page's HTML: attributes on <lotline-widget>, `data-embed` on <body> and the embed bundle in
 * embed mode, and with `?lang=es` the page's own words in Spanish, as the widget's.
 */
export function renderHostedPage(html: string, request: HostedPageRequest, tiles: HostedPageTiles = {}): string {
  const attributes = [
    tiles.tileUrl ? ` tile-url="${escapeAttribute(tiles.tileUrl)}"` : '',
    tiles.satelliteTileUrl ? ` satellite-tile-url="${escapeAttribute(tiles.satelliteTileUrl)}"` : '',
    tiles.pmtilesUrl ? ` pmtiles-url="${escapeAttribute(tiles.pmtilesUrl)}"` : '',
    request.org ? ` org="${escapeAttribute(request.org)}"` : '',
    request.lang ? ` lang="${request.lang}"` : '',
    // The vendor's own page keeps the report in its real URL; inside a customer's frame the widget
    // keeps its own parameters, as it does inline.
    request.isEmbedded ? '' : ' mode="hosted"',
  ].join('');
  // Replacer functions: a `$'` or `$&` in a value is text, not a replacement pattern.
  let page = html.replace('<lotline-widget', () => `<lotline-widget${attributes}`);
  if (request.lang === 'es') for (const [english, spanish] of PAGE_WORDS_ES) page = page.replace(english, () => spanish);
  if (!request.isEmbedded) return page;
  return page.replace('<body', () => '<body data-embed').replace(`src="${CONSOLE_BUNDLE}"`, () => `src="${EMBED_BUNDLE}"`);
}

/** The account pages (the sign-in pages, the packages, settings and join pages) and their titles. */
export const ACCOUNT_PAGE_TITLES = {
  '/sign-in': 'Sign in',
  '/reset-password': 'Reset your password',
  '/packages': 'Packages',
  '/settings': 'Settings',
  '/join': 'Join an organization',
} as const;

/**
 * The widget's mode on an account page: the sign-in forms, the packages (spec 2: '/packages
 * (upgrade page)'), the organization settings (spec 2: '/settings') or an invite's join page.
 */
export type AccountPageMode = 'account' | 'packages' | 'settings' | 'join';

/** The marks on <body> by mode: the packages and settings pages are wider than the sign-in column. */
const BODY_MARKS: Record<AccountPageMode, string> = {
  account: 'data-account',
  packages: 'data-account data-packages',
  settings: 'data-account data-settings',
  join: 'data-account',
};

/** What an account page is rendered with. */
export interface AccountPageOptions {
  lang: HostedPageRequest['lang'];
  title: string;
  /** The `returnTo` origin the server allows (an organization's embed origin, or its own), or null. */
  returnTo: string | null;
  /** The organization whose widget asked for a sign-in (its widget then gets a widget token, after the person agreed), or null. */
  organization?: { id: string; name: string } | null;
  /** The origin of the page the person sees that widget on, which the consent names (issue 28); with `organization` only. */
  site?: string | null;
  /** 'account' (default) for the sign-in pages, else the page's own mode. */
  mode?: AccountPageMode;
}

/**
 * An account page's HTML: the widget in the page's mode (it reads `mode` and `token` from the
 * address itself) with the allowed `return-to` origin, the page's title, and `data-account` on
 * <body> (with `data-packages` or `data-settings` on those pages, which are wider).
 */
export function renderAccountPage(html: string, { lang, title, returnTo, organization, site, mode = 'account' }: AccountPageOptions): string {
  const org = organization && site ? ` org="${escapeAttribute(organization.id)}" org-name="${escapeAttribute(organization.name)}" site="${escapeAttribute(site)}"` : '';
  const attributes = ` mode="${mode}"${lang ? ` lang="${lang}"` : ''}${returnTo ? ` return-to="${escapeAttribute(returnTo)}"` : ''}${returnTo ? org : ''}`;
  return html
    .replace('<lotline-widget', () => `<lotline-widget${attributes}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>Lotline · ${escapeAttribute(title)}</title>`)
    .replace('<body', () => `<body ${BODY_MARKS[mode]}`);
}
