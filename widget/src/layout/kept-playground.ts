// What a visitor drew on the playground, kept in the page's sessionStorage per property, so that
// signing in (which starts the report afresh for the new viewer) and a reload keep it, as the
// login prompt promises (spec 1 section 6). A signed-in user's drawing is saved with the account;
// the kept one is then taken over once and forgotten. A 'check after sign-in' mark remembers that
// the visitor asked 'Is this allowed?', so the check runs once they are signed in. Storage can be
// missing or throw (blocked cookies, sandboxed frames): then nothing is kept, as before.
import * as v from 'valibot';
import { encodeLayoutUnits, LayoutUnitSchema, MAX_LAYOUT_UNITS, type LayoutUnit } from '../../../core/api';

/** The parts of `Storage` used here. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A visitor's playground: its units and whether the survey's buildings were cleared. */
export interface KeptPlayground {
  units: LayoutUnit[];
  surveyBuildingsCleared: boolean;
}

const KeptPlaygroundSchema = v.object({
  units: v.pipe(v.array(LayoutUnitSchema), v.maxLength(MAX_LAYOUT_UNITS)),
  surveyBuildingsCleared: v.boolean(),
});

/** The storage key of the kept playground of `propertyId`. */
export const keptPlaygroundKey = (propertyId: string): string => `lotline:playground:${propertyId}`;
/** The storage key of the mark that a check waits for the sign-in on `propertyId`. */
export const checkAfterSignInKey = (propertyId: string): string => `lotline:playground-check:${propertyId}`;

/** The page's sessionStorage, or undefined where reading it throws. */
export function sessionKeptStorage(): KeptStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept playground of `propertyId`, or null when none (or what is there is not one). */
export function readKeptPlayground(storage: KeptStorage | undefined, propertyId: string): KeptPlayground | null {
  try {
    const text = storage?.getItem(keptPlaygroundKey(propertyId));
    if (!text) return null;
    const parsed = v.safeParse(KeptPlaygroundSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps `kept` for `propertyId`; an empty playground (or null) forgets it. Answers whether storage took it. */
export function writeKeptPlayground(storage: KeptStorage | undefined, propertyId: string, kept: KeptPlayground | null): boolean {
  if (!storage) return false;
  try {
    const key = keptPlaygroundKey(propertyId);
    if (kept && (kept.units.length > 0 || kept.surveyBuildingsCleared)) storage.setItem(key, JSON.stringify({ ...kept, units: encodeLayoutUnits(kept.units) }));
    else storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Marks that 'Is this allowed?' waits for the visitor to sign in on `propertyId`. */
export function markCheckAfterSignIn(storage: KeptStorage | undefined, propertyId: string): void {
  try {
    storage?.setItem(checkAfterSignInKey(propertyId), '1');
  } catch {
    // Without storage the visitor asks again after signing in.
  }
}

/** Whether a check waited for the sign-in on `propertyId`; the mark is forgotten. */
export function takeCheckAfterSignIn(storage: KeptStorage | undefined, propertyId: string): boolean {
  try {
    const marked = storage?.getItem(checkAfterSignInKey(propertyId)) === '1';
    if (marked) storage?.removeItem(checkAfterSignInKey(propertyId));
    return marked;
  } catch {
    return false;
  }
}
