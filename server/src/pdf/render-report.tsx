// Renders the report PDF with react-pdf in this process (no browser). Loaded on the first PDF
// request, so the server starts without react-pdf's half-second import.
import { renderToBuffer } from '@react-pdf/renderer';
import { ReportDocument, type ReportDocumentInput } from './ReportDocument';

/** The PDF bytes of `input`. */
export async function renderReportPdf(input: ReportDocumentInput): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<ReportDocument {...input} />));
}
