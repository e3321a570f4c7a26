// Where the widget sends a visitor to sign in: the API server's own sign-in page, told which
// origin to hand the token back to. No valibot here: this runs on the first screen.

/** The origin of the API base (`https://lotline.example/` → `https://lotline.example`). */
export function apiOriginOf(apiBase: string): string {
  return new URL(apiBase).origin;
}

/**
 * `${apiBase}/sign-in?returnTo=<origin>&mode=<mode>`, with `&org=<id>&site=<origin>` for an
 * embedded widget: the popup then asks the person whether to continue to `site`, the page they see
 * the widget on, before it hands a widget token over (decision 027).
 */
export function signInPageUrl(apiBase: string, returnTo: string, mode: 'sign-in' | 'sign-up' = 'sign-in', org?: string, site?: string | null): string {
  const query = new URLSearchParams({ returnTo, mode, ...(org ? { org } : {}), ...(org && site ? { site } : {}) });
  return `${apiBase.replace(/\/+$/, '')}/sign-in?${query.toString()}`;
}

/** A page of the vendor's site, e.g. `/packages`, at the API base. */
export function vendorPageUrl(apiBase: string, path: `/${string}`): string {
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

/** The popup's size and place: centred over the current window. */
export function popupFeatures(screenX: number, screenY: number, outerWidth: number, outerHeight: number, width = 480, height = 680): string {
  const left = Math.max(0, Math.round(screenX + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
