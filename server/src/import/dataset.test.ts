// The import's check of an address: a range address's last number is above its first and on its
// side of the street, or the address is refused with the field named.
import { describe, expect, it } from 'vitest';
import { AddressInputSchema, validateInput } from './dataset';

const address = (streetNumber: string, streetNumberTo: string | null) => ({ parcelSourceId: 'lot-1', streetNumber, streetNumberTo, street: 'California Ave', point: null });

describe('AddressInputSchema', () => {
  it('takes a single number and a range of one side of the street', () => {
    expect(validateInput(AddressInputSchema, address('8', null))).toMatchObject({ ok: true, value: { streetNumber: '8', streetNumberTo: null } });
    expect(validateInput(AddressInputSchema, address('8', '10'))).toMatchObject({ ok: true, value: { streetNumber: '8', streetNumberTo: '10' } });
    expect(validateInput(AddressInputSchema, { ...address('8', null), streetNumberTo: undefined })).toMatchObject({ ok: true });
  });

  it('refuses a range across the street, backwards or from a lettered number', () => {
    const refused = { ok: false, reason: 'streetNumberTo is not above the first number on its side of the street' };
    expect(validateInput(AddressInputSchema, address('8', '9'))).toEqual(refused);
    expect(validateInput(AddressInputSchema, address('10', '8'))).toEqual(refused);
    expect(validateInput(AddressInputSchema, address('8A', '10'))).toEqual(refused);
    expect(validateInput(AddressInputSchema, address('8', '10A'))).toEqual({ ok: false, reason: 'streetNumberTo has a range end that is not a number' });
  });
});
