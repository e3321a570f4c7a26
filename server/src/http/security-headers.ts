// Security headers on every answer (issue 10, Headers and the browser; decision 021). Routes set
// what is particular to them (a page's Content-Security-Policy, `no-referrer` on the account
// pages, Cross-Origin-Resource-Policy on files other sites load); this middleware fills in the
// rest after the route has answered, so an answer without a policy of its own (API JSON, files,
// errors) gets the strictest one.
import type { MiddlewareHandler } from 'hono';

/** The policy of answers that set none: nothing may load, nothing may frame it. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features no Lotline page uses, turned off for the page and anything it frames; the
 * widget copies links (clipboard-write) and plays videos full screen, so those stay on for the
 * page's own origin. Only features Chromium knows are listed: an unknown one is a console error.
 */
export const DEFAULT_PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** Options of `securityHeaders`. */
export interface SecurityHeadersOptions {
  /** Send Strict-Transport-Security: only when the server's public URL is https. Default false. */
  strictTransportSecurity?: boolean;
  /** Strict-Transport-Security's max-age in seconds. Default one year. */
  hstsMaxAgeS?: number;
  /** The Permissions-Policy of every answer. Default `DEFAULT_PERMISSIONS_POLICY`. */
  permissionsPolicy?: string;
}

/** The `frame-ancestors` sources of a policy, or undefined when it has none. */
export function frameAncestorsOf(policy: string): string | undefined {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources.join(' ');
  }
  return undefined;
}

/**
 * Fills in the security headers an answer lacks: nosniff, a referrer policy, the opener policy
 * the sign-in popup allows, same-origin resource policy, the permissions policy, a
 * Content-Security-Policy (NO_CONTENT_POLICY when the route set none, `frame-ancestors 'none'`
 * added to one without it), X-Frame-Options DENY where nothing may frame the answer, and
 * Strict-Transport-Security when asked.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const fixed: [string, string][] = [
    // Routes may choose stricter values for these (no-referrer, or cross-origin for files other sites load).
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The widget opens the sign-in page in a popup that posts its token back to its opener: a
    // page may keep popups it opens, and the sign-in page itself sets `unsafe-none`.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', options.permissionsPolicy ?? DEFAULT_PERMISSIONS_POLICY],
  ];
  const hsts = options.strictTransportSecurity ? `max-age=${options.hstsMaxAgeS ?? 31_536_000}` : undefined;

  return async function securityHeaders(c, next) {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of fixed) if (!headers.has(name)) headers.set(name, value);
    let policy = headers.get('Content-Security-Policy') ?? NO_CONTENT_POLICY;
    let ancestors = frameAncestorsOf(policy);
    if (ancestors === undefined) {
      ancestors = "'none'";
      policy = `${policy}; frame-ancestors 'none'`;
    }
    headers.set('Content-Security-Policy', policy);
    // X-Frame-Options cannot list origins: it says DENY where nothing may frame the answer, for
    // browsers without frame-ancestors, and is left out where frame-ancestors lists who may.
    if (ancestors === "'none'") headers.set('X-Frame-Options', 'DENY');
    if (hsts) headers.set('Strict-Transport-Security', hsts);
  };
}
