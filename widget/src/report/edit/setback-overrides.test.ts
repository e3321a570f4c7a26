import { describe, expect, it } from 'vitest';
import type { SizeLimitOverride } from '../../../../core/rules';
import { setbackOfSubject } from '../../../../core/rules';
import { setbackSubject, withSetback } from './setback-overrides';

const stored: SizeLimitOverride[] = [
  { bound: 'LOWER', value: 12, subject: 'ADU_FRONT_SETBACK' },
  { bound: 'LOWER', value: 6, subject: 'SIDE_SETBACK' },
];

describe('setbackSubject', () => {
  it('names the detached type with the ADU_ prefix and reads back as the same setback in core', () => {
    expect(setbackSubject('ext', 'side')).toBe('ADU_SIDE_SETBACK');
    expect(setbackSubject('ext', 'building')).toBe('ADU_BLD_SETBACK');
    expect(setbackSubject('int', 'rear')).toBe('REAR_SETBACK');
    for (const kind of ['ext', 'int'] as const) {
      for (const side of ['front', 'side', 'rear', 'building'] as const) expect(setbackOfSubject(setbackSubject(kind, side))).toEqual({ kind, side });
    }
  });
});

describe('withSetback', () => {
  it('adds a new subject and keeps the others', () => {
    expect(withSetback(stored, 'ADU_SIDE_SETBACK', 4)).toEqual([...stored, { bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' }]);
  });

  it('replaces a stored subject instead of repeating it', () => {
    expect(withSetback(stored, 'ADU_FRONT_SETBACK', 20.5)).toEqual([stored[1], { bound: 'LOWER', value: 20.5, subject: 'ADU_FRONT_SETBACK' }]);
  });

  it('leaves the subject out to go back to the rules’ value', () => {
    expect(withSetback(stored, 'ADU_FRONT_SETBACK', null)).toEqual([stored[1]]);
    expect(withSetback([], 'ADU_REAR_SETBACK', null)).toEqual([]);
  });
});
