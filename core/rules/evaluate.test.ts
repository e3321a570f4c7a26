// Golden cases from the statutes, with the numbers worked out by hand.
import { describe, expect, it } from 'vitest';
import { RULESETS } from './data/index';
import { evaluate, type PropertyFacts } from './evaluate';

const mapleHollow = (zone: string, grossFloorArea: number | null, propertyType = 'Single Family'): PropertyFacts => ({
  state: 'MA',
  jurisdictionId: 'ma-maple-hollow',
  zoning: [{ zoningMap: 'current', zoneCode: zone }],
  propertyType,
  grossFloorArea,
  lotSize: 9000,
});

describe('Massachusetts (M.G.L. c.40A §§1A, 3)', () => {
  it('allows a 700 sq ft ADU by right beside a 1,400 sq ft house: half the house is under 900', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01');
    expect(result.rulesetIds).toEqual(['ma-2025', 'ma-maple-hollow']);
    expect(result.legal).toEqual({ ext: 'BR', int: 'BR' });
    expect(result.stateProtected).toBe(true);
    expect(result.sizeLimits.ext.br).toEqual({
      max: 700,
      at_most: 700,
      steps: [
        'State cap for an ADU: 900 sq ft',
        "Half the principal dwelling: half of the principal dwelling's gross floor area of 1,400 sq ft = 700 sq ft",
        'The smaller of these: 700 sq ft',
      ],
    });
    expect(result.citations['adu.size_limits.ext.br']?.[0]).toEqual({
      document_id: 'mgl-c40a-s1a',
      sequences: ['adu-definition'],
      source_url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A/Section1A',
    });
    expect(result.parkingSpaces).toEqual({ ext: 1, int: 1 });
  });

  it('caps the ADU at 900 sq ft beside a 2,400 sq ft house', () => {
    expect(evaluate(mapleHollow('TR', 2400), RULESETS, '2026-06-01').sizeLimits.int.br?.max).toBe(900);
  });

  it('takes the town setbacks where it has them and marks the rest unknown', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01');
    expect(result.setbacks.ext).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    // An in-home apartment keeps the principal building's setbacks; the bylaw gives it no separation.
    expect(result.setbacks.int).toEqual({ front: 25, side: 15, rear: 25, building: null });
    expect(result.citations['adu.placement.ext_setbacks.side']?.[0]?.document_id).toBe('maple-hollow-zoning');
    expect(result.citations['adu.placement.int_setbacks.side']?.[0]?.sequences).toEqual(['principal-setbacks']);
  });

  it('follows the town where the state right does not reach: a business district', () => {
    const result = evaluate(mapleHollow('B', 1400, 'Other'), RULESETS, '2026-06-01');
    expect(result.stateProtected).toBe(false);
    expect(result.legalZone).toEqual({ ext: 'NOT_ALLOWED', int: 'NOT_ALLOWED' });
    expect(result.sizeLimits.ext.br).toBeNull();
  });

  it('finds a Cambridge A-1 lot single-family, so a detached ADU is by right once the state law is in force', () => {
    const facts: PropertyFacts = {
      state: 'MA',
      jurisdictionId: 'ma-cambridge',
      zoning: [
        { zoningMap: '2024-03', zoneCode: 'A-1' },
        { zoningMap: '2026-03', zoneCode: 'C-1' },
      ],
      propertyType: 'Single Family',
      grossFloorArea: 2000,
      lotSize: 6000,
    };
    // Between the state law (February 2) and the city's rezoning (February 10, 2025).
    const onOldMap = evaluate(facts, RULESETS, '2025-02-05');
    expect(onOldMap.rulesetIds).toEqual(['ma-2025', 'ma-cambridge-2024-03']);
    expect(onOldMap.zone).toBe('A-1');
    expect(onOldMap.legal.ext).toBe('BR');
    expect(onOldMap.sizeLimits.ext.br?.max).toBe(900);

    const beforeTheLaw = evaluate(facts, RULESETS, '2025-01-15');
    expect(beforeTheLaw.rulesetIds).toEqual(['ma-before-2025', 'ma-cambridge-2024-03']);
    expect(beforeTheLaw.legal.ext).toBeNull();

    const today = evaluate(facts, RULESETS, '2026-06-01');
    expect(today.zone).toBe('C-1');
    expect(today.stateProtected).toBeNull();
    expect(today.legal.ext).toBeNull();
    expect(today.notes).toContain('Whether district C-1 allows a single-family home is not in our sources; if it does, the state ADU right applies.');
    expect(today.setbacks.ext).toEqual({ front: null, side: 5, rear: 5, building: null });
  });

  it('says Boston is outside the state ADU statute', () => {
    const result = evaluate({ state: 'MA', jurisdictionId: 'ma-boston', zoning: [], propertyType: 'Single Family', grossFloorArea: 1800, lotSize: 4000 }, RULESETS, '2026-06-01');
    expect(result.stateProtected).toBe(false);
    expect(result.legal.ext).toBeNull();
    expect(result.extras.map((e) => e.subject)).toEqual(['Boston']);
    expect(result.citations['adu.covered_by_state']?.[0]?.document_id).toBe('boston-exempt');
  });
});

describe('California (Gov. Code §§66310–66342)', () => {
  const sanJose: PropertyFacts = {
    state: 'CA',
    jurisdictionId: 'ca-san-jose',
    zoning: [{ zoningMap: '2016', zoneCode: 'R-1-8' }],
    propertyType: 'Single Family',
    grossFloorArea: 1500,
    lotSize: 6000,
  };

  it('guarantees a detached 800 sq ft ADU with 4 ft side and rear setbacks on an R-1-8 lot', () => {
    const result = evaluate(sanJose, RULESETS, '2026-06-01');
    expect(result.legal.ext).toBe('BR');
    expect(result.sizeLimits.ext.br?.max).toBe(800);
    expect(result.sizeLimits.ext.sp?.max).toBe(1200);
    expect(result.setbacks.ext).toEqual({ front: null, side: 4, rear: 4, building: null });
    expect(result.heightFt.ext).toBe(16);
  });

  it('lets an attached ADU reach 850 sq ft even when half the house is less', () => {
    expect(evaluate(sanJose, RULESETS, '2026-06-01').sizeLimits.int.br?.max).toBe(850);
    expect(evaluate({ ...sanJose, grossFloorArea: 2400 }, RULESETS, '2026-06-01').sizeLimits.int.br?.max).toBe(1200);
  });
});

describe('every citation', () => {
  it('names a document that exists, with a source URL', () => {
    for (const facts of [mapleHollow('SR', 1400)]) {
      const result = evaluate(facts, RULESETS, '2026-06-01');
      for (const list of Object.values(result.citations)) for (const c of list) expect(c.source_url, c.document_id).not.toBe('');
    }
  });
});

describe('overrides', () => {
  it('re-evaluates with the gross floor area the user gives: 2,400 sq ft lifts the by-right cap from 700 to 900', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', { grossFloorArea: 2400 });
    expect(result.sizeLimits.ext.br?.max).toBe(900);
    expect(result.facts.grossFloorArea).toBe(2400);
    expect(result.overridden).toEqual(['gross_floor_area']);
  });

  it('takes a chosen zone when the data has none on the town map', () => {
    const unzoned = { ...mapleHollow('SR', 1400), zoning: [] };
    expect(evaluate(unzoned, RULESETS, '2026-06-01').zoneMatched).toBe(false);
    const chosen = evaluate(unzoned, RULESETS, '2026-06-01', { zoneCode: 'TR' });
    expect([chosen.zone, chosen.zoneMatched, chosen.legal.ext]).toEqual(['TR', true, 'BR']);
    expect(chosen.overridden).toEqual(['zone_code']);
  });

  it('replaces a setback of the type its subject names and drops that citation', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', {
      sizeLimits: [
        { bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' },
        { bound: 'LOWER', value: 6, subject: 'FRONT_SETBACK' },
      ],
    });
    expect(result.setbacks.ext).toEqual({ front: 25, side: 4, rear: 10, building: 10 });
    expect(result.setbacks.int).toEqual({ front: 6, side: 15, rear: 25, building: null });
    expect(result.citations['adu.placement.ext_setbacks.side']).toBeUndefined();
    expect(result.citations['adu.placement.ext_setbacks.rear']?.[0]?.document_id).toBe('maple-hollow-zoning');
    expect(result.overridden).toEqual(['adu.placement.ext_setbacks.side', 'adu.placement.int_setbacks.front']);
  });

  it('a property type of Other leaves no legal ADU', () => {
    expect(evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', { propertyType: 'Other' }).legal).toEqual({ ext: null, int: null });
  });
});
