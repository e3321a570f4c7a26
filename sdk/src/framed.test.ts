import { describe, expect, it } from 'vitest';
import { isEnvelope } from './framed';

describe('isEnvelope', () => {
  const valid = { source: 'lotline', version: 1, type: 'address-selected', payload: { place_id: 'p', label: 'l', lat: 1, lng: 2 } };

  it('accepts an envelope of this protocol version with a known type', () => {
    expect(isEnvelope(valid)).toBe(true);
    expect(isEnvelope({ ...valid, type: 'size-changed', payload: { height: 320 } })).toBe(true);
  });

  it('refuses other sources, versions, unknown or inherited types and missing payloads', () => {
    expect(isEnvelope({ ...valid, source: 'other' })).toBe(false);
    expect(isEnvelope({ ...valid, version: 2 })).toBe(false);
    expect(isEnvelope({ ...valid, type: 'navigate' })).toBe(false);
    expect(isEnvelope({ ...valid, type: 'toString' })).toBe(false);
    expect(isEnvelope({ ...valid, payload: null })).toBe(false);
    expect(isEnvelope('lotline:address-selected')).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
