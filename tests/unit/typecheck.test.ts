// Typecheck as part of the tests: the whole repository (strict), core without DOM or Node
// types, and the SDK without Node types. A probe proves that core really cannot see the DOM.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/.bin/tsc');

async function typecheck(project: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsc, ['-p', project, '--pretty', 'false'], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('typecheck', () => {
  it.each(['tsconfig.json', 'core/tsconfig.json', 'sdk/tsconfig.json'])('%s has no type errors', async (project) => {
    const result = await typecheck(join(root, project));
    expect(result.output.trim()).toBe('');
    expect(result.code).toBe(0);
    // The whole program takes about 15 s of one core; with every other unit test running beside it on a
    // two-core machine it has taken over a minute.
  }, 180_000);

  it('rejects DOM and Node globals in core', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lotline-core-probe-'));
    try {
      await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(root, 'core/tsconfig.json'), include: ['probe.ts'] }));
      await writeFile(join(dir, 'probe.ts'), 'export const title = document.title;\nexport const home = process.env.HOME;\n');
      const result = await typecheck(join(dir, 'tsconfig.json'));
      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(/probe\.ts\(1,\d+\): error TS\d+: Cannot find name 'document'/);
      expect(result.output).toMatch(/probe\.ts\(2,\d+\): error TS\d+: Cannot find name 'process'/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
