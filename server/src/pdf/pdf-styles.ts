// The styles of the report PDF for a brand: one sheet per document, the template deciding how
// headings and the page header carry the organization's colours (server/src/pdf/pdf-brand.ts).
import { StyleSheet } from '@react-pdf/renderer';
import { PDF_TEMPLATES, type PdfBrand } from './pdf-brand';

const MUTED = '#4b5563';
const RULE = '#e5e7eb';

/** How each template sets its second-level headings. */
function headingOf(brand: PdfBrand) {
  const base = { fontSize: 15, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 };
  switch (brand.template) {
    case PDF_TEMPLATES.sidebar:
      return { ...base, color: brand.text, borderLeftWidth: 4, borderLeftColor: brand.primary, paddingLeft: 6 };
    case PDF_TEMPLATES.minimal:
      return { ...base, color: brand.text, borderBottomWidth: 0.5, borderBottomColor: brand.secondary, paddingBottom: 2 };
    case PDF_TEMPLATES.bold:
      return { ...base, color: brand.onPrimary, backgroundColor: brand.primary, paddingVertical: 3, paddingHorizontal: 6 };
    default:
      return { ...base, color: brand.accent, borderBottomWidth: 1, borderBottomColor: brand.secondary, paddingBottom: 2 };
  }
}

/** The style sheet of a PDF with `brand`. */
export function pdfStyles(brand: PdfBrand) {
  return StyleSheet.create({
    page: { paddingTop: 58, paddingBottom: 50, paddingHorizontal: 44, fontSize: 10, fontFamily: 'Helvetica', color: brand.text },
    header: {
      position: 'absolute',
      top: 22,
      left: 44,
      right: 44,
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderBottomWidth: brand.template === PDF_TEMPLATES.minimal ? 0.5 : 1,
      borderBottomColor: brand.template === PDF_TEMPLATES.minimal ? RULE : brand.secondary,
      paddingBottom: 4,
      fontSize: 8,
    },
    headerBrand: { fontFamily: 'Helvetica-Bold', color: brand.accent },
    headerAddress: { color: MUTED },
    h2: headingOf(brand),
    h3: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 3, color: brand.text },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2 },
    key: { width: '45%', color: MUTED },
    value: { width: '55%' },
    paragraph: { fontSize: 10, marginBottom: 4, lineHeight: 1.35 },
    note: { fontSize: 9, color: MUTED, marginTop: 3 },
    steps: { marginLeft: 8, marginTop: 3, marginBottom: 2 },
    stepsTitle: { fontSize: 9, fontFamily: 'Helvetica-Bold', color: MUTED, marginBottom: 1 },
    step: { fontSize: 9, color: brand.text, marginBottom: 1 },
    citation: { fontSize: 9, color: MUTED, marginLeft: 8, marginBottom: 3, lineHeight: 1.3 },
    citationTitle: { color: brand.text },
    link: { color: brand.accent, textDecoration: 'none' },
    footnote: { marginLeft: 8, marginTop: 3, marginBottom: 2 },
    inferred: { fontSize: 9, fontStyle: 'italic', color: '#6e4a00', marginBottom: 1 },
    assumption: { fontSize: 9, color: '#6e4a00', marginLeft: 8, marginBottom: 1 },
    footer: { position: 'absolute', bottom: 22, left: 44, right: 44, fontSize: 8, color: MUTED, textAlign: 'center' },
  });
}
export type PdfStyles = ReturnType<typeof pdfStyles>;
