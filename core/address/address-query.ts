// What a typed address asks for: a house number, or a range of them ('307-321 Hurley St', the way
// a lot with several doors is written), and the words that name the street and its place; the
// number may also follow the street ('Hurley St 307'). Units ('Apt 2', '#2', 'Unit 2B') are
// dropped: they share the lot of their building.
import { addressSearchTerms, normalizeAddressText } from './normalize';

/** A parsed address query. */
export interface AddressQuery {
  /** The house number ('12', '12a', '12-1/2'), the first of a range, or null. */
  number: string | null;
  /** The last number of a range ('321' of '307-321'), or null. */
  numberTo: string | null;
  /** The normalised words after the number: the street, then perhaps its city, state and zip. */
  words: string[];
  /**
   * Whether the number is the last thing typed ('Hurley St 30', the street written first), so the
   * person may still be typing it: 30 may become 307. A number followed by a street is complete.
   */
  isNumberLast: boolean;
}

// '307-321', '307 - 321', '307–321' at the start; not '12-1/2' (a half number) and not '12-4'
// (a building and its unit, where the second number is the smaller).
const RANGE = /^\s*(\d+)([a-z]?)\s*[-–—]\s*(\d+)([a-z]?)(?![\d/])/i;
const HALF = /^\s*(\d+)\s*-\s*1\/2(?![\d/])/;
const SINGLE = /^\d+[a-z]?$/;
// A house number written after the street ('Hurley St 307'): up to four digits, so that a ZIP
// code ending a query ('Hurley St, Cambridge, MA 02139') is never taken for one.
const TRAILING = /^\d{1,4}[a-z]?$/;

/** Parses typed text: "307-321 Hurley St, Cambridge, MA" gives 307 to 321 and ['hurley', 'street', 'cambridge', 'ma']. */
export function parseAddressQuery(text: string): AddressQuery {
  const half = HALF.exec(text);
  if (half) return { number: `${half[1]}-1/2`, numberTo: null, words: addressSearchTerms(text.slice(half[0].length)), isNumberLast: false };
  const range = RANGE.exec(text);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[3]);
    const words = addressSearchTerms(text.slice(range[0].length));
    const first = `${range[1]}${range[2]!.toLowerCase()}`;
    if (to > from) return { number: first, numberTo: `${range[3]}${range[4]!.toLowerCase()}`, words, isNumberLast: false };
    return { number: first, numberTo: null, words, isNumberLast: false };
  }
  const terms = addressSearchTerms(text);
  const first = terms[0];
  if (first !== undefined && SINGLE.test(first)) return { number: first, numberTo: null, words: terms.slice(1), isNumberLast: terms.length === 1 };
  const last = terms[terms.length - 1];
  if (terms.length > 1 && last !== undefined && TRAILING.test(last)) return { number: last, numberTo: null, words: terms.slice(0, -1), isNumberLast: true };
  return { number: null, numberTo: null, words: terms, isNumberLast: false };
}

/** The numeric part of a house number: 307 of '307', '307a' and '307-1/2'. */
export function houseNumberValue(number: string): number {
  return Number.parseInt(number, 10);
}

/** Edit distance of two short words (insertions, deletions and substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Whether a typed word may be a typo or the start of a street's word: 'hurly' and 'hurl' name 'hurley'. */
function isWordNamed(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length >= 3 && word.startsWith(typed)) return true;
  if (/^\d/.test(typed) !== /^\d/.test(word)) return false;
  return editDistance(typed, word) <= (word.length >= 6 ? 2 : 1);
}

/**
 * Whether the query's street words name the street `streetNorm` (normalised): its first word must
 * be the query's first street word or a typo of it. A street that merely shares a later word of
 * the query, such as the city in "Hurley St, Cambridge", is never named.
 */
export function queryNamesStreet(words: readonly string[], streetNorm: string): boolean {
  const typed = words[0];
  const first = normalizeAddressText(streetNorm).split(' ')[0];
  return typed !== undefined && first !== undefined && isWordNamed(typed, first);
}
