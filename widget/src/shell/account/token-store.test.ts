import { describe, expect, it } from 'vitest';
import { readToken, tokenStorageKey, writeToken, type TokenStorage } from './token-store';

function memoryStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const throwing: TokenStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('tokenStorageKey', () => {
  it('names the API origin, whatever the base looks like', () => {
    expect(tokenStorageKey('https://lotline.example')).toBe('lotline:token:https://lotline.example');
    expect(tokenStorageKey('https://lotline.example/')).toBe('lotline:token:https://lotline.example');
    expect(tokenStorageKey('http://127.0.0.1:4000/api/')).toBe('lotline:token:http://127.0.0.1:4000');
  });
});

describe('readToken and writeToken', () => {
  it('keep one token per API origin and forget it', () => {
    const storage = memoryStorage();
    expect(writeToken(storage, 'https://a.example', 'tok-a')).toBe(true);
    writeToken(storage, 'https://b.example/', 'tok-b');
    expect(readToken(storage, 'https://a.example/')).toBe('tok-a');
    expect(readToken(storage, 'https://b.example')).toBe('tok-b');
    writeToken(storage, 'https://a.example', undefined);
    expect(readToken(storage, 'https://a.example')).toBeUndefined();
    expect([...storage.items.keys()]).toEqual(['lotline:token:https://b.example']);
  });

  it('answers nothing where storage is missing or throws', () => {
    expect(readToken(undefined, 'https://a.example')).toBeUndefined();
    expect(writeToken(undefined, 'https://a.example', 'tok')).toBe(false);
    expect(readToken(throwing, 'https://a.example')).toBeUndefined();
    expect(writeToken(throwing, 'https://a.example', 'tok')).toBe(false);
  });
});
