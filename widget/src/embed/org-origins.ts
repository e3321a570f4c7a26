// The origins an organization allows to embed the widget, from its public config
// (`GET /api/orgs/:id/public-config` → `allowed_origins`), fetched once per API and organization.
import type { OrgPublicConfig } from '../../../core/api/org.schema';

const cache = new Map<string, Promise<string[]>>();

/** Keeps the canonical origins of a list that came over the network; anything else is dropped. */
export function readAllowedOrigins(body: unknown): string[] {
  const list = (body as Partial<Pick<OrgPublicConfig, 'allowed_origins'>> | null)?.allowed_origins;
  if (!Array.isArray(list)) return [];
  return list.filter((origin): origin is string => {
    if (typeof origin !== 'string') return false;
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
}

/**
 * The allowed origins of organization `org` on the API at `apiBase`. A failed request answers
 * an empty list (nobody else hears the widget) and is forgotten, so the next call asks again.
 */
export function fetchAllowedOrigins(apiBase: string, org: string): Promise<string[]> {
  const url = `${apiBase.replace(/\/+$/, '')}/api/orgs/${encodeURIComponent(org)}/public-config`;
  let answer = cache.get(url);
  if (!answer) {
    answer = fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? readAllowedOrigins(await response.json()) : Promise.reject(new Error(`${response.status}`))))
      .catch(() => {
        cache.delete(url);
        return [];
      });
    cache.set(url, answer);
  }
  return answer;
}
