// The origins an organization allows to embed the widget, from its public config
// (`GET /api/orgs/:id/public-config` → `allowed_origins`), through the one shared config load.
import type { OrgPublicConfig } from '../../../../core/api';
import { loadOrgConfig } from '../org/org-config';

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
 * The allowed origins of organization `org` on the API at `apiBase`, or null when its config did
 * not load (nobody else hears the widget then); the config load forgets a failure, so the next
 * call asks again.
 */
export function fetchAllowedOrigins(apiBase: string, org: string): Promise<string[] | null> {
  return loadOrgConfig(apiBase, org).then(readAllowedOrigins, () => null);
}
