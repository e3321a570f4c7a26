// The translate function type and the React context that carries it.
import { createContext, useContext } from 'react';
import { createTranslator, type MessageKey } from './messages';

/** Translates a message key with optional values. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The current translator; English unless a provider says otherwise. */
export const TranslateContext = createContext<Translate>(createTranslator('en'));

/** The translator of the nearest provider. */
export function useTranslate(): Translate {
  return useContext(TranslateContext);
}
