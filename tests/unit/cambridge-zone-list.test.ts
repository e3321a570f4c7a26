// Every district code of Cambridge's two zoning map layers (../shared/data/cambridge-ma) is in the
// zone list of the ruleset that reads that map, named as the ordinance's district list names it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cambridge, cambridgeBefore2025 } from '../../core/jurisdictions';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../setup/shared-data';

async function zoneCodes(file: string): Promise<string[]> {
  const { features } = JSON.parse(await readFile(join(SHARED_DATA_DIR!, 'cambridge-ma', file), 'utf8')) as { features: { properties: { ZONE_TYPE: string } }[] };
  return [...new Set(features.map((f) => f.properties.ZONE_TYPE))].sort();
}

describe.skipIf(!SHARED_DATA_DIR)(`Cambridge's zone list against its map layers (${SHARED_DATA_DIR ? 'real data' : SHARED_DATA_MISSING})`, () => {
  it.each([
    ['zoning_districts_2024-03_pre_reform.geojson', cambridgeBefore2025, 56],
    ['zoning_districts.geojson', cambridge, 57],
  ])('has every district of %s', async (file, ruleset, count) => {
    const codes = await zoneCodes(file);
    expect(codes).toHaveLength(count);
    const listed = new Set(ruleset.zones!.map((z) => z.code));
    expect(codes.filter((code) => !listed.has(code))).toEqual([]);
    expect(codes.filter((code) => code.startsWith('SD-'))).toHaveLength(18);
  });

  it('names each district as the district list does', async () => {
    const csv = await readFile(join(SHARED_DATA_DIR!, 'cambridge-ma', 'zoning_district_names.csv'), 'utf8');
    // Zone_Type,District_Name,District_Description; names with commas are quoted.
    const names = new Map(
      csv
        .split('\n')
        .slice(1)
        .map((line) => /^([^,]+),("([^"]*)"|[^,]*)/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[3] ?? m[2]!]),
    );
    expect(names.size).toBe(55);
    const differ = [...cambridgeBefore2025.zones!, ...cambridge.zones!]
      .filter((z) => names.has(z.code) && names.get(z.code) !== z.name && !names.get(z.code)!.startsWith(z.name))
      .map((z) => `${z.code}: ${z.name} / ${names.get(z.code)}`);
    expect(differ).toEqual([]);
  });
});
