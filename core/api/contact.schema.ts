// The shared field rules of spec 5 used by the account, onboarding, settings, lead and need-help
// forms: e-mail addresses, phone numbers, websites and a full street address, each with the spec's messages.
import * as v from 'valibot';

const ValidEmail = v.pipe(v.string(), v.email());

/** An e-mail address by spec 5's shared rule (required, trimmed, valid, at most 128), in lower case; one message per mistake. */
export const EmailSchema = v.pipe(
  v.string('Email must be a string'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(128, 'Email must be less than 128 characters.'),
  v.check((email) => email.length === 0 || v.is(ValidEmail, email), 'Please verify that you are entering the correct email.'),
  v.toLowerCase(),
);

/** The longest phone number, in characters (spec 9). */
export const PHONE_MAX_LENGTH = 20;
/** The phone format the inputs mask to, and their placeholder (spec 5: '+1 (NNN) NNN-NNNN'). */
export const PHONE_PATTERN = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_PLACEHOLDER = '+1 (555) 000-0000';

/** A phone number: trimmed, '+1 (NNN) NNN-NNNN', at most 20 characters. */
export const PhoneSchema = v.pipe(
  v.string('Phone number must be a string'),
  v.trim(),
  v.maxLength(PHONE_MAX_LENGTH, 'Phone number must be less than 20 characters.'),
  v.regex(PHONE_PATTERN, 'Invalid Phone number format'),
);

/**
 * A phone number as people paste it ('(617) 555-0199', '617.555.0199', '+1 617 555 0199'):
 * masked as '+1 (NNN) NNN-NNNN' first, then held to {@link PhoneSchema}'s rules.
 */
export const PastedPhoneSchema = v.pipe(
  v.string('Phone number must be a string'),
  v.trim(),
  v.maxLength(PHONE_MAX_LENGTH, 'Phone number must be less than 20 characters.'),
  v.transform(maskPhone),
  v.regex(PHONE_PATTERN, 'Invalid Phone number format'),
);

/** An optional phone number: empty text is null. */
export const OptionalPhoneSchema = v.optional(
  v.nullable(v.union([v.pipe(v.literal(''), v.transform(() => null)), PhoneSchema], 'Invalid Phone number format')),
  null,
);

/**
 * Masks typed digits as '+1 (NNN) NNN-NNNN' (spec 5's phone mask): a leading country code 1 is
 * dropped, at most ten digits are kept, and the mask grows with the digits typed.
 */
export function maskPhone(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (text.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'))) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const middle = digits.slice(3, 6);
  const last = digits.slice(6);
  let masked = `+1 (${area}`;
  if (digits.length >= 3) masked += ')';
  if (middle) masked += ` ${middle}`;
  if (last) masked += `-${last}`;
  return masked;
}

/** Prefixes https:// unless the text already starts with http:// or https:// (spec 5: URL inputs). */
export function withUrlScheme(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?::\d+)?(?:[/?#]\S*)?$/i;

/** A website: an http or https URL ('Website should be valid URL'). */
export const WebsiteSchema = v.pipe(
  v.string('Website should be valid URL'),
  v.trim(),
  v.regex(HTTP_URL, 'Website should be valid URL'),
);

/** An optional website: empty text is null. */
export const OptionalWebsiteSchema = v.optional(
  v.nullable(v.union([v.pipe(v.literal(''), v.transform(() => null)), WebsiteSchema], 'Website should be valid URL')),
  null,
);

const RequiredText = (label: string) =>
  v.pipe(v.string(`${label} must be a string`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(256, `${label} must be less than 256 characters.`));

/** A full address as the lead and need-help forms carry it (spec 5: every part required). */
export const FormAddressSchema = v.object({
  lat: RequiredText('Latitude'),
  lng: RequiredText('Longitude'),
  addr_string: RequiredText('Address'),
  addr_state: RequiredText('State'),
  addr_city: RequiredText('City'),
  addr_street: RequiredText('Street'),
  addr_num: RequiredText('Street number'),
  addr_zip: RequiredText('Zip code'),
});
export type FormAddress = v.InferOutput<typeof FormAddressSchema>;
