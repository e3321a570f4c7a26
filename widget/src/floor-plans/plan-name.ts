// A catalogue plan's name in the reader's language: its Spanish (core/floor-plans/catalogue-es.ts,
// loaded with the Spanish catalogue, i18n/texts-es.ts) when the widget speaks Spanish, the English
// as written otherwise. Only the catalogue's plans are named here: a plan a user drew keeps the name they gave it.
import { useMemo } from 'react';
import { coreTexts, type Locale } from '../i18n/messages';
import { useLocale } from '../i18n/use-translate';

/** A catalogue plan's name in `locale`; the English where that locale has none for it. */
export function cataloguePlanName(name: string, locale: Locale): string {
  const names = coreTexts[locale]?.planNames;
  return names && Object.hasOwn(names, name) ? names[name]! : name;
}

/** The catalogue plans' names in the locale of the nearest provider. */
export function useCataloguePlanName(): (name: string) => string {
  const locale = useLocale();
  return useMemo(() => (name: string) => cataloguePlanName(name, locale), [locale]);
}
