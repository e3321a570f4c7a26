// The Content-Security-Policy and other headers of the server's pages (issue 10; decision 021).
// Every page loads scripts and styles from its own origin only: no inline script, no inline
// style, no eval. The widget's styles are constructed stylesheets adopted into its shadow root,
// and its inline styles are set through the CSSOM (element.style), which CSP does not govern, so
// no page needs 'unsafe-inline' in any style directive. The security-headers middleware adds
// what all answers share (nosniff, X-Frame-Options, the permissions policy).
import { normalizeOrigin } from '../../../core/api';

/** A policy's directives, in the order they are written. */
export type PolicyDirectives = Record<string, readonly string[]>;

/** Writes directives as a Content-Security-Policy value. */
export function serializePolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The source of a tile URL template for img-src and connect-src: its origin, with a `{s}`
 * subdomain placeholder as a `*.` wildcard. Undefined when the host holds another placeholder,
 * which a policy cannot express; the hosted page then shows no tiles from it, and the template
 * should name its host.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const [, scheme, authority] = match as unknown as [string, string, string];
  const host = authority.replace(/^\{s\}\./, '*.');
  if (/[{}]/.test(host) || /[\s;,']/.test(host)) return undefined;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The `frame-ancestors` sources of an organization's page: its own origin and the given
 * origins. Anything that is not a canonical embedding origin is left out, so a stored value can
 * never add another directive or a wildcard.
 */
export function frameAncestorsSources(allowedOrigins: readonly string[]): string[] {
  const origins = [...new Set(allowedOrigins.filter((origin) => normalizeOrigin(origin) === origin))];
  return ["'self'", ...origins];
}

/** Images of this origin, data: and blob: URLs, and any http(s) site. */
const IMAGES_FROM_ANYWHERE = ["'self'", 'data:', 'blob:', 'https:', 'http:'];

/** What the widget's pages policy depends on. */
export interface WidgetPagePolicyOptions {
  /** Tile URL templates the page's map loads (LOTLINE_TILE_URL, LOTLINE_SATELLITE_TILE_URL). */
  tileUrls?: readonly (string | undefined)[];
  /** Who may frame the page: `["'none'"]` (default) or `frameAncestorsSources(...)`. */
  frameAncestors?: readonly string[];
}

/**
 * The policy of the pages that run the whole widget (the hosted page at / and the report paths,
 * the demo site): scripts, styles and connections of this origin (and the tile servers); images
 * from any http(s) site too (organizations' logos, link previews' pictures and tiles come from
 * sites we do not know; an image runs no code, and an https page has the browser upgrade http
 * ones) and from data: and blob: URLs (Leaflet's icons, users' photos); users' videos from blob:
 * URLs; frames of this origin (the PDF preview); no plugins, no <base>, forms posted here only.
 */
export function widgetPagePolicy(options: WidgetPagePolicyOptions = {}): string {
  const tiles = [...new Set((options.tileUrls ?? []).flatMap((url) => (url ? [tileSource(url)] : [])).filter((source) => source !== undefined))];
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': IMAGES_FROM_ANYWHERE,
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...tiles],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors ?? ["'none'"],
  });
}

/**
 * The policy of the account pages: scripts, styles, images and connections of this origin only,
 * no forms posted anywhere (the widget sends them with fetch), never framed (a password form
 * under another site's page is clickjacking).
 */
const ACCOUNT_PAGE_DIRECTIVES: PolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Headers of the account pages (sign-in, reset, packages, settings, join): the policy above, no
 * referrer (the reset and invite tokens are in the address) and never cached. They open the
 * sign-in popup themselves, so they keep the default opener policy (`same-origin-allow-popups`).
 */
export const ACCOUNT_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': serializePolicy(ACCOUNT_PAGE_DIRECTIVES),
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * Headers of the sign-in pages (/sign-in, /reset-password): the account pages' headers and an
 * explicit `Cross-Origin-Opener-Policy: unsafe-none`, since the page runs in the popup the
 * widget opened and hands the token back through `window.opener`, which any other opener policy
 * would sever.
 */
export const SIGN_IN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...ACCOUNT_PAGE_HEADERS,
  'Cross-Origin-Opener-Policy': 'unsafe-none',
};

/**
 * Headers of the settings page: the account pages' policy, except that images may come from any
 * http(s) site, so the owner sees a preview of the logo URL they typed.
 */
export const SETTINGS_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...ACCOUNT_PAGE_HEADERS,
  'Content-Security-Policy': serializePolicy({ ...ACCOUNT_PAGE_DIRECTIVES, 'img-src': IMAGES_FROM_ANYWHERE }),
};

/**
 * Headers of the plain pages without the widget (the terms, the scheduling note): a policy that
 * allows no script and no connection at all, since these pages have none, with their stylesheet
 * a file of this origin; no referrer, never cached.
 */
export const PLAIN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': serializePolicy({
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }),
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};
