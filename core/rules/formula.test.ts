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

// A size that depends on a fact's tier: San Jose's detached ADU, 1,200 sq ft on a lot of more than 9,000 sq ft, else 1,000.
const tier: Formula = {
  op: 'threshold',
  fact: 'lot_size',
  above: 9000,
  label: 'Tier',
  cite,
  over: { op: 'const', value: 1200, label: 'Large lot', cite },
  upTo: { op: 'const', value: 1000, label: 'Small lot', cite },
};

describe('evaluateFormula with a threshold', () => {
  it('takes the upper branch above the threshold and the lower one at it or below, with both steps', () => {
    expect(evaluateFormula(tier, { lot_size: 12000 })).toEqual({
      value: 1200,
      atMost: 1200,
      steps: ['Tier: the lot size of 12,000 sq ft is more than 9,000 sq ft', 'Large lot: 1,200 sq ft'],
      cite: [...cite, ...cite],
    });
    expect(evaluateFormula(tier, { lot_size: 9000 }).value).toBe(1000);
    expect(evaluateFormula(tier, { lot_size: 9000 }).steps[0]).toBe('Tier: the lot size of 9,000 sq ft is 9,000 sq ft or less');
  });

  it('is at most the larger branch when the fact is unknown', () => {
    const result = evaluateFormula(tier, { lot_size: null });
    expect([result.value, result.atMost]).toEqual([null, 1200]);
    expect(result.steps).toEqual(['Tier: unknown, because the lot size is not in the data', 'The limit is at most 1,200 sq ft until the missing fact is known']);
  });

  it('writes a whole fact without a factor', () => {
    const whole: Formula = { op: 'fact', fact: 'gross_floor_area', factor: 1, label: 'The existing space', cite };
    expect(evaluateFormula(whole, { gross_floor_area: 1500 }).steps).toEqual(["The existing space: the principal dwelling's gross floor area of 1,500 sq ft"]);
  });
});
