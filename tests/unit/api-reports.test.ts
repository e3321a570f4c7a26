// Core's public surface is reviewed: each front door's API report (core/<folder>/api-report.md,
// decision 066) is regenerated in memory and must equal the committed one, so a change to what a
// core folder exports shows in the diff of its report, or fails here with the lines that differ.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_REPORT_COMMAND, buildApiReports, frontDoors, reportPath } from '../../scripts/api-report';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The lines only one side has, marked `-` (committed) and `+` (the code today), in report order. */
function lineDiff(committed: string, generated: string): string[] {
  const before = committed.split('\n');
  const after = generated.split('\n');
  const kept = new Set(before);
  const made = new Set(after);
  return [...before.filter((line) => !made.has(line)).map((line) => `- ${line}`), ...after.filter((line) => !kept.has(line)).map((line) => `+ ${line}`)];
}

describe('API reports of core', () => {
  let reports = new Map<string, string>();
  // One program of core for every front door: about two seconds.
  beforeAll(() => {
    reports = buildApiReports(root);
  });

  it('cover every core folder with a front door', () => {
    expect([...reports.keys()]).toEqual(frontDoors(root));
    expect(reports.get('geo')).toContain('\nfunction areaSqFt(geometry: AreaGeometry): number;\n');
    expect(reports.get('geo')).toContain('\nconst FEET_PER_METER: 3.280839895;\n');
  });

  it('write each kind as a declaration, and a valibot schema as what it accepts and gives', () => {
    const geo = reports.get('geo')!.split('\n');
    expect(geo).toContain('type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];');
    expect(geo).toContain(
      'interface LocalFrame { readonly origin: [number, number]; toFeet: (position: [number, number]) => [number, number]; toLngLat: (pointFt: readonly [number, number]) => [number, number]; }',
    );
    expect(geo).toContain("const PolygonSchema: v.GenericSchema<{ type: 'Polygon'; coordinates: [number, number][][]; }>;");
    const listFloorPlans = reports.get('api')!.split('\n').find((line) => line.startsWith('const listFloorPlans: '));
    expect(listFloorPlans).toContain("readonly path: '/api/floor-plans'; readonly auth: 'none'; readonly status: 200;");
    expect(listFloorPlans).toContain('readonly schemas: SchemaTypes<{ query: v.GenericSchema<{ category?: ');
    // Sorted without regard to case, and no path of this machine.
    const names = geo.slice(geo.indexOf('```ts') + 1, geo.lastIndexOf('```')).map((line) => line.split(/[ :<(=]/)[1]!.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect([...reports.values()].join('\n')).not.toContain(root);
  });

  it('are committed as the code is today', () => {
    const stale = [...reports].flatMap(([folder, text]) => {
      const path = reportPath(folder);
      const committed = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
      if (committed === text) return [];
      const diff = committed === '' ? ['(no committed report)'] : lineDiff(committed, text);
      return [`${path}:`, ...diff.map((line) => `  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`)];
    });
    const message = `core's public surface changed without its API report; run \`${API_REPORT_COMMAND}\` and commit the reports:\n${stale.join('\n')}`;
    expect(stale, message).toEqual([]);
  });
});
