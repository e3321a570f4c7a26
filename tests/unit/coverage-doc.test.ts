// docs/coverage.md is what the rule data says: regenerate it with `npm run docs:coverage`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderCoverage, townHoldings } from '../../core/rules/coverage';
import { mapleHollow } from '../../core/jurisdictions';

describe('docs/coverage.md', () => {
  it('matches the rule data (run npm run docs:coverage after changing it)', () => {
    const file = readFileSync(fileURLToPath(new URL('../../docs/coverage.md', import.meta.url)), 'utf8');
    expect(file).toBe(renderCoverage());
  });

  it('marks inferred what rests on an assumption, and verified only what a primary source gives', () => {
    const text = renderCoverage();
    expect(text).toContain('| C-1 | Residence C-1 District | inferred from its name | front 10 ft (inferred), side 5 ft (inferred), rear 5 ft (inferred) |');
    // Cambridge's districts since 2025 allow homes by the city's accounts of the amendments, not its use table.
    expect(text).toContain('| SD-14 | Special Business, Office and Industrial District 14 | BR (inferred: a secondary source) |');
    expect(text).toContain('| OS | Open Space District | NO (inferred: a secondary source) |');
    expect(text).toContain('Districts: 58; use table verified for 0, taken from a secondary source for 50, the state right inferred from the name for 8, unknown for 0.');
    expect(text).toContain('| A-1 | Residence A-1 District | BR (verified) |');
    // California: 800 sq ft is certain; the 1,200 sq ft standard only where the city has no ordinance of its own (decision 053).
    expect(text).toMatch(/Detached size allowed in any case \| 800 sq ft \| verified \|/);
    expect(text).toMatch(/Detached size by right where the city has no ADU ordinance of its own \| 1,200 sq ft \| inferred where no local ordinance is on file/);
    expect(text).toMatch(/Detached size by right \| 1,200 sq ft on a lot of more than 9,000 sq ft, else 1,000 sq ft \| verified \| San Jos\u00e9 Bulletin #210/);
    expect(text).toContain('3 have something of their own on file, as follows, and the other 348 are answered by the state layer alone');
  });

  it('says per town what it has on file: Bellingham its district list only', () => {
    const text = renderCoverage();
    expect(text).toContain('  - Bellingham: its district list (8 districts) only; not on file: its use table, its setbacks and heights, ADU rules of its own.');
    expect(text).toContain('  - Boston: a finding that the state ADU right does not reach it (inferred).');
    expect(text).toMatch(/ {2}- Cambridge: its district list \(\d+ districts\), its use table \(inferred from secondary sources for \d+\), building setbacks for \d+ districts/);
  });

  it('names what a town holds from its ruleset', () => {
    expect(townHoldings(mapleHollow)).toBe('its district list (3 districts), its use table, building setbacks in every district, ADU rules of its own');
    expect(townHoldings({ ...mapleHollow, zones: mapleHollow.zones!.map((z) => ({ ...z, singleFamily: 'UNKNOWN' as const, ext: undefined, int: undefined })), ext: undefined, int: undefined, structures: undefined })).toBe(
      'its district list (3 districts) only; not on file: its use table, its setbacks and heights, ADU rules of its own',
    );
  });
});
