// The translate function type and the React contexts that carry it and the locale, and the rules'
// words in that locale.
import { createContext, useContext } from 'react';
import type { RuleTexts } from '../../../core/rules';
import { createTranslator, ruleTextsOf, type Locale, type MessageKey } from './messages';

/** Translates a message key with optional values. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The current translator; English unless a provider says otherwise. */
export const TranslateContext = createContext<Translate>(createTranslator('en'));

/** The current locale, for numbers, units and dates. */
export const LocaleContext = createContext<Locale>('en');

/** The translator of the nearest provider. */
export function useTranslate(): Translate {
  return useContext(TranslateContext);
}

/** The locale of the nearest provider. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The rule data's texts and the rules' sentences in the locale of the nearest provider. */
export function useRuleTexts(): RuleTexts {
  return ruleTextsOf(useLocale());
}
