// The lead contact modal as pure state (spec 4 'Lead modal', spec 5 'Lead form', spec 7 call 6,
// spec 9 'Lead options'): which steps a visitor goes through (INTRODUCE only on the hosted page),
// when Next and Back are allowed, the progress shown, the form's defaults and prefills, the
// reasons a field is refused (by the form's rules on every change, and by the server after a send),
// and the body of `POST /api/orgs/:id/leads` with the report's property it is about.
import * as v from 'valibot';
import {
  aduKindConsidered,
  maskPhone,
  type ConsiderOption,
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
  /** The server's messages of fields it refused, by form field (`phoneNumber`, `address.addr_zip`), until the visitor changes that field. */
  refused: Readonly<Partial<Record<string, string>>>;
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
  /** The signed-in user's name ('First Last'), if any. */
  signedInName?: string | undefined;
  /** The report page on screen: its ADU kind is what the visitor considers, until they say otherwise. */
  page?: string | null | undefined;
}

/** What a report page says the visitor considers: the backyard cottage on its page, converting on the in-home apartment's. */
export function consideredOnPage(page: string | null | undefined): ConsiderOption[] {
  if (page === 'backyard-cottage') return ['backyard_cottage'];
  if (page === 'in-home-apartment') return ['convert'];
  return [];
}

/**
 * A new modal at NAME with spec 5's defaults and what the report already answers: its address,
 * the signed-in user's name and e-mail, and the ADU kind of the page on screen. A prefilled
 * field counts as given: the visitor should not have to retype their own name or e-mail.
 */
export function createLeadState({ embedded, address, signedInEmail, signedInName, page }: LeadStart): LeadState {
  const email = signedInEmail?.trim() ?? '';
  const name = signedInName?.trim() ?? '';
  const consider = consideredOnPage(page);
  const given: LeadField[] = [...(name ? ['name' as const] : []), ...(email ? ['email' as const] : []), ...(consider.length > 0 ? ['consider' as const] : [])];
  return {
    step: 'NAME',
    embedded,
    dirty: new Set<LeadField>(given),
    refused: {},
    form: { name, email, consider, address: formAddressOf(address), steps: [], phoneNumber: '', ...LEAD_FORM_DEFAULTS },
  };
}

/** The state with one field set by the visitor (which makes it dirty, and clears the server's message of it). */
export function setLeadField<K extends LeadField>(state: LeadState, field: K, value: LeadForm[K]): LeadState {
  const refused = Object.fromEntries(Object.entries(state.refused).filter(([key]) => key !== field && !key.startsWith(`${field}.`)));
  return { ...state, form: { ...state.form, [field]: value }, dirty: new Set([...state.dirty, field]), refused };
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
function isRefused(issues: Readonly<Partial<Record<string, unknown>>>, field: LeadField): boolean {
  return Object.keys(issues).some((key) => key === field || key.startsWith(`${field}.`));
}

/** Whether every field of the current step is valid (by the form's rules and, since the last send, the server's). */
export function isStepValid(state: LeadState): boolean {
  const issues = leadIssues(state.form);
  return STEP_FIELDS[state.step].every((field) => !isRefused(issues, field) && !isRefused(state.refused, field));
}

/** The form field of each body field of `POST /api/orgs/:id/leads` (spec 7 call 6). */
const FORM_FIELD_OF: Record<string, string> = {
  email: 'email',
  email_contact_us: 'email',
  name: 'name',
  property_address: 'address.addr_string',
  addr_state: 'address.addr_state',
  addr_city: 'address.addr_city',
  addr_zip: 'address.addr_zip',
  addr_num: 'address.addr_num',
  addr_street: 'address.addr_street',
  lat: 'address.lat',
  lng: 'address.lng',
  phone: 'phoneNumber',
  considering: 'consider',
  starting_timeline: 'projectStarting',
  is_owner: 'owner',
  lives_there: 'liveHere',
  steps_taken: 'steps',
  water_supply: 'waterSupplied',
  sewer_system: 'sewerSystem',
  introduce: 'introduceToProfessionals',
};

/**
 * The state after the server refused the body with field-level messages (`{ phone: [...] }`): each
 * message under its form field, and the visitor back at the first step that asks for one of them.
 * Answers null when no message names a field of the form (the send failed for another reason).
 */
export function refusedByServer(state: LeadState, fields: Readonly<Record<string, readonly string[]>>): LeadState | null {
  const refused: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields)) {
    const field = FORM_FIELD_OF[key];
    if (field && messages[0] && !(field in refused)) refused[field] = messages[0];
  }
  if (Object.keys(refused).length === 0) return null;
  const step = leadSteps(state.embedded).find((candidate) => STEP_FIELDS[candidate].some((field) => isRefused(refused, field))) ?? state.step;
  return { ...state, step, refused };
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

/** Who sends the lead (the signed-in user's e-mail, if any), and what the report on screen names. */
export interface LeadSender {
  embedded: boolean;
  signedInEmail?: string | undefined;
  /** The report's property (street data's `attributes.property_id`): the server builds the lead's summary from it. */
  propertyId?: string | undefined;
  /** The floor plan placed on the report's page, if any. */
  floorPlanUuid?: string | null | undefined;
  /** The widget's language: the owners' e-mail is written in it. */
  locale?: 'en' | 'es' | undefined;
}

/**
 * The body of `POST /api/orgs/:id/leads` (spec 7 call 6) from a complete form: the signed-in
 * user's e-mail if any, else the typed one; the chosen options' English labels joined by '; ';
 * an empty signature; and, on the hosted page only, `introduce` and the typed e-mail as
 * `email_contact_us`. A form that is not valid is a programmer error (Next would not have led here).
 */
export function buildLeadSubmission(form: LeadForm, { embedded, signedInEmail, propertyId, floorPlanUuid, locale }: LeadSender): LeadSubmission {
  const parsed = v.parse(LeadFormSchema, form);
  const address = parsed.address;
  const aduKind = aduKindConsidered(parsed.consider);
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
    ...(propertyId ? { property_id: propertyId } : {}),
    ...(aduKind ? { adu_kind: aduKind } : {}),
    ...(floorPlanUuid ? { floor_plan_uuid: floorPlanUuid } : {}),
    ...(locale ? { locale } : {}),
  };
}
