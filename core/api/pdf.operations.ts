// The operations of report PDFs (decision 019): one ADU page of a property's report made on the
// server, stored, and served behind a random link for LOTLINE_PDF_TTL_DAYS.
import { defineOperation, schemaTypes, type FileAnswer } from './operation';
import type { GeneratePdfRequestSchema, GeneratePdfResponseSchema, PdfPathParamsSchema } from './pdf.schema';

/** `POST /api/generate-pdf`: makes the PDF of one ADU page and answers where it is served (signed-in users). */
export const generatePdf = defineOperation({
  id: 'generatePdf',
  method: 'post',
  path: '/api/generate-pdf',
  auth: 'bearer',
  status: 200,
  errors: [403, 404],
  rateLimit: 'pdf',
  schemas: schemaTypes<{ body: typeof GeneratePdfRequestSchema; answer: typeof GeneratePdfResponseSchema }>(),
});

/** `GET /api/pdf/{id}/{filename}`: a stored PDF by its link (410 once the link has expired). */
export const getPdf = defineOperation({
  id: 'getPdf',
  method: 'get',
  path: '/api/pdf/{id}/{filename}',
  auth: 'none',
  status: 200,
  errors: [404, 410],
  schemas: schemaTypes<{ params: typeof PdfPathParamsSchema; answer: FileAnswer }>(),
});
