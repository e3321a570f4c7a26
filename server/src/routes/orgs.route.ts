// Organizations: the public white-label config a widget embedded for an organization reads.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, fieldErrors, OrgPathParamsSchema, type OrgPublicConfig } from '../../../core/api';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { findOrgPublicConfig } from '../orgs/org-store';

/** Routes under /api/orgs: `GET /:id/public-config` (cached for a minute by browsers and proxies). */
export function orgRoutes(deps: AppDeps): Hono {
  return new Hono().get('/:id/public-config', async (c) => {
    const params = v.safeParse(OrgPathParamsSchema, { id: c.req.param('id') });
    if (!params.success) {
      throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fieldErrors(params.issues));
    }
    const config = await findOrgPublicConfig(deps.database.db, params.output.id);
    if (!config) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${params.output.id}`);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(config satisfies OrgPublicConfig);
  });
}
