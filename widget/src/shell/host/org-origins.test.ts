import { describe, expect, it } from 'vitest';
import { readAllowedOrigins } from './org-origins';

describe('readAllowedOrigins', () => {
  it('keeps canonical origins and drops everything else', () => {
    expect(
      readAllowedOrigins({ allowed_origins: ['https://builder.example', 'https://builder.example/', '*', 42, 'http://localhost:5173', 'https://a.example/path'] }),
    ).toEqual(['https://builder.example', 'http://localhost:5173']);
  });

  it('answers an empty list for an answer without a list', () => {
    expect(readAllowedOrigins({ allowed_origins: 'https://builder.example' })).toEqual([]);
    expect(readAllowedOrigins(null)).toEqual([]);
  });
});
