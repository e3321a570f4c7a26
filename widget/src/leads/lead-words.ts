// The words of a refused field in the lead and need-help forms: a reason (field-issues.ts) of a
// field becomes a message of the catalogue, whose English is spec 5's message word for word.
import type { LeadMessageKey, LeadTranslate } from './lead-messages';
import { FieldReason } from './field-issues';
import { ADDRESS_PARTS, type AddressPart } from './lead-model';

/** The label of a visible address part (also the word its messages use). */
export const ADDRESS_PART_LABELS: Record<AddressPart, LeadMessageKey> = {
  addr_num: 'lead.address.addr_num',
  addr_street: 'lead.address.addr_street',
  addr_city: 'lead.address.addr_city',
  addr_state: 'lead.address.addr_state',
  addr_zip: 'lead.address.addr_zip',
};

/** The message of a refused address part (`address.addr_city`), or undefined for another field. */
function addressPartWords(t: LeadTranslate, field: string, reason: FieldReason): string | undefined {
  const part = field.startsWith('address.') ? field.slice('address.'.length) : '';
  if (!(ADDRESS_PARTS as readonly string[]).includes(part)) return undefined;
  const label = t(ADDRESS_PART_LABELS[part as AddressPart]);
  if (reason === FieldReason.Required) return t('lead.error.partRequired', { field: label });
  if (reason === FieldReason.TooLong) return t('lead.error.partTooLong', { field: label });
  return t('lead.error.invalid');
}

const LEAD_WORDS: Partial<Record<string, Partial<Record<FieldReason, LeadMessageKey>>>> = {
  name: { required: 'lead.error.nameRequired', 'too-long': 'lead.error.nameTooLong' },
  email: { required: 'lead.error.emailRequired', invalid: 'lead.error.emailInvalid', 'too-long': 'lead.error.emailTooLong' },
  consider: { required: 'lead.error.productRequired' },
  steps: { required: 'lead.error.productRequired' },
  phoneNumber: { invalid: 'lead.error.phoneInvalid', 'too-long': 'lead.error.phoneTooLong' },
};

const HELP_WORDS: Partial<Record<string, Partial<Record<FieldReason, LeadMessageKey>>>> = {
  name: { 'too-long': 'needHelp.error.nameTooLong' },
  helpRequest: { 'too-long': 'needHelp.error.requestTooLong' },
};

/** The message shown under a refused field of the lead form. */
export function leadErrorText(t: LeadTranslate, field: string, reason: FieldReason): string {
  return addressPartWords(t, field, reason) ?? t(LEAD_WORDS[field]?.[reason] ?? 'lead.error.invalid');
}

/** The message shown under a refused field of the need-help form. */
export function helpErrorText(t: LeadTranslate, field: string, reason: FieldReason): string {
  return addressPartWords(t, field, reason) ?? t(HELP_WORDS[field]?.[reason] ?? 'lead.error.invalid');
}
