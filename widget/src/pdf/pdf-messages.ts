// The words of the PDF dialog, in English and Spanish. They load with the dialog's chunk
// (decision 017); any other key falls back to the main catalogue. 'URL copied to clipboard',
// 'Failed to copy URL', 'Download started' and 'Failed to download PDF' are spec 2's error
// catalogue word for word; 'pdf.error' is its 'Download.Error', whose English it does not give.
import type { ScreenCatalogues, ScreenTranslate } from '../i18n/screen-translator';

const en = {
  'pdf.title': 'PDF report',
  'pdf.generating': 'Preparing your PDF…',
  'pdf.generatingHint': 'This takes a few seconds.',
  'pdf.ready': 'Your PDF is ready.',
  'pdf.linkLabel': 'Link to the PDF',
  'pdf.expires': 'The link works until {date}.',
  'pdf.copy': 'Copy URL',
  'pdf.copied': 'URL copied to clipboard',
  'pdf.copyFailed': 'Failed to copy URL',
  'pdf.download': 'Download',
  'pdf.downloadStarted': 'Download started',
  'pdf.downloadFailed': 'Failed to download PDF',
  'pdf.open': 'Open in a new tab',
  'pdf.preview': 'Preview of the PDF report',
  'pdf.error': 'The PDF could not be made. Please try again.',
  'pdf.errorWith': 'The PDF could not be made: {message}',
  'pdf.retry': 'Try again',
} as const;

/** A key of the dialog's own words. */
export type PdfMessageKey = keyof typeof en;

const es: Record<PdfMessageKey, string> = {
  'pdf.title': 'Informe en PDF',
  'pdf.generating': 'Preparando su PDF…',
  'pdf.generatingHint': 'Esto tarda unos segundos.',
  'pdf.ready': 'Su PDF está listo.',
  'pdf.linkLabel': 'Enlace al PDF',
  'pdf.expires': 'El enlace funciona hasta el {date}.',
  'pdf.copy': 'Copiar URL',
  'pdf.copied': 'URL copiada al portapapeles',
  'pdf.copyFailed': 'No se pudo copiar la URL',
  'pdf.download': 'Descargar',
  'pdf.downloadStarted': 'Descarga iniciada',
  'pdf.downloadFailed': 'No se pudo descargar el PDF',
  'pdf.open': 'Abrir en una pestaña nueva',
  'pdf.preview': 'Vista previa del informe en PDF',
  'pdf.error': 'No se pudo crear el PDF. Inténtelo de nuevo.',
  'pdf.errorWith': 'No se pudo crear el PDF: {message}',
  'pdf.retry': 'Intentar de nuevo',
};

/** The dialog's words in every locale. */
export const PDF_CATALOGUES: ScreenCatalogues<PdfMessageKey> = { en, es };

/** Translates the dialog's keys and the main catalogue's. */
export type PdfTranslate = ScreenTranslate<PdfMessageKey>;
