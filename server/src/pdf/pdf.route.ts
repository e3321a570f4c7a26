// POST /api/generate-pdf and GET /api/pdf/:id/:filename (issue 9; spec 1 section 7, spec 2 'PDF
// dialog'): the PDF of one ADU page of a property's report (report-pdf.ts), answered as
// `{ pdf_url }`. Signed-in users only (spec 2: the PDF button asks visitors to sign in). A link
// works for LOTLINE_PDF_TTL_DAYS (30 by default), then answers 410 until the sweep removes it.
import { ApiErrorCode, DEFAULT_PDF_LOCALE, generatePdf, GeneratePdfRequestSchema, GeneratePdfResponseSchema, getPdf, PDF_LOCALES, PdfPathParamsSchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { file } from '../http/json-shapes';
import { makeReportPdf, openReportPdf } from './report-pdf';

/** What an expired link answers (410). */
export const PDF_EXPIRED_MESSAGE = 'This PDF link has expired. Make a new PDF from the report.';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'now' | 'publicUrl' | 'pdfStore' | 'loadLogo' | 'trustProxy' | 'clientLimits'>>();

/** The operations of report PDFs. */
export const pdfRoutes = [
  bind(generatePdf, {
    doc: {
      summary: "The PDF of one ADU page of a property's report",
      description: `Signed-in users only. The PDF carries the brand of the widget token's organization, else of the user's own; \`org_id\` may name that organization only (another is a 403 on \`org_id\`) and its report.pdf flag must be on (else 403). \`locale\` (${PDF_LOCALES.join(', ')}; ${DEFAULT_PDF_LOCALE} when absent) is the language of the PDF's printed words; rule data prints as it is.`,
      tags: ['PDF'],
      answer: 'Where the stored PDF is served.',
    },
    signIn: 'Sign in to download the report as a PDF.',
    body: GeneratePdfRequestSchema,
    answer: GeneratePdfResponseSchema,
    opens: ({ body, viewer, deps }) => openReportPdf(deps.database.db, viewer, body, deps.now()),
    handler({ body, viewer, opened, admission, deps }) {
      return makeReportPdf(deps, viewer, body, opened, admission);
    },
  }),
  bind(getPdf, {
    doc: {
      summary: 'A stored PDF, by the link generate-pdf answered',
      description: 'Links work for LOTLINE_PDF_TTL_DAYS (30 by default), then answer 410 until the file is removed.',
      tags: ['PDF'],
      answer: 'The PDF.',
      contentType: 'application/pdf',
    },
    params: PdfPathParamsSchema,
    // Any other id is no PDF's: no route answers it (404).
    pathPatterns: { id: '[0-9a-f]{32}' },
    answer: file('application/pdf'),
    async handler({ params, deps, c }) {
      const now = deps.now();
      const pdf = await deps.pdfStore.load(params.id, now);
      // The name is part of the link: a link with another name is not this PDF's.
      if (pdf.status === 'missing' || pdf.filename !== params.filename) throw new ApiError(404, ApiErrorCode.NotFound, 'No such PDF');
      if (pdf.status === 'expired') throw new ApiError(410, ApiErrorCode.Expired, PDF_EXPIRED_MESSAGE);
      // Caches keep it an hour at most, and never past the link's end.
      const maxAge = Math.max(0, Math.min(3600, Math.floor((pdf.expiresAt.getTime() - now.getTime()) / 1000)));
      return c.body(pdf.bytes, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${pdf.filename}"`,
        'cache-control': `private, max-age=${maxAge}`,
        // The PDF dialog previews the file in an iframe on the host's page, any embedding site; the
        // link is the capability (decision 019) and a PDF has no action to trick anyone into.
        'content-security-policy': "default-src 'none'; frame-ancestors *",
        'cross-origin-resource-policy': 'cross-origin',
      });
    },
  }),
];
