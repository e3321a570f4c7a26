// Address signatures: an HMAC of the address parts that address details hands out and street
// data checks, so a street-data request names an address the server itself resolved.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeAddressText } from '../../../core/address';

/** The address parts covered by a signature. */
export interface SignedAddressParts {
  state: string;
  city: string;
  zip_code: string;
  street: string;
  street_number: string;
  lat: number;
  lng: number;
}

function canonical(parts: SignedAddressParts): string {
  return [
    parts.state.toUpperCase(),
    normalizeAddressText(parts.city),
    parts.zip_code,
    normalizeAddressText(parts.street),
    parts.street_number.toLowerCase(),
    parts.lat.toFixed(6),
    parts.lng.toFixed(6),
  ].join('|');
}

/** Signs address parts with the server secret (HMAC-SHA256, base64url). */
export function signAddress(secret: string, parts: SignedAddressParts): string {
  return createHmac('sha256', secret).update(canonical(parts)).digest('base64url');
}

/** Whether `signature` was made by `signAddress` with the same secret and parts. */
export function isAddressSignatureValid(secret: string, parts: SignedAddressParts, signature: string): boolean {
  const expected = Buffer.from(signAddress(secret, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
