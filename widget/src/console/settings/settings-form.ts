// The organization settings form (spec 3 'Settings form', spec 5 'Settings form'): its values as
// typed, read from `GET /api/orgs/:id/settings` and the signed-in user, turned into the bodies of
// `PUT /api/orgs/:id/settings` and `PATCH /api/me`, and checked with the same core schemas the
// server uses. Errors are keyed by the API's dotted paths ('settings.logo_url'), the user's own
// fields under 'me.' ('me.first_name'), so the server's 400 answers land on the same fields.
import * as v from 'valibot';
import type { AccountUser, FeatureFlags, MapStyle, VisitorReport } from '../../../../core/api';
import {
  fieldErrors,
  withUrlScheme,
  featuresWithModules,
  modulesFromFeatures,
  MODULE_FEATURES,
  OrgSettingsUpdateSchema,
  type OrgAdminView,
  type OrgSettingsUpdateInput,
  PROJECT_TYPES,
  ProfileUpdateSchema,
  SIGN_UP_REASONS,
  type ProfileUpdate,
  type ProjectType,
} from '../../../../core/api';
import type { SettingsEditing } from './settings-access';
import { LINE_ITEMS, type LineItem, type PriceBook, type PriceBookInput, type PriceMode } from '../../../../core/estimates';

/** A low and a high amount as typed. */
export interface RangeForm {
  low: string;
  high: string;
}
/** What the organization charges for one ADU kind, as typed: no building price when `mode` is ''. */
export interface KindPriceForm extends RangeForm {
  mode: PriceMode | '';
  items: Record<LineItem, RangeForm>;
}
/** One floor plan's price, as typed. */
export interface PlanPriceForm extends RangeForm {
  floor_plan_uuid: string;
  mode: PriceMode;
}
/** The price book as typed (decision 048). */
export interface PriceBookForm {
  ext: KindPriceForm;
  int: KindPriceForm;
  plans: PlanPriceForm[];
  /** The day the prices were last changed, sent with them. */
  updated_at: string | null;
}

const amountText = (value: number | undefined | null) => (value === undefined || value === null ? '' : String(value));
const emptyRange = (): RangeForm => ({ low: '', high: '' });

/** The price book form of a stored price book (or of none). */
export function priceBookForm(book: PriceBook | null): PriceBookForm {
  const kind = (own: PriceBook['ext']): KindPriceForm => ({
    mode: own?.building?.mode ?? '',
    low: amountText(own?.building?.low),
    high: amountText(own?.building?.high),
    items: Object.fromEntries(LINE_ITEMS.map((item) => [item, own?.line_items[item] ? { low: String(own.line_items[item]!.low), high: String(own.line_items[item]!.high) } : emptyRange()])) as Record<LineItem, RangeForm>,
  });
  return {
    ext: kind(book?.ext ?? null),
    int: kind(book?.int ?? null),
    plans: (book?.plans ?? []).map((plan) => ({ floor_plan_uuid: plan.floor_plan_uuid, mode: plan.mode, low: String(plan.low), high: String(plan.high) })),
    updated_at: book?.updated_at ?? null,
  };
}

const isEmptyRange = (range: RangeForm) => range.low.trim() === '' && range.high.trim() === '';
/** A typed amount: empty or not a number becomes NaN, which the schema refuses. */
const typedAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The price book as sent: null when nothing is priced. */
export function toPriceBook(form: PriceBookForm): PriceBookInput | null {
  const kind = (own: KindPriceForm) => {
    const items = Object.fromEntries(LINE_ITEMS.filter((item) => !isEmptyRange(own.items[item])).map((item) => [item, { low: typedAmount(own.items[item].low), high: typedAmount(own.items[item].high) }]));
    const building = own.mode === '' ? null : { mode: own.mode, low: typedAmount(own.low), high: typedAmount(own.high) };
    return building === null && Object.keys(items).length === 0 ? null : { building, line_items: items };
  };
  const ext = kind(form.ext);
  const int = kind(form.int);
  const plans = form.plans.map((plan) => ({ floor_plan_uuid: plan.floor_plan_uuid, mode: plan.mode, low: typedAmount(plan.low), high: typedAmount(plan.high) }));
  if (ext === null && int === null && plans.length === 0) return null;
  return { ext, int, plans, updated_at: form.updated_at };
}

/** The message when the role is 'Other' and no text says which (spec 5, Settings form). */
export const ROLE_OTHER_REQUIRED = 'When role is "Other" you should specify the value';

/** The form's values as typed (numbers as text, so a half-typed one is kept). */
export interface SettingsForm {
  firstName: string;
  lastName: string;
  /** A sign-up reason, or '' when the user never gave one. */
  role: string;
  roleOther: string;
  organization: {
    name: string;
    email: string;
    contactFormEmail: string;
    phoneNumber: string;
    address: string;
    map_center: { lat: string; lng: string };
    projects: Record<ProjectType, boolean>;
    land_url: string;
    logo_url: string;
    brochures_enabled: boolean;
    brochures_cap: string;
    map_style: MapStyle;
    /** One flag per module feature, dots replaced by underscores (spec 5). */
    modules: Record<string, boolean>;
    embedded_map_page_url: string;
    main_cta: string;
    main_cta_mobile_title: string;
    use_built_in_contact_form: boolean;
    external_contact_form_url: string;
    crm_webhook_url: string;
    visitor_report: VisitorReport;
    pdf: { primary_color: string; secondary_color: string; text_color: string; template_id: number };
    priceBook: PriceBookForm;
  };
  /** Feature flags other than the modules (the advanced editor). */
  features: FeatureFlags;
  allowed_origins: string[];
  city_ids: number[];
}

/** A field's messages by its key: API paths for the organization, 'me.*' for the user. */
export type FormErrors = Record<string, string[]>;

const isModuleFeature = (key: string) => (MODULE_FEATURES as readonly string[]).includes(key);

/** The role select and its 'Other' text from the user's stored role. */
export function roleFields(role: string | null): { role: string; roleOther: string } {
  if (role === null || role.trim() === '') return { role: '', roleOther: '' };
  if ((SIGN_UP_REASONS as readonly string[]).includes(role) && role !== 'Other') return { role, roleOther: '' };
  return { role: 'Other', roleOther: role === 'Other' ? '' : role };
}

/** The form as the organization and the user are now. */
export function formFromView(view: OrgAdminView, user: Pick<AccountUser, 'first_name' | 'last_name' | 'role'>): SettingsForm {
  const { settings } = view;
  const chosen = new Set<string>(settings.projects);
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    ...roleFields(user.role),
    organization: {
      name: view.name,
      email: view.email ?? '',
      contactFormEmail: settings.contact_form_email ?? '',
      phoneNumber: settings.phone_number ?? '',
      address: settings.address ?? '',
      map_center: settings.map_center ? { lat: String(settings.map_center.lat), lng: String(settings.map_center.lng) } : { lat: '', lng: '' },
      projects: Object.fromEntries(PROJECT_TYPES.map((type) => [type, chosen.has(type)])) as Record<ProjectType, boolean>,
      land_url: view.land_url ?? '',
      logo_url: settings.logo_url ?? '',
      brochures_enabled: settings.brochures_enabled,
      brochures_cap: String(settings.brochures_cap),
      map_style: settings.map_style,
      modules: modulesFromFeatures(view.features),
      embedded_map_page_url: settings.embedded_map_page_url ?? '',
      main_cta: settings.main_cta ?? '',
      main_cta_mobile_title: settings.main_cta_mobile_title ?? '',
      use_built_in_contact_form: settings.use_built_in_contact_form,
      external_contact_form_url: settings.external_contact_form_url ?? '',
      crm_webhook_url: settings.crm_webhook_url ?? '',
      visitor_report: settings.visitor_report,
      pdf: {
        primary_color: settings.pdf.primary_color ?? '',
        secondary_color: settings.pdf.secondary_color ?? '',
        text_color: settings.pdf.text_color ?? '',
        template_id: settings.pdf.template_id,
      },
      priceBook: priceBookForm(settings.price_book),
    },
    features: Object.fromEntries(Object.entries(view.features).filter(([key]) => !isModuleFeature(key))),
    allowed_origins: [...view.allowed_origins],
    city_ids: [...view.city_ids],
  };
}

/**
 * A URL as a URL input sends it (spec 5: https:// is prefixed unless the text starts with it).
 * Text that names another scheme is left alone, so the check says the scheme is wrong, and so is
 * text with spaces, which is no address at all (browsers would percent-encode it into a host).
 */
export function urlAsSent(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || /\s/.test(trimmed) ? trimmed : withUrlScheme(trimmed);
}

/** A typed number: empty text and anything else that is not a number become NaN, which the schema refuses. */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** `PUT /api/orgs/:id/settings`'s body from the form (before the schema trims and checks it). */
export function toSettingsUpdate(form: SettingsForm): OrgSettingsUpdateInput {
  const org = form.organization;
  const { lat, lng } = org.map_center;
  const hasCenter = lat.trim() !== '' || lng.trim() !== '';
  return {
    name: org.name,
    email: org.email,
    land_url: urlAsSent(org.land_url),
    settings: {
      main_cta: org.main_cta,
      main_cta_mobile_title: org.main_cta_mobile_title,
      logo_url: urlAsSent(org.logo_url),
      map_style: org.map_style,
      pdf: {
        primary_color: org.pdf.primary_color.trim() === '' ? null : org.pdf.primary_color,
        secondary_color: org.pdf.secondary_color.trim() === '' ? null : org.pdf.secondary_color,
        text_color: org.pdf.text_color.trim() === '' ? null : org.pdf.text_color,
        template_id: org.pdf.template_id,
      },
      use_built_in_contact_form: org.use_built_in_contact_form,
      external_contact_form_url: urlAsSent(org.external_contact_form_url),
      contact_form_email: org.contactFormEmail,
      phone_number: org.phoneNumber,
      address: org.address,
      map_center: hasCenter ? { lat: typedNumber(lat), lng: typedNumber(lng) } : null,
      projects: PROJECT_TYPES.filter((type) => org.projects[type]),
      brochures_enabled: org.brochures_enabled,
      // An empty cap reads as 0, as empty numeric inputs do elsewhere (spec 5, filter inputs).
      brochures_cap: org.brochures_cap.trim() === '' ? 0 : Number(org.brochures_cap),
      embedded_map_page_url: urlAsSent(org.embedded_map_page_url),
      crm_webhook_url: urlAsSent(org.crm_webhook_url),
      visitor_report: org.visitor_report,
      price_book: toPriceBook(org.priceBook),
    },
    features: featuresWithModules(form.features, org.modules),
    city_ids: form.city_ids,
    allowed_origins: form.allowed_origins,
  };
}

/** The role as stored: the reason, or the typed text for 'Other'; undefined when none was chosen. */
function storedRole(form: Pick<SettingsForm, 'role' | 'roleOther'>): string | undefined {
  if (form.role === '') return undefined;
  return form.role === 'Other' ? form.roleOther : form.role;
}

/** `PATCH /api/me`'s body from the form: names, and the role when one is chosen. */
export function toProfileUpdate(form: Pick<SettingsForm, 'firstName' | 'lastName' | 'role' | 'roleOther'>): v.InferInput<typeof ProfileUpdateSchema> {
  const role = storedRole(form);
  return { first_name: form.firstName, last_name: form.lastName, ...(role === undefined ? {} : { role }) };
}

/** Whether the user's own fields differ from `saved`. */
export function isProfileChanged(form: SettingsForm, saved: SettingsForm): boolean {
  return JSON.stringify(toProfileUpdate(form)) !== JSON.stringify(toProfileUpdate(saved));
}

/** Whether the organization's fields differ from `saved`. */
export function isOrganizationChanged(form: SettingsForm, saved: SettingsForm): boolean {
  return JSON.stringify(toSettingsUpdate(form)) !== JSON.stringify(toSettingsUpdate(saved));
}

/** What a save sends for a reader who edits `editing`: each part they may edit and have changed. */
export function partsToSave(form: SettingsForm, saved: SettingsForm, editing: SettingsEditing): SettingsEditing {
  return { profile: editing.profile && isProfileChanged(form, saved), organization: editing.organization && isOrganizationChanged(form, saved) };
}

/**
 * The messages of the fields a reader edits: the user's own ('me.') for their profile, every other
 * for the organization. A member's save is not stopped, nor their form marked, by organization
 * fields that only owners can change.
 */
export function editableErrors(errors: FormErrors, editing: SettingsEditing): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => (key.startsWith('me.') ? editing.profile : editing.organization)));
}

/**
 * The field an API error path belongs to: list items of the origins keep their index (each has
 * its own message), other lists and maps are one field, the user's fields gain 'me.'.
 */
export function fieldKeyOf(path: string, source: 'organization' | 'me'): string {
  if (source === 'me') return path === 'role' ? 'me.role_other' : `me.${path}`;
  if (/^(city_ids|features|settings\.projects)\./.test(path)) return path.split('.').slice(0, path.startsWith('settings.') ? 2 : 1).join('.');
  return path;
}

/** Messages by field from an API answer's `fields` (or valibot's), keyed as the form keys them. */
export function errorsFromFields(fields: Readonly<Record<string, readonly string[]>>, source: 'organization' | 'me'): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const key = fieldKeyOf(path, source);
    errors[key] = [...new Set([...(errors[key] ?? []), ...messages])];
  }
  return errors;
}

/** Every field's messages by the core schemas (empty when the form may be sent). */
export function validateSettingsForm(form: SettingsForm): FormErrors {
  const errors: FormErrors = {};
  const organization = v.safeParse(OrgSettingsUpdateSchema, toSettingsUpdate(form));
  if (!organization.success) Object.assign(errors, errorsFromFields(fieldErrors(organization.issues), 'organization'));
  const profile = v.safeParse(ProfileUpdateSchema, toProfileUpdate(form));
  if (!profile.success) {
    const profileErrors = errorsFromFields(fieldErrors(profile.issues), 'me');
    // For a chosen reason the stored role is never wrong; only the 'Other' text can be.
    if (form.role !== 'Other') delete profileErrors['me.role_other'];
    Object.assign(errors, profileErrors);
  }
  if (form.role === 'Other' && form.roleOther.trim() === '') errors['me.role_other'] = [ROLE_OTHER_REQUIRED];
  return errors;
}

/** The update as the server will store it (trimmed, defaults filled), or undefined when invalid. */
export function parsedSettingsUpdate(form: SettingsForm): v.InferOutput<typeof OrgSettingsUpdateSchema> | undefined {
  const parsed = v.safeParse(OrgSettingsUpdateSchema, toSettingsUpdate(form));
  return parsed.success ? parsed.output : undefined;
}

/** The profile update as sent. */
export function parsedProfileUpdate(form: SettingsForm): ProfileUpdate | undefined {
  const parsed = v.safeParse(ProfileUpdateSchema, toProfileUpdate(form));
  return parsed.success ? parsed.output : undefined;
}
