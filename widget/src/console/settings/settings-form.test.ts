import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrgAdminViewSchema, type OrgAdminView, DEFAULT_ORG_SETTINGS, EXTERNAL_CONTACT_FORM_REQUIRED } from '../../../../core/api';
import { settingsEditing } from './settings-access';
import {
  editableErrors,
  errorsFromFields,
  fieldKeyOf,
  formFromView,
  isOrganizationChanged,
  isProfileChanged,
  parsedSettingsUpdate,
  partsToSave,
  ROLE_OTHER_REQUIRED,
  roleFields,
  toProfileUpdate,
  toSettingsUpdate,
  urlAsSent,
  validateSettingsForm,
  type SettingsForm,
} from './settings-form';

const view: OrgAdminView = v.parse(OrgAdminViewSchema, {
  id: 'cape-cottages',
  name: 'Cape Cottages',
  email: 'hello@capecottages.example',
  land_url: 'https://capecottages.example',
  settings: {
    ...DEFAULT_ORG_SETTINGS,
    main_cta: 'Talk to a builder',
    logo_url: 'https://capecottages.example/logo.png',
    pdf: { primary_color: '#1f6f5c', secondary_color: null, text_color: null, template_id: 2 },
    phone_number: '+1 (508) 555-0134',
    map_center: { lat: 41.7, lng: -70.3 },
    projects: ['backyard_cottage', 'deck'],
    brochures_enabled: true,
    brochures_cap: 25,
  },
  features: { 'backyard_cottage.gallery': false, 'map.layers': true, map: false },
  city_ids: [21, 37],
  allowed_origins: ['https://capecottages.example'],
  my_role: 'owner',
  webhook_signing_key: 'whsec_demo',
  report_allowance: { plan: 'free', month: '2026-12', used: 3, allowance: 25 },
});
const user = { first_name: 'Ada', last_name: 'Lovelace', role: 'Builder' };
const form = (): SettingsForm => formFromView(view, user);

describe('form from the API', () => {
  it('reads every field, numbers as text, the modules from the flags and the other flags apart', () => {
    const values = form();
    expect(values).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', role: 'Builder', roleOther: '', city_ids: [21, 37], allowed_origins: ['https://capecottages.example'] });
    expect(values.organization).toMatchObject({
      name: 'Cape Cottages',
      email: 'hello@capecottages.example',
      contactFormEmail: '',
      phoneNumber: '+1 (508) 555-0134',
      map_center: { lat: '41.7', lng: '-70.3' },
      land_url: 'https://capecottages.example',
      logo_url: 'https://capecottages.example/logo.png',
      brochures_enabled: true,
      brochures_cap: '25',
      main_cta: 'Talk to a builder',
      use_built_in_contact_form: true,
      pdf: { primary_color: '#1f6f5c', secondary_color: '', text_color: '', template_id: 2 },
    });
    expect(values.organization.projects).toMatchObject({ backyard_cottage: true, deck: true, pool: false, in_home_apartment: false });
    // Absent module flags read true (spec 5: one boolean per module, dots replaced by underscores).
    expect(values.organization.modules).toEqual({ backyard_cottage: true, backyard_cottage_gallery: false, in_home_apartment: true, in_home_apartment_gallery: true });
    expect(values.features).toEqual({ 'map.layers': true, map: false });
  });

  it('reads a stored role as a reason, or as Other with its text', () => {
    expect(roleFields('Builder')).toEqual({ role: 'Builder', roleOther: '' });
    expect(roleFields('Invited User')).toEqual({ role: 'Other', roleOther: 'Invited User' });
    expect(roleFields(null)).toEqual({ role: '', roleOther: '' });
  });
});

describe('form to the API', () => {
  it('round-trips: the unchanged form is the stored organization', () => {
    const update = parsedSettingsUpdate(form());
    expect(update).toBeDefined();
    expect(update!.settings).toEqual(view.settings);
    expect(update!.features).toEqual({ ...view.features, backyard_cottage: true, in_home_apartment: true, 'in_home_apartment.gallery': true });
    expect(update!.city_ids).toEqual([21, 37]);
    expect(isOrganizationChanged(form(), form())).toBe(false);
    expect(isProfileChanged(form(), form())).toBe(false);
  });

  it('writes the modules back onto the flags, keeping the other flags', () => {
    const values = form();
    values.organization.modules = { ...values.organization.modules, in_home_apartment: false, backyard_cottage_gallery: true };
    expect(toSettingsUpdate(values).features).toEqual({
      backyard_cottage: true,
      'backyard_cottage.gallery': true,
      in_home_apartment: false,
      'in_home_apartment.gallery': true,
      'map.layers': true,
      map: false,
    });
    expect(isOrganizationChanged(values, form())).toBe(true);
  });

  it('prefixes https:// to URLs typed without a scheme, and leaves other schemes to the check', () => {
    expect(urlAsSent(' capecottages.example/contact ')).toBe('https://capecottages.example/contact');
    expect(urlAsSent('http://capecottages.example')).toBe('http://capecottages.example');
    expect(urlAsSent('ftp://files.example')).toBe('ftp://files.example');
    expect(urlAsSent('')).toBe('');
    expect(urlAsSent('not a url')).toBe('not a url');
    const values = form();
    values.organization.land_url = 'newsite.example';
    values.organization.crm_webhook_url = 'hooks.example/leads';
    const update = parsedSettingsUpdate(values)!;
    expect(update.land_url).toBe('https://newsite.example');
    expect(update.settings.crm_webhook_url).toBe('https://hooks.example/leads');
  });

  it('sends empty colours and an empty map centre as null, an empty cap as 0', () => {
    const values = form();
    values.organization.pdf.primary_color = '';
    values.organization.map_center = { lat: '', lng: '' };
    values.organization.brochures_cap = '';
    const update = parsedSettingsUpdate(values)!;
    expect(update.settings.pdf.primary_color).toBeNull();
    expect(update.settings.map_center).toBeNull();
    expect(update.settings.brochures_cap).toBe(0);
  });

  it('sends the role text for Other, and no role when none was ever chosen', () => {
    expect(toProfileUpdate({ firstName: 'Ada', lastName: 'Lovelace', role: 'Other', roleOther: 'Architect' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace', role: 'Architect' });
    expect(toProfileUpdate({ firstName: 'Ada', lastName: 'Lovelace', role: '', roleOther: '' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });
});

describe('validation with the core schemas', () => {
  it('passes the stored organization', () => {
    expect(validateSettingsForm(form())).toEqual({});
  });

  it('gives the spec’s messages under their fields', () => {
    const values = form();
    values.organization.logo_url = 'not a url';
    values.organization.pdf.template_id = 5;
    values.organization.brochures_cap = '-1';
    values.organization.use_built_in_contact_form = false;
    values.role = 'Other';
    values.roleOther = '  ';
    values.firstName = '';
    const errors = validateSettingsForm(values);
    expect(errors['settings.logo_url']).toEqual(['Logo should be valid URL']);
    expect(errors['settings.pdf.template_id']).toEqual(['Template must be between 1 and 4']);
    expect(errors['settings.brochures_cap']).toEqual(['Brochures cap must be at least 0']);
    expect(errors['settings.external_contact_form_url']).toEqual([EXTERNAL_CONTACT_FORM_REQUIRED]);
    expect(errors['me.role_other']).toEqual([ROLE_OTHER_REQUIRED]);
    expect(errors['me.first_name']).toEqual(['First Name is required.']);
    expect(Object.keys(errors).sort()).toEqual(['me.first_name', 'me.role_other', 'settings.brochures_cap', 'settings.external_contact_form_url', 'settings.logo_url', 'settings.pdf.template_id']);
  });

  it('is satisfied by an external contact form URL when the built-in form is off', () => {
    const values = form();
    values.organization.use_built_in_contact_form = false;
    values.organization.external_contact_form_url = 'capecottages.example/contact';
    expect(validateSettingsForm(values)).toEqual({});
  });

  it('checks the phone, the map centre, colours and each origin', () => {
    const values = form();
    values.organization.phoneNumber = '+1 (508) 555';
    values.organization.map_center = { lat: '91', lng: '' };
    values.organization.pdf.secondary_color = 'teal';
    values.allowed_origins = ['https://ok.example', 'https://bad.example/path'];
    const errors = validateSettingsForm(values);
    expect(errors['settings.phone_number']).toEqual(['Invalid Phone number format']);
    expect(errors['settings.map_center.lat']).toEqual(['Latitude must be between -90 and 90']);
    expect(errors['settings.map_center.lng']).toEqual(['Longitude must be a number']);
    expect(errors['settings.pdf.secondary_color']).toEqual(['Secondary colour must be a hex colour such as #1f6f5c']);
    expect(errors['allowed_origins.1']).toEqual(['Origins are https://host[:port] or http://localhost[:port] without a path']);
  });
});

describe('what a reader saves (spec 6: members read the organization, everyone owns their profile)', () => {
  const owner = settingsEditing('owner');
  const member = settingsEditing('member');
  /** A form with the last name and the call to action changed, and an organization field that the schema refuses. */
  const changedBoth = (): SettingsForm => {
    const values = form();
    values.lastName = 'Byron';
    values.organization.main_cta = 'Book a site visit';
    values.organization.logo_url = 'not a url';
    return values;
  };

  it('sends an owner’s profile and organization, a member’s profile only', () => {
    expect(partsToSave(changedBoth(), form(), owner)).toEqual({ profile: true, organization: true });
    expect(partsToSave(changedBoth(), form(), member)).toEqual({ profile: true, organization: false });
    // A member who changed nothing of their own has nothing to save, whatever the organization's fields say.
    const organizationOnly = changedBoth();
    organizationOnly.lastName = 'Lovelace';
    expect(partsToSave(organizationOnly, form(), member)).toEqual({ profile: false, organization: false });
    expect(partsToSave(form(), form(), owner)).toEqual({ profile: false, organization: false });
  });

  it('stops a member’s save on their own fields only, an owner’s on every field', () => {
    const values = changedBoth();
    values.firstName = '';
    const errors = validateSettingsForm(values);
    expect(editableErrors(errors, owner)).toEqual({ 'me.first_name': ['First Name is required.'], 'settings.logo_url': ['Logo should be valid URL'] });
    expect(editableErrors(errors, member)).toEqual({ 'me.first_name': ['First Name is required.'] });
    values.firstName = 'Ada';
    expect(editableErrors(validateSettingsForm(values), member)).toEqual({});
    expect(Object.keys(editableErrors(validateSettingsForm(values), owner))).toEqual(['settings.logo_url']);
  });
});

describe('server errors onto fields', () => {
  it('keeps origin items apart, folds other lists into their field, and puts the user’s fields under me.', () => {
    expect(fieldKeyOf('settings.logo_url', 'organization')).toBe('settings.logo_url');
    expect(fieldKeyOf('allowed_origins.2', 'organization')).toBe('allowed_origins.2');
    expect(fieldKeyOf('city_ids.7', 'organization')).toBe('city_ids');
    expect(fieldKeyOf('features.a.b', 'organization')).toBe('features');
    expect(fieldKeyOf('settings.projects.0', 'organization')).toBe('settings.projects');
    expect(fieldKeyOf('first_name', 'me')).toBe('me.first_name');
    expect(fieldKeyOf('role', 'me')).toBe('me.role_other');
    expect(errorsFromFields({ 'city_ids.1': ['City id must be number'], 'city_ids.4': ['City id must be number'], name: ['Company Name is required.'] }, 'organization')).toEqual({
      city_ids: ['City id must be number'],
      name: ['Company Name is required.'],
    });
  });
});

describe('the price book in the settings form', () => {
  const priced: OrgAdminView = {
    ...view,
    settings: {
      ...view.settings,
      price_book: {
        ext: {
          building: { mode: 'per_sqft', low: 300, high: 400 },
          line_items: { design: { low: 8000, high: 12000 }, permits_fees: null, site_work: null, utility_connections: null, foundation: null },
        },
        int: null,
        plans: [{ floor_plan_uuid: 'plan-backyard-cottage-01', mode: 'fixed', low: 150000, high: 170000 }],
        updated_at: '2026-11-30',
      },
    },
  };

  it('sends the stored price book back unchanged, and none when nothing is priced', () => {
    const form = formFromView(priced, { first_name: 'Ada', last_name: 'Lee', role: null });
    expect(parsedSettingsUpdate(form)!.settings.price_book).toEqual(priced.settings.price_book);
    expect(toSettingsUpdate(formFromView(view, { first_name: 'Ada', last_name: 'Lee', role: null })).settings.price_book).toBeNull();
  });

  it('names the field of a low amount above the high one, and of an amount left empty', () => {
    const form = formFromView(priced, { first_name: 'Ada', last_name: 'Lee', role: null });
    const wrong: SettingsForm = {
      ...form,
      organization: { ...form.organization, priceBook: { ...form.organization.priceBook, ext: { ...form.organization.priceBook.ext, low: '500', high: '400', items: { ...form.organization.priceBook.ext.items, foundation: { low: '9000', high: '' } } } } },
    };
    const errors = validateSettingsForm(wrong);
    expect(errors['settings.price_book.ext.building.high']).toEqual(['Low must not be above high']);
    expect(errors['settings.price_book.ext.line_items.foundation.high']).toEqual(['High must be a number']);
  });
});
