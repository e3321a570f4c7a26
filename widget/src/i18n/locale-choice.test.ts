import { describe, expect, it } from 'vitest';
import { keepLocaleChoice, LOCALE_CHOICE_KEY, readLocaleChoice } from './locale-choice';

/** A storage over a map. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the language choice', () => {
  it('is kept under its key and read back', () => {
    const storage = memoryStorage();
    expect(readLocaleChoice(storage)).toBeNull();
    expect(keepLocaleChoice(storage, 'es')).toBe(true);
    expect(storage.items.get(LOCALE_CHOICE_KEY)).toBe('es');
    expect(readLocaleChoice(storage)).toBe('es');
    keepLocaleChoice(storage, 'en');
    expect(readLocaleChoice(storage)).toBe('en');
  });

  it('ignores an unknown kept value and storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set(LOCALE_CHOICE_KEY, 'fr');
    expect(readLocaleChoice(storage)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLocaleChoice(refusing)).toBeNull();
    expect(keepLocaleChoice(refusing, 'es')).toBe(false);
    expect(readLocaleChoice(undefined)).toBeNull();
  });
});
