// Rules: what-if evaluation, the jurisdictions on file, and the documents behind citations.
import { ApiErrorCode, DocumentPathParamsSchema, evaluateRules, EvaluateRequestSchema, getDocument, listJurisdictions } from '../../../core/api';
import { pointOnSurface } from '../../../core/geo';
import { LOCKED_FIELDS, redactRules } from '../../../core/report';
import { findDocument } from '../../../core/rules';
import type { RouteDeps } from '../app';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { object, str } from '../openapi/json-shapes';
import { findParcelAt } from '../property/property-store';
import { evaluateRequest, listJurisdictions as jurisdictionsOnFile, LOT_WITHOUT_SHAPE_MESSAGE } from './rules-service';

/** The 401 of a visitor's what-if evaluation. */
export const EVALUATE_SIGN_IN_MESSAGE = 'Sign in to evaluate a property; the report of an address shows its rules to everyone.';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'now'>>();

/** The operations of the rules. */
export const rulesRoutes = [
  bind(evaluateRules, {
    doc: {
      summary: 'What the rules allow for a property described in the request',
      description:
        'For signed-in users. With a lot, it counts as a look-up of the property under the lot: past the address quota the answer is the limited one (no size limits, setbacks, summary or setback areas; `limited_report` and `locked_fields` say so).',
      tags: ['Rules'],
      answer: 'The bylaws, and with a lot its edges and setback areas.',
    },
    // A what-if evaluation answers what the limited report locks: only for signed-in users.
    signIn: EVALUATE_SIGN_IN_MESSAGE,
    body: EvaluateRequestSchema,
    answer: { type: 'object' },
    async opens({ body, deps }) {
      const evaluated = evaluateRequest(body);
      if (!evaluated.ok) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { lot: [LOT_WITHOUT_SHAPE_MESSAGE] });
      // A lot is a look-up of the property under it: past the address quota it gets the limited report's answer.
      const parcel = body.lot ? await findParcelAt(deps.database.db, ...pointOnSurface(body.lot)) : undefined;
      return { subject: evaluated.answer, propertyId: parcel?.property_id ?? null };
    },
    handler({ opened: answer, admission }) {
      if (!admission || admission.admitted) return answer;
      return { ...redactRules(answer), setbacked_area: { ext: null, int: null }, limited_report: true, locked_fields: [...LOCKED_FIELDS] };
    },
  }),
  bind(listJurisdictions, {
    doc: {
      summary: 'The jurisdictions with rules on file, their periods in force and zones, and every Massachusetts municipality the state layer answers',
      tags: ['Rules'],
      answer: 'The jurisdictions.',
    },
    answer: object({ jurisdictions: { type: 'array', items: { type: 'object' } } }),
    handler() {
      return { jurisdictions: jurisdictionsOnFile() };
    },
  }),
  bind(getDocument, {
    doc: { summary: 'A document behind the citations, with its sections', tags: ['Rules'], answer: 'The document.' },
    params: DocumentPathParamsSchema,
    // Any other id names no document: no route answers it (404).
    pathPatterns: { id: '[a-z0-9.-]{1,80}' },
    answer: object({ id: str, title: str, jurisdiction: str, source_url: str, sections: { type: 'array', items: { type: 'object' } } }),
    handler({ params }) {
      const document = findDocument(params.id);
      if (!document) throw new ApiError(404, ApiErrorCode.NotFound, `No document ${params.id}`);
      return {
        id: document.id,
        title: document.title,
        publisher: document.publisher,
        jurisdiction: document.jurisdiction,
        source_url: document.sourceUrl,
        verified_at: document.verifiedAt,
        kind: document.kind,
        sections: document.sections,
      };
    },
  }),
];
