// POST /api/generate-pdf and GET /api/pdf/:id.pdf (issue 9; spec 1 section 7, spec 2 'PDF
// dialog'): the PDF of one ADU page of a property's report, made on the server from the same
// street data the report shows this user, stored, and answered as `{ pdf_url }`. Signed-in users
// only (spec 2: the PDF button asks visitors to sign in). Opening the PDF opens the property as
// street data does, so it counts against the address quota, and past the quota the PDF carries
// the limited report: the locked values never reach the file.
import { Hono } from 'hono';
import { ApiErrorCode } from '../../../core/api/error.schema';
import type { LayoutUnit } from '../../../core/api/layout.schema';
import { DEFAULT_PDF_FILENAME, GeneratePdfRequestSchema, pdfPath, type GeneratePdfResponse } from '../../../core/api/pdf.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import { redactReport } from '../../../core/report/limited';
import type { RouteDeps } from '../app';
import { currentViewer } from '../auth/current-user';
import { ApiError, parseJson } from '../http/api-error';
import { findAddressOfProperty, loadStreetData } from '../property/property-store';
import { admitAddress } from '../quota/address-quota';
import type { PdfStore } from './pdf-store';

/** The units the drawing shows: the body's, else the user's saved layout of the page. */
function unitsOf(report: StreetData, page: 'backyard-cottage' | 'in-home-apartment', sent: LayoutUnit[] | undefined): LayoutUnit[] {
  return sent ?? report.user_overrides?.layouts?.[page] ?? [];
}

/** Routes under /api: `POST /generate-pdf` and `GET /pdf/:file`. */
export function pdfRoutes(deps: RouteDeps, store: PdfStore): Hono {
  const db = deps.database.db;
  return new Hono()
    .post('/generate-pdf', async (c) => {
      const viewer = await currentViewer(c, deps.auth);
      if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in to download the report as a PDF.');
      const body = await parseJson(c, GeneratePdfRequestSchema);
      const address = await findAddressOfProperty(db, body.property_id);
      const data = address && (await loadStreetData(db, address, viewer.id));
      if (!data) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
      const { admitted } = await admitAddress(db, viewer, body.property_id, { now: deps.now() });
      const report = admitted ? data : redactReport(data);
      const kind = body.page === 'backyard-cottage' ? 'ext' : 'int';
      const { renderReportPdf } = await import('./render-report');
      const bytes = await renderReportPdf({
        report,
        page: body.page,
        date: deps.now(),
        baseUrl: deps.publicUrl(),
        drawing: {
          lot: report.lot,
          buildings: report.buildings_geojson.features.map((f) => f.geometry),
          setbackArea: report.setbacked_area[kind],
          units: unitsOf(report, body.page, body.adus).map((unit) => unit.geometry),
          measurementLines: body.measurement_lines ?? [],
        },
      });
      const id = await store.save({ bytes, filename: body.filename ?? DEFAULT_PDF_FILENAME });
      return c.json({ pdf_url: pdfPath(id) } satisfies GeneratePdfResponse);
    })
    .get('/pdf/:file{[0-9a-f]{32}\\.pdf}', async (c) => {
      const pdf = await store.load(c.req.param('file').slice(0, -'.pdf'.length));
      if (!pdf) throw new ApiError(404, ApiErrorCode.NotFound, 'No such PDF');
      return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${pdf.filename}"`,
        'cache-control': 'private, max-age=3600',
      });
    });
}
