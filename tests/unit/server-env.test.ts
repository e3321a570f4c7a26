// The server refuses to start on a bad environment and names each bad variable.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

describe('server start-up', () => {
  it('exits with code 1 and field-level messages', async () => {
    const failure = await run(join(root, 'node_modules/.bin/tsx'), ['server/src/index.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOTLINE_SECRET: 'short', LOTLINE_BASEMAP_PMTILES: 'missing/region.pmtiles', NODE_ENV: 'test' },
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Lotline cannot start: the environment has invalid values.');
    expect(failure?.stderr).toContain('PORT: must be a port number');
    expect(failure?.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(failure?.stderr).toContain('LOTLINE_SECRET: must be at least 32 characters');
    expect(failure?.stderr).toContain('LOTLINE_BASEMAP_PMTILES: cannot be read: no such file');
  });
});
