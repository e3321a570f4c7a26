// The lead contact modal as pure state (spec 4 'Lead modal', spec 5 'Lead form', spec 7 call 6,
// spec 9 'Lead options'): which steps a visitor goes through (INTRODUCE only on the hosted page),
// when Next and Back are allowed, the progress shown, the form's defaults and prefills, the
// reasons a field is refused, and the body of `POST /api/orgs/:id/leads`.
import * as v from 'valibot';
import {
  maskPhone,
  type FormAddress,
  CONSIDER_OPTIONS,
  LEAD_FORM_DEFAULTS,
  LEAD_PROGRESS_TOTAL,
  LEAD_STEPS,
  LeadFormSchema,
  STEPS_TAKEN_OPTIONS,
  type LeadForm,
  type LeadStep,
  type LeadSubmission,
} from '../../../core/api';
import { englishWords, type LeadMessageKey } from './lead-messages';
import { issuesByField, type FieldReason } from './field-issues';

/** A top-level field of the lead form. */
export type LeadField = keyof LeadForm;

/** The parts of an address a visitor can see and edit (lat and lng come from the report). */
export const ADDRESS_PARTS = ['addr_num', 'addr_street', 'addr_city', 'addr_state', 'addr_zip'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The report's address as street data gives it. */
export interface ReportAddress {
  label: string;
  street_number: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  lat: number;
  lng: number;
}

/** The modal's state: where the visitor is, what they entered, and which fields they have given. */
export interface LeadState {
  step: LeadStep;
  form: LeadForm;
  /** Fields the visitor changed (or that were prefilled with their own data). */
  dirty: ReadonlySet<LeadField>;
  /** Inside a host page: no INTRODUCE step, nor `introduce` and `email_contact_us` in the body. */
  embedded: boolean;
}

/** The fields each step asks for. */
export const STEP_FIELDS: Record<LeadStep, readonly LeadField[]> = {
  NAME: ['name'],
  EMAIL: ['email'],
  CONSIDER: ['consider'],
  PROJECT_STARTING: ['projectStarting'],
  ADDRESS: ['address'],
  OWNER_AND_LIVE: ['owner', 'liveHere'],
  STEPS: ['steps'],
  WATER_AND_SEWER: ['waterSupplied', 'sewerSystem'],
  PHONE_NUMBER: ['phoneNumber'],
  INTRODUCE: ['introduceToProfessionals'],
  THANK_YOU: [],
};

/** Spec 4: Next needs these fields dirty as well as valid (the others start with a usable default). */
export const DIRTY_REQUIRED: ReadonlySet<LeadField> = new Set<LeadField>(['name', 'email', 'consider', 'steps', 'phoneNumber']);

/** The steps a visitor goes through, in order: INTRODUCE is skipped in embeds (spec 4). */
export function leadSteps(embedded: boolean): readonly LeadStep[] {
  return embedded ? LEAD_STEPS.filter((step) => step !== 'INTRODUCE') : LEAD_STEPS;
}

/** The form's address from the report's: every part as text, the label as the address line. */
export function formAddressOf(address: ReportAddress): FormAddress {
  return {
    lat: String(address.lat),
    lng: String(address.lng),
    addr_string: address.label,
    addr_state: address.state,
    addr_city: address.city,
    addr_street: address.street,
    addr_num: address.street_number,
    addr_zip: address.zip_code,
  };
}

/** The one-line address of edited parts: '12 Elm Street, Springfield, MA 01101'. */
export function addressLine(address: Pick<FormAddress, AddressPart>): string {
  const street = [address.addr_num, address.addr_street].map((part) => part.trim()).filter(Boolean).join(' ');
  const region = [address.addr_state, address.addr_zip].map((part) => part.trim()).filter(Boolean).join(' ');
  return [street, address.addr_city.trim(), region].filter(Boolean).join(', ');
}

/** An address with one visible part changed; the address line then follows the parts. */
export function withAddressPart(address: FormAddress, part: AddressPart, value: string): FormAddress {
  const next = { ...address, [part]: value };
  return { ...next, addr_string: addressLine(next) };
}

/** What the modal starts from. */
export interface LeadStart {
  embedded: boolean;
  /** The report's address (spec: the lead is about the property on screen). */
  address: ReportAddress;
  /** The signed-in user's e-mail, if any. */
  signedInEmail?: string | undefined;
}

/**
 * A new modal at NAME with spec 5's defaults, the report's address and the signed-in user's
 * e-mail. A prefilled e-mail counts as given: the visitor should not have to retype their own.
 */
export function createLeadState({ embedded, address, signedInEmail }: LeadStart): LeadState {
  const email = signedInEmail?.trim() ?? '';
  return {
    step: 'NAME',
    embedded,
    dirty: new Set<LeadField>(email ? ['email'] : []),
    form: { name: '', email, consider: [], address: formAddressOf(address), steps: [], phoneNumber: '', ...LEAD_FORM_DEFAULTS },
  };
}

/** The state with one field set by the visitor (which makes it dirty). */
export function setLeadField<K extends LeadField>(state: LeadState, field: K, value: LeadForm[K]): LeadState {
  return { ...state, form: { ...state.form, [field]: value }, dirty: new Set([...state.dirty, field]) };
}

/**
 * The phone field after an edit, masked as '+1 (NNN) NNN-NNNN' (spec 5). Deleting one of the
 * mask's own characters (')', ' ', '-') would bring it straight back, so that deletes the digit
 * before it instead.
 */
export function phoneAfterEdit(previous: string, typed: string): string {
  const masked = maskPhone(typed);
  if (typed.length >= previous.length || masked !== previous) return masked;
  // The digits after the '+1' country code, less the last.
  return maskPhone(masked.replace(/\D/g, '').slice(1, -1));
}

/** A list with `item` added (in the options' order) or removed, for the checkbox groups. */
export function toggled<T extends string>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const chosen = new Set(list);
  if (on) chosen.add(item);
  else chosen.delete(item);
  return order.filter((option) => chosen.has(option));
}

/**
 * Why each field of the form is refused, by field (`address.addr_city` for an address part):
 * the form is checked whole on every change, as spec 5 says.
 */
export function leadIssues(form: LeadForm): Partial<Record<string, FieldReason>> {
  return issuesByField(LeadFormSchema, form);
}

/** Whether a field (or, for `address`, any of its parts) is refused. */
function isRefused(issues: Partial<Record<string, FieldReason>>, field: LeadField): boolean {
  return Object.keys(issues).some((key) => key === field || key.startsWith(`${field}.`));
}

/** Whether every field of the current step is valid. */
export function isStepValid(state: LeadState): boolean {
  const issues = leadIssues(state.form);
  return STEP_FIELDS[state.step].every((field) => !isRefused(issues, field));
}

/** Spec 4: Next is enabled when the step is valid, and its name, e-mail, choices or phone were given. */
export function canGoNext(state: LeadState): boolean {
  if (state.step === 'THANK_YOU') return false;
  return isStepValid(state) && STEP_FIELDS[state.step].every((field) => !DIRTY_REQUIRED.has(field) || state.dirty.has(field));
}

/** Back is offered from the second step until the form is sent. */
export function canGoBack(state: LeadState): boolean {
  return state.step !== 'THANK_YOU' && leadSteps(state.embedded).indexOf(state.step) > 0;
}

/** Whether Next sends the form here: PHONE_NUMBER in embeds, INTRODUCE otherwise (spec 4). */
export function isSubmitStep(state: LeadState): boolean {
  return state.step === (state.embedded ? 'PHONE_NUMBER' : 'INTRODUCE');
}

/** The state one step on (not past the submit step: sending moves to THANK_YOU). */
export function nextStep(state: LeadState): LeadState {
  if (!canGoNext(state) || isSubmitStep(state)) return state;
  const steps = leadSteps(state.embedded);
  return { ...state, step: steps[steps.indexOf(state.step) + 1]! };
}

/** The state one step back, where that is allowed. */
export function previousStep(state: LeadState): LeadState {
  if (!canGoBack(state)) return state;
  const steps = leadSteps(state.embedded);
  return { ...state, step: steps[steps.indexOf(state.step) - 1]! };
}

/** The state after the form was accepted: the thank-you screen. */
export function submitted(state: LeadState): LeadState {
  return { ...state, step: 'THANK_YOU' };
}

/** 'Step n of total' (spec 9: 9 in embeds, 10 otherwise), or null on the thank-you screen. */
export function leadProgress(state: LeadState): { step: number; total: number } | null {
  if (state.step === 'THANK_YOU') return null;
  return { step: leadSteps(state.embedded).indexOf(state.step) + 1, total: state.embedded ? LEAD_PROGRESS_TOTAL.embed : LEAD_PROGRESS_TOTAL.hosted };
}

/** The message keys of the options' labels; the English ones are also what the CRM receives. */
export const CONSIDER_LABELS: Record<(typeof CONSIDER_OPTIONS)[number], LeadMessageKey> = {
  convert: 'lead.consider.convert',
  backyard_cottage: 'lead.consider.backyardCottage',
  garage_apartment: 'lead.consider.garageApartment',
  other: 'lead.consider.other',
};
export const STEPS_TAKEN_LABELS: Record<(typeof STEPS_TAKEN_OPTIONS)[number], LeadMessageKey> = {
  none: 'lead.stepsTaken.none',
  equity: 'lead.stepsTaken.equity',
  survey: 'lead.stepsTaken.survey',
  other: 'lead.stepsTaken.other',
};

/** The English labels of the chosen options, in the options' order, joined by semicolons (spec 7 call 6). */
export function joinedLabels<T extends string>(chosen: readonly T[], order: readonly T[], labels: Record<T, LeadMessageKey>): string {
  return order
    .filter((option) => chosen.includes(option))
    .map((option) => englishWords(labels[option]))
    .join('; ');
}

/** Who sends the lead: the signed-in user's e-mail, if any. */
export interface LeadSender {
  embedded: boolean;
  signedInEmail?: string | undefined;
}

/**
 * The body of `POST /api/orgs/:id/leads` (spec 7 call 6) from a complete form: the signed-in
 * user's e-mail if any, else the typed one; the chosen options' English labels joined by '; ';
 * an empty signature; and, on the hosted page only, `introduce` and the typed e-mail as
 * `email_contact_us`. A form that is not valid is a programmer error (Next would not have led here).
 */
export function buildLeadSubmission(form: LeadForm, { embedded, signedInEmail }: LeadSender): LeadSubmission {
  const parsed = v.parse(LeadFormSchema, form);
  const address = parsed.address;
  return {
    email: signedInEmail?.trim().toLowerCase() || parsed.email,
    name: parsed.name,
    property_address: address.addr_string,
    addr_state: address.addr_state,
    addr_city: address.addr_city,
    addr_zip: address.addr_zip,
    addr_num: address.addr_num,
    addr_street: address.addr_street,
    lat: address.lat,
    lng: address.lng,
    signature: '',
    phone: parsed.phoneNumber,
    considering: joinedLabels(parsed.consider, CONSIDER_OPTIONS, CONSIDER_LABELS),
    starting_timeline: parsed.projectStarting,
    is_owner: parsed.owner,
    lives_there: parsed.liveHere,
    steps_taken: joinedLabels(parsed.steps, STEPS_TAKEN_OPTIONS, STEPS_TAKEN_LABELS),
    water_supply: parsed.waterSupplied,
    sewer_system: parsed.sewerSystem,
    ...(embedded ? {} : { introduce: parsed.introduceToProfessionals, email_contact_us: parsed.email }),
  };
}
