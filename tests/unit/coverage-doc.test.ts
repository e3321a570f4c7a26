// docs/coverage.md is what the rule data says: regenerate it with `npm run docs:coverage`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderCoverage } from '../../core/rules/coverage';

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
    expect(text).toMatch(/Detached size by right \| 1,200 sq ft \| verified \|/);
    expect(text).toContain('Bellingham, Boston, Cambridge have rules of their own on file, and the other 348 are answered by the state layer alone');
  });
});
