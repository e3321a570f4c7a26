// The vendor's hosted page: demo-host/hosted.html with the widget's attributes filled in from
// the request (`?org=`, `?lang=`, `?embed=1`), and the Content-Security-Policy that says who may
// frame it: the vendor itself and the origins the organization allows.
import * as v from 'valibot';
import { normalizeOrigin, OrgIdSchema } from '../../../core/api/org.schema';

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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Tile URL templates of the hosted page's base layers; a layer without one is left out. */
export interface HostedPageTiles {
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
}

/** The page's HTML: attributes on <lotline-widget>, and `data-embed` on <body> in embed mode. */
export function renderHostedPage(html: string, request: HostedPageRequest, tiles: HostedPageTiles = {}): string {
  const attributes = [
    tiles.tileUrl ? ` tile-url="${escapeAttribute(tiles.tileUrl)}"` : '',
    tiles.satelliteTileUrl ? ` satellite-tile-url="${escapeAttribute(tiles.satelliteTileUrl)}"` : '',
    request.org ? ` org="${escapeAttribute(request.org)}"` : '',
    request.lang ? ` lang="${request.lang}"` : '',
    // The vendor's own page keeps the report in its real URL; inside a customer's frame the widget
    // keeps its own parameters, as it does inline.
    request.isEmbedded ? '' : ' mode="hosted"',
  ].join('');
  const page = html.replace('<lotline-widget', `<lotline-widget${attributes}`);
  return request.isEmbedded ? page.replace('<body', '<body data-embed') : page;
}

/**
 * The `frame-ancestors` policy for an organization's page: the page's own origin and the given
 * origins. Anything that is not a canonical embedding origin is left out, so a stored value can
 * never add another directive or a wildcard.
 */
export function frameAncestorsPolicy(allowedOrigins: readonly string[]): string {
  const origins = [...new Set(allowedOrigins.filter((origin) => normalizeOrigin(origin) === origin))];
  return ["frame-ancestors 'self'", ...origins].join(' ');
}
