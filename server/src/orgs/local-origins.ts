// Origins of the visitor's own machine (`http://localhost:5173`, `https://app.localhost`,
// `http://127.0.0.1:3000`) are where developers try an embed, and canonical embedding origins
// (core/api/origin.ts). A production server does not honour them (issue 28): any program on a
// visitor's machine, or a page a developer left running, could otherwise act as an organization's
// site there. LOTLINE_ALLOW_LOCALHOST_ORIGINS=true allows them (a staging server that local sites
// point at); outside production they always count.

/** Whether the canonical origin `origin` names this machine: localhost, a *.localhost name or 127.x.x.x, over http or https. */
export function isLocalOrigin(origin: string): boolean {
  const match = /^https?:\/\/([^:/]+)(?::\d+)?$/.exec(origin);
  if (!match) return false;
  const host = match[1]!;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The field message of a local origin a production server refuses. */
export const localOriginRefused = (origin: string): string =>
  `${origin} is an address of the visitor's own machine; this server does not allow it (LOTLINE_ALLOW_LOCALHOST_ORIGINS=true would).`;

/**
 * The field problems of saving `origins` (the field `field`, as `field.N`) on a server that does
 * not honour local origins: each local one, refused with why; none when `allowLocal`.
 */
export function localOriginProblems(origins: readonly string[], allowLocal: boolean, field: string): Record<string, string[]> {
  if (allowLocal) return {};
  return Object.fromEntries(origins.flatMap((origin, i) => (isLocalOrigin(origin) ? [[`${field}.${i}`, [localOriginRefused(origin)]]] : [])));
}

/** The origins of `origins` a server honours: all of them, or without `allowLocal` those that are not local. */
export function honouredOrigins(origins: readonly string[], allowLocal: boolean): string[] {
  return allowLocal ? [...origins] : origins.filter((origin) => !isLocalOrigin(origin));
}
