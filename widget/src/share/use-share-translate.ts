// The share modal's translator: its own words (share-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { SHARE_CATALOGUES, type ShareTranslate } from './share-messages';

/** The modal's translator in the widget's locale. */
export function useShareTranslate(): ShareTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, SHARE_CATALOGUES), [locale]);
}
