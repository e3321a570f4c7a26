// Where the widget runs: embed mode comes from the hosted page's address (`?embed=1`, with the
// organization as `?org=`), and the parent page's origin from the browser, so a framed widget
// knows whom it may talk to.

/** The embedding parameters of the hosted page's address. */
export interface EmbedContext {
  /** `?embed=1`: the hosted page shown inside another site. */
  isEmbedded: boolean;
  /** `?org=`: the organization the page is embedded for, or null. */
  org: string | null;
}

/** Reads `embed` and `org` from a query string such as `location.search`. */
export function readEmbedContext(search: string): EmbedContext {
  const params = new URLSearchParams(search);
  return { isEmbedded: params.get('embed') === '1', org: params.get('org') || null };
}

/**
 * The origin of the page that frames this one, or null when unknown. `location.ancestorOrigins`
 * stays right after the frame navigates; `document.referrer` is the fallback where it is missing
 * (it names the parent only until the frame's first navigation).
 */
export function parentOrigin(location: Location, referrer: string): string | null {
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page a person sees an embedded widget on, as the browser reports it: the
 * widget's own page, or, for Lotline's hosted page in another site's frame (`isFramed`, on the API's
 * origin), the page that frames it; null when the browser does not say. The sign-in popup names it
 * in its consent (issue 28).
 */
export function embeddingSite(location: Location, referrer: string, isFramed: boolean, apiOrigin: string): string | null {
  if (!isFramed || location.origin !== apiOrigin) return location.origin;
  return parentOrigin(location, referrer);
}

/**
 * The origins a framed widget may post its events to: the parent's origin when the organization
 * allows it, or when it is the widget's own origin (a same-origin parent can read the frame
 * anyway, so messages hide nothing from it). Empty when the parent is unknown or not allowed.
 */
export function messageTargets(allowedOrigins: readonly string[], parent: string | null, ownOrigin: string): string[] {
  if (!parent) return [];
  return parent === ownOrigin || allowedOrigins.includes(parent) ? [parent] : [];
}
