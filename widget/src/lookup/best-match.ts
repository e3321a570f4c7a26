// What Enter or Look up opens for the text in the address box when no suggestion is chosen: the
// suggestion whose label is the text, the only suggestion, or the only one whose label starts
// with the text; otherwise why not (nothing found, or several to pick from).
import type { AddressSuggestion } from '../../../core/api';

export type BestMatch =
  | { kind: 'match'; suggestion: AddressSuggestion }
  | { kind: 'none' }
  | { kind: 'several'; count: number };

/** Lower case, punctuation as spaces, one space between words: '12 Maple St.,' is '12 maple st'. */
export function normalizeAddress(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,;#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The suggestion `typed` stands for among `suggestions` (the search's answer for it), or why there is none. */
export function bestMatch(typed: string, suggestions: readonly AddressSuggestion[]): BestMatch {
  const text = normalizeAddress(typed);
  if (text === '' || suggestions.length === 0) return { kind: 'none' };
  const labels = suggestions.map((suggestion) => ({ suggestion, label: normalizeAddress(suggestion.label) }));
  const only = (found: typeof labels): BestMatch | undefined => (found.length === 1 ? { kind: 'match', suggestion: found[0]!.suggestion } : undefined);
  return (
    // The whole label, then its number and street ('12 Maple Street' of '12 Maple Street, Maple Hollow, MA').
    only(labels.filter((entry) => entry.label === text)) ??
    only(labels.filter((entry) => normalizeAddress(entry.suggestion.label.split(',')[0] ?? '') === text)) ??
    only(labels) ??
    only(labels.filter((entry) => entry.label.startsWith(text))) ?? { kind: 'several', count: suggestions.length }
  );
}
