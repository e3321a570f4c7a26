// Renders the report PDF with react-pdf (no browser). The compute pool's workers load it on their
// first PDF (compute-tasks.ts), so neither the server's start nor its main thread carries react-pdf.
import { renderToBuffer } from '@react-pdf/renderer';
import { ReportDocument, type ReportDocumentInput } from './ReportDocument';

/** The PDF bytes of `input`. */
export async function renderReportPdf(input: ReportDocumentInput): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<ReportDocument {...input} />));
}
