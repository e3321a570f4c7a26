// Translators for screens that load as chunks of their own (the organization pages, the join
// page): their words live in catalogues inside those chunks, so the first screen's bundle carries
// none of them, and every other key falls back to the main catalogue (messages.ts).
import { fillTemplate } from '../../../core/text';
import { createTranslator, type Locale, type MessageKey } from './messages';

/** A screen's own messages, in every locale. */
export type ScreenCatalogues<K extends string> = Record<Locale, Record<K, string>>;

/** Translates a screen's own keys and the main catalogue's. */
export type ScreenTranslate<K extends string> = (key: K | MessageKey, values?: Record<string, string | number>) => string;

/** A translator of `catalogues` in `locale` that falls back to the main catalogue. */
export function createScreenTranslator<K extends string>(locale: Locale, catalogues: ScreenCatalogues<K>): ScreenTranslate<K> {
  const own: Readonly<Record<string, string>> = catalogues[locale];
  const main = createTranslator(locale);
  return (key, values) => {
    if (!Object.hasOwn(own, key)) return main(key as MessageKey, values);
    return fillTemplate(own[key]!, values);
  };
}
