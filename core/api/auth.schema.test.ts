import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthMessage, PasswordResetConfirmBodySchema, SignInBodySchema, SignUpBodySchema } from './auth.schema';
import { fieldErrors } from './error.schema';
import { PACKAGE_QUOTAS, StreetDataQuotaSchema } from './quota.schema';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

const signUp = { email: 'Ada@Example.COM ', password: 'correct horse', first_name: ' Ada ', last_name: 'Lovelace' };

describe('SignUpBodySchema', () => {
  it('trims names and the e-mail, and puts the e-mail in lower case; the password stays as typed', () => {
    expect(v.parse(SignUpBodySchema, { ...signUp, password: ' spaced password ' })).toEqual({
      email: 'ada@example.com',
      password: ' spaced password ',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('takes passwords of 8 to 128 characters', () => {
    expect(v.is(SignUpBodySchema, { ...signUp, password: '12345678' })).toBe(true);
    expect(v.is(SignUpBodySchema, { ...signUp, password: 'p'.repeat(128) })).toBe(true);
    expect(errorsOf(SignUpBodySchema, { ...signUp, password: '1234567' })).toEqual({ password: ['Password must be at least 8 characters.'] });
    expect(errorsOf(SignUpBodySchema, { ...signUp, password: 'p'.repeat(129) })).toEqual({ password: ['Password must be at most 128 characters.'] });
  });

  it('says which field is wrong, with the shared e-mail messages (spec 5)', () => {
    expect(errorsOf(SignUpBodySchema, { email: 'ada-at-example', password: '', first_name: '  ', last_name: 'L'.repeat(81) })).toEqual({
      email: ['Please verify that you are entering the correct email.'],
      password: ['Password must be at least 8 characters.'],
      first_name: ['First Name is required.'],
      last_name: ['Last Name must be at most 80 characters.'],
    });
    expect(errorsOf(SignUpBodySchema, { ...signUp, email: `${'a'.repeat(120)}@example.com` })).toEqual({ email: ['Email must be less than 128 characters.'] });
    expect(errorsOf(SignUpBodySchema, { ...signUp, email: ' ' })).toEqual({ email: ['Email is required'] });
    expect(errorsOf(SignUpBodySchema, {})).toEqual({
      email: ['email is required.'],
      password: ['password is required.'],
      first_name: ['first_name is required.'],
      last_name: ['last_name is required.'],
    });
  });
});

describe('SignInBodySchema and PasswordResetConfirmBodySchema', () => {
  it('sign-in takes any non-empty password up to 128 characters, so a short one is a wrong one, not a bad request', () => {
    expect(v.parse(SignInBodySchema, { email: ' ADA@example.com', password: 'short' })).toEqual({ email: 'ada@example.com', password: 'short' });
    expect(errorsOf(SignInBodySchema, { email: 'ada@example.com', password: '' })).toEqual({ password: ['Password is required.'] });
  });

  it('a reset needs the token and a new password by the sign-up rules', () => {
    expect(errorsOf(PasswordResetConfirmBodySchema, { token: ' ', password: 'short' })).toEqual({
      token: ['Token is required.'],
      password: ['Password must be at least 8 characters.'],
    });
    expect(errorsOf(PasswordResetConfirmBodySchema, { token: 't'.repeat(201), password: 'long enough' })).toEqual({ token: [AuthMessage.ResetTokenInvalid] });
  });
});

describe('quotas', () => {
  it('are Free 3 addresses in all and Pro 80 a month (spec 9)', () => {
    expect(PACKAGE_QUOTAS).toEqual({ free: { limit: 3, period: 'total' }, pro: { limit: 80, period: 'month' } });
  });

  it('in street data carry whether the limit is reached; an unlimited quota has a null limit', () => {
    expect(v.is(StreetDataQuotaSchema, { used: 3, limit: 3, period: 'total', reached: true })).toBe(true);
    expect(v.is(StreetDataQuotaSchema, { used: 12, limit: null, period: 'total', reached: false })).toBe(true);
    expect(v.is(StreetDataQuotaSchema, { used: 1, limit: 3, period: 'week', reached: false })).toBe(false);
  });
});
