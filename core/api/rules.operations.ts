// The operations of the rules: a what-if evaluation, the jurisdictions on file, the documents
// behind the citations, and link previews of the report's external links (with the policy that
// says whether private hosts may be previewed).
import { defineOperation, schemaTypes } from './operation';
import type { DocumentPathParamsSchema, EvaluateRequestSchema, EvaluationAnswerSchema, JurisdictionsSchema, RuleDocumentSchema } from './rules.schema';
import type { UnfurlAnswerSchema, UnfurlPolicyQuerySchema, UnfurlPolicySchema, UnfurlQuerySchema } from './unfurl.schema';

/** `POST /api/evaluate`: what the rules allow for a property described in the request (signed-in users). */
export const evaluateRules = defineOperation({
  id: 'evaluateRules',
  method: 'post',
  path: '/api/evaluate',
  auth: 'bearer',
  status: 200,
  errors: [],
  rateLimit: 'evaluate',
  schemas: schemaTypes<{ body: typeof EvaluateRequestSchema; answer: typeof EvaluationAnswerSchema }>(),
});

/** `GET /api/jurisdictions`: the jurisdictions with rules on file, their periods and zones. */
export const listJurisdictions = defineOperation({
  id: 'listJurisdictions',
  method: 'get',
  path: '/api/jurisdictions',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: typeof JurisdictionsSchema }>(),
});

/** `GET /api/documents/{id}`: a document behind the citations, with its sections. */
export const getDocument = defineOperation({
  id: 'getDocument',
  method: 'get',
  path: '/api/documents/{id}',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof DocumentPathParamsSchema; answer: typeof RuleDocumentSchema }>(),
});

/** `GET /api/report/unfurl?url=`: a preview of an external link of the report (through the SSRF checks). */
export const unfurlLink = defineOperation({
  id: 'unfurlLink',
  method: 'get',
  path: '/api/report/unfurl',
  auth: 'none',
  status: 200,
  errors: [],
  rateLimit: 'unfurl',
  schemas: schemaTypes<{ query: typeof UnfurlQuerySchema; answer: typeof UnfurlAnswerSchema }>(),
});

/** `GET /api/report/unfurl-policy`: whether link previews may fetch hosts on a private network. */
export const getUnfurlPolicy = defineOperation({
  id: 'getUnfurlPolicy',
  method: 'get',
  path: '/api/report/unfurl-policy',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof UnfurlPolicyQuerySchema; answer: typeof UnfurlPolicySchema }>(),
});
