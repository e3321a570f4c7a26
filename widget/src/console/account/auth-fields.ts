// The account forms' fields and the checks made before sending them, with the API's own rules
// (core/api/auth.schema.ts: the shared e-mail rule, names up to NAME_MAX_LENGTH, new passwords
// of PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters). Checks answer reasons; the form maps
// them to words in the widget's language. The server checks everything again.
import * as v from 'valibot';
import { EmailSchema, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../core/api';

/** A field of the account forms, named as the API names it. */
export type AuthFieldName = 'first_name' | 'last_name' | 'email' | 'password';

/** Why a field is refused before sending. */
export const FieldReason = { Required: 'required', TooShort: 'too-short', TooLong: 'too-long', InvalidEmail: 'invalid-email' } as const;
export type FieldReason = (typeof FieldReason)[keyof typeof FieldReason];

/** The longest email (spec 1 section 5). */
export const EMAIL_MAX_LENGTH = 128;
export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The text sent for a field: names and email trimmed, a password as typed. */
export function sentValue(name: AuthFieldName, value: string): string {
  return name === 'password' ? value : value.trim();
}

function reasonOf(name: AuthFieldName, value: string, isNewPassword: boolean): FieldReason | undefined {
  if (value === '') return FieldReason.Required;
  switch (name) {
    case 'email':
      if (value.length > EMAIL_MAX_LENGTH) return FieldReason.TooLong;
      return v.is(EmailSchema, value) ? undefined : FieldReason.InvalidEmail;
    case 'password':
      if (value.length > PASSWORD_MAX_LENGTH) return FieldReason.TooLong;
      // A password signed in with may be an old, shorter one; only new ones have a minimum.
      return isNewPassword && value.length < PASSWORD_MIN_LENGTH ? FieldReason.TooShort : undefined;
    default:
      return value.length > NAME_MAX_LENGTH ? FieldReason.TooLong : undefined;
  }
}

/** The reason each of `fields` is refused, for those that are; `isNewPassword` checks the password's minimum. */
export function checkFields(
  values: Partial<Record<AuthFieldName, string>>,
  fields: readonly AuthFieldName[],
  isNewPassword = false,
): Partial<Record<AuthFieldName, FieldReason>> {
  const reasons: Partial<Record<AuthFieldName, FieldReason>> = {};
  for (const name of fields) {
    const reason = reasonOf(name, sentValue(name, values[name] ?? ''), isNewPassword);
    if (reason) reasons[name] = reason;
  }
  return reasons;
}
