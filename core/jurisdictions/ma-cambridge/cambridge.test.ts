// Cambridge's districts since the 2025 multifamily amendments: homes in every district but open
// space, each status with the sources it rests on, and the state ADU right reaching them.
import { describe, expect, it } from 'vitest';
import { evaluate, type PropertyFacts } from '../../rules/evaluate';
import { RULESETS } from '../index';
import { cambridge, cambridgeBefore2025 } from './rules';

const home = (zoneCode: string, zoningMap = '2026-03'): PropertyFacts => ({
  state: 'MA',
  jurisdictionId: 'ma-cambridge',
  zoning: [{ zoningMap, zoneCode }],
  propertyType: 'Single Family',
  grossFloorArea: 2000,
  lotSize: 5000,
});
const zoneOf = (code: string) => cambridge.zones!.find((z) => z.code === code)!;

describe('Cambridge zones since February 10, 2025', () => {
  it('lists the special districts SD-1 to SD-15 by their names in the district list, on both maps', () => {
    const special = ['SD-1', 'SD-2', 'SD-3', 'SD-4', 'SD-4A', 'SD-5', 'SD-6', 'SD-7', 'SD-8', 'SD-8A', 'SD-9', 'SD-10(F)', 'SD-10(H)', 'SD-11', 'SD-12', 'SD-13', 'SD-14', 'SD-15'];
    for (const ruleset of [cambridge, cambridgeBefore2025]) {
      expect(ruleset.zones!.filter((z) => z.code.startsWith('SD-')).map((z) => z.code)).toEqual(special);
    }
    expect(zoneOf('SD-10(H)').name).toBe('Special Business, Office and Industrial District 10(H)');
    expect(zoneOf('SD-2').cite[0]).toEqual({ doc: 'cambridge-zoning-districts', sections: ['special'] });
  });

  it('allows homes as of right in business, office, industrial and special districts, at second hand, and none in open space', () => {
    for (const code of ['BA', 'BA-1', 'BB', 'O-1', 'O-2', 'IA-1', 'IB', 'SD-9', 'SD-14', 'MXD', 'NP']) {
      expect([code, zoneOf(code).singleFamily, zoneOf(code).multiFamily, zoneOf(code).assumption?.key]).toEqual([code, 'BR', 'BR', 'secondary-source']);
      expect(zoneOf(code).cite.map((c) => c.doc)).toContain('cambridge-multifamily-petition-notice');
    }
    expect([zoneOf('OS').singleFamily, zoneOf('OS').multiFamily]).toEqual(['NO', 'NO']);
    // A Residence district keeps the inference from its name for its single-family row.
    expect([zoneOf('C-1').singleFamily, zoneOf('C-1').multiFamily]).toEqual(['UNKNOWN', 'BR']);
  });

  it('gives a home in a business district the state right, inferred, with the source named', () => {
    const ba1 = evaluate(home('BA-1'), RULESETS, '2026-12-01');
    expect([ba1.stateProtected, ba1.basis, ba1.legal.ext, ba1.legal.int, ba1.sizeLimits.ext.br?.max]).toEqual([true, 'inferred', 'BR', 'BR', 900]);
    expect(ba1.assumptions['adu.ext_legal']?.map((a) => a.text)).toEqual([
      'Takes homes allowed as of right in every district but open space from the City Clerk\u2019s notice of the multifamily petition and the city\u2019s account of its adoption, which name multifamily and townhouse homes, not from the law itself; confirm with the use table (Section 4.30) of Cambridge\u2019s Zoning Ordinance.',
    ]);
    expect(ba1.citations['adu.zone']?.map((c) => c.document_id)).toEqual(['cambridge-zoning-districts', 'cambridge-multifamily-petition-notice', 'cambridge-multifamily-2025']);
    // No station data in this probe: the only note is the parking rule's, which says so.
    expect(ba1.notes.filter((n) => !n.startsWith('At most one parking space'))).toEqual([]);
    // A special district is matched now, and reached the same way.
    const sd = evaluate(home('SD-10(H)'), RULESETS, '2026-12-01');
    expect([sd.zoneMatched, sd.stateProtected, sd.legal.ext]).toEqual([true, true, 'BR']);
  });

  it('leaves an open space lot outside the state right, saying on what', () => {
    const os = evaluate(home('OS'), RULESETS, '2026-12-01');
    expect([os.stateProtected, os.legal.ext, os.legal.int]).toEqual([false, null, null]);
    expect(os.assumptions['adu.state_protected']?.[0]?.params.value).toBe('homes allowed as of right in every district but open space');
  });

  it('reaches the corridor districts on the City Clerk\u2019s notice of their petitions', () => {
    const cam = evaluate(home('CAM-6'), RULESETS, '2026-12-01');
    expect([cam.stateProtected, cam.legal.ext]).toEqual([true, 'BR']);
    expect(cam.assumptions['adu.ext_legal']?.[0]?.params.source).toBe('the City Clerk\u2019s notice of the 2025 corridor petitions, which allow residential uses up to 8 and 12 stories');
  });

  it('marks every Cambridge setback and height inferred, naming its source and where to confirm it', () => {
    const c1 = evaluate(home('C-1'), RULESETS, '2026-12-01');
    expect(c1.setbacks.ext).toEqual({ front: 10, side: 5, rear: 5, building: null });
    expect(c1.assumptions['adu.placement.ext_setbacks.side']?.map((a) => a.params.source)).toEqual([undefined, 'the Community Development Department\u2019s account of the 2025 amendments']);
    expect(c1.assumptions['adu.placement.ext_setbacks.front']?.[1]?.params).toEqual({
      value: 'the 10 ft front yard',
      source: 'the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman',
      confirm: 'Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance',
    });
    expect(c1.assumptions['adu.height.int']?.map((a) => a.params.value)).toContain('the 45 ft height of Residence C-1');
  });

  it('keeps the 2024 map as it was: the business districts\u2019 use is not in our sources there', () => {
    const before = evaluate(home('BA-1', '2024-03'), RULESETS, '2025-02-05');
    expect(before.rulesetIds).toEqual(['ma-2025', 'ma-cambridge-2024-03']);
    expect(before.stateProtected).toBeNull();
    expect(cambridgeBefore2025.zones!.map((z) => z.code)).toContain('BA-5');
  });
});
