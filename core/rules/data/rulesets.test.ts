// The rule data holds together: every citation names an existing document and section, ids are
// unique, and a town's periods of force do not overlap.
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents';
import type { Cite, Ruleset } from '../model';
import { RULESETS } from './index';

function citesOf(value: unknown, found: Cite[] = []): Cite[] {
  if (Array.isArray(value)) value.forEach((item) => citesOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'cite' && Array.isArray(item)) found.push(...(item as Cite[]));
      else citesOf(item, found);
    }
  }
  return found;
}

describe('the rule data', () => {
  it('cites only documents and sections that exist', () => {
    const broken = RULESETS.flatMap((ruleset) =>
      citesOf(ruleset)
        .filter((cite) => !DOCUMENTS[cite.doc] || cite.sections.some((id) => !DOCUMENTS[cite.doc]!.sections.some((s) => s.id === id)))
        .map((cite) => `${ruleset.id}: ${cite.doc} ${cite.sections.join(',')}`),
    );
    expect(broken).toEqual([]);
  });

  it('has unique ruleset ids and no overlapping periods for one place', () => {
    expect(new Set(RULESETS.map((r) => r.id)).size).toBe(RULESETS.length);
    const key = (r: Ruleset) => (r.level === 'state' ? `state:${r.state}` : `town:${r.jurisdictionIds?.join(',')}`);
    const groups = new Map<string, Ruleset[]>();
    for (const r of RULESETS) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    for (const [place, list] of groups) {
      const sorted = [...list].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i - 1]!.effectiveTo, `${place}: ${sorted[i - 1]!.id} must end before ${sorted[i]!.id}`).toBeDefined();
        expect(sorted[i - 1]!.effectiveTo! < sorted[i]!.effectiveFrom, place).toBe(true);
      }
    }
  });

  it('marks every value that only a secondary source gives as resting on an assumption', () => {
    const unmarked: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if ('value' in record && Array.isArray(record.cite)) {
          const cites = record.cite as Cite[];
          const secondaryOnly = cites.length > 0 && cites.every((c) => DOCUMENTS[c.doc]?.kind === 'secondary');
          if (secondaryOnly && !record.assumption) unmarked.push(path);
        }
        for (const [key, item] of Object.entries(record)) visit(item, `${path}.${key}`);
      }
    };
    for (const ruleset of RULESETS) visit(ruleset, ruleset.id);
    expect(unmarked).toEqual([]);
  });

  it('writes excerpts in a sentence or two, not whole passages', () => {
    const long = Object.values(DOCUMENTS).flatMap((d) => d.sections.filter((s) => s.excerpt.split(' ').length > 60).map((s) => `${d.id}#${s.id}`));
    expect(long).toEqual([]);
  });
});
