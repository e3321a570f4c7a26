// Rules: what-if evaluation, the jurisdictions on file, and the documents behind citations.
import {
  ApiErrorCode,
  DocumentPathParamsSchema,
  EvaluationAnswerSchema,
  evaluateRules,
  EvaluateRequestSchema,
  getDocument,
  JurisdictionsSchema,
  listJurisdictions,
  RuleDocumentSchema,
} from '../../../core/api';
import { SAME_AREA_TOLERANCE_FT } from '../../../core/geo';
import { redactEvaluation } from '../../../core/report';
import { findDocument } from '../../../core/rules';
import type { RouteDeps } from '../http/route-deps';
import { evaluatesWhatIfs } from '../billing/package-features';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { findDescribedProperty } from './described-property';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { isoDay, jurisdictionsOnFile, LOT_WITHOUT_SHAPE_MESSAGE } from './rules-service';

/** The 401 of a visitor's what-if evaluation. */
export const EVALUATE_SIGN_IN_MESSAGE = 'Sign in to evaluate a property; the report of an address shows its rules to everyone.';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'now' | 'trustProxy' | 'clientLimits'>>();

/** The operations of the rules. */
export const rulesRoutes = [
  bind(evaluateRules, {
    doc: {
      summary: 'What the rules allow for a property described in the request',
      description:
        'For signed-in users. A what-if: the rules applied to the jurisdiction, zone, property type, floor area, lot size and, optionally, lot sent. ' +
        'With the Pro package the answer is always in full. Otherwise it is in full only when the request describes a property the user may see in full: ' +
        `its lot is a lot on file, every part of it, along the same lines within ${SAME_AREA_TOLERANCE_FT} ft (as surveyed, or as the user corrected it), and the zone, property type, ` +
        'floor area and lot size are those the user’s report of it shows. Such a request opens that property as its report does: it counts against the address ' +
        'quota once, and past the quota only a property already in the user’s list is in full. Any other request (no lot, a lot on no parcel, a part added or ' +
        'left out, another property’s facts) gets the limited answer: no size limits, setbacks, summary or setback areas, with `limited_report: true` and ' +
        '`locked_fields` listing what is left out, and counts nothing. Date, setback overrides, edge labels, buildings and the address point may be anything.',
      tags: ['Rules'],
      answer: 'The bylaws, and with a lot its edges and setback areas; `limited_report` and `locked_fields` say whether values were left out.',
    },
    // A what-if evaluation answers what the limited report locks: only for signed-in users.
    signIn: EVALUATE_SIGN_IN_MESSAGE,
    body: EvaluateRequestSchema,
    answer: EvaluationAnswerSchema,
    async opens({ body, viewer, deps }) {
      // The rules and setback areas: a pure computation of the request alone.
      const evaluated = await computePool().run('evaluate', [body, isoDay(deps.now())], computeDeadlineMs());
      if (!evaluated.ok) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { lot: [LOT_WITHOUT_SHAPE_MESSAGE] });
      // The policy (decision 044): a request that describes a property opens it, as its report does; any other is a what-if, in full for Pro only.
      const db = deps.database.db;
      const [propertyId, whatIfs] = await Promise.all([findDescribedProperty(db, viewer, body), evaluatesWhatIfs(db, viewer)]);
      return { subject: { answer: evaluated.answer, whatIfs }, propertyId };
    },
    handler({ opened, admission }) {
      const { answer, whatIfs } = opened;
      if (whatIfs || admission?.admitted) return { ...answer, limited_report: false, locked_fields: [] };
      return redactEvaluation(answer);
    },
  }),
  bind(listJurisdictions, {
    doc: {
      summary: 'The jurisdictions with rules on file, their periods in force and zones, and every Massachusetts municipality the state layer answers',
      tags: ['Rules'],
      answer: 'The jurisdictions.',
    },
    answer: JurisdictionsSchema,
    handler() {
      return { jurisdictions: jurisdictionsOnFile() };
    },
  }),
  bind(getDocument, {
    doc: { summary: 'A document behind the citations, with its sections', tags: ['Rules'], answer: 'The document.' },
    params: DocumentPathParamsSchema,
    // Any other id names no document: no route answers it (404).
    pathPatterns: { id: '[a-z0-9.-]{1,80}' },
    answer: RuleDocumentSchema,
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
