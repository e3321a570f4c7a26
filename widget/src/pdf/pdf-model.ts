// The PDF dialog's pure parts (spec 2 'PDF dialog', error catalogue 'Download PDF'): the request
// body of `POST /api/generate-pdf` from what the map shows, the name a download gets, and how long
// the dialog waits.
import type { LayoutUnit, MapNote, GeneratePdfRequest, MeasurementLine } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { MAX_MEASUREMENT_LINES } from '../../../core/api';
import type { Locale } from '../i18n/messages';

/** How long the dialog waits for the PDF before it gives up (spec 2, 'PDF loader 25 seconds'). */
export const PDF_WAIT_MS = 25_000;

/** The name a download gets when the URL's last segment names no file (error catalogue, 'Download PDF'). */
export const FALLBACK_PDF_NAME = 'report.pdf';

/** The file name of a PDF link: its last path segment, decoded, or report.pdf. */
export function pdfFileName(url: string): string {
  let last: string | undefined;
  try {
    last = new URL(url, 'http://localhost').pathname.split('/').pop();
  } catch {
    return FALLBACK_PDF_NAME;
  }
  if (!last) return FALLBACK_PDF_NAME;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Every segment of the map's line notes, as measurement lines the PDF labels with their lengths. */
export function measurementLinesOf(notes: readonly MapNote[]): MeasurementLine[] {
  const lines: MeasurementLine[] = [];
  for (const note of notes) {
    if (note.geometry.type !== 'LineString') continue;
    const points = note.geometry.coordinates;
    for (let i = 1; i < points.length; i++) lines.push({ from: points[i - 1]!, to: points[i]! });
  }
  return lines.slice(0, MAX_MEASUREMENT_LINES);
}

/**
 * The body asking for the PDF of `page` with the units and lines the user sees now, in the widget's
 * language. It names no organization: the server brands the PDF for the embed's organization (a
 * widget token's) or the user's own, the only ones it allows (issue 28).
 */
export function pdfRequestBody(options: {
  propertyId: string;
  page: LayoutPage;
  units: readonly LayoutUnit[];
  notes: readonly MapNote[];
  locale: Locale;
}): GeneratePdfRequest {
  return {
    property_id: options.propertyId,
    page: options.page,
    adus: [...options.units],
    measurement_lines: measurementLinesOf(options.notes),
    locale: options.locale,
  };
}
