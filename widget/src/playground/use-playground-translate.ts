// The playground's translator: its own words (playground-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { PLAYGROUND_CATALOGUES, type PlaygroundTranslate } from './playground-messages';

/** The playground's translator in the widget's locale. */
export function usePlaygroundTranslate(): PlaygroundTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, PLAYGROUND_CATALOGUES), [locale]);
}
