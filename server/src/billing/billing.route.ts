// Billing: `GET /api/billing/portal` answers where the signed-in user manages their
// subscription (spec 2: the customer billing portal redirect), or 404 when there is none;
// `POST /api/billing/trial` starts the account's one Pro trial (decision 051).
import { ApiErrorCode, BillingPortalSchema, getBillingPortal, startTrial, TrialStateSchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { beginTrial } from './trial';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'billing' | 'database' | 'now'>>();

/** The 409s of a trial that cannot start. */
export const TRIAL_ALREADY_PRO = 'Your account is on Pro already.';
export const TRIAL_USED = 'Your account had its free trial; to keep Pro, choose a subscription.';

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
  bind(startTrial, {
    doc: {
      summary: "Start the account's 30-day Pro trial",
      description: 'Once per account, from Free: Pro until `ends_at`, after which the account is on Free again by itself; an e-mail three days before points to the billing portal.',
      tags: ['Me'],
      answer: 'The trial, running.',
    },
    signIn: 'Sign in to start your trial.',
    answer: TrialStateSchema,
    async handler({ viewer, deps }) {
      if (viewer.kind === 'dev') throw new ApiError(409, ApiErrorCode.Conflict, TRIAL_USED);
      const started = await beginTrial(deps.database.db, viewer.id, deps.now());
      if (started.ok) return started.state;
      throw new ApiError(409, ApiErrorCode.Conflict, started.reason === 'already-pro' ? TRIAL_ALREADY_PRO : TRIAL_USED);
    },
  }),
];
