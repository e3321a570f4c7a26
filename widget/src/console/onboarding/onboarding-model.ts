// The onboarding wizard's state machine and form, without React (spec 4 'Onboarding', spec 5
// 'Onboarding form'): which kind of user is onboarded, which step comes next or before, when the
// form is sent and what is sent (core/api/onboarding.schema.ts), which messages show and when
// Next is disabled. The dialog (OnboardingDialog.tsx) only draws a state and dispatches actions.
import * as v from 'valibot';
import {
  EmailSchema,
  type AccountUser,
  maskPhone,
  withUrlScheme,
  websiteOrigin,
  INVITED_ROLE,
  INVITED_ROLE_TEXT,
  ONBOARDING_PROGRESS_TOTAL,
  OnboardingFormSchema,
  PROJECT_TYPES,
  UPGRADE_GOALS,
  type OnboardingFormInput,
  type OnboardingKind,
  type OnboardingStep,
  type OnboardingSubmissionSchema,
  type ProjectType,
  type SignUpReason,
  type UpgradeGoal,
} from '../../../../core/api';

/**
 * The campaign parameter that marks a marketplace visitor (spec 4: 'marketplace (specific
 * campaign source parameter)'): the host page's URL carries `utm_source=marketplace`, as the
 * marketplace listing links to it.
 */
export const MARKETPLACE_PARAM = { name: 'utm_source', value: 'marketplace' } as const;

/** The steps of the form part, in order, for users who get an organization (spec 4). */
const FORM_STEPS = ['REASON', 'NAME', 'COMPANY', 'PROJECTS', 'SERVICE_AREA', 'UPGRADE_THINGS'] as const satisfies readonly OnboardingStep[];
/** What regular users see after the form was sent. */
const AFTER_FORM_STEPS = ['CONTRIBUTORS', 'SCHEDULE_CALL', 'SUBSCRIBE'] as const satisfies readonly OnboardingStep[];

/** A field of the form, named by its path in OnboardingFormSchema. */
export type OnboardingField =
  | 'role'
  | 'roleOther'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'acceptTerms'
  | 'organization.name'
  | 'organization.email'
  | 'organization.phoneNumber'
  | 'organization.address'
  | 'organization.land_url'
  | 'organization.projects.details'
  | 'organization.upgrade.details';

/** The text fields (everything but the reason and the terms checkbox). */
export type OnboardingTextField = Exclude<OnboardingField, 'role' | 'acceptTerms'>;

/** The form as the inputs hold it: text as typed, flags per key. */
export interface OnboardingValues {
  /** The chosen reason; '' until one is chosen. */
  role: SignUpReason | '';
  roleOther: string;
  firstName: string;
  lastName: string;
  email: string;
  acceptTerms: boolean;
  organization: {
    name: string;
    email: string;
    phoneNumber: string;
    address: string;
    land_url: string;
    /** Whether the website's origin may embed Lotline from the start (checked until the owner unchecks it). */
    allowEmbedding: boolean;
    projects: Record<ProjectType, boolean> & { details: string };
    upgrade: Record<UpgradeGoal, boolean> & { details: string };
  };
  city_ids: number[];
}

/** The wizard's whole state. */
export interface OnboardingState {
  kind: OnboardingKind;
  step: OnboardingStep;
  values: OnboardingValues;
  /** Fields changed or left by the user: only their messages show (spec 5). */
  touched: ReadonlySet<OnboardingField>;
  /** The first message of each field that is wrong now, touched or not. */
  errors: Partial<Record<OnboardingField, string>>;
  /** The service-area selector is loading its cities (Next waits, spec 5). */
  citiesLoading: boolean;
  /** The form was sent and accepted: the steps before are done. */
  submitted: boolean;
}

/** The body of `POST /api/me/onboarding` before the API's own trimming and defaults. */
export type OnboardingSubmissionInput = v.InferInput<typeof OnboardingSubmissionSchema>;

/** What the dialog asks the model to do. */
export type OnboardingAction =
  | { type: 'choose-reason'; reason: SignUpReason }
  | { type: 'change'; field: OnboardingTextField; value: string }
  | { type: 'accept-terms'; accepted: boolean }
  | { type: 'allow-embedding'; allowed: boolean }
  | { type: 'touch'; field: OnboardingField }
  | { type: 'toggle-project'; key: ProjectType }
  | { type: 'toggle-goal'; key: UpgradeGoal }
  | { type: 'set-cities'; ids: readonly number[] }
  | { type: 'cities-loading'; loading: boolean }
  | { type: 'go'; step: OnboardingStep }
  | { type: 'submitted' };

/** What Next (or the step's main button) leads to. */
export type NextOutcome =
  /** Another step. */
  | { kind: 'go'; step: OnboardingStep }
  /** Send the form, then go to `then`, or close the dialog. */
  | { kind: 'submit'; then: OnboardingStep | 'close' }
  /** The packages page (SUBSCRIBE: 'Start a 30-Day Free Trial'). */
  | { kind: 'packages' }
  | { kind: 'close' };

/** What Back leads to: a step, closing the dialog (SUBSCRIBE), or nothing (no Back here). */
export type BackOutcome = { kind: 'go'; step: OnboardingStep } | { kind: 'close' } | undefined;

/**
 * The kind of user (spec 4): invited when they already belong to an organization (they joined
 * through an invite), already onboarded, a marketplace visitor when `hostSearch` (the host page's
 * query) carries MARKETPLACE_PARAM, else regular. An onboarded user is never asked again, so that
 * check comes first: an organization's owner is onboarded and has an organization too.
 */
export function onboardingKindOf(user: Pick<AccountUser, 'onboarded' | 'organization_id'>, hostSearch: string): OnboardingKind {
  if (user.onboarded) return 'ALREADY_ONBOARDED';
  if (user.organization_id) return 'INVITED';
  if (new URLSearchParams(hostSearch).get(MARKETPLACE_PARAM.name) === MARKETPLACE_PARAM.value) return 'MARKETPLACE';
  return 'REGULAR';
}

const noFlags = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, false])) as Record<K, boolean>;

/** The wizard at its start for `user` (spec 4): REASON, or NAME with the invited role preset. */
export function initialOnboarding(user: Pick<AccountUser, 'first_name' | 'last_name' | 'email' | 'onboarded' | 'organization_id'>, hostSearch: string): OnboardingState {
  const kind = onboardingKindOf(user, hostSearch);
  const isInvited = kind === 'INVITED';
  const values: OnboardingValues = {
    role: isInvited ? INVITED_ROLE : '',
    roleOther: isInvited ? INVITED_ROLE_TEXT : '',
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    acceptTerms: false,
    organization: {
      name: '',
      // Spec 4: the company e-mail is the user's own until they change it.
      email: user.email,
      phoneNumber: '',
      address: '',
      land_url: '',
      allowEmbedding: true,
      projects: { ...noFlags(PROJECT_TYPES), details: '' },
      upgrade: { ...noFlags(UPGRADE_GOALS), details: '' },
    },
    city_ids: [],
  };
  return withErrors({ kind, step: isInvited ? 'NAME' : 'REASON', values, touched: new Set(), errors: {}, citiesLoading: false, submitted: false });
}

/** Whether the user gets an organization: everyone but homeowners and invited users (spec 4). */
export function hasOrganization(state: Pick<OnboardingState, 'kind' | 'values'>): boolean {
  return state.kind !== 'INVITED' && state.values.role !== 'Homeowner';
}

/** The steps this user goes through, in order, for the reason chosen so far (spec 4). */
export function stepsOf(state: Pick<OnboardingState, 'kind' | 'values'>): OnboardingStep[] {
  if (state.kind === 'INVITED') return ['NAME'];
  if (!hasOrganization(state)) return ['REASON', 'NAME'];
  return [...FORM_STEPS, ...(state.kind === 'MARKETPLACE' ? (['MARKETPLACE_SUCCESS_STEP'] as const) : AFTER_FORM_STEPS)];
}

/** The step at which the form is sent: NAME for homeowners and invited users, else UPGRADE_THINGS. */
export function submitStepOf(state: Pick<OnboardingState, 'kind' | 'values'>): OnboardingStep {
  return hasOrganization(state) ? 'UPGRADE_THINGS' : 'NAME';
}

/** What Next leads to from the current step. */
export function nextOutcome(state: OnboardingState): NextOutcome {
  const steps = stepsOf(state);
  const following = steps[steps.indexOf(state.step) + 1];
  if (state.step === 'SUBSCRIBE') return { kind: 'packages' };
  if (state.step === submitStepOf(state) && !state.submitted) return { kind: 'submit', then: following ?? 'close' };
  return following ? { kind: 'go', step: following } : { kind: 'close' };
}

/**
 * What Back leads to (spec 4): one step back, but not from the first step, and not into the
 * form once it was sent (the first step after it is a first step too); from SUBSCRIBE it closes
 * the dialog ('Continue with Limited Access').
 */
export function backOutcome(state: OnboardingState): BackOutcome {
  if (state.step === 'SUBSCRIBE') return { kind: 'close' };
  const steps = stepsOf(state);
  const previous = steps[steps.indexOf(state.step) - 1];
  if (!previous) return undefined;
  if (state.submitted && FORM_STEPS.includes(previous as (typeof FORM_STEPS)[number])) return undefined;
  return { kind: 'go', step: previous };
}

/** The fields whose mistakes keep Next disabled on a step (spec 5). */
const BLOCKING_FIELDS: Partial<Record<OnboardingStep, readonly OnboardingField[]>> = {
  REASON: ['role', 'roleOther'],
  NAME: ['firstName', 'lastName', 'email', 'acceptTerms', 'role', 'roleOther'],
  COMPANY: ['organization.name', 'organization.email', 'organization.phoneNumber', 'organization.land_url', 'organization.address'],
  PROJECTS: ['organization.projects.details'],
  UPGRADE_THINGS: ['organization.upgrade.details'],
};

/**
 * Whether Next is disabled (spec 5): on REASON until a reason is chosen (and named, for Other),
 * on NAME while a name, the e-mail or the terms are wrong, on COMPANY while the company's name,
 * e-mail, phone or website is wrong, on SERVICE_AREA while its cities load. The step that sends
 * the form also waits for the whole form to be right, so nothing is sent that the API refuses.
 */
export function isNextDisabled(state: OnboardingState): boolean {
  if (state.step === 'SERVICE_AREA' && state.citiesLoading) return true;
  if ((BLOCKING_FIELDS[state.step] ?? []).some((field) => state.errors[field] !== undefined)) return true;
  return state.step === submitStepOf(state) && !state.submitted && Object.keys(state.errors).length > 0;
}

/** The messages to show: those of touched fields only (spec 5: 'Name errors show only after the field was touched'). */
export function visibleErrors(state: OnboardingState): Partial<Record<OnboardingField, string>> {
  const shown: Partial<Record<OnboardingField, string>> = {};
  for (const [field, message] of Object.entries(state.errors) as [OnboardingField, string][]) {
    if (state.touched.has(field)) shown[field] = message;
  }
  return shown;
}

/**
 * The progress bar (spec 9: total 7): how many of the seven steps from REASON to CONTRIBUTORS
 * are behind the user. It is full from SCHEDULE_CALL on, and on the marketplace success step.
 */
export function progressOf(step: OnboardingStep): { done: number; total: number } {
  const order = [...FORM_STEPS, ...AFTER_FORM_STEPS] as OnboardingStep[];
  const index = order.indexOf(step);
  const done = index < 0 ? ONBOARDING_PROGRESS_TOTAL : Math.min(index, ONBOARDING_PROGRESS_TOTAL);
  return { done, total: ONBOARDING_PROGRESS_TOTAL };
}

const chosen = <K extends string>(keys: readonly K[], flags: Record<K, boolean>): K[] => keys.filter((key) => flags[key]);

/** The form as OnboardingFormSchema reads it: the website with its scheme, the organization only when there is one. */
export function formInputOf(state: Pick<OnboardingState, 'kind' | 'values'>): OnboardingFormInput {
  const { values } = state;
  const organization = values.organization;
  return {
    role: values.role as SignUpReason,
    roleOther: values.roleOther,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    acceptTerms: values.acceptTerms as true,
    ...(hasOrganization(state) ? { organization: { ...organization, land_url: withUrlScheme(organization.land_url) } } : {}),
    city_ids: values.city_ids,
  };
}

/**
 * The origin of the website typed on COMPANY, which the dialog offers as the first site allowed to
 * embed Lotline, or null while the website is empty, wrong or not a site one embeds from.
 */
export function embeddingOriginOf(state: Pick<OnboardingState, 'values' | 'errors'>): string | null {
  const website = state.values.organization.land_url.trim();
  if (website === '' || state.errors['organization.land_url'] !== undefined) return null;
  return websiteOrigin(withUrlScheme(website));
}

/**
 * The body of `POST /api/me/onboarding` (spec 3: submission payload): the role is the reason,
 * or the text typed for Other; the organization, its service area and the chosen project and
 * goal keys go only for users who get one.
 */
export function submissionOf(state: Pick<OnboardingState, 'kind' | 'values' | 'errors'>): OnboardingSubmissionInput {
  const { values } = state;
  const role = values.role === 'Other' ? values.roleOther.trim() : values.role;
  const user = { first_name: values.firstName.trim(), last_name: values.lastName.trim(), email: values.email.trim(), role };
  if (!hasOrganization(state)) return { onboarded: true, user, organization: null, city_ids: [] };
  const organization = values.organization;
  const origin = organization.allowEmbedding ? embeddingOriginOf(state) : null;
  return {
    onboarded: true,
    user,
    organization: {
      name: organization.name.trim(),
      email: organization.email.trim(),
      land_url: withUrlScheme(organization.land_url),
      allowed_origins: origin ? [origin] : [],
      settings: {
        address: organization.address.trim(),
        phoneNumber: organization.phoneNumber.trim(),
        projects: chosen(PROJECT_TYPES, organization.projects),
        upgrade: chosen(UPGRADE_GOALS, organization.upgrade),
      },
    },
    city_ids: [...values.city_ids],
  };
}

/** The form's mistakes by OnboardingFormSchema, first message per field. */
export function errorsOf(state: Pick<OnboardingState, 'kind' | 'values'>): Partial<Record<OnboardingField, string>> {
  const result = v.safeParse(OnboardingFormSchema, formInputOf(state));
  if (result.success) return {};
  const errors: Partial<Record<OnboardingField, string>> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) as OnboardingField | null;
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

function withErrors(state: OnboardingState): OnboardingState {
  return { ...state, errors: errorsOf(state) };
}

function touch(state: OnboardingState, field: OnboardingField): ReadonlySet<OnboardingField> {
  return state.touched.has(field) ? state.touched : new Set([...state.touched, field]);
}

function changeText(values: OnboardingValues, field: OnboardingTextField, value: string, touched: ReadonlySet<OnboardingField>): OnboardingValues {
  const organization = values.organization;
  switch (field) {
    case 'email':
      // Spec 4: the personal e-mail is copied to the company's until the company e-mail is changed.
      return { ...values, email: value, organization: touched.has('organization.email') ? organization : { ...organization, email: value } };
    case 'organization.name':
      return { ...values, organization: { ...organization, name: value } };
    case 'organization.email':
      return { ...values, organization: { ...organization, email: value } };
    case 'organization.phoneNumber':
      return { ...values, organization: { ...organization, phoneNumber: value } };
    case 'organization.address':
      return { ...values, organization: { ...organization, address: value } };
    case 'organization.land_url':
      return { ...values, organization: { ...organization, land_url: value } };
    case 'organization.projects.details':
      return { ...values, organization: { ...organization, projects: { ...organization.projects, details: value } } };
    case 'organization.upgrade.details':
      return { ...values, organization: { ...organization, upgrade: { ...organization.upgrade, details: value } } };
    default:
      return { ...values, [field]: value };
  }
}

/** The next state after `action`; every change is checked again with OnboardingFormSchema (spec 5: on every change). */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'choose-reason': {
      const next = withErrors({ ...state, values: { ...state.values, role: action.reason }, touched: touch(state, 'role') });
      // Spec 4: choosing a reason moves on by itself; Other first needs its text.
      return action.reason === 'Other' ? next : { ...next, step: 'NAME' };
    }
    case 'change':
      // The company e-mail is checked against the touched set before this change marks it.
      return withErrors({ ...state, values: changeText(state.values, action.field, action.value, state.touched), touched: touch(state, action.field) });
    case 'accept-terms':
      return withErrors({ ...state, values: { ...state.values, acceptTerms: action.accepted }, touched: touch(state, 'acceptTerms') });
    case 'allow-embedding':
      return { ...state, values: { ...state.values, organization: { ...state.values.organization, allowEmbedding: action.allowed } } };
    case 'touch':
      return { ...state, touched: touch(state, action.field) };
    case 'toggle-project': {
      const projects = state.values.organization.projects;
      return withErrors({ ...state, values: { ...state.values, organization: { ...state.values.organization, projects: { ...projects, [action.key]: !projects[action.key] } } } });
    }
    case 'toggle-goal': {
      const upgrade = state.values.organization.upgrade;
      return withErrors({ ...state, values: { ...state.values, organization: { ...state.values.organization, upgrade: { ...upgrade, [action.key]: !upgrade[action.key] } } } });
    }
    case 'set-cities':
      return withErrors({ ...state, values: { ...state.values, city_ids: [...action.ids] } });
    case 'cities-loading':
      return state.citiesLoading === action.loading ? state : { ...state, citiesLoading: action.loading };
    case 'go':
      return { ...state, step: action.step };
    case 'submitted':
      return { ...state, submitted: true };
  }
}

/**
 * The phone field's text after the user typed `typed` over `previous`, masked as
 * '+1 (NNN) NNN-NNNN' (spec 5). Deleting a character of the mask (')', ' ', '-') deletes the digit
 * before it, or the mask would put it back and the field could never be emptied.
 */
export function phoneInput(previous: string, typed: string): string {
  const masked = maskPhone(typed);
  if (typed.length >= previous.length || masked !== previous) return masked;
  // The digits after the country code, less the last one.
  const digits = masked.replace(/\D/g, '').slice(1, -1);
  return maskPhone(digits);
}

/** The message of a teammate's e-mail on the CONTRIBUTORS step (spec 5's shared e-mail rule), or undefined when it is right. */
export function inviteEmailError(text: string): string | undefined {
  const result = v.safeParse(EmailSchema, text);
  return result.success ? undefined : result.issues[0].message;
}
