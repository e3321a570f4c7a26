// Structure rules resolved per category: the zone before the town, the category before its group,
// a district's single-family use as the single-family home's legal status, and nothing invented
// where a town's sources are silent.
import { describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';
import { STRUCTURE_GROUP_OF } from './structures';

const facts = (jurisdictionId: string, zoningMap: string, zoneCode: string): PropertyFacts => ({
  state: 'MA',
  jurisdictionId,
  zoning: [{ zoningMap, zoneCode }],
  propertyType: 'Single Family',
  grossFloorArea: 1800,
  lotSize: 9000,
});
const structuresOf = (jurisdictionId: string, zoningMap: string, zoneCode: string, date = '2026-06-01') => evaluate(facts(jurisdictionId, zoningMap, zoneCode), RULESETS, date).structures;

describe('structure rules', () => {
  it('puts every playground category in a group', () => {
    expect(Object.keys(STRUCTURE_GROUP_OF).sort()).toEqual([...PLAN_CATEGORIES].sort());
  });

  it('gives Maple Hollow every rule of every category, the pool’s and sport court’s own setbacks first', () => {
    const sr = structuresOf('ma-maple-hollow', 'current', 'SR');
    const values = (category: keyof typeof sr) => {
      const r = sr[category];
      return [r.legal?.value, r.setbacks.front?.value, r.setbacks.side?.value, r.setbacks.rear?.value, r.setbacks.building?.value, r.maxFootprintSqFt?.value, r.maxLotCoveragePct?.value];
    };
    expect(values('shed')).toEqual(['BR', 25, 10, 10, 10, 1000, 35]);
    expect(values('pool')).toEqual(['BR', 25, 15, 15, 10, 1000, 35]);
    expect(values('sport-court')).toEqual(['BR', 25, 15, 15, 10, 3000, 35]);
    expect(values('deck')).toEqual(['BR', 25, 10, 10, 0, 1000, 35]);
    expect(values('single-family')).toEqual(['BR', 25, 15, 25, 10, 'none', 35]);
    expect(values('multi-family')).toEqual(['NOT_ALLOWED', 25, 15, 25, 10, 'none', 35]);
    expect(values('home-additions')).toEqual(['BR', 25, 15, 25, 10, 'none', 35]);
    expect(sr.pool.setbacks.side?.cite).toEqual([{ doc: 'maple-hollow-zoning', sections: ['pools-courts'] }]);
    expect(sr['single-family'].legal?.cite).toEqual([{ doc: 'maple-hollow-zoning', sections: ['districts'] }]);
    const b = structuresOf('ma-maple-hollow', 'current', 'B');
    expect([b['single-family'].legal?.value, b['multi-family'].legal?.value, b['backyard-farm'].legal?.value, b.shed.legal?.value]).toEqual(['NOT_ALLOWED', 'BR', 'NOT_ALLOWED', 'BR']);
  });

  it('gives Cambridge only what its sources say: multifamily citywide, 5 ft side and rear setbacks for residential buildings, 10 ft front in C-1, each at second hand', () => {
    const c1 = structuresOf('ma-cambridge', '2026-03', 'C-1');
    expect(c1['multi-family'].legal?.value).toBe('BR');
    expect(c1['multi-family'].legal?.cite).toEqual([
      { doc: 'cambridge-multifamily-petition-notice', sections: ['part-one'] },
      { doc: 'cambridge-multifamily-2025', sections: ['adoption', 'districts'] },
    ]);
    expect(c1['multi-family'].legal?.assumption?.params.value).toBe('homes allowed as of right in every district but open space');
    expect([c1['single-family'].setbacks.side?.value, c1['single-family'].setbacks.rear?.value, c1['single-family'].setbacks.front?.value]).toEqual([5, 5, 10]);
    // Neither the city's account nor the sponsors' is the ordinance's Table 5-1: each value carries its assumption, naming its source.
    expect(c1['single-family'].setbacks.front?.assumption?.params.source).toBe('the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman');
    expect(c1['single-family'].setbacks.side?.assumption?.params.source).toBe('the Community Development Department\u2019s account of the 2025 amendments');
    expect(c1['single-family'].setbacks.side?.assumption?.params.confirm).toBe('Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance');
    // A business district allows a single-family home by the same account, and says so.
    const ba = structuresOf('ma-cambridge', '2026-03', 'BA');
    expect([ba['single-family'].legal?.value, ba['single-family'].legal?.assumption?.key, ba['multi-family'].legal?.value]).toEqual(['BR', 'secondary-source', 'BR']);
    expect(structuresOf('ma-cambridge', '2026-03', 'OS')['single-family'].legal?.value).toBe('NOT_ALLOWED');
    expect(structuresOf('ma-cambridge', '2026-03', 'C-2')['single-family'].setbacks.front).toBeNull();
    expect(c1['single-family'].legal).toBeNull();
    expect(c1.shed).toEqual({ group: 'accessory', legal: null, setbacks: { front: null, side: null, rear: null, building: null }, maxFootprintSqFt: null, maxLotCoveragePct: null });
    // Open space is the one district the rezoning leaves out; the structure rules give it no multifamily status.
    expect(structuresOf('ma-cambridge', '2026-03', 'OS')['multi-family'].legal).toBeNull();
    // Before the rezoning: Residence A-1 allowed a single-family home, and nothing else is on file.
    const a1 = structuresOf('ma-cambridge', '2024-03', 'A-1', '2024-06-01');
    expect(a1['single-family'].legal?.value).toBe('BR');
    expect(a1['multi-family'].legal).toBeNull();
  });

  it('follows a zone the user picked', () => {
    const picked = evaluate(facts('ma-maple-hollow', 'current', 'SR'), RULESETS, '2026-06-01', { zoneCode: 'TR' });
    expect(picked.structures['multi-family'].legal?.value).toBe('BR');
  });
});
