// The origin a site embeds Lotline from, in its one canonical form: embedding settings, CORS and
// the sign-in popup compare origins only in this form.

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${HOST_LABEL}(?:\\.${HOST_LABEL})*$`);
const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@:\s]+)(?::(\d{1,5}))?\/?$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * The canonical origin of `text` (`scheme://host[:port]`, lower-case, no default port, no
 * trailing slash), or null when it is not an origin a site may embed from. Accepted:
 * `https://host[:port]` with an ASCII host name (international names in punycode) and
 * `http://localhost[:port]` or `http://127.0.0.1[:port]` for local development. A single
 * trailing slash is dropped; paths, queries, fragments, user names, IPv6 hosts, other schemes
 * and port 0 are refused.
 */
export function normalizeOrigin(text: string): string | null {
  const match = ORIGIN.exec(text.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  if (!HOSTNAME.test(host)) return null;
  if (scheme !== 'https' && !(scheme === 'http' && LOOPBACK_HOSTS.has(host))) return null;
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65_535)) return null;
  return port === undefined || port === DEFAULT_PORTS[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/**
 * The origin a website's address embeds from (`https://example.com/about` gives
 * `https://example.com`), or null when the address is not a URL or its origin is not one a site
 * may embed from (normalizeOrigin). Onboarding offers it as the first allowed origin.
 */
export function websiteOrigin(url: string): string | null {
  // The scheme, authority and nothing after: the part before the first '/', '?' or '#' past '//'.
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(?:[/?#].*)?$/i.exec(url.trim());
  return match ? normalizeOrigin(match[1]!) : null;
}
