import { describe, expect, it } from 'vitest';
import { checkFlagKey, childrenTurnedOff, flagKeys, FlagKeyReason, offBecauseOf, removeFlag, setFlag } from './feature-flags';

const flags = { map: false, 'map.layers': true, 'map.layers.contours': true, 'report.pdf': true, report: true };

describe('the feature-flag editor', () => {
  it('adds dotted keys the core schema accepts, and says why others are refused', () => {
    expect(checkFlagKey(' report.share ', flags)).toEqual({ valid: true, key: 'report.share' });
    expect(checkFlagKey('report..share', flags)).toEqual({ valid: false, reason: FlagKeyReason.Invalid, message: 'Feature keys are dot-separated names of letters, digits, "_" and "-".' });
    expect(checkFlagKey('map layers', flags)).toMatchObject({ valid: false, reason: FlagKeyReason.Invalid });
    expect(checkFlagKey('report.pdf', flags)).toEqual({ valid: false, reason: FlagKeyReason.Duplicate });
    expect(checkFlagKey('backyard_cottage.gallery', flags)).toEqual({ valid: false, reason: FlagKeyReason.Module });
    expect(checkFlagKey('  ', flags)).toEqual({ valid: false, reason: FlagKeyReason.Empty });
  });

  it('switches and removes flags, and lists children after their parent', () => {
    expect(setFlag(flags, 'map', true).map).toBe(true);
    expect(removeFlag(flags, 'map.layers')).not.toHaveProperty('map.layers');
    expect(flagKeys(flags)).toEqual(['map', 'map.layers', 'map.layers.contours', 'report', 'report.pdf']);
  });

  it('says which parent turns a flag off, and which children a false parent turns off (spec 6)', () => {
    expect(offBecauseOf(flags, 'map.layers.contours')).toBe('map');
    expect(offBecauseOf({ ...flags, 'map.layers': false }, 'map.layers.contours')).toBe('map.layers');
    expect(offBecauseOf(flags, 'report.pdf')).toBeNull();
    expect(childrenTurnedOff(flags, 'map')).toEqual(['map.layers', 'map.layers.contours']);
    expect(childrenTurnedOff(flags, 'report')).toEqual([]);
  });
});
