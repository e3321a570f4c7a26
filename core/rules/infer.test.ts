import { describe, expect, it } from 'vitest';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';
import { inferStateReach, looksResidential } from './infer';

describe('looksResidential', () => {
  it.each(['RES', 'R', 'R-1', 'R10', 'RA', 'R-2A', 'SR', 'SR-2', 'RR', 'SUBN', 'AGR', 'AR', 'SF', 'RESIDENTIAL'])('takes %s as residential', (code) => {
    expect(looksResidential(code)).toBe(true);
  });
  it.each(['BUS1', 'B', 'BA', 'IND', 'I-1', 'C-1', 'MU', 'OS', 'LI', 'CB', 'SD-3', 'M'])('does not take %s as residential by its code', (code) => {
    expect(looksResidential(code)).toBe(false);
  });
  it('reads the name where the code says nothing', () => {
    expect(looksResidential('C-1', 'Residence C-1 District')).toBe(true);
    expect(looksResidential('R-MH', 'R-MH Mobilehome Park')).toBe(true);
    expect(looksResidential('BA', 'Business A District')).toBe(false);
    expect(looksResidential('NP', 'North Point Residence, Office and Business District')).toBe(false);
  });
});

describe('inferStateReach', () => {
  const base = { reach: 'single-family-district' as const, town: 'Newton' };
  it('infers a residential district, and an unzoned lot with a house on it', () => {
    expect(inferStateReach({ ...base, zoneCode: 'SR2', zoneName: null, propertyType: 'Single Family' })?.text).toBe('Assumes single-family homes are allowed in SR2; confirm with Newton\u2019s use table.');
    expect(inferStateReach({ ...base, zoneCode: null, zoneName: null, propertyType: 'Two Family' })?.key).toBe('unzoned-lot-allows-single-family');
  });
  it('infers an unzoned lot with any home on it alike, naming the home and saying no more than for a house', () => {
    const unzoned = (propertyType: string, home = {}) => inferStateReach({ ...base, zoneCode: null, zoneName: null, propertyType, home });
    expect(unzoned('Single Family')?.text).toBe(
      'Assumes the lot\u2019s district allows single-family homes, as the single-family home on it suggests residential use is allowed there; choose the zone to confirm with Newton\u2019s use table.',
    );
    expect(unzoned('Multi-Family Home')?.text).toBe(
      'Assumes the lot\u2019s district allows single-family homes, as the building of three or more homes on it suggests residential use is allowed there; choose the zone to confirm with Newton\u2019s use table.',
    );
    expect([unzoned('Multi-Family Home', { condominium: true }), unzoned('Multi-Family Home', { multipleHouses: true }), unzoned('Two Family', { mixedUse: true })].map((a) => [a?.key, a?.params.home])).toEqual([
      ['unzoned-lot-allows-single-family', 'the condominium building'],
      ['unzoned-lot-allows-single-family', 'the group of houses'],
      ['unzoned-lot-allows-single-family', 'the home in the mixed-use building'],
    ]);
    expect(unzoned('Other')).toBeNull();
  });
  it('infers nothing for a business district, and judges a residence district by its name whatever building the lot has', () => {
    expect(inferStateReach({ ...base, zoneCode: 'BU1', zoneName: null, propertyType: 'Single Family' })).toBeNull();
    // The district's use does not hang on one lot's building; a lot that is not a home fails its own check.
    expect(inferStateReach({ ...base, zoneCode: 'SR2', zoneName: null, propertyType: 'Other' })?.key).toBe('district-allows-single-family');
    expect(inferStateReach({ ...base, zoneCode: null, zoneName: null, propertyType: 'Other' })).toBeNull();
    expect(inferStateReach({ ...base, zoneCode: 'BU1', zoneName: null, propertyType: 'Multi-Family Home' })).toBeNull();
    expect(inferStateReach({ ...base, reach: 'residential-district', zoneCode: null, zoneName: null, propertyType: 'Multi-Family Home' })?.key).toBe('unzoned-lot-allows-residential');
  });
});

describe('a Massachusetts town whose own rules are not on file', () => {
  const newton = (zone: string | null, propertyType: string | null, grossFloorArea: number | null = 2400): PropertyFacts => ({
    state: 'MA',
    jurisdictionId: 'ma-newton',
    placeName: 'Newton',
    zoning: zone ? [{ zoningMap: 'assessor', zoneCode: zone }] : [],
    propertyType,
    grossFloorArea,
    lotSize: 8000,
  });

  it('answers with the state right, inferred, where the district says residential', () => {
    const result = evaluate(newton('SR2', 'Single Family'), RULESETS, '2026-06-01');
    expect(result.rulesetIds).toEqual(['ma-2025']);
    expect([result.stateProtected, result.basis, result.legal.ext, result.legal.int]).toEqual([true, 'inferred', 'BR', 'BR']);
    expect(result.sizeLimits.ext.br?.max).toBe(900);
    expect(Object.keys(result.assumptions).sort()).toEqual([
      'adu.ext_legal',
      'adu.ext_legal_zone',
      'adu.int_legal',
      'adu.int_legal_zone',
      'adu.parking.ext',
      'adu.parking.int',
      'adu.size_limits.ext.br',
      'adu.size_limits.int.br',
      'adu.state_protected',
      // The plot plan the state's departments ask for rests on one town's practice.
      'plot_plan',
    ]);
  });

  it('infers the right for an unzoned single-family lot, and not for a business district', () => {
    expect(evaluate(newton(null, 'Single Family', 1400), RULESETS, '2026-06-01').sizeLimits.int.br?.max).toBe(700);
    const business = evaluate(newton('BU1', 'Single Family'), RULESETS, '2026-06-01');
    expect([business.stateProtected, business.legal.ext, business.basis]).toEqual([null, null, null]);
    expect(business.notes).toContain('Whether district BU1 allows a single-family home is not in our sources; if it does, the state ADU right applies.');
  });

  it('gives nothing the day before the law took effect, and the right on the day', () => {
    expect(evaluate(newton('SR2', 'Single Family'), RULESETS, '2025-02-01').legal.ext).toBeNull();
    expect(evaluate(newton('SR2', 'Single Family'), RULESETS, '2025-02-02').legal.ext).toBe('BR');
  });
});
