import { describe, expect, it } from 'vitest';
import { unitSized } from './report-service';

describe('the size a cost estimate assumes without a plan', () => {
  it('is the size limit where it is smaller than the house, and none where the limit is the whole house', () => {
    expect(unitSized(900, 3148)).toBe(900);
    // A conversion within the existing space (California) may use the whole house: no unit size follows.
    expect(unitSized(3000, 3000)).toBeNull();
    expect(unitSized(1200, null)).toBe(1200);
    expect(unitSized(null, 2000)).toBeNull();
  });
});
