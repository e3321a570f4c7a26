// The PDF dialog's translator: its own words (pdf-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { PDF_CATALOGUES, type PdfTranslate } from './pdf-messages';

/** The modal's translator in the widget's locale. */
export function usePdfTranslate(): PdfTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, PDF_CATALOGUES), [locale]);
}
