import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LEAD_STEPS, LeadSubmissionSchema, type LeadStep } from '../../../core/api';
import {
  addressLine,
  buildLeadSubmission,
  canGoBack,
  canGoNext,
  createLeadState,
  formAddressOf,
  isStepValid,
  isSubmitStep,
  leadIssues,
  leadProgress,
  leadSteps,
  nextStep,
  phoneAfterEdit,
  previousStep,
  refusedByServer,
  setLeadField,
  submitted,
  toggled,
  withAddressPart,
  type LeadState,
  type ReportAddress,
} from './lead-model';

const ADDRESS: ReportAddress = {
  label: '12 Maple Street, Maple Hollow, MA 01999',
  street_number: '12',
  street: 'Maple Street',
  city: 'Maple Hollow',
  state: 'MA',
  zip_code: '01999',
  lat: 42.3601,
  lng: -71.0589,
};

const start = (embedded: boolean, signedInEmail?: string) => createLeadState({ embedded, address: ADDRESS, signedInEmail });
const at = (state: LeadState, step: LeadStep): LeadState => ({ ...state, step });

/** A state whose every step was answered, at `step`. */
function answered(embedded: boolean, step: LeadStep): LeadState {
  let state = start(embedded);
  state = setLeadField(state, 'name', 'Ada Lovelace');
  state = setLeadField(state, 'email', 'ada@example.com');
  state = setLeadField(state, 'consider', ['convert']);
  state = setLeadField(state, 'steps', ['none']);
  state = setLeadField(state, 'phoneNumber', '+1 (555) 123-4567');
  return at(state, step);
}

describe('the lead modal’s steps', () => {
  it('goes through all eleven steps on the hosted page and skips INTRODUCE in embeds', () => {
    expect(leadSteps(false)).toEqual(LEAD_STEPS);
    expect(leadSteps(true)).toEqual(['NAME', 'EMAIL', 'CONSIDER', 'PROJECT_STARTING', 'ADDRESS', 'OWNER_AND_LIVE', 'STEPS', 'WATER_AND_SEWER', 'PHONE_NUMBER', 'THANK_YOU']);
  });

  it('walks every step with Next from NAME to the submit step, in embeds and on the hosted page', () => {
    for (const embedded of [true, false]) {
      let state = answered(embedded, 'NAME');
      const seen: LeadStep[] = [state.step];
      while (!isSubmitStep(state)) {
        state = nextStep(state);
        seen.push(state.step);
      }
      expect(seen).toEqual(leadSteps(embedded).slice(0, -1));
      // Next does not go past the submit step: sending does.
      expect(nextStep(state)).toBe(state);
      expect(submitted(state).step).toBe('THANK_YOU');
    }
  });

  it('submits at PHONE_NUMBER in embeds and at INTRODUCE on the hosted page', () => {
    expect(isSubmitStep(answered(true, 'PHONE_NUMBER'))).toBe(true);
    expect(isSubmitStep(answered(false, 'PHONE_NUMBER'))).toBe(false);
    expect(nextStep(answered(false, 'PHONE_NUMBER')).step).toBe('INTRODUCE');
    expect(isSubmitStep(answered(false, 'INTRODUCE'))).toBe(true);
  });

  it('counts progress out of 9 in embeds and 10 on the hosted page, with none on the thank-you screen', () => {
    expect(leadSteps(true).map((step) => leadProgress(answered(true, step)))).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ step: n, total: 9 })),
      null,
    ]);
    expect(leadSteps(false).map((step) => leadProgress(answered(false, step)))).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ step: n, total: 10 })),
      null,
    ]);
  });

  it('offers Back from the second step to the submit step, never on NAME or the thank-you screen', () => {
    expect(leadSteps(true).map((step) => canGoBack(answered(true, step)))).toEqual([false, true, true, true, true, true, true, true, true, false]);
    expect(previousStep(answered(true, 'EMAIL')).step).toBe('NAME');
    expect(previousStep(answered(false, 'THANK_YOU')).step).toBe('THANK_YOU');
    expect(previousStep(answered(true, 'NAME')).step).toBe('NAME');
  });
});

describe('the lead form’s defaults', () => {
  it('starts at NAME with spec 5’s defaults and the report’s address, nothing given', () => {
    const state = start(true);
    expect(state.step).toBe('NAME');
    expect(state.form).toEqual({
      name: '',
      email: '',
      consider: [],
      projectStarting: 'early',
      address: {
        lat: '42.3601',
        lng: '-71.0589',
        addr_string: '12 Maple Street, Maple Hollow, MA 01999',
        addr_state: 'MA',
        addr_city: 'Maple Hollow',
        addr_street: 'Maple Street',
        addr_num: '12',
        addr_zip: '01999',
      },
      owner: 'yes',
      liveHere: 'yes',
      steps: [],
      waterSupplied: 'municipality',
      sewerSystem: 'municipality',
      phoneNumber: '',
      introduceToProfessionals: 'yes',
    });
    expect([...state.dirty]).toEqual([]);
  });

  it('prefills the signed-in user’s e-mail, which counts as given', () => {
    const state = at(start(true, 'hana@example.com'), 'EMAIL');
    expect(state.form.email).toBe('hana@example.com');
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(at(start(true), 'EMAIL'))).toBe(false);
  });
});

describe('Next on each step', () => {
  it('NAME: needs a name typed, 1 to 128 characters after trimming', () => {
    const state = start(true);
    expect(canGoNext(state)).toBe(false);
    expect(canGoNext(setLeadField(state, 'name', '   '))).toBe(false);
    expect(leadIssues(setLeadField(state, 'name', '   ').form).name).toBe('required');
    expect(canGoNext(setLeadField(state, 'name', 'A'.repeat(129)))).toBe(false);
    expect(leadIssues(setLeadField(state, 'name', 'A'.repeat(129)).form).name).toBe('too-long');
    expect(canGoNext(setLeadField(state, 'name', ' Ada '))).toBe(true);
  });

  it('NAME: a valid name that the visitor did not give does not enable Next (the dirty rule)', () => {
    const state: LeadState = { ...start(true), form: { ...start(true).form, name: 'Ada' } };
    expect(isStepValid(state)).toBe(true);
    expect(canGoNext(state)).toBe(false);
  });

  it('EMAIL: needs a valid e-mail typed', () => {
    const state = at(start(true), 'EMAIL');
    expect(leadIssues(setLeadField(state, 'email', '').form).email).toBe('required');
    expect(leadIssues(setLeadField(state, 'email', 'ada@').form).email).toBe('invalid');
    expect(leadIssues(setLeadField(state, 'email', `${'a'.repeat(120)}@example.com`).form).email).toBe('too-long');
    expect(canGoNext(setLeadField(state, 'email', 'ada@'))).toBe(false);
    expect(canGoNext(setLeadField(state, 'email', 'ada@example.com'))).toBe(true);
  });

  it('CONSIDER and STEPS: need at least one choice', () => {
    for (const [step, field, option] of [
      ['CONSIDER', 'consider', 'garage_apartment'],
      ['STEPS', 'steps', 'survey'],
    ] as const) {
      const state = at(start(true), step);
      expect(canGoNext(state)).toBe(false);
      const chosen = setLeadField(state, field, [option] as never);
      expect(canGoNext(chosen)).toBe(true);
      const cleared = setLeadField(chosen, field, []);
      expect(canGoNext(cleared)).toBe(false);
      expect(leadIssues(cleared.form)[field]).toBe('required');
    }
  });

  it('PROJECT_STARTING, OWNER_AND_LIVE, WATER_AND_SEWER and INTRODUCE: valid with their defaults, untouched', () => {
    for (const step of ['PROJECT_STARTING', 'OWNER_AND_LIVE', 'WATER_AND_SEWER', 'INTRODUCE'] as const) {
      expect(canGoNext(at(start(false), step))).toBe(true);
    }
  });

  it('ADDRESS: valid with the report’s address; each part is required', () => {
    expect(canGoNext(at(start(true), 'ADDRESS'))).toBe(true);
    const state = answered(true, 'ADDRESS');
    const noCity = setLeadField(state, 'address', withAddressPart(state.form.address, 'addr_city', ' '));
    expect(canGoNext(noCity)).toBe(false);
    expect(leadIssues(noCity.form)).toEqual({ 'address.addr_city': 'required' });
  });

  it('PHONE_NUMBER: needs a full +1 (NNN) NNN-NNNN number', () => {
    const state = at(start(true), 'PHONE_NUMBER');
    expect(canGoNext(state)).toBe(false);
    expect(leadIssues(setLeadField(state, 'phoneNumber', '+1 (555) 123').form).phoneNumber).toBe('invalid');
    expect(canGoNext(setLeadField(state, 'phoneNumber', '+1 (555) 123'))).toBe(false);
    expect(canGoNext(setLeadField(state, 'phoneNumber', '+1 (555) 123-4567'))).toBe(true);
  });

  it('is never offered on the thank-you screen', () => {
    expect(canGoNext(answered(true, 'THANK_YOU'))).toBe(false);
  });
});

describe('the form’s inputs', () => {
  it('masks the phone as typed and deletes a digit when a mask character is deleted', () => {
    expect(phoneAfterEdit('', '5')).toBe('+1 (5');
    expect(phoneAfterEdit('+1 (55', '+1 (555')).toBe('+1 (555)');
    expect(phoneAfterEdit('', '5551234567')).toBe('+1 (555) 123-4567');
    // Backspace on ')', on the space and on '-'.
    expect(phoneAfterEdit('+1 (555)', '+1 (555')).toBe('+1 (55');
    expect(phoneAfterEdit('+1 (555) 1', '+1 (555)1')).toBe('+1 (555)');
    expect(phoneAfterEdit('+1 (555) 123-4', '+1 (555) 123-')).toBe('+1 (555) 123');
    expect(phoneAfterEdit('+1 (5', '+1 (')).toBe('');
  });

  it('keeps checkbox choices in the options’ order', () => {
    const order = ['convert', 'backyard_cottage', 'garage_apartment', 'other'] as const;
    expect(toggled(['other'], 'convert', true, order)).toEqual(['convert', 'other']);
    expect(toggled(['convert', 'other'], 'convert', false, order)).toEqual(['other']);
  });

  it('rewrites the address line from edited parts', () => {
    const address = formAddressOf(ADDRESS);
    expect(withAddressPart(address, 'addr_num', '14').addr_string).toBe('14 Maple Street, Maple Hollow, MA 01999');
    expect(addressLine({ addr_num: '', addr_street: 'Elm Road', addr_city: ' Springfield ', addr_state: 'MA', addr_zip: '' })).toBe('Elm Road, Springfield, MA');
  });
});

describe('the lead’s body (spec 7 call 6)', () => {
  const complete = (embedded: boolean) => {
    let state = answered(embedded, 'PHONE_NUMBER');
    state = setLeadField(state, 'name', '  Ada Lovelace ');
    state = setLeadField(state, 'consider', ['convert', 'garage_apartment']);
    state = setLeadField(state, 'steps', ['equity', 'survey', 'other']);
    state = setLeadField(state, 'owner', 'no');
    state = setLeadField(state, 'waterSupplied', 'private');
    state = setLeadField(state, 'sewerSystem', 'septic');
    state = setLeadField(state, 'introduceToProfessionals', 'no');
    return state.form;
  };
  const common = {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    property_address: '12 Maple Street, Maple Hollow, MA 01999',
    addr_state: 'MA',
    addr_city: 'Maple Hollow',
    addr_zip: '01999',
    addr_num: '12',
    addr_street: 'Maple Street',
    lat: '42.3601',
    lng: '-71.0589',
    signature: '',
    phone: '+1 (555) 123-4567',
    considering: 'Convert existing space ($70k to $200k); Garage with apartment over ($350k to $600k)',
    starting_timeline: 'early',
    is_owner: 'no',
    lives_there: 'yes',
    steps_taken: 'Looked into home equity or financing; Had the lot surveyed; Other',
    water_supply: 'private',
    sewer_system: 'septic',
    // A garage apartment is the backyard kind: the summary's verdict and size limit are the cottage's.
    adu_kind: 'ext',
  };

  it('joins the chosen English labels by semicolons and leaves introduce out in embeds', () => {
    const body = buildLeadSubmission(complete(true), { embedded: true });
    expect(body).toEqual(common);
    expect(v.parse(LeadSubmissionSchema, body)).toEqual(common);
  });

  it('adds introduce and the typed e-mail as email_contact_us on the hosted page, and sends the signed-in user’s e-mail', () => {
    const body = buildLeadSubmission(complete(false), { embedded: false, signedInEmail: 'Hana@Example.com' });
    expect(body).toEqual({ ...common, email: 'hana@example.com', introduce: 'no', email_contact_us: 'ada@example.com' });
    expect(v.is(LeadSubmissionSchema, body)).toBe(true);
  });

  it('names the report’s property, the placed plan and the language, so the server can build the summary', () => {
    const body = buildLeadSubmission(complete(true), { embedded: true, propertyId: 'demo-town/p-12', floorPlanUuid: 'plan-cottage-1', locale: 'es' });
    expect(body).toEqual({ ...common, property_id: 'demo-town/p-12', floor_plan_uuid: 'plan-cottage-1', locale: 'es' });
    expect(v.parse(LeadSubmissionSchema, body)).toEqual(body);
    // Only 'other' chosen: no ADU kind, and no placed plan named.
    const other = buildLeadSubmission({ ...complete(true), consider: ['other'] }, { embedded: true, floorPlanUuid: null });
    expect(other).not.toHaveProperty('adu_kind');
    expect(other).not.toHaveProperty('floor_plan_uuid');
  });

  it('refuses a form that is not complete (a programmer error)', () => {
    expect(() => buildLeadSubmission(start(true).form, { embedded: true })).toThrow();
  });
});

describe('what the report already answers', () => {
  it('prefills the signed-in name and e-mail and the page’s ADU kind, each counted as given', () => {
    const state = createLeadState({ embedded: true, address: ADDRESS, signedInEmail: 'ada@example.com', signedInName: ' Ada Lovelace ', page: 'backyard-cottage' });
    expect(state.form).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', consider: ['backyard_cottage'] });
    expect([...state.dirty].sort()).toEqual(['consider', 'email', 'name']);
    // Next is enabled on NAME, EMAIL and CONSIDER without typing anything.
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(at(state, 'EMAIL'))).toBe(true);
    expect(canGoNext(at(state, 'CONSIDER'))).toBe(true);
    expect(createLeadState({ embedded: true, address: ADDRESS, page: 'in-home-apartment' }).form.consider).toEqual(['convert']);
    expect(createLeadState({ embedded: true, address: ADDRESS, page: 'playground' }).form.consider).toEqual([]);
  });
});

describe('checked as the visitor types', () => {
  it('disables Next on each change that makes the step invalid, and names the field refused', () => {
    let state = at(start(true), 'NAME');
    expect(canGoNext(state)).toBe(false);
    state = setLeadField(state, 'name', 'A');
    expect(canGoNext(state)).toBe(true);
    state = setLeadField(state, 'name', '   ');
    expect(canGoNext(state)).toBe(false);
    expect(leadIssues(state.form)).toMatchObject({ name: 'required' });
    state = at(setLeadField(state, 'email', 'ada@'), 'EMAIL');
    expect(canGoNext(state)).toBe(false);
    expect(leadIssues(state.form)).toMatchObject({ email: 'invalid' });
    state = setLeadField(state, 'email', 'ada@example.com');
    expect(canGoNext(state)).toBe(true);
    expect(leadIssues(state.form).email).toBeUndefined();
  });

  it('takes a pasted phone number in each usual form, and keeps Next disabled until it is whole', () => {
    for (const pasted of ['(617) 555-0199', '617.555.0199', '+1 617 555 0199', '1-617-555-0199']) {
      for (const before of ['', '+1 (5', '+1 (555) 123-4567']) expect(phoneAfterEdit(before, pasted)).toBe('+1 (617) 555-0199');
      const state = setLeadField(answered(true, 'PHONE_NUMBER'), 'phoneNumber', phoneAfterEdit('', pasted));
      expect(canGoNext(state)).toBe(true);
    }
    const partial = setLeadField(answered(true, 'PHONE_NUMBER'), 'phoneNumber', phoneAfterEdit('', '617.555.01'));
    expect(partial.form.phoneNumber).toBe('+1 (617) 555-01');
    expect(canGoNext(partial)).toBe(false);
    expect(leadIssues(partial.form)).toMatchObject({ phoneNumber: 'invalid' });
  });

  it('takes the visitor back to the first field the server refused, with its message, until they change it', () => {
    const sent = answered(true, 'PHONE_NUMBER');
    const refused = refusedByServer(sent, { addr_zip: ['Zip code is required.'], phone: ['Invalid Phone number format'], unknown_field: ['?'] })!;
    expect(refused.step).toBe('ADDRESS');
    expect(refused.refused).toEqual({ 'address.addr_zip': 'Zip code is required.', phoneNumber: 'Invalid Phone number format' });
    expect(canGoNext(refused)).toBe(false);
    const fixed = setLeadField(refused, 'address', withAddressPart(refused.form.address, 'addr_zip', '01999'));
    expect(fixed.refused).toEqual({ phoneNumber: 'Invalid Phone number format' });
    expect(canGoNext(fixed)).toBe(true);
    expect(canGoNext(at(fixed, 'PHONE_NUMBER'))).toBe(false);
    expect(refusedByServer(sent, { _: ['Something else'] })).toBeNull();
  });
});
