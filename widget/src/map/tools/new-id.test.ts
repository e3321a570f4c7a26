// Ids of the user's map additions.
import { describe, expect, it } from 'vitest';
import { newMapId } from './new-id';

describe('newMapId', () => {
  it('joins the prefix, the time in base 36 and six random base-36 digits', () => {
    expect(newMapId('building', 1_700_000_000_000, () => 0)).toBe('building-loyw3v28-000000');
    expect(newMapId('text', 36, () => 0.5)).toBe('text-10-i00000');
  });

  it('stays within the layout schema’s 64 characters', () => {
    expect(newMapId('building', Number.MAX_SAFE_INTEGER, () => 0.999999).length).toBeLessThanOrEqual(64);
  });
});
