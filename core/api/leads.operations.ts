// The operations of leads and help requests (spec 7 calls 6 and 15, decision 016): anyone sends
// them to an organization; its owners list them and export them as CSV.
import type { HelpRequestSubmissionSchema, LeadAcceptedSchema, LeadListQuerySchema, LeadListSchema, LeadSubmissionSchema } from './leads.schema';
import { defineOperation, schemaTypes, type FileAnswer } from './operation';
import type { OrgPathParamsSchema } from './org.schema';

/** `POST /api/orgs/{id}/leads`: a lead for the organization (20 an hour per client and organization). */
export const submitLead = defineOperation({
  id: 'submitLead',
  method: 'post',
  path: '/api/orgs/{id}/leads',
  auth: 'optional',
  status: 201,
  errors: [404],
  rateLimit: 'leadSubmissions',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof LeadSubmissionSchema; answer: typeof LeadAcceptedSchema }>(),
});

/** `POST /api/orgs/{id}/help-requests`: a help request for the organization (counted with leads). */
export const submitHelpRequest = defineOperation({
  id: 'submitHelpRequest',
  method: 'post',
  path: '/api/orgs/{id}/help-requests',
  auth: 'optional',
  status: 201,
  errors: [404],
  rateLimit: 'leadSubmissions',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof HelpRequestSubmissionSchema; answer: typeof LeadAcceptedSchema }>(),
});

/** `GET /api/orgs/{id}/leads`: a page of leads and help requests, newest first (owners). */
export const listLeads = defineOperation({
  id: 'listLeads',
  method: 'get',
  path: '/api/orgs/{id}/leads',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; query: typeof LeadListQuerySchema; answer: typeof LeadListSchema }>(),
});

/** `GET /api/orgs/{id}/leads.csv`: the same as CSV, at most 10 000 rows (owners). */
export const exportLeads = defineOperation({
  id: 'exportLeads',
  method: 'get',
  path: '/api/orgs/{id}/leads.csv',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; query: typeof LeadListQuerySchema; answer: FileAnswer }>(),
});
