// What the landing says about the places the search covers (GET /api/address/places): the
// addresses it offers to try, and the sentence naming the places when a search finds nothing.
import type { AddressExample, AddressPlace } from '../../../core/api';
import type { Locale } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';

/** Places named in the sentence; the others are counted. */
export const PLACES_NAMED = 4;
/** Addresses offered to try, each of another place. */
export const EXAMPLES_SHOWN = 2;

/** One example address per place, of the first places that have one, at most `max`. */
export function examplesOf(places: readonly AddressPlace[], max = EXAMPLES_SHOWN): { city: string; example: AddressExample }[] {
  return places.flatMap((place) => (place.example ? [{ city: place.city, example: place.example }] : [])).slice(0, max);
}

/** 'Lotline covers addresses in Cambridge, MA and Maple Hollow, MA.', or null without places. */
export function coverageSentence(places: readonly AddressPlace[], locale: Locale, t: Translate): string | null {
  if (places.length === 0) return null;
  const named = places.slice(0, PLACES_NAMED).map((place) => `${place.city}, ${place.state}`);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
  const more = places.length - named.length;
  return more > 0 ? t('search.coversMore', { places: named.join('; '), count: more }) : t('search.covers', { places: list });
}
