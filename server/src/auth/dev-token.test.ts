// Development tokens: round trip, and rejection of forged, altered and malformed tokens.
import { describe, expect, it } from 'vitest';
import { issueDevToken, verifyDevToken } from './dev-token';

const secret = 's'.repeat(40);

describe('development tokens', () => {
  it('carry the user id they were issued for', () => {
    expect(verifyDevToken(secret, issueDevToken(secret, 'ada@example.com'))).toBe('ada@example.com');
  });

  it('are rejected when signed with another secret, altered or malformed', () => {
    const token = issueDevToken(secret, 'ada');
    expect(verifyDevToken('t'.repeat(40), token)).toBeNull();
    const [prefix, , signature] = token.split('.');
    expect(verifyDevToken(secret, `${prefix}.${Buffer.from('bob').toString('base64url')}.${signature}`)).toBeNull();
    expect(verifyDevToken(secret, `${token}.extra`)).toBeNull();
    expect(verifyDevToken(secret, 'dev..')).toBeNull();
    expect(verifyDevToken(secret, 'not-a-token')).toBeNull();
  });

  it('refuse user ids outside the allowed characters', () => {
    expect(() => issueDevToken(secret, 'a b')).toThrow('User ids are 1 to 80');
    expect(() => issueDevToken(secret, '')).toThrow();
  });
});
