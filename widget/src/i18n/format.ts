// Numbers with units in the reader's locale: areas in square feet, lengths in feet and inches,
// and dates. The unit words come from the message catalogue.
import { createTranslator, type Locale } from './messages';

const INTL_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The BCP 47 tag used for Intl formatting in a locale (US English or US Spanish). */
export function intlTag(locale: Locale): string {
  return INTL_TAG[locale];
}

/** A whole number with the locale's grouping: 12345 → '12,345'. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 0 }).format(value);
}

/** Whole US dollars in the locale: 120000 → '$120,000' ('US$120,000' in Spanish). */
export function formatDollars(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** An area in square feet, rounded to the foot: 1234.6 → '1,235 sq ft' ('1,235 pies²' in Spanish). */
export function formatArea(sqft: number, locale: Locale): string {
  return createTranslator(locale)('unit.sqft', { value: formatNumber(sqft, locale) });
}

/**
 * A length given in feet, rounded to the inch: 25 → '25 ft', 10.5 → '10 ft 6 in', 0.25 → '3 in'
 * ('10 pies 6 pulg' in Spanish). 11.99 ft rounds up to '12 ft'.
 */
export function formatFeetInches(feet: number, locale: Locale): string {
  if (!Number.isFinite(feet)) throw new RangeError(`formatFeetInches needs a finite number of feet, got ${feet}`);
  const t = createTranslator(locale);
  const totalInches = Math.round(Math.abs(feet) * 12);
  const sign = feet < 0 && totalInches > 0 ? '-' : '';
  const wholeFeet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  const number = (n: number) => `${sign}${formatNumber(n, locale)}`;
  if (inches === 0) return t('unit.feet', { value: number(wholeFeet) });
  if (wholeFeet === 0) return t('unit.inches', { value: number(inches) });
  return t('unit.feetInches', { feet: number(wholeFeet), inches: formatNumber(inches, locale) });
}

/** A length in feet to the tenth of a foot (the hundredth below 0.1 ft): 1.83 → '1.8 ft' ('1.8 pies' in US Spanish). */
export function formatFeetTenths(feet: number, locale: Locale): string {
  const digits = Math.abs(feet) < 0.1 ? 2 : 1;
  const value = new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: digits }).format(feet);
  return createTranslator(locale)('unit.feet', { value });
}

/** An ISO date (YYYY-MM-DD) in words: '2026-11-22' → 'November 22, 2026'. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A month ('YYYY-MM') with its year in words: '2026-10' → 'October 2026' ('octubre de 2026' in Spanish). */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return yearMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(INTL_TAG[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The plural category of a count in a locale: 'one' or 'other' (the only two English and Spanish use). */
export function pluralOf(count: number, locale: Locale): 'one' | 'other' {
  return new Intl.PluralRules(INTL_TAG[locale]).select(count) === 'one' ? 'one' : 'other';
}
