import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LeadFormSchema, type LeadForm } from '../../../core/api';
import { createScreenTranslator } from '../i18n/screen-translator';
import { LEAD_CATALOGUES } from './lead-messages';
import { reasonOf } from './field-issues';
import { leadErrorText } from './lead-words';

const en = createScreenTranslator('en', LEAD_CATALOGUES);
const es = createScreenTranslator('es', LEAD_CATALOGUES);

const VALID: LeadForm = {
  name: 'Ada',
  email: 'ada@example.com',
  consider: ['convert'],
  projectStarting: 'early',
  address: { lat: '42', lng: '-71', addr_string: '12 Maple Street', addr_state: 'MA', addr_city: 'Maple Hollow', addr_street: 'Maple Street', addr_num: '12', addr_zip: '01999' },
  owner: 'yes',
  liveHere: 'yes',
  steps: ['none'],
  waterSupplied: 'municipality',
  sewerSystem: 'municipality',
  phoneNumber: '+1 (555) 123-4567',
  introduceToProfessionals: 'yes',
};

/** Forms with one mistake each, as a visitor can make them. */
const MISTAKES: Partial<LeadForm>[] = [
  { name: '' },
  { name: 'A'.repeat(129) },
  { email: '' },
  { email: 'ada@' },
  { email: `${'a'.repeat(120)}@example.com` },
  { consider: [] },
  { steps: [] },
  { phoneNumber: '' },
  { phoneNumber: '+1 (555) 123' },
  { phoneNumber: '+1 (555) 123-4567 000' },
  ...(['addr_num', 'addr_street', 'addr_city', 'addr_state', 'addr_zip'] as const).map((part) => ({ address: { ...VALID.address, [part]: ' ' } })),
];

describe('the modals’ words', () => {
  it('have the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(LEAD_CATALOGUES.es).sort()).toEqual(Object.keys(LEAD_CATALOGUES.en).sort());
    for (const catalogue of Object.values(LEAD_CATALOGUES)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('keep the spec’s words for the final buttons and the consider options’ cost ranges', () => {
    expect([en('lead.done'), en('needHelp.done')]).toEqual(['Ok, Great!', 'Ok, great']);
    expect(en('lead.progress', { step: 3, total: 9 })).toBe('Step 3 of 9');
    expect(['convert', 'backyardCottage', 'garageApartment', 'other'].map((key) => en(`lead.consider.${key}` as 'lead.consider.other'))).toEqual([
      'Convert existing space ($70k to $200k)',
      'Backyard cottage or addition ($150k to $500k)',
      'Garage with apartment over ($350k to $600k)',
      'Other',
    ]);
  });
});

describe('the words of a refused lead field', () => {
  it('are spec 5’s messages word for word in English', () => {
    const shown: string[] = [];
    for (const mistake of MISTAKES) {
      const result = v.safeParse(LeadFormSchema, { ...VALID, ...mistake });
      expect(result.success).toBe(false);
      const issue = result.issues![0]!;
      const field = issue.path!.map((item) => String(item.key)).join('.');
      const text = leadErrorText(en, field, reasonOf(issue));
      expect(text).toBe(issue.message);
      shown.push(text);
    }
    expect(shown).toEqual([
      'User Name is required.',
      'User Name must be less than 128 characters.',
      'Email is required',
      'Please verify that you are entering the correct email.',
      'Email must be less than 128 characters.',
      'At least one product is required.',
      'At least one product is required.',
      'Invalid Phone number format',
      'Invalid Phone number format',
      'Phone number must be less than 20 characters.',
      'Street number is required.',
      'Street is required.',
      'City is required.',
      'State is required.',
      'Zip code is required.',
    ]);
  });

  it('are in Spanish for a Spanish widget', () => {
    expect(leadErrorText(es, 'name', 'required')).toBe('El nombre de usuario es obligatorio.');
    expect(leadErrorText(es, 'address.addr_city', 'required')).toBe('Ciudad: este dato es obligatorio.');
  });
});
