// The advanced feature-flag editor's model (spec 6: organization feature flags use dotted keys; a
// parent flag being false disables its children): adding a key checked with the core schema,
// removing and switching one, and which parent turns a flag off. The modules (spec 5) have
// their own switches, so their keys are not edited here.
import * as v from 'valibot';
import { MODULE_FEATURES, FeatureKeySchema, isFeatureEnabled, type FeatureFlags } from '../../../../core/api';

/** Why a key cannot be added. */
export const FlagKeyReason = { Empty: 'empty', Invalid: 'invalid', Duplicate: 'duplicate', Module: 'module' } as const;
export type FlagKeyReason = (typeof FlagKeyReason)[keyof typeof FlagKeyReason];

/** Whether `text` may be added as a new flag: its trimmed key, or the reason it may not (with the schema's message when invalid). */
export function checkFlagKey(text: string, flags: Readonly<FeatureFlags>): { valid: true; key: string } | { valid: false; reason: FlagKeyReason; message?: string } {
  const key = text.trim();
  if (key === '') return { valid: false, reason: FlagKeyReason.Empty };
  const parsed = v.safeParse(FeatureKeySchema, key);
  if (!parsed.success) return { valid: false, reason: FlagKeyReason.Invalid, message: parsed.issues[0].message };
  if ((MODULE_FEATURES as readonly string[]).includes(key)) return { valid: false, reason: FlagKeyReason.Module };
  if (Object.hasOwn(flags, key)) return { valid: false, reason: FlagKeyReason.Duplicate };
  return { valid: true, key };
}

/** The flags with `key` set to `value`. */
export function setFlag(flags: Readonly<FeatureFlags>, key: string, value: boolean): FeatureFlags {
  return { ...flags, [key]: value };
}

/** The flags without `key`. */
export function removeFlag(flags: Readonly<FeatureFlags>, key: string): FeatureFlags {
  const next: FeatureFlags = { ...flags };
  delete next[key];
  return next;
}

/** The flags' keys in the editor's order: sorted, so children follow their parent. */
export function flagKeys(flags: Readonly<FeatureFlags>): string[] {
  return Object.keys(flags).sort();
}

/** The nearest ancestor of `key` that is false in `flags` (which turns `key` off), or null. */
export function offBecauseOf(flags: Readonly<Record<string, boolean>>, key: string): string | null {
  const parts = key.split('.');
  for (let i = parts.length - 1; i >= 1; i--) {
    const parent = parts.slice(0, i).join('.');
    if (flags[parent] === false) return parent;
  }
  return null;
}

/** The keys under `key` that are switched on themselves but off because `key` is false. */
export function childrenTurnedOff(flags: Readonly<Record<string, boolean>>, key: string): string[] {
  if (flags[key] !== false) return [];
  return Object.keys(flags)
    .filter((other) => other.startsWith(`${key}.`) && flags[other] === true && !isFeatureEnabled(flags, other))
    .sort();
}
