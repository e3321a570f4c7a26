// Rules: what-if evaluation, the jurisdictions on file, and the documents behind citations.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, DocumentIdSchema, EvaluateRequestSchema } from '../../../core/api';
import { pointOnSurface } from '../../../core/geo';
import { LOCKED_FIELDS, redactRules } from '../../../core/report';
import { findDocument } from '../../../core/rules';
import type { RouteDeps } from '../app';
import { requireViewer } from '../auth/current-user';
import { ApiError, parseJson } from '../http/api-error';
import { findParcelAt } from '../property/property-store';
import { admitAddress } from '../quota/address-quota';
import { evaluateRequest, listJurisdictions } from '../rules/rules-service';

/** The 401 of a visitor's what-if evaluation. */
export const EVALUATE_SIGN_IN_MESSAGE = 'Sign in to evaluate a property; the report of an address shows its rules to everyone.';

/** Routes /api/evaluate, /api/jurisdictions and /api/documents/:id. */
export function rulesRoutes(deps: Pick<RouteDeps, 'auth' | 'database' | 'now'>): Hono {
  return new Hono()
    .post('/evaluate', async (c) => {
      // A what-if evaluation answers what the limited report locks: only for signed-in users.
      const viewer = await requireViewer(c, deps.auth, EVALUATE_SIGN_IN_MESSAGE);
      const request = await parseJson(c, EvaluateRequestSchema);
      const answer = evaluateRequest(request);
      if (!request.lot) return c.json(answer);
      // A lot is a look-up of the property under it: past the address quota it gets the limited report's answer.
      const parcel = await findParcelAt(deps.database.db, ...pointOnSurface(request.lot));
      if (!parcel || (await admitAddress(deps.database.db, viewer, parcel.property_id, { now: deps.now() })).admitted) return c.json(answer);
      return c.json({ ...redactRules(answer), setbacked_area: { ext: null, int: null }, limited_report: true, locked_fields: [...LOCKED_FIELDS] });
    })
    .get('/jurisdictions', (c) => c.json({ jurisdictions: listJurisdictions() }))
    .get('/documents/:id', (c) => {
      const id = v.safeParse(DocumentIdSchema, c.req.param('id'));
      const document = id.success ? findDocument(id.output) : undefined;
      if (!document) throw new ApiError(404, ApiErrorCode.NotFound, `No document ${c.req.param('id')}`);
      return c.json({
        id: document.id,
        title: document.title,
        publisher: document.publisher,
        jurisdiction: document.jurisdiction,
        source_url: document.sourceUrl,
        verified_at: document.verifiedAt,
        kind: document.kind,
        sections: document.sections,
      });
    });
}
