// The server secret that signs addresses and development tokens: LOTLINE_SECRET, or outside
// production one made on first start and kept in the data directory, so signatures stay valid
// across restarts.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Env } from './env';

/** The secret from the environment, or the data directory's (made when absent). */
export async function resolveSecret(env: Pick<Env, 'LOTLINE_SECRET' | 'LOTLINE_DATA_DIR'>): Promise<string> {
  if (env.LOTLINE_SECRET) return env.LOTLINE_SECRET;
  const file = `${env.LOTLINE_DATA_DIR}/secret`;
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(env.LOTLINE_DATA_DIR, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
