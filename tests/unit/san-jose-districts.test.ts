// San Jose's real zoning (the city's 2016 districts, ../shared/data/san-jose-ca) through the rules:
// every district code on the map answered as the law on file gives it. From March 5, 2026 the
// city's own standards (Bulletin #210) allow an ADU in any district with a legally built home,
// 1,000 sq ft on a lot of 9,000 sq ft or less and 1,200 above; before, the state standard of
// 1,200 sq ft is shown as an assumption, and only residential districts are reached.
import { describe, expect, it } from 'vitest';
import { evaluate, RULESETS, type PropertyFacts } from '../../core/rules/index';
import { readFeatures } from '../../server/src/import/readers/read-features';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../setup/shared-data';

async function districtCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for await (const feature of readFeatures(`${SHARED_DATA_DIR}san-jose-ca/zoning_districts_2016.fgb`)) {
    const code = String(feature.properties.ZONING);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

const house = (zoneCode: string, lotSize: number): PropertyFacts => ({
  state: 'CA',
  jurisdictionId: 'ca-san-jose',
  zoning: [{ zoningMap: '2016', zoneCode }],
  propertyType: 'Single Family',
  grossFloorArea: 1500,
  lotSize,
});

describe.skipIf(!SHARED_DATA_DIR)(SHARED_DATA_DIR ? 'San Jose districts of the 2016 zoning map' : `San Jose districts (${SHARED_DATA_MISSING})`, () => {
  it('answers every district code with a home by the city\u2019s own standards from March 5, 2026', async () => {
    const counts = await districtCounts();
    expect(counts.size).toBe(46);
    expect([counts.get('R-1-8'), counts.get('R-1-8(PD)'), counts.get('R-2'), counts.get('R-M'), counts.get('A(PD)'), counts.get('CP')]).toEqual([212, 166, 209, 234, 1762, 257]);
    const answers = [...counts.keys()].map((code) => {
      const small = evaluate(house(code, 6000), RULESETS, '2026-06-01');
      const large = evaluate(house(code, 12000), RULESETS, '2026-06-01');
      return {
        code,
        legal: small.legal.ext,
        basis: small.basis,
        sizes: [small.sizeLimits.ext.br?.max, large.sizeLimits.ext.br?.max, small.sizeLimits.int.br?.max],
        inferredSize: small.assumptions['adu.size_limits.ext.br'] !== undefined,
        sources: [...new Set(small.citations['adu.ext_legal']?.map((c) => c.document_id))],
      };
    });
    const unexpected = answers.filter(
      (a) => a.legal !== 'BR' || a.basis !== 'verified' || a.sizes.join() !== '1000,1200,1500' || a.inferredSize || a.sources.join() !== 'san-jose-bulletin-210',
    );
    expect(unexpected).toEqual([]);
  });

  it('before the city\u2019s standards on file, reaches the residential districts only, with the state standard as an assumption', async () => {
    const counts = await districtCounts();
    const reached = [...counts.keys()].filter((code) => evaluate(house(code, 6000), RULESETS, '2025-06-01').stateProtected === true).sort();
    expect(reached).toEqual(['R-1-1', 'R-1-2', 'R-1-5', 'R-1-8', 'R-1-RR', 'R-2', 'R-M', 'R-MH']);
    const r18 = evaluate(house('R-1-8', 6000), RULESETS, '2025-06-01');
    expect([r18.legal.ext, r18.basis, r18.sizeLimits.ext.br?.max, r18.sizeLimits.int.br?.max]).toEqual(['BR', 'verified', 1200, 1500]);
    expect(r18.assumptions['adu.size_limits.ext.br']?.map((a) => a.key)).toEqual(['state-standard-size']);
    const commercial = evaluate(house('CP', 6000), RULESETS, '2025-06-01');
    expect([commercial.stateProtected, commercial.legal.ext]).toEqual([null, null]);
  });
});
