// POST /api/generate-pdf and GET /api/pdf/:id/:filename (issue 9; spec 1 section 7, spec 2 'PDF
// dialog'): the PDF of one ADU page of a property's report, made on the server from the same
// street data the report shows this user, stored, and answered as `{ pdf_url }`. Signed-in users
// only (spec 2: the PDF button asks visitors to sign in). Opening the PDF opens the property as
// street data does, so it counts against the address quota, and past the quota the PDF carries
// the limited report: the locked values never reach the file. The PDF carries the brand of the
// organization the widget runs for, else of the user's own organization, else Lotline's; its
// words are in the language the body names (the widget's), else English. A link works for
// LOTLINE_PDF_TTL_DAYS (30 by default), then answers 410 until the sweep removes it.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ApiErrorCode,
  isFeatureEnabled,
  DEFAULT_PDF_LOCALE,
  GeneratePdfRequestSchema,
  pdfFilenameOf,
  pdfPath,
  type GeneratePdfResponse,
} from '../../../core/api';
import type { LayoutUnit, StreetData } from '../../../core/api';
import { redactReport } from '../../../core/report';
import type { RouteDeps } from '../app';
import { currentViewer, type Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError, parseJson } from '../http/api-error';
import { findAddressOfProperty, loadStreetData } from '../property/property-store';
import { findOrganization, readStoredFlags, readStoredSettings, type OrganizationRow } from '../orgs/org-store';
import { admitAddress } from '../quota/address-quota';
import type { LogoLoader } from './logo-loader';
import { resolvePdfBrand, type PdfBrand } from './pdf-brand';
import type { PdfStore } from './pdf-store';

/** What an expired link answers (410). */
export const PDF_EXPIRED_MESSAGE = 'This PDF link has expired. Make a new PDF from the report.';

/** The feature flag that offers the PDF in an organization's widget. */
const PDF_FEATURE = 'report.pdf';

/** The units the drawing shows: the body's, else the user's saved layout of the page. */
function unitsOf(report: StreetData, page: 'backyard-cottage' | 'in-home-apartment', sent: LayoutUnit[] | undefined): LayoutUnit[] {
  return sent ?? report.user_overrides?.layouts?.[page] ?? [];
}

/**
 * The organization whose brand the PDF carries: the one named in the body (it must exist and offer
 * the PDF), else the signed-in account's own, else none. Only what the organization's public
 * config already shows (name, logo, colours) is printed, so naming any organization reveals nothing.
 */
async function brandingOrganization(db: Db, viewer: Viewer, requested: string | undefined): Promise<OrganizationRow | null> {
  if (requested !== undefined) {
    const row = await findOrganization(db, requested);
    if (!row) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${requested}`, { org_id: [`No organization ${requested}`] });
    if (!isFeatureEnabled(readStoredFlags(row.features), PDF_FEATURE)) throw new ApiError(403, ApiErrorCode.Forbidden, 'PDF reports are turned off for this organization.');
    return row;
  }
  if (viewer.kind !== 'account') return null;
  const [user] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, viewer.id)).limit(1);
  return user?.organizationId ? ((await findOrganization(db, user.organizationId)) ?? null) : null;
}

/** The brand of `row` with its logo, or Lotline's. */
async function brandOf(row: OrganizationRow | null, loadLogo: LogoLoader): Promise<PdfBrand> {
  if (!row) return resolvePdfBrand(null, null);
  const settings = readStoredSettings(row.settings);
  const logo = settings.logo_url ? await loadLogo(settings.logo_url) : null;
  return resolvePdfBrand({ name: row.name, settings }, logo);
}

/** Routes under /api: `POST /generate-pdf` and `GET /pdf/:id/:filename`. */
export function pdfRoutes(deps: RouteDeps, store: PdfStore, loadLogo: LogoLoader): Hono {
  const db = deps.database.db;
  return new Hono()
    .post('/generate-pdf', async (c) => {
      const viewer = await currentViewer(c, deps.auth);
      if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in to download the report as a PDF.');
      const body = await parseJson(c, GeneratePdfRequestSchema);
      const address = await findAddressOfProperty(db, body.property_id);
      const data = address && (await loadStreetData(db, address, viewer.id));
      if (!data) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
      const organization = await brandingOrganization(db, viewer, body.org_id);
      const { admitted } = await admitAddress(db, viewer, body.property_id, { now: deps.now() });
      const report = admitted ? data : redactReport(data);
      const brand = await brandOf(organization, loadLogo);
      const kind = body.page === 'backyard-cottage' ? 'ext' : 'int';
      const { renderReportPdf } = await import('./render-report');
      const bytes = await renderReportPdf({
        report,
        page: body.page,
        date: deps.now(),
        baseUrl: deps.publicUrl(),
        brand,
        locale: body.locale ?? DEFAULT_PDF_LOCALE,
        drawing: {
          lot: report.lot,
          buildings: report.buildings_geojson.features.map((f) => f.geometry),
          setbackArea: report.setbacked_area[kind],
          units: unitsOf(report, body.page, body.adus).map((unit) => unit.geometry),
          measurementLines: body.measurement_lines ?? [],
          edges: report.lot_edges,
        },
      });
      const filename = body.filename ?? pdfFilenameOf(report.attributes.address.label, body.page);
      const { id, expiresAt } = await store.save({ bytes, filename, userId: viewer.id }, deps.now());
      return c.json({ pdf_url: pdfPath(id, filename), expires_at: expiresAt.toISOString() } satisfies GeneratePdfResponse);
    })
    .get('/pdf/:id{[0-9a-f]{32}}/:filename', async (c) => {
      const now = deps.now();
      const pdf = await store.load(c.req.param('id'), now);
      // The name is part of the link: a link with another name is not this PDF's.
      if (pdf.status === 'missing' || pdf.filename !== c.req.param('filename')) throw new ApiError(404, ApiErrorCode.NotFound, 'No such PDF');
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
    });
}
