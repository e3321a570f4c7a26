// The language a visitor picks with the language switch: it wins over the element's `lang` and
// the browser's languages for the rest of the visit (the tab's session storage), on every
// Lotline screen of the site. Storage that refuses (a sandboxed frame, privacy modes) keeps the
// choice for the page only.
import { createContext, useCallback, useContext, useState } from 'react';
import type { Locale } from './messages';

/** The session storage key of the choice. */
export const LOCALE_CHOICE_KEY = 'lotline:locale';

/** The locale kept in `storage`, or null when none (or something else) is kept. */
export function readLocaleChoice(storage: Pick<Storage, 'getItem'> | undefined): Locale | null {
  try {
    const kept = storage?.getItem(LOCALE_CHOICE_KEY);
    return kept === 'en' || kept === 'es' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `locale` in `storage`; answers whether it could. */
export function keepLocaleChoice(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): boolean {
  try {
    storage?.setItem(LOCALE_CHOICE_KEY, locale);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The session storage, or undefined where reading it throws. */
function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The visitor's choice (null: none yet) and the function that makes one. */
export function useLocaleChoice(): [Locale | null, (locale: Locale) => void] {
  const [choice, setChoice] = useState<Locale | null>(() => readLocaleChoice(sessionStore()));
  const choose = useCallback((locale: Locale) => {
    keepLocaleChoice(sessionStore(), locale);
    setChoice(locale);
  }, []);
  return [choice, choose];
}

/** What the language switch calls to change the widget's language; undefined where it cannot. */
export const ChooseLocaleContext = createContext<((locale: Locale) => void) | undefined>(undefined);

/** The nearest provider's function that changes the language. */
export function useChooseLocale(): ((locale: Locale) => void) | undefined {
  return useContext(ChooseLocaleContext);
}
