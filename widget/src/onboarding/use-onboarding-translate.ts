// The onboarding dialog's translator: its own words (onboarding-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../i18n/screen-translator';
import { useLocale } from '../i18n/use-translate';
import { ONBOARDING_CATALOGUES, type OnboardingTranslate } from './onboarding-messages';

/** The dialog's translator in the widget's locale. */
export function useOnboardingTranslate(): OnboardingTranslate {
  const locale = useLocale();
  return useMemo(() => createScreenTranslator(locale, ONBOARDING_CATALOGUES), [locale]);
}
