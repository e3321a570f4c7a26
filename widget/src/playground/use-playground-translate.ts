// The playground's translator: its own words (playground-messages.ts), then the main catalogue's;
// and the server's answers to 'Is this allowed?', which come in English, in the widget's locale.
import { useMemo } from 'react';
import { coreTexts } from '../i18n/messages';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { PLAYGROUND_CATALOGUES, type PlaygroundTranslate } from './playground-messages';

/** The playground's translator in the widget's locale. */
export function usePlaygroundTranslate(): PlaygroundTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, PLAYGROUND_CATALOGUES), [locale]);
}

/** An answer of the analysis (a short or detailed explanation) in the widget's locale: English as written, other locales by core's reading of it (core/playground/analysis-es.ts). */
export function useAnswerText(): (english: string) => string {
  const answers = coreTexts[useLocale()]?.analysis;
  return useMemo(() => (english: string) => answers?.text(english) ?? english, [answers]);
}
