// The onboarding dialog's translator: its own words (onboarding-messages.ts), the packages page's
// (the Pro plan's features, account/account-messages.ts), then the main catalogue's.
import { useMemo } from 'react';
import { createScreenTranslator } from '../../i18n/screen-translator';
import type { Locale } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-translate';
import { ACCOUNT_CATALOGUES } from '../account/account-messages';
import { ONBOARDING_CATALOGUES, type OnboardingTranslate } from './onboarding-messages';

/** The dialog's words and the account pages', in every locale. */
const CATALOGUES = {
  en: { ...ACCOUNT_CATALOGUES.en, ...ONBOARDING_CATALOGUES.en },
  es: { ...ACCOUNT_CATALOGUES.es, ...ONBOARDING_CATALOGUES.es },
};

/** The dialog's translator in `locale`. */
export function createOnboardingTranslator(locale: Locale): OnboardingTranslate {
  return createScreenTranslator(locale, CATALOGUES);
}

/** The dialog's translator in the widget's locale. */
export function useOnboardingTranslate(): OnboardingTranslate {
  const locale = useLocale();
  return useMemo(() => createOnboardingTranslator(locale), [locale]);
}
