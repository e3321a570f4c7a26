// Billing: `GET /api/billing/portal` answers where the signed-in user manages their
// subscription (spec 2: the customer billing portal redirect), or 404 when there is none.
import { ApiErrorCode, BillingPortalSchema, getBillingPortal } from '../../../core/api';
import type { RouteDeps } from '../app';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'billing'>>();

/** The operation of the billing portal. */
export const billingRoutes = [
  bind(getBillingPortal, {
    doc: { summary: 'Where the user manages their subscription', tags: ['Me'], answer: 'The portal URL.' },
    signIn: 'Sign in to manage your subscription.',
    answer: BillingPortalSchema,
    handler({ viewer, deps }) {
      const url = deps.billing.portalUrl(viewer.id);
      if (!url) throw new ApiError(404, ApiErrorCode.NotFound, 'There is no billing portal on this server.');
      return { url };
    },
  }),
];
