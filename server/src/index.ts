// Starts the Lotline server: reads the environment, opens and migrates the database, loads the
// demo town on first start, serves the app, sends the e-mail outbox, delivers leads to CRM
// webhooks and removes expired PDFs until SIGINT or SIGTERM, then finishes the requests in
// flight before it stops.
// Everything it reports is a JSON log line on stdout.
import { computePool } from './compute/compute-pool';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDefaultBillingProvider } from './billing/billing-provider';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { seedDemoTownIfEmpty } from './demo/seed-demo-town';
import { allowsLocalhostOrigins, loadEnvOrExit } from './env';
import { createMetrics } from './http/metrics';
import { createRequestDrain } from './http/graceful-shutdown';
import { startTrialReminders } from './billing/trial';
import { startLeadDelivery } from './leads/lead-delivery';
import { createLogger } from './log/logger';
import { startMailSender } from './mail/mail-sender';
import { createConsoleTransport, createSmtpTransport } from './mail/mail-transport';
import { blobStoreOf } from './media/blob-stores';
import { ensureCities } from './orgs/cities';
import { ensureDemoOrganization } from './orgs/org-store';
import { createPdfStore, startPdfSweeper } from './pdf/pdf-store';
import { resolveSecret } from './secret';

const env = loadEnvOrExit();
const logger = createLogger({ level: env.LOTLINE_LOG_LEVEL });

const startedAt = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR, logger }).catch((error: unknown) => {
  // Another server or command has the embedded database open: say so plainly (decision 022).
  if (!(error instanceof DataDirInUseError)) throw error;
  logger.error(`Lotline cannot start: ${error.message}`);
  process.exit(1);
});
await database.migrate();
// Servers started together on one PostgreSQL database load the start-up data one at a time, so
// the second finds the demo town there instead of writing it again (issue 10).
await database.exclusively(async () => {
  // Service-area cities are reference data every installation needs, demo or not.
  await ensureCities(database.db);
  if (env.LOTLINE_DEMO_DATA) {
    const seeded = await seedDemoTownIfEmpty(database.db);
    if (seeded > 0) logger.info({ parcels: seeded }, `Loaded the demo town: ${seeded} parcels.`);
    // The server's own pages may always frame the widget; the demo organization needs no other origin.
    await ensureDemoOrganization(database.db, { origins: [] });
  }
});

const localHost = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
// Without LOTLINE_PUBLIC_URL (development only, env.ts), links point at the port actually listened on.
let listeningPort = env.PORT;
const secret = await resolveSecret(env);
const metrics = createMetrics({ eventLoopDelay: true });
const blobOptions = { db: database.db, dataDir: env.LOTLINE_DATA_DIR };
const pdfStore = createPdfStore(database.db, blobStoreOf(env.LOTLINE_FILE_STORE, 'pdf', blobOptions), { ttlDays: env.LOTLINE_PDF_TTL_DAYS });
const app = createApp({
  database,
  secret,
  logger,
  metrics,
  ...(env.LOTLINE_METRICS_TOKEN ? { metricsToken: env.LOTLINE_METRICS_TOKEN } : {}),
  publicUrl: env.LOTLINE_PUBLIC_URL ?? (() => `http://${localHost}:${listeningPort}`),
  // Development tokens are for development and tests (decision 009); production accepts sessions only.
  devTokens: env.NODE_ENV !== 'production',
  // Answers are checked against their schemas in development and tests, not on every production request.
  checkAnswers: env.NODE_ENV !== 'production',
  trustProxy: env.LOTLINE_TRUST_PROXY,
  // A production server honours embedding origins of the visitor's own machine only when told to.
  allowLocalhostOrigins: allowsLocalhostOrigins(env),
  billing: createDefaultBillingProvider(database.db, { portalUrl: env.LOTLINE_BILLING_PORTAL_URL }),
  dataDir: env.LOTLINE_DATA_DIR,
  fileStore: env.LOTLINE_FILE_STORE,
  pdfStore,
  distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  demoHostDir: fileURLToPath(new URL('../../demo-host', import.meta.url)),
  ...(env.LOTLINE_TILE_URL ? { tileUrl: env.LOTLINE_TILE_URL } : {}),
  ...(env.LOTLINE_SATELLITE_TILE_URL ? { satelliteTileUrl: env.LOTLINE_SATELLITE_TILE_URL } : {}),
  ...(env.LOTLINE_BASEMAP_PMTILES ? { basemapPmtiles: env.LOTLINE_BASEMAP_PMTILES } : {}),
  ...(env.LOTLINE_SCHEDULING_URL ? { schedulingUrl: env.LOTLINE_SCHEDULING_URL } : {}),
  ...(env.LOTLINE_STREET_VIEW_KEY ? { streetView: { key: env.LOTLINE_STREET_VIEW_KEY } } : {}),
  ...(env.LOTLINE_UNFURL_ALLOW_HOSTS ? { unfurl: { allowHosts: env.LOTLINE_UNFURL_ALLOW_HOSTS } } : {}),
});

const mailSender = startMailSender(
  database.db,
  secret,
  env.LOTLINE_SMTP_URL && env.LOTLINE_MAIL_FROM ? createSmtpTransport(env.LOTLINE_SMTP_URL, env.LOTLINE_MAIL_FROM) : createConsoleTransport(),
  { logger },
);

const leadDelivery = startLeadDelivery({
  db: database.db,
  secret,
  logger,
  ...(env.LOTLINE_WEBHOOK_ALLOW_HOSTS ? { fetchOptions: { allowHosts: env.LOTLINE_WEBHOOK_ALLOW_HOSTS } } : {}),
});

const pdfSweeper = startPdfSweeper(pdfStore, { logger });

const trialReminders = startTrialReminders({
  db: database.db,
  secret,
  logger,
  portalUrl: env.LOTLINE_BILLING_PORTAL_URL ?? null,
  publicUrl: env.LOTLINE_PUBLIC_URL ?? `http://${localHost}:${env.PORT}`,
});

const requests = createRequestDrain();
// The compute workers load while the server starts listening.
void computePool().warm().catch((error: unknown) => logger.error(`The compute workers did not start: ${error instanceof Error ? error.message : String(error)}`));
const server = serve({ fetch: requests.gate(app.fetch), port: env.PORT, hostname: env.HOST }, (info) => {
  listeningPort = info.port;
  const readyMs = Math.round(performance.now() - startedAt);
  // tests/e2e/support/server.ts finds the port in this message.
  logger.info(
    { url: `http://${localHost}:${info.port}`, database: database.kind, ready_ms: readyMs },
    `Lotline listening on http://${localHost}:${info.port} (${database.kind}, ready in ${readyMs} ms)`,
  );
});

// serve() without createServer makes a node:http server.
requests.track(server as Server);
// Slow clients (decision 023): headers must arrive within 20 s and a whole request within 2
// minutes (an upload's budget), and an idle kept-alive connection closes after 5 s, so a client
// trickling bytes cannot hold a connection for long.
Object.assign(server as Server, { headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000 });

// Issue 10: requests in flight get this long to finish at shutdown (well inside the 30 s an
// orchestrator usually waits before it kills), then the workers finish their round and the
// database closes.
const SHUTDOWN_DEADLINE_MS = 10_000;

let stopping = false;
async function stop(signal: string): Promise<void> {
  // A signal to the whole process group (Ctrl-C in a terminal, systemd's stop) reaches the server
  // twice, directly and passed on by tsx: the second must not cut the drain short.
  if (stopping) return;
  stopping = true;
  logger.info({ signal, in_flight: requests.inFlight() }, `${signal}: shutting down (requests in flight: ${requests.inFlight()}; waiting at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
  const { cutOff } = await requests.drain(SHUTDOWN_DEADLINE_MS);
  if (cutOff > 0) logger.warn({ cut_off: cutOff }, `${cutOff} requests were still running after ${SHUTDOWN_DEADLINE_MS / 1000} s and were cut off.`);
  metrics.close();
  await Promise.all([mailSender.stop(), leadDelivery.stop(), pdfSweeper.stop(), trialReminders.stop()]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
