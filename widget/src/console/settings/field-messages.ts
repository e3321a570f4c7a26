// The core schemas' field messages are English (the spec's words); those the main catalogue
// already has in every language are shown in the reader's, the others as they are.
import type { OrgTranslate } from '../i18n/org-messages';
import { ROLE_OTHER_REQUIRED } from './settings-form';

/** Catalogue keys of core messages by their English text. */
const KNOWN = {
  'Email is required': ['account.emailRequired'],
  'Please verify that you are entering the correct email.': ['account.emailInvalid'],
  'Email must be less than 128 characters.': ['account.emailTooLong', 128],
  'First Name is required.': ['account.firstNameRequired'],
  'Last Name is required.': ['account.lastNameRequired'],
  [ROLE_OTHER_REQUIRED]: ['settings.roleOtherRequired'],
  'Low must not be above high': ['settings.priceBook.lowAboveHigh'],
} as const satisfies Record<string, readonly [Parameters<OrgTranslate>[0], number?]>;

/** A core field message in the reader's language where the catalogue has it. */
export function localizeFieldMessage(message: string, t: OrgTranslate): string {
  if (!Object.hasOwn(KNOWN, message)) return message;
  const [key, max] = KNOWN[message as keyof typeof KNOWN] as readonly [Parameters<OrgTranslate>[0], number?];
  return t(key, max === undefined ? undefined : { max });
}
