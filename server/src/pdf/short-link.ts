// How the PDF prints a link: the host (without `www.`) and a short path, e.g.
// `mass.gov/regulations/760-CMR-7100-…` for a long address, while the printed words link to the
// whole URL. A reader of the paper finds the page from the host and the start of the path.

/** The longest path printed after the host, in characters, before it is cut with '…'. */
export const SHORT_PATH_CHARS = 28;

/** `url` as host and short path; what is not an http(s) URL is answered as it is. */
export function shortLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  const host = parsed.host.replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.length === 0) return host;
  const full = segments.join('/');
  if (full.length <= SHORT_PATH_CHARS && !parsed.search) return `${host}/${full}${parsed.pathname.endsWith('/') ? '/' : ''}`;
  if (full.length <= SHORT_PATH_CHARS) return `${host}/${full}…`;
  // The first segment and the last, when both fit; else the start of the path.
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  if (segments.length > 1 && first.length + last.length + 3 <= SHORT_PATH_CHARS) return `${host}/${first}/…/${last}`;
  return `${host}/${full.slice(0, SHORT_PATH_CHARS - 1)}…`;
}
