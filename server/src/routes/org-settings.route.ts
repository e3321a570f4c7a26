// An organization's own settings under /api/orgs/:id (spec 2 'Settings'): members read them,
// owners change them. The public config (orgs.route.ts) reads the same row.
import { Hono } from 'hono';
import { ApiErrorCode, OrgSettingsUpdateSchema, type OrgAdminView } from '../../../core/api';
import type { RouteDeps } from '../app';
import { ApiError, parseJson } from '../http/api-error';
import { requireOrgRole } from '../orgs/org-access';
import { toAdminView, updateOrgSettings } from '../orgs/org-settings';
import { findOrganization } from '../orgs/org-store';

/** Routes under /api/orgs: `GET /:id/settings` (member or owner) and `PUT /:id/settings` (owner). */
export function orgSettingsRoutes(deps: RouteDeps): Hono {
  return new Hono()
    .get('/:id/settings', async (c) => {
      const caller = await requireOrgRole(c, deps, 'member');
      const row = await findOrganization(deps.database.db, caller.orgId);
      if (!row) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${caller.orgId}`);
      // Owners' answers carry the webhook signing key: never from a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json(toAdminView(row, caller.role, deps.secret) satisfies OrgAdminView);
    })
    .put('/:id/settings', async (c) => {
      const caller = await requireOrgRole(c, deps, 'owner');
      const update = await parseJson(c, OrgSettingsUpdateSchema);
      const row = await updateOrgSettings(deps.database.db, caller.orgId, update);
      c.header('Cache-Control', 'private, no-store');
      return c.json(toAdminView(row, caller.role, deps.secret) satisfies OrgAdminView);
    });
}
