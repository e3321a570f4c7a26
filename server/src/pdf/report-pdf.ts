// The PDF of one ADU page of a property's report (issue 9; spec 1 section 7, spec 2 'PDF
// dialog'), made on the server from the same street data the report shows this user and stored.
// Opening the PDF opens the property as street data does, so it counts against the address quota,
// and past the quota the PDF carries the limited report: the locked values never reach the file.
// The PDF carries the brand of the organization whose embed made it (a widget token's), else of the
// user's own organization, else Lotline's, and a body may name only that one; its words are in the language the body names (the widget's), else
// English.
import { ApiErrorCode, DEFAULT_PDF_LOCALE, isFeatureEnabled, pdfFilenameOf, pdfPath, type GeneratePdfRequest, type GeneratePdfResponse, type LayoutUnit, type StreetData } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';
import { ApiError } from '../http/api-error';
import { findOrganization, organizationOfUser, readStoredFlags, readStoredSettings, type OrganizationRow } from '../orgs/org-store';
import { findAddressOfProperty } from '../address/address-store';
import { admittedReport, loadStreetData } from '../property/report-service';
import type { Admission, Opened } from '../quota/admission';
import type { LogoLoader } from './logo-loader';
import { resolvePdfBrand, type PdfBrand } from './pdf-brand';

/** The feature flag that offers the PDF in an organization's widget. */
const PDF_FEATURE = 'report.pdf';

/** The units the drawing shows: the body's, else the user's saved layout of the page. */
function unitsOf(report: StreetData, page: 'backyard-cottage' | 'in-home-apartment', sent: LayoutUnit[] | undefined): LayoutUnit[] {
  return sent ?? report.user_overrides?.layouts?.[page] ?? [];
}

/** The 403 of a PDF asked with the brand of an organization that is neither the user's nor the embed's. */
export const PDF_BRAND_REFUSED = "A PDF can carry the brand of your own organization, or of the organization whose embedded widget you use.";

/**
 * The organization whose brand the PDF carries (issue 28): the embed's for a widget token, else the
 * signed-in account's own, else none. The body may name it, and only it: a PDF branded for any
 * other organization would be a document in that organization's name that it never made.
 */
async function brandingOrganization(db: Db, viewer: Viewer, requested: string | undefined): Promise<OrganizationRow | null> {
  const own = viewer.widget ? await findOrganization(db, viewer.widget.organizationId) : viewer.kind === 'account' ? await organizationOfUser(db, viewer.id) : undefined;
  const row = requested === undefined || requested === own?.id ? own : await findOrganization(db, requested);
  if (requested !== undefined && !row) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${requested}`, { org_id: [`No organization ${requested}`] });
  if (!row) return null;
  if (row.id !== own?.id) throw new ApiError(403, ApiErrorCode.Forbidden, PDF_BRAND_REFUSED, { org_id: [PDF_BRAND_REFUSED] });
  // An embed, or a body naming the organization, makes its PDF only where the organization offers it.
  if ((viewer.widget || requested !== undefined) && !isFeatureEnabled(readStoredFlags(row.features), PDF_FEATURE)) {
    throw new ApiError(403, ApiErrorCode.Forbidden, 'PDF reports are turned off for this organization.');
  }
  return row;
}

/** The brand of `row` with its logo, or Lotline's. */
async function brandOf(row: OrganizationRow | null, loadLogo: LogoLoader): Promise<PdfBrand> {
  if (!row) return resolvePdfBrand(null, null);
  const settings = readStoredSettings(row.settings);
  const logo = settings.logo_url ? await loadLogo(settings.logo_url) : null;
  return resolvePdfBrand({ name: row.name, settings }, logo);
}

/** What making a PDF needs. */
export type ReportPdfDeps = Pick<RouteDeps, 'now' | 'publicUrl' | 'pdfStore' | 'loadLogo'>;

/** What a PDF is made of: the report as the user sees it in full, and the organization whose brand it carries. */
export interface PdfSubject {
  data: StreetData;
  organization: OrganizationRow | null;
}

/**
 * The property a PDF opens: 404 for an unknown property or organization, 403 for an organization
 * that turned the PDF off. The binder then admits it (quota/admission.ts).
 */
export async function openReportPdf(db: Db, viewer: Viewer, body: GeneratePdfRequest, now: Date): Promise<Opened<PdfSubject>> {
  const address = await findAddressOfProperty(db, body.property_id);
  if (!address) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
  const organization = await brandingOrganization(db, viewer, body.org_id);
  // The PDF's organization prices its cost estimates, as the widget that asked for it does.
  const data = await loadStreetData(db, address, now, viewer, organization?.id ?? null);
  if (!data) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
  return { subject: { data, organization }, propertyId: body.property_id };
}

/** Makes, stores and answers the link of the PDF `body` asks `viewer` for, of the report `data`, limited unless `admission` admits it. */
export async function makeReportPdf(deps: ReportPdfDeps, viewer: Viewer, body: GeneratePdfRequest, { data, organization }: PdfSubject, admission: Admission | null): Promise<GeneratePdfResponse> {
  const report = admittedReport(data, admission);
  const brand = await brandOf(organization, deps.loadLogo);
  const kind = body.page === 'backyard-cottage' ? 'ext' : 'int';
  const bytes = await computePool().run('renderPdf', [{
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
  }], computeDeadlineMs());
  const filename = body.filename ?? pdfFilenameOf(report.attributes.address.label, body.page);
  const { id, expiresAt } = await deps.pdfStore.save({ bytes, filename, userId: viewer.id }, deps.now());
  return { pdf_url: pdfPath(id, filename), expires_at: expiresAt.toISOString() };
}
