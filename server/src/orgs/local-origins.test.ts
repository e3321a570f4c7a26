// Which embedding origins are of the visitor's own machine, and what a server that refuses them keeps.
import { describe, expect, it } from 'vitest';
import { honouredOrigins, isLocalOrigin } from './local-origins';

describe('isLocalOrigin', () => {
  it('names localhost, *.localhost and 127.x.x.x, over http or https, on any port', () => {
    for (const origin of ['http://localhost', 'http://localhost:5173', 'https://localhost', 'https://app.localhost:8443', 'http://127.0.0.1:3000', 'https://127.1.2.3']) {
      expect(isLocalOrigin(origin), origin).toBe(true);
    }
  });

  it('does not name other hosts that merely look alike', () => {
    for (const origin of ['https://builder.example', 'https://localhost.example', 'https://mylocalhost', 'https://127.0.0.1.example', 'https://128.0.0.1', 'https://localhost-builder.example']) {
      expect(isLocalOrigin(origin), origin).toBe(false);
    }
  });
});

describe('honouredOrigins', () => {
  const origins = ['https://builder.example', 'http://localhost:5173', 'http://127.0.0.1:3000', 'https://shop.builder.example'];

  it('keeps every origin where local ones are allowed, and only the others where they are not', () => {
    expect(honouredOrigins(origins, true)).toEqual(origins);
    expect(honouredOrigins(origins, false)).toEqual(['https://builder.example', 'https://shop.builder.example']);
  });
});
