// The rule data holds together: every citation names an existing document and section, ids are
// unique, and a town's periods of force do not overlap.
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../rules/documents';
import type { Cite, Ruleset } from '../rules/model';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JURISDICTIONS, RULESETS } from './index';

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

/**
 * The paths of values (a cited number or status, a formula's constant or fact, a district's use, a note) that have neither a
 * citation nor an assumption saying what they rest on.
 */
function bareValues(value: unknown, path: string, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => bareValues(item, `${path}[${i}]`, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A cited value, a formula's leaf, a district's use status, a note of "Other things to know".
    const valued = 'value' in record || record.op === 'const' || record.op === 'fact' || 'singleFamily' in record || ('subject' in record && 'text' in record);
    if (valued && !(Array.isArray(record.cite) && record.cite.length > 0) && !record.assumption) found.push(path);
    for (const [key, item] of Object.entries(record)) if (key !== 'assumption') bareValues(item, `${path}.${key}`, found);
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

  it('gives every number and status a source or an inferred mark', () => {
    expect(RULESETS.flatMap((ruleset) => bareValues(ruleset, ruleset.id))).toEqual([]);
    // The check finds a value without either, and passes one that is marked inferred.
    const assumption = { key: 'secondary-source', params: { value: '35 ft', source: 'a news account', confirm: 'the bylaw' } };
    expect(bareValues({ heightFt: { value: 35, cite: [] }, sizeByRight: { op: 'const', value: 900, label: 'Cap', cite: [] }, extras: [{ subject: 'Parking', text: 'None.', cite: [] }] }, 'probe')).toEqual([
      'probe.heightFt',
      'probe.sizeByRight',
      'probe.extras[0]',
    ]);
    expect(bareValues({ heightFt: { value: 35, cite: [], assumption } }, 'probe')).toEqual([]);
  });

  it('writes excerpts in a sentence or two, not whole passages', () => {
    const long = Object.values(DOCUMENTS).flatMap((d) => d.sections.filter((s) => s.excerpt.split(' ').length > 60).map((s) => `${d.id}#${s.id}`));
    expect(long).toEqual([]);
  });

  it('keeps each jurisdiction in one folder: its rulesets, the documents they cite, and nothing of another town', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const folders = readdirSync(here).filter((name) => statSync(`${here}${name}`).isDirectory()).sort();
    expect(JURISDICTIONS.map((j) => j.id).sort()).toEqual(folders);
    for (const jurisdiction of JURISDICTIONS) {
      const state = JURISDICTIONS.find((j) => j.level === 'state' && j.state === jurisdiction.state)!;
      for (const ruleset of jurisdiction.rulesets) {
        expect([ruleset.level, ruleset.state], ruleset.id).toEqual([jurisdiction.level, jurisdiction.state]);
        if (jurisdiction.level === 'municipal') expect(ruleset.jurisdictionIds, ruleset.id).toContain(jurisdiction.id);
        // A town cites its own documents and its state's; a state only its own.
        const allowed = new Set([...jurisdiction.documents, ...state.documents].map((d) => d.id));
        expect(citesOf(ruleset).map((c) => c.doc).filter((doc) => !allowed.has(doc)), ruleset.id).toEqual([]);
      }
    }
    const owners = new Map<string, string[]>();
    for (const j of JURISDICTIONS) for (const d of j.documents) owners.set(d.id, [...(owners.get(d.id) ?? []), j.id]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
  });
});
