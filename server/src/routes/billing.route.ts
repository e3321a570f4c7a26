// Billing: `GET /api/billing/portal` answers where the signed-in user manages their
// subscription (spec 2: the customer billing portal redirect), or 404 when there is none.
import { Hono } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import type { RouteDeps } from '../app';
import { requireUserId } from '../auth/current-user';
import { ApiError } from '../http/api-error';

/** Routes under /api/billing. */
export function billingRoutes(deps: RouteDeps): Hono {
  return new Hono().get('/portal', async (c) => {
    const userId = await requireUserId(c, deps.auth, 'Sign in to manage your subscription.');
    const url = deps.billing.portalUrl(userId);
    if (!url) throw new ApiError(404, ApiErrorCode.NotFound, 'There is no billing portal on this server.');
    return c.json({ url });
  });
}
