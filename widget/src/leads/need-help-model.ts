// The need-help modal as pure state (spec 2 'Need-help modal', spec 4, spec 5 'Need-help form',
// spec 7 call 15): a form checked on every change, sent when valid, then a thank-you screen; and
// the body of `POST /api/orgs/:id/help-requests`.
import * as v from 'valibot';
import type { FormAddress } from '../../../core/api';
import { NeedHelpFormSchema, type HelpRequestSubmission, type HELP_TOPICS } from '../../../core/api';
import { issuesByField, type FieldReason } from './field-issues';
import { ADDRESS_PARTS, formAddressOf, withAddressPart, type AddressPart, type ReportAddress } from './lead-model';

/** A topic of the 'related to' list, or '' for none. */
export type HelpTopic = '' | (typeof HELP_TOPICS)[number];

/** The two steps of the modal. */
export const NEED_HELP_STEPS = ['FORM', 'THANK_YOU'] as const;
export type NeedHelpStep = (typeof NEED_HELP_STEPS)[number];

/** What the visitor edits; the address is always there to edit and counts as absent when blank. */
export interface NeedHelpValues {
  name: string;
  address: FormAddress;
  relatedTo: HelpTopic;
  helpRequest: string;
}

/** The modal's state. */
export interface NeedHelpState {
  step: NeedHelpStep;
  values: NeedHelpValues;
  /** Fields the visitor changed (`address.addr_city` for a part): their problems are shown. */
  touched: ReadonlySet<string>;
}

/** A new modal with the report's address and the signed-in user's name. */
export function createNeedHelpState({ address, name = '' }: { address: ReportAddress; name?: string | undefined }): NeedHelpState {
  return { step: 'FORM', values: { name, address: formAddressOf(address), relatedTo: '', helpRequest: '' }, touched: new Set() };
}

/** The state with one of the name, topic or request changed. */
export function setHelpField<K extends 'name' | 'relatedTo' | 'helpRequest'>(state: NeedHelpState, field: K, value: NeedHelpValues[K]): NeedHelpState {
  return { ...state, values: { ...state.values, [field]: value }, touched: new Set([...state.touched, field]) };
}

/** The state with one visible part of the address changed. */
export function setHelpAddressPart(state: NeedHelpState, part: AddressPart, value: string): NeedHelpState {
  return {
    ...state,
    values: { ...state.values, address: withAddressPart(state.values.address, part, value) },
    touched: new Set([...state.touched, `address.${part}`]),
  };
}

/** Whether every visible part of the address is blank: the request is then about no address. */
export function isAddressBlank(address: FormAddress): boolean {
  return ADDRESS_PARTS.every((part) => address[part].trim() === '');
}

/** The form as spec 5 checks it: the address null when blank. */
export function needHelpForm(values: NeedHelpValues): v.InferInput<typeof NeedHelpFormSchema> {
  return { ...values, address: isAddressBlank(values.address) ? null : values.address };
}

/** Why each field is refused (`address.addr_city` for a part); an address, when given, needs every part. */
export function needHelpIssues(values: NeedHelpValues): Partial<Record<string, FieldReason>> {
  return issuesByField(NeedHelpFormSchema, needHelpForm(values));
}

/** Spec 4: Send is enabled only while the form is valid. */
export function canSendHelp(state: NeedHelpState): boolean {
  return state.step === 'FORM' && Object.keys(needHelpIssues(state.values)).length === 0;
}

/** The state after the request was accepted: the thank-you screen. */
export function helpSent(state: NeedHelpState): NeedHelpState {
  return { ...state, step: 'THANK_YOU' };
}

/**
 * The body of `POST /api/orgs/:id/help-requests` (spec 7 call 15) from a valid form: the
 * signed-in user's e-mail, the address parts (empty without an address), the topic and the
 * request. A form that is not valid is a programmer error (Send would not have been enabled).
 */
export function buildHelpRequest(values: NeedHelpValues, signedInEmail: string | undefined): HelpRequestSubmission {
  const form = v.parse(NeedHelpFormSchema, needHelpForm(values));
  const address = form.address;
  const email = signedInEmail?.trim().toLowerCase();
  return {
    ...(email ? { email } : {}),
    full_name: form.name,
    address: address?.addr_string ?? '',
    addr_state: address?.addr_state ?? '',
    addr_city: address?.addr_city ?? '',
    addr_street: address?.addr_street ?? '',
    addr_num: address?.addr_num ?? '',
    addr_lat: address?.lat ?? '',
    addr_lng: address?.lng ?? '',
    related_to: form.relatedTo,
    help_request: form.helpRequest,
  };
}
