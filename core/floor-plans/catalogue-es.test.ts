// The catalogue's plan names in Spanish cannot drift from the English: every plan has its Spanish
// name, no two plans share one, and no Spanish name is left over from a plan renamed or removed.
import { describe, expect, it } from 'vitest';
import { FLOOR_PLANS } from './catalogue';
import { PLAN_NAMES_ES } from './catalogue-es';

describe('the catalogue’s plan names in Spanish', () => {
  it('names every catalogue plan in Spanish', () => {
    expect(FLOOR_PLANS.filter((plan) => !Object.hasOwn(PLAN_NAMES_ES, plan.name)).map((plan) => `${plan.uuid}: ${plan.name}`)).toEqual([]);
  });

  it('gives each plan a name of its own, and names no plan the catalogue does not have', () => {
    const spanish = FLOOR_PLANS.map((plan) => PLAN_NAMES_ES[plan.name]);
    expect(new Set(spanish).size).toBe(FLOOR_PLANS.length);
    const english = new Set(FLOOR_PLANS.map((plan) => plan.name));
    expect(Object.keys(PLAN_NAMES_ES).filter((name) => !english.has(name))).toEqual([]);
  });

  it('reads naturally, as the examples say', () => {
    expect(['Lap Pool', 'Studio Cottage', 'Two-Car Garage', 'Cape'].map((name) => PLAN_NAMES_ES[name])).toEqual([
      'Piscina de nado',
      'Cabaña estudio',
      'Garaje para dos autos',
      'Casa estilo Cape Cod',
    ]);
  });
});
