// The operations of the signed-in user: who they are and their address quota, their own fields
// and the onboarding dialog (spec 7 call 1), their sidebar history, and their billing portal.
import type { AccountUserAnswerSchema, BillingPortalSchema, MeSchema, TrialStateSchema } from './auth.schema';
import type { AddressHistoryQuerySchema, AddressHistorySchema } from './history.schema';
import type { OnboardingSubmissionSchema, ProfileUpdateSchema } from './onboarding.schema';
import { defineOperation, schemaTypes } from './operation';

/** `GET /api/me`: the signed-in user and their address quota. */
export const getMe = defineOperation({
  id: 'getMe',
  method: 'get',
  path: '/api/me',
  auth: 'bearer',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: typeof MeSchema }>(),
});

/** `PATCH /api/me`: changes the user's names and role (not development users: 403). */
export const updateMe = defineOperation({
  id: 'updateMe',
  method: 'patch',
  path: '/api/me',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403],
  schemas: schemaTypes<{ body: typeof ProfileUpdateSchema; answer: typeof AccountUserAnswerSchema }>(),
});

/** `POST /api/me/onboarding`: saves the onboarding dialog and creates the organization it names. */
export const submitOnboarding = defineOperation({
  id: 'submitOnboarding',
  method: 'post',
  path: '/api/me/onboarding',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403, 409],
  schemas: schemaTypes<{ body: typeof OnboardingSubmissionSchema; answer: typeof AccountUserAnswerSchema }>(),
});

/** `GET /api/me/addresses?tz=`: the user's addresses grouped by recency (the sidebar history). */
export const getAddressHistory = defineOperation({
  id: 'getAddressHistory',
  method: 'get',
  path: '/api/me/addresses',
  auth: 'bearer',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof AddressHistoryQuerySchema; answer: typeof AddressHistorySchema }>(),
});

/** `GET /api/billing/portal`: where the user manages their subscription (404 without a portal). */
export const getBillingPortal = defineOperation({
  id: 'getBillingPortal',
  method: 'get',
  path: '/api/billing/portal',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ answer: typeof BillingPortalSchema }>(),
});

/**
 * `POST /api/billing/trial`: starts the account's one 30-day Pro trial (decision 051); 409 when it
 * is on Pro already or had its trial.
 */
export const startTrial = defineOperation({
  id: 'startTrial',
  method: 'post',
  path: '/api/billing/trial',
  auth: 'bearer',
  admin: true,
  status: 201,
  errors: [409],
  schemas: schemaTypes<{ answer: typeof TrialStateSchema }>(),
});
