// POST /api/generate-pdf (spec 1 section 7, spec 2 'PDF dialog'): the body that asks for the PDF
// of one ADU page of a property's report, and the answer with the stored file's address.
import * as v from 'valibot';
import { PositionSchema } from '../geo/geojson.schema';
import { LAYOUT_PAGES, type LayoutPage } from '../placement/adu-type';
import { LayoutUnitSchema, MAX_LAYOUT_UNITS } from './layout.schema';
import { OrgIdSchema } from './org.schema';

/** The most measurement lines one PDF draws. */
export const MAX_MEASUREMENT_LINES = 50;

/** The file name a PDF gets when the body names none and the address gives no letters or digits. */
export const DEFAULT_PDF_FILENAME = 'lotline-report.pdf';

/** Letters, digits, spaces, dots, dashes and underscores, ending in .pdf: a name safe in a URL path and a header. */
export const PDF_FILENAME_PATTERN = /^[A-Za-z0-9 ._-]{1,100}\.pdf$/i;

/** The file name of a page's PDF made from its address, e.g. `334-hurley-st-cambridge-ma-backyard-cottage.pdf`. */
export function pdfFilenameOf(addressLabel: string, page: LayoutPage): string {
  const slug = `${addressLabel} ${page}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '');
  return slug ? `${slug}.pdf` : DEFAULT_PDF_FILENAME;
}

/**
 * The languages the PDF is printed in: the widget's locales (its `Locale`, widget/src/i18n/messages.ts),
 * listed here because core does not import the widget. English when the body names none.
 */
export const PDF_LOCALES = ['en', 'es'] as const;
export type PdfLocale = (typeof PDF_LOCALES)[number];
export const DEFAULT_PDF_LOCALE: PdfLocale = 'en';

/** A measurement line drawn on the lot: two `[lng, lat]` ends; the PDF labels its length. */
export const MeasurementLineSchema = v.object({
  from: PositionSchema,
  to: PositionSchema,
});
export type MeasurementLine = v.InferOutput<typeof MeasurementLineSchema>;

/** The body of `POST /api/generate-pdf`. */
export const GeneratePdfRequestSchema = v.object({
  /**
   * The organization the widget runs for: its logo, colours and template brand the PDF, and its
   * `report.pdf` flag must be on. Only the embed's own organization (a widget token's) or the
   * user's own may be named; without it, that organization brands the PDF.
   */
  org_id: v.optional(OrgIdSchema),
  property_id: v.pipe(v.string('property_id must be a string'), v.trim(), v.nonEmpty('property_id is required'), v.maxLength(200)),
  page: v.picklist(LAYOUT_PAGES, `page must be one of ${LAYOUT_PAGES.join(', ')}`),
  /** The units to draw; without them the user's saved layout of the page is drawn. */
  adus: v.optional(v.pipe(v.array(LayoutUnitSchema, 'adus must be a list of unit features'), v.maxLength(MAX_LAYOUT_UNITS, `adus has at most ${MAX_LAYOUT_UNITS} units`))),
  measurement_lines: v.optional(
    v.pipe(
      v.array(MeasurementLineSchema, 'measurement_lines must be a list of { from, to }'),
      v.maxLength(MAX_MEASUREMENT_LINES, `measurement_lines has at most ${MAX_MEASUREMENT_LINES} lines`),
    ),
  ),
  /** The language of the PDF's words, the widget's locale; English without it. Data (summaries, notes, layer names) prints as it is. */
  locale: v.optional(v.picklist(PDF_LOCALES, `locale must be one of ${PDF_LOCALES.join(', ')}`)),
  // The name travels in a Content-Disposition header: letters, digits, spaces, dots, dashes and underscores only.
  filename: v.optional(
    v.pipe(
      v.string('filename must be a string'),
      v.trim(),
      v.regex(PDF_FILENAME_PATTERN, 'filename must end in .pdf and use letters, digits, spaces, dots, dashes or underscores (at most 104 characters)'),
    ),
  ),
});
export type GeneratePdfRequest = v.InferOutput<typeof GeneratePdfRequestSchema>;

/** The answer of `POST /api/generate-pdf`: where the stored PDF is served, and until when (ISO 8601; after that the link answers 410). */
export const GeneratePdfResponseSchema = v.object({ pdf_url: v.string(), expires_at: v.pipe(v.string(), v.isoTimestamp()) });
export type GeneratePdfResponse = v.InferOutput<typeof GeneratePdfResponseSchema>;

/** A stored PDF's id: 32 lowercase hex digits, made by the server. */
export const PdfIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'PDF ids are 32 hexadecimal digits'));

/** The path parameters of `GET /api/pdf/:id/:filename`: a stored PDF's id and the name its link gives it. */
export const PdfPathParamsSchema = v.object({ id: PdfIdSchema, filename: v.pipe(v.string(), v.regex(PDF_FILENAME_PATTERN)) });

/** The path `GET /api/pdf/:id/:filename` serves a stored PDF at; its last segment is the file's name. */
export const pdfPath = (id: string, filename: string): string => `/api/pdf/${id}/${encodeURIComponent(filename)}`;
