// Starts the Lotline server: reads the environment, opens and migrates the database, loads the
// demo town on first start, and serves the app until SIGINT or SIGTERM.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { seedDemoTownIfEmpty } from './demo/seed-demo-town';
import { loadEnvOrExit } from './env';

const env = loadEnvOrExit();

/** Outside production, a secret made on first start and kept in the data directory keeps signatures valid across restarts. */
async function resolveSecret(): Promise<string> {
  if (env.LOTLINE_SECRET) return env.LOTLINE_SECRET;
  const file = `${env.LOTLINE_DATA_DIR}/secret`;
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(env.LOTLINE_DATA_DIR, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

const startedAt = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR });
await database.migrate();
if (env.LOTLINE_DEMO_DATA) {
  const seeded = await seedDemoTownIfEmpty(database.db);
  if (seeded > 0) console.log(`Loaded the demo town: ${seeded} parcels.`);
}

const app = createApp({
  database,
  secret: await resolveSecret(),
  distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  demoHostDir: fileURLToPath(new URL('../../demo-host', import.meta.url)),
  ...(env.LOTLINE_TILE_URL ? { tileUrl: env.LOTLINE_TILE_URL } : {}),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  console.log(
    `Lotline listening on http://${host}:${info.port} (${database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
