// Bellingham's rules: the districts of its bylaw under the assessor's codes, the state right
// inferred in the residential ones, and nothing the town's own tables would say, since they are
// not on file.
import { describe, expect, it } from 'vitest';
import { evaluate, type PropertyFacts } from '../../rules/evaluate';
import { RULESETS } from '../index';
import { bellingham } from './rules';

const lot = (zoneCode: string, grossFloorArea: number | null = 1400): PropertyFacts => ({
  state: 'MA',
  jurisdictionId: 'ma-bellingham',
  placeName: 'Bellingham',
  zoning: [{ zoningMap: 'assessor', zoneCode }],
  propertyType: 'Single Family',
  grossFloorArea,
  lotSize: 20_000,
});

describe('Bellingham', () => {
  it('holds every zoning code of the assessor data under the district of the bylaw it names', () => {
    expect(bellingham.zones!.map((z) => [z.code, z.name])).toEqual([
      ['AGR', 'Agricultural'],
      ['SUBN', 'Suburban'],
      ['RES', 'Residential'],
      ['M', 'Multifamily Dwelling'],
      ['BUS1', 'Business B-1'],
      ['BUS2', 'Business B-2'],
      ['B', 'Business (B-1 or B-2)'],
      ['IND', 'Industrial'],
    ]);
    // The use table (§ 240-31) is not on file: no district's single-family status is taken as verified.
    expect(new Set(bellingham.zones!.map((z) => z.singleFamily))).toEqual(new Set(['UNKNOWN']));
    expect(bellingham.zones!.every((z) => z.cite[0]!.doc === 'bellingham-zoning-bylaw' && z.cite[0]!.sections[0] === 'districts')).toBe(true);
    // Nor are its yards (§ 240-40), its heights or an ADU rule of its own.
    expect(bellingham.zones!.filter((z) => z.structures || z.ext || z.int)).toEqual([]);
    expect([bellingham.ext, bellingham.int, bellingham.structures]).toEqual([undefined, undefined, undefined]);
  });

  it.each(['AGR', 'SUBN', 'RES'])('answers a house in %s by the state right, inferred from the district’s name', (zone) => {
    const result = evaluate(lot(zone), RULESETS, '2026-12-01');
    expect(result.rulesetIds).toEqual(['ma-2025', 'ma-bellingham']);
    expect([result.legal.ext, result.legal.int, result.sizeLimits.ext.br?.max]).toEqual(['BR', 'BR', 700]);
    expect(result.assumptions['adu.ext_legal']?.[0]?.key).toBe('district-allows-single-family');
  });

  it.each(['M', 'BUS1', 'BUS2', 'B', 'IND'])('leaves %s unknown, as its use table would decide', (zone) => {
    const result = evaluate(lot(zone), RULESETS, '2026-12-01');
    expect([result.legal.ext, result.legal.int]).toEqual([null, null]);
    expect(result.assumptions['adu.ext_legal']).toBeUndefined();
  });

  it('says what is not on file, and cites where the bylaw keeps it', () => {
    const result = evaluate(lot('RES'), RULESETS, '2026-12-01');
    const extra = result.extras.find((e) => e.subject === 'Bellingham zoning')!;
    expect(extra.source).toBe('MUNICIPALITY');
    expect(extra.text).toContain('Use Regulations Schedule (\u00a7 240-31)');
    expect(extra.text).toContain('(\u00a7 240-40)');
    expect(bellingham.extras[0]!.cite).toEqual([{ doc: 'bellingham-zoning-bylaw', sections: ['use-regulations', 'intensity-of-use'] }]);
  });
});
