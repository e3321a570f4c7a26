// The main message catalogue, in English and Spanish: every string of the first screen and of the
// report. The English here is the first screen's; the report's English comes with the report's
// chunk (messages-report.ts, added by addReportWords; decision 071), as the Spanish of both comes
// with its own (messages-es.ts). Lazily loaded screens keep their own words in catalogues of their
// own (decision 017: org-messages.ts, leads/lead-messages.ts, onboarding/onboarding-messages.ts).
import type { AnalysisTexts } from '../../../core/playground';
import type { RuleTexts } from '../../../core/rules';
import { fillTemplate } from '../../../core/text';
import type { ReportMessageKey } from './messages-report';

const en = {
  'landing.title': 'Look Up Your House!',
  'landing.subtitle': 'See if you can build a Backyard Cottage or In-Home Apartment',
  'language.label': 'Language',
  'language.code.en': 'EN',
  'language.code.es': 'ES',
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'search.label': 'Address',
  'search.placeholder': 'Enter your address',
  'search.submit': 'Look up',
  'search.loading': 'Searching…',
  'search.noResults': 'No matching address',
  'search.noMatch': 'No address in our data matches “{text}”.',
  'search.several': '{count} addresses match “{text}”: pick one from the list.',
  'search.suggestions': 'Address suggestions',
  'search.try': 'Try',
  'search.example': '{address}, {city}',
  'search.outside': 'No address in our data matches that.',
  'search.covers': 'Lotline covers addresses in {places}.',
  'search.coversMore': 'Lotline covers addresses in {places} and {count} more places.',
  'search.nextStep': 'Check the house number and the street name, or try an address we cover:',
  'search.nextStepNoExample': 'Check the house number and the street name.',
  'property.loading': 'Loading the property…',
  'unit.sqft': '{value} sq ft',
  'error.pick-address': 'Please Pick an Address from the Search Bar',
  'error.address-not-found': 'Address is not supported',
  'error.address-failed-to-load': 'Address failed to load',
  'error.unknown': 'Something went wrong',
  'toast.dismiss': 'Dismiss',
  'unit.feet': '{value} ft',
  'unit.inches': '{value} in',
  'unit.feetInches': '{feet} ft {inches} in',
  'report.loading': 'Loading the report…',
  'citation.newTab': '(opens in a new tab)',
  'zone.failed': 'The zone could not be saved',
  'account.signIn': 'Sign in',
  'account.open': 'Account',
  'account.openFor': '{initials}, Account: {name}',
  'account.title': 'Account',
  'account.guest': 'Unregistered Guest',
  'account.loading': 'Loading your account…',
  'account.package': 'Package',
  'account.packageFree': 'Free',
  'account.packagePro': 'Pro',
  'account.addressesUsed': 'Addresses Used',
  'account.usedOf': '{used} of {quota}',
  'account.usedOfMonthly': '{used} of {quota} (this month)',
  'account.usedUnlimited': '{used} (no limit)',
  'account.manageSubscriptions': 'Manage Subscriptions',
  'account.settings': 'Settings',
  'account.logOut': 'Log out',
  'account.upgrade': 'Upgrade',
  'account.popupBlocked': 'Your browser blocked the sign-in window.',
  'account.popupBlockedLink': 'Open the sign-in page in a new tab',
  'account.firstName': 'First name',
  'account.lastName': 'Last name',
  'account.email': 'Email',
  'account.password': 'Password',
  'account.newPassword': 'New password',
  'account.working': 'Please wait…',
  'account.wrongCredentials': 'Email or password is incorrect.',
  'account.emailTaken': 'An account with this email already exists. Sign in or reset your password.',
  'account.tooManyAttempts': 'Too many attempts. Try again in {seconds} seconds.',
  'account.tooManyAttemptsLater': 'Too many attempts. Try again later.',
  'account.networkError': 'Lotline could not be reached. Check your connection and try again.',
  'account.firstNameRequired': 'First Name is required.',
  'account.firstNameTooLong': 'First Name must be at most {max} characters.',
  'account.lastNameRequired': 'Last Name is required.',
  'account.lastNameTooLong': 'Last Name must be at most {max} characters.',
  'account.emailRequired': 'Email is required',
  'account.emailInvalid': 'Please verify that you are entering the correct email.',
  'account.emailTooLong': 'Email must be less than {max} characters.',
  'account.passwordRequired': 'Password is required.',
  'account.passwordTooShort': 'Password must be at least {min} characters.',
  'account.passwordTooLong': 'Password must be at most {max} characters.',
  'org.loadFailed': 'The organization’s settings did not load, so its branding is not shown.',
  'modal.close': 'Close',
} as const;

/** A message key: the first screen's or the report's. */
export type MessageKey = keyof typeof en | ReportMessageKey;


/** The supported locales. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The catalogues loaded so far: English always (the report's words in it once addReportWords has
 * run, before any report component renders), Spanish once loadLocale('es') has brought it.
 */
export const catalogues: Partial<Record<Locale, Record<MessageKey, string>>> = { en: en as Record<MessageKey, string> };

/** Adds English words that come with a later chunk (the report's, messages-report.ts) to the English catalogue, in place, so translators made before see them too. */
export function addEnglish(words: Readonly<Partial<Record<MessageKey, string>>>): void {
  Object.assign(catalogues.en!, words);
}

/** Whether the catalogue of `locale` is loaded, so the widget may speak it. */
export function isLocaleLoaded(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/** What core writes in English, in another language (decision 038). */
export interface CoreTexts {
  /** The words of the rule data and of the rules' sentences in a report's street data. */
  rules: RuleTexts;
  /** The playground's answers to 'Is this allowed?'. */
  analysis: AnalysisTexts;
  /** The catalogue's plan names, by their English. */
  planNames: Readonly<Record<string, string>>;
}

/** What core writes, in each loaded locale but English, which shows it as written (texts-es.ts for Spanish). */
export const coreTexts: Partial<Record<Locale, CoreTexts>> = {};

/** The rules' own words as written: the report's rule data and the sentences the rules wrote come in English. */
const asWritten: RuleTexts = { text: (english) => english, assumption: (assumption) => assumption.text };

/** The rules' words in `locale`, as written until that locale's are loaded. */
export function ruleTextsOf(locale: Locale): RuleTexts {
  return coreTexts[locale]?.rules ?? asWritten;
}

/** Loads the catalogue of `locale` and the words in it of what core writes (Spanish comes in chunks of its own). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  if (locale === 'es') {
    const [messages, texts] = await Promise.all([import('./messages-es'), import('./texts-es')]);
    // Core's words first: the catalogue's arrival is what tells the widget the locale is ready.
    coreTexts.es = texts;
    catalogues.es = messages.es;
  }
}

/** Picks the locale from an explicit attribute, else from the browser's languages, else English. */
export function resolveLocale(requested: string | undefined, browserLanguages: readonly string[]): Locale {
  for (const tag of [requested, ...browserLanguages]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

/** A translate function for a locale: `t('unit.sqft', { value: '1,200' })`. */
export function createTranslator(locale: Locale): (key: MessageKey, values?: Record<string, string | number>) => string {
  // A locale not loaded yet speaks English (the widget waits for its catalogue before showing it).
  const catalogue = catalogues[locale] ?? catalogues.en!;
  return (key, values) => fillTemplate(catalogue[key], values);
}
