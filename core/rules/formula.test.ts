import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './formula';
import type { Formula } from './model';

const cite = [{ doc: 'mgl-c40a-s1a', sections: ['adu-definition'] }];
// M.G.L. c.40A §1A: the smaller of 900 sq ft and half the principal dwelling's gross floor area.
const massachusettsCap: Formula = {
  op: 'min',
  of: [
    { op: 'const', value: 900, label: 'State cap', cite },
    { op: 'fact', fact: 'gross_floor_area', factor: 0.5, label: 'Half the principal dwelling', cite },
  ],
};

describe('evaluateFormula', () => {
  it('gives 700 sq ft for a 1,400 sq ft house, with steps', () => {
    expect(evaluateFormula(massachusettsCap, { gross_floor_area: 1400 })).toEqual({
      value: 700,
      atMost: 700,
      steps: [
        'State cap: 900 sq ft',
        "Half the principal dwelling: half of the principal dwelling's gross floor area of 1,400 sq ft = 700 sq ft",
        'The smaller of these: 700 sq ft',
      ],
      cite: [...cite, ...cite],
    });
  });

  it('gives 900 sq ft for a 2,400 sq ft house', () => {
    expect(evaluateFormula(massachusettsCap, { gross_floor_area: 2400 }).value).toBe(900);
  });

  it('keeps the ceiling when the floor area is unknown', () => {
    const result = evaluateFormula(massachusettsCap, { gross_floor_area: null });
    expect(result.value).toBeNull();
    expect(result.atMost).toBe(900);
    expect(result.steps.at(-1)).toBe('The limit is at most 900 sq ft until the missing fact is known');
  });
});
