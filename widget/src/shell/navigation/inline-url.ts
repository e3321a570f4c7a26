// The inline embed's URL: the widget keeps its state in its own query parameters, all named
// `lotline-…`, and never touches the host page's path, other parameters or hash.
import { rewriteQuery } from './query';
import { cleanSection, pageFromParam, toAddress, type NavState } from './state';

/** The widget's own query parameters on a host page. */
export const INLINE_PARAMS = {
  page: 'lotline-page',
  section: 'lotline-section',
  planCategory: 'lotline-plan-category',
  address: 'lotline-address',
  error: 'lotline-error',
} as const;

function parseAddress(text: string | null): NavState['address'] {
  if (!text) return undefined;
  try {
    const parts = JSON.parse(text) as unknown;
    return parts && typeof parts === 'object' ? toAddress(parts as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The navigation state in a host page's URL. */
export function parseInlineUrl(href: string): NavState {
  const params = new URL(href).searchParams;
  const address = parseAddress(params.get(INLINE_PARAMS.address));
  return {
    page: address ? pageFromParam(params.get(INLINE_PARAMS.page)) : 'overview',
    planCategory: params.get(INLINE_PARAMS.planCategory) || undefined,
    section: cleanSection(params.get(INLINE_PARAMS.section)),
    address,
    error: params.get(INLINE_PARAMS.error) || undefined,
  };
}

/** The host page's URL with the state in the widget's own parameters (and only there). */
export function formatInlineUrl(currentHref: string, state: NavState): string {
  const url = new URL(currentHref);
  const entries: [string, string][] = [];
  if (state.address) {
    const { state: usState, city, zip_code, street, street_number, lat, lng, signature } = state.address;
    entries.push([INLINE_PARAMS.address, JSON.stringify({ state: usState, city, zip_code, street, street_number, lat, lng, signature })]);
    if (state.page !== 'overview') entries.push([INLINE_PARAMS.page, state.page]);
    if (state.section) entries.push([INLINE_PARAMS.section, state.section]);
    if (state.planCategory) entries.push([INLINE_PARAMS.planCategory, state.planCategory]);
  }
  if (state.error) entries.push([INLINE_PARAMS.error, state.error]);
  return `${url.origin}${url.pathname}${rewriteQuery(url.search, Object.values(INLINE_PARAMS), entries)}${url.hash}`;
}
