// The allowed embedding origins' list editor (core's normalizeOrigin): what a typed origin will
// be saved as, or why it cannot be added.
import { normalizeOrigin } from '../../../../core/api';

/** Why a typed origin cannot be added. */
export const OriginReason = { Empty: 'empty', Invalid: 'invalid', Duplicate: 'duplicate' } as const;
export type OriginReason = (typeof OriginReason)[keyof typeof OriginReason];

/** A typed origin: its canonical form (and whether that differs from the text), or the reason it is refused. */
export function checkOrigin(text: string, list: readonly string[]): { valid: true; origin: string; isChanged: boolean } | { valid: false; reason: OriginReason } {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: false, reason: OriginReason.Empty };
  const origin = normalizeOrigin(trimmed);
  if (origin === null) return { valid: false, reason: OriginReason.Invalid };
  if (list.includes(origin)) return { valid: false, reason: OriginReason.Duplicate };
  return { valid: true, origin, isChanged: origin !== trimmed };
}
