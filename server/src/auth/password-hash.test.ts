// Password hashes: argon2id in PHC form, salted, and verified only by the same password.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('are argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse')).not.toBe(first);
  });

  it('verify the same password only, and refuse a malformed hash', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword({ hash: stored, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'Correct horse' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'correct horse' })).toBe(false);
  });
});
