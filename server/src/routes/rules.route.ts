// Rules: what-if evaluation, the jurisdictions on file, and the documents behind citations.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { DocumentIdSchema, EvaluateRequestSchema } from '../../../core/api/rules.schema';
import { findDocument } from '../../../core/rules/documents';
import { ApiError, parseJson } from '../http/api-error';
import { evaluateRequest, listJurisdictions } from '../rules/rules-service';

/** Routes /api/evaluate, /api/jurisdictions and /api/documents/:id. */
export function rulesRoutes(): Hono {
  return new Hono()
    .post('/evaluate', async (c) => c.json(evaluateRequest(await parseJson(c, EvaluateRequestSchema))))
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
