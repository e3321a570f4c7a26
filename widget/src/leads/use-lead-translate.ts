// The lead and need-help modals' translator: their own words (lead-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { LEAD_CATALOGUES, type LeadTranslate } from './lead-messages';

/** The modals' translator in the widget's locale. */
export function useLeadTranslate(): LeadTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, LEAD_CATALOGUES), [locale]);
}
