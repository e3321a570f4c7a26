// The hosted page's real URL: `/report/{state}/{city}/{zip}/{street}/{number}?lat&lng&signature&page=…#section`
// (spec 2 section 2), or `/org-report/...` for an organization. The address is read back from the
// path, so a shared link opens its report directly. Other query parameters are kept as they are.
import { rewriteQuery } from './query';
import { cleanSection, pageFromParam, toAddress, type NavState } from './state';

/** Query parameters the hosted URL owns; every other one is left alone. */
const OWN_PARAMS = ['lat', 'lng', 'signature', 'page', 'plan-category', 'error'] as const;

/** The path segment standing for an empty zip code (some sources have none). */
const NO_ZIP = '-';

const REPORT_PATH = /^(.*?)\/(report|org-report)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** What a hosted URL says: the navigation state, and the path of the landing (the part before /report/). */
export function parseHostedUrl(href: string): { state: NavState; landingPath: string } {
  const url = new URL(href);
  const params = url.searchParams;
  const base = {
    page: pageFromParam(params.get('page')),
    planCategory: params.get('plan-category') || undefined,
    section: cleanSection(decodeSegment(url.hash.slice(1))),
    error: params.get('error') || undefined,
  };
  const match = REPORT_PATH.exec(url.pathname);
  if (!match) return { state: { ...base, page: 'overview' }, landingPath: url.pathname };
  const prefix = match[1] ?? '';
  const [state, city, zip, street, number] = match.slice(3).map((part) => decodeSegment(part ?? '') ?? '');
  const address = toAddress({
    state,
    city,
    zip_code: zip === NO_ZIP ? '' : zip,
    street,
    street_number: number,
    lat: params.get('lat') ?? '',
    lng: params.get('lng') ?? '',
    signature: params.get('signature') ?? '',
  });
  return { state: address ? { ...base, address } : { ...base, page: 'overview' }, landingPath: `${prefix}/` };
}

/** Options of the hosted URL: the landing path, and whether the report is an organization's. */
export interface HostedUrlOptions {
  landingPath: string;
  org?: string | undefined;
}

/** The hosted URL of a state, built on the current URL so unrelated query parameters survive. */
export function formatHostedUrl(currentHref: string, state: NavState, options: HostedUrlOptions): string {
  const url = new URL(currentHref);
  const entries: [string, string][] = [];
  // Reports live beside the landing: `/` gives `/report/…`, `/lotline/index.html` gives `/lotline/report/…`.
  const base = options.landingPath.slice(0, options.landingPath.lastIndexOf('/') + 1) || '/';
  let hash = '';
  if (!state.address) {
    url.pathname = options.landingPath;
  } else {
    const a = state.address;
    const segments = [a.state, a.city, a.zip_code || NO_ZIP, a.street, a.street_number].map(encodeURIComponent);
    url.pathname = `${base}${options.org ? 'org-report' : 'report'}/${segments.join('/')}`;
    entries.push(['lat', String(a.lat)], ['lng', String(a.lng)], ['signature', a.signature]);
    if (state.page !== 'overview') entries.push(['page', state.page]);
    if (state.planCategory) entries.push(['plan-category', state.planCategory]);
    if (state.section) hash = `#${encodeURIComponent(state.section)}`;
  }
  if (state.error) entries.push(['error', state.error]);
  return `${url.origin}${url.pathname}${rewriteQuery(url.search, OWN_PARAMS, entries)}${hash}`;
}
