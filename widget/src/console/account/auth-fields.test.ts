import { describe, expect, it } from 'vitest';
import { checkFields, FieldReason, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, sentValue } from './auth-fields';

const signUp = ['first_name', 'last_name', 'email', 'password'] as const;
const good = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' };

describe('checkFields', () => {
  it('passes a complete sign-up', () => {
    expect(checkFields(good, signUp, true)).toEqual({});
  });

  it('answers a reason per refused field', () => {
    expect(checkFields({ first_name: '  ', last_name: 'x'.repeat(NAME_MAX_LENGTH + 1), email: 'ada@', password: 'short' }, signUp, true)).toEqual({
      first_name: FieldReason.Required,
      last_name: FieldReason.TooLong,
      email: FieldReason.InvalidEmail,
      password: FieldReason.TooShort,
    });
    expect(checkFields({}, ['email', 'password'])).toEqual({ email: FieldReason.Required, password: FieldReason.Required });
    expect(checkFields({ ...good, email: `${'a'.repeat(120)}@example.com` }, ['email'])).toEqual({ email: FieldReason.TooLong });
  });

  it('lets an old short password sign in, but not be chosen', () => {
    const short = { ...good, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) };
    expect(checkFields(short, ['email', 'password'])).toEqual({});
    expect(checkFields(short, ['password'], true)).toEqual({ password: FieldReason.TooShort });
  });
});

describe('sentValue', () => {
  it('trims names and email but never a password', () => {
    expect(sentValue('email', '  ada@example.com ')).toBe('ada@example.com');
    expect(sentValue('first_name', ' Ada ')).toBe('Ada');
    expect(sentValue('password', ' spaced secret ')).toBe(' spaced secret ');
  });
});
