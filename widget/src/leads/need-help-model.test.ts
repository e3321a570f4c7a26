import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HelpRequestSubmissionSchema } from '../../../core/api';
import { createScreenTranslator } from '../i18n/screen-translator';
import { LEAD_CATALOGUES } from './lead-messages';
import { ADDRESS_PARTS, type ReportAddress } from './lead-model';
import { helpErrorText } from './lead-words';
import {
  buildHelpRequest,
  canSendHelp,
  createNeedHelpState,
  helpSent,
  isAddressBlank,
  needHelpIssues,
  setHelpAddressPart,
  setHelpField,
  type NeedHelpState,
} from './need-help-model';

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
const en = createScreenTranslator('en', LEAD_CATALOGUES);
const start = () => createNeedHelpState({ address: ADDRESS, name: 'Hana History' });

describe('the need-help form', () => {
  it('starts on the form with the user’s name, the report’s address and no topic, and may be sent as it is', () => {
    const state = start();
    expect(state.step).toBe('FORM');
    expect(state.values).toEqual({
      name: 'Hana History',
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
      relatedTo: '',
      helpRequest: '',
    });
    expect(canSendHelp(state)).toBe(true);
  });

  it('needs every part of an address that is given: “<Field> is required.”', () => {
    const noCity = setHelpAddressPart(start(), 'addr_city', '  ');
    expect(needHelpIssues(noCity.values)).toEqual({ 'address.addr_city': 'required' });
    expect(helpErrorText(en, 'address.addr_city', 'required')).toBe('City is required.');
    expect(canSendHelp(noCity)).toBe(false);
    const noZip = setHelpAddressPart(start(), 'addr_zip', '');
    expect(needHelpIssues(noZip.values)).toEqual({ 'address.addr_zip': 'required' });
    expect(helpErrorText(en, 'address.addr_zip', 'required')).toBe('Zip code is required.');
    expect(helpErrorText(en, 'address.addr_num', 'required')).toBe('Street number is required.');
  });

  it('takes a blank address as no address', () => {
    let state: NeedHelpState = start();
    for (const part of ADDRESS_PARTS) state = setHelpAddressPart(state, part, '');
    expect(isAddressBlank(state.values.address)).toBe(true);
    expect(needHelpIssues(state.values)).toEqual({});
    expect(canSendHelp(state)).toBe(true);
    const body = buildHelpRequest(setHelpField(state, 'helpRequest', 'Where is my lot line?').values, undefined);
    expect(body).toEqual({
      full_name: 'Hana History',
      address: '',
      addr_state: '',
      addr_city: '',
      addr_street: '',
      addr_num: '',
      addr_lat: '',
      addr_lng: '',
      related_to: '',
      help_request: 'Where is my lot line?',
    });
  });

  it('refuses a name over 128 characters and a request over 5000, in the spec’s words', () => {
    const longName = setHelpField(start(), 'name', 'N'.repeat(129));
    expect(needHelpIssues(longName.values)).toEqual({ name: 'too-long' });
    expect(helpErrorText(en, 'name', 'too-long')).toBe('Name must be less than 128 characters.');
    const longRequest = setHelpField(start(), 'helpRequest', 'x'.repeat(5001));
    expect(needHelpIssues(longRequest.values)).toEqual({ helpRequest: 'too-long' });
    expect(helpErrorText(en, 'helpRequest', 'too-long')).toBe('Help request must be less than 5000 characters.');
    expect(canSendHelp(longRequest)).toBe(false);
  });

  it('records which fields the visitor touched', () => {
    const state = setHelpAddressPart(setHelpField(start(), 'relatedTo', 'Setbacks'), 'addr_street', 'Elm Road');
    expect([...state.touched].sort()).toEqual(['address.addr_street', 'relatedTo']);
    expect(state.values.address.addr_string).toBe('12 Elm Road, Maple Hollow, MA 01999');
  });

  it('builds the body of spec 7 call 15 with the signed-in user’s e-mail', () => {
    let state = setHelpField(start(), 'relatedTo', 'Lot Lines');
    state = setHelpField(state, 'helpRequest', '  The rear lot line looks wrong. ');
    const body = buildHelpRequest(state.values, 'Hana@Example.com');
    expect(body).toEqual({
      email: 'hana@example.com',
      full_name: 'Hana History',
      address: '12 Maple Street, Maple Hollow, MA 01999',
      addr_state: 'MA',
      addr_city: 'Maple Hollow',
      addr_street: 'Maple Street',
      addr_num: '12',
      addr_lat: '42.3601',
      addr_lng: '-71.0589',
      related_to: 'Lot Lines',
      help_request: 'The rear lot line looks wrong.',
    });
    expect(v.parse(HelpRequestSubmissionSchema, body)).toEqual(body);
  });

  it('moves to the thank-you screen once sent, where nothing more is sent', () => {
    const sent = helpSent(start());
    expect(sent.step).toBe('THANK_YOU');
    expect(canSendHelp(sent)).toBe(false);
  });
});
