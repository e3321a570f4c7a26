// POST /api/generate-pdf (spec 1 section 7, spec 2 'PDF dialog'): the body that asks for the PDF
// of one ADU page of a property's report, and the answer with the stored file's address.
import * as v from 'valibot';
import { PositionSchema } from '../geo/geojson.schema';
import { LAYOUT_PAGES, LayoutUnitSchema, MAX_LAYOUT_UNITS } from './layout.schema';

/** The most measurement lines one PDF draws. */
export const MAX_MEASUREMENT_LINES = 50;

/** The file name a PDF gets when the body names none. */
export const DEFAULT_PDF_FILENAME = 'lotline-report.pdf';

/** A measurement line drawn on the lot: two `[lng, lat]` ends; the PDF labels its length. */
export const MeasurementLineSchema = v.object({
  from: PositionSchema,
  to: PositionSchema,
});
export type MeasurementLine = v.InferOutput<typeof MeasurementLineSchema>;

/** The body of `POST /api/generate-pdf`. */
export const GeneratePdfRequestSchema = v.object({
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
  // The name travels in a Content-Disposition header: letters, digits, spaces, dots, dashes and underscores only.
  filename: v.optional(
    v.pipe(
      v.string('filename must be a string'),
      v.trim(),
      v.regex(/^[A-Za-z0-9 ._-]{1,100}\.pdf$/i, 'filename must end in .pdf and use letters, digits, spaces, dots, dashes or underscores (at most 104 characters)'),
    ),
  ),
});
export type GeneratePdfRequest = v.InferOutput<typeof GeneratePdfRequestSchema>;

/** The answer of `POST /api/generate-pdf`: where the stored PDF is served. */
export const GeneratePdfResponseSchema = v.object({ pdf_url: v.string() });
export type GeneratePdfResponse = v.InferOutput<typeof GeneratePdfResponseSchema>;

/** A stored PDF's id: 32 lowercase hex digits, made by the server. */
export const PdfIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'PDF ids are 32 hexadecimal digits'));

/** The path `GET /api/pdf/:id.pdf` serves a stored PDF at. */
export const pdfPath = (id: string): string => `/api/pdf/${id}.pdf`;
