import { describe, expect, it } from 'vitest';
import { isAddressSignatureValid, signAddress } from './signature';

const secret = 'test-secret-that-is-long-enough-000000';
const parts = { state: 'MA', city: 'Maple Hollow', zip_code: '01999', street: 'Maple Street', street_number: '12', lat: 42.3312345, lng: -71.1898765 };

describe('address signature', () => {
  it('accepts the signature it made, also for equivalent spellings', () => {
    const signature = signAddress(secret, parts);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isAddressSignatureValid(secret, parts, signature)).toBe(true);
    expect(isAddressSignatureValid(secret, { ...parts, street: 'maple st', city: 'MAPLE HOLLOW' }, signature)).toBe(true);
  });

  it('refuses changed parts, another secret and garbage', () => {
    const signature = signAddress(secret, parts);
    expect(isAddressSignatureValid(secret, { ...parts, street_number: '14' }, signature)).toBe(false);
    expect(isAddressSignatureValid(secret, { ...parts, lat: 42.3313 }, signature)).toBe(false);
    expect(isAddressSignatureValid(`${secret}x`, parts, signature)).toBe(false);
    expect(isAddressSignatureValid(secret, parts, 'nope')).toBe(false);
  });
});
