// `npm run load:heavy` (issue 28): while 4 clients send the heaviest playground check the limits
// allow, back to back for 30 s, does `GET /api/health` still answer as at rest? The server runs as
// `npm start` runs it, on PostgreSQL with the demo town of `npm run load`; the heavy request is 5
// drawn buildings and 5 structures of 500 corners each (5,000 corners, the request's limit), every
// one from another user and client address so no rate limit answers in its place. The figures
// (health p99 under the heavy clients against its p99 at rest, the heavy requests' latency and
// statuses, the longest wait against the compute deadline) go to bench/results.json.
//
//   npm run load:heavy                        # 30 s
//   LOTLINE_HEAVY_SECONDS=10 npm run load:heavy
import pg from 'pg';
import { issueDevToken } from '../server/src/auth/dev-token';
import { createLocalFrame } from '../core/geo/local-frame';
import type { AreaGeometry, Position } from '../core/geo';
import { writeResults, printTable } from './support/results-file';
import { startServer } from './support/server-process';
import { BENCH_POSTGRES_URL, isPostgresReachable, seededDemoDatabase } from './support/seeded-postgres';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const SECONDS = Number(process.env.LOTLINE_HEAVY_SECONDS ?? 30);
const HEAVY_CLIENTS = 4;
const CORNERS = 500;
const DEADLINE_MS = 10_000;

/** A star of CORNERS corners around `centre` (feet in the lot's frame), `r` feet out, as lng/lat. */
function star(frame: ReturnType<typeof createLocalFrame>, [cx, cy]: [number, number], r: number, turn: number): Position[] {
  const ring = Array.from({ length: CORNERS }, (_, i) => {
    const angle = turn + (2 * Math.PI * i) / CORNERS;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return frame.toLngLat([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  });
  return [...ring, ring[0]!];
}

/** The heaviest analysis body the limits allow, on `lot`. */
function heavyBody(propertyId: string, lot: AreaGeometry): string {
  const outer = (lot.type === 'Polygon' ? lot.coordinates[0] : lot.coordinates[0]![0])!;
  const [lng, lat] = outer.reduce(([x, y], [a, b]) => [x + a! / outer.length, y + b! / outer.length], [0, 0]);
  const frame = createLocalFrame([lng!, lat!]);
  const shape = (i: number) => ({ type: 'Polygon', coordinates: [star(frame, [(i % 5) * 6 - 12, Math.floor(i / 5) * 6 - 3], 14, i * 0.1)] });
  return JSON.stringify({
    property_id: propertyId,
    buildings_geojson: { type: 'FeatureCollection', features: Array.from({ length: 5 }, (_, i) => ({ type: 'Feature', geometry: shape(i), properties: { id: `b${i}`, category: 'garage' } })) },
    objects: Array.from({ length: 5 }, (_, i) => ({ type: 'Feature', geometry: shape(i + 5), properties: { id: `o${i}`, category: 'shed' } })),
  });
}

/** GET /api/health back to back from one client for `seconds`, each latency timed to the microsecond. */
async function health(url: string, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  for (const until = Date.now() + seconds * 1000; Date.now() < until; ) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (!response || response.status !== 200) errors++;
    await response?.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return { p50: round(median(latencies), 3), p99: round(percentile(latencies, 99), 3), max: round(Math.max(...latencies), 1), requests: latencies.length, errors };
}

async function main(): Promise<void> {
  if (!(await isPostgresReachable())) {
    console.error(`npm run load:heavy needs PostgreSQL: none answers at ${BENCH_POSTGRES_URL} (set DATABASE_URL).`);
    process.exit(1);
  }
  const { url: databaseUrl } = await seededDemoDatabase('lotline_load', Number(process.env.LOTLINE_LOAD_PARCELS ?? 20_000));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; lot: AreaGeometry }>(
    "select p.id, p.lot from parcels p where p.kind = 'lot' and p.lot_size_sqft > 6000 and exists (select 1 from buildings b where b.parcel_id = p.id) order by p.id limit 1",
  );
  await client.end();
  const parcel = rows[0];
  if (!parcel) throw new Error('The demo town has no lot to check.');
  const server = await startServer(databaseUrl, { LOTLINE_COMPUTE_DEADLINE_MS: String(DEADLINE_MS) });
  try {
    const body = heavyBody(parcel.id, parcel.lot);
    await health(server.url, 3);
    console.log(`Health at rest for ${SECONDS} s...`);
    const rest = await health(server.url, SECONDS);
    console.log(`Health while ${HEAVY_CLIENTS} clients send ${body.length} bytes of 5,000 corners back to back for ${SECONDS} s...`);
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    const until = Date.now() + SECONDS * 1000;
    const heavyClient = async () => {
      while (Date.now() < until) {
        const i = sent++;
        const started = performance.now();
        const response = await fetch(`${server.url}/api/playground/analysis`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${issueDevToken(server.secret, `heavy-${i}`)}`,
            'x-forwarded-for': `198.19.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
          },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    };
    const [loaded] = await Promise.all([health(server.url, SECONDS), ...Array.from({ length: HEAVY_CLIENTS }, heavyClient)]);
    const longest = Math.max(...latencies);
    const note =
      `the server (npm start's entry, one process, compute pool of one worker per core but one, deadline ${DEADLINE_MS} ms) on PostgreSQL; ${HEAVY_CLIENTS} clients sending PUT /api/playground/analysis ` +
      `with 5 buildings and 5 structures of ${CORNERS} corners each back to back for ${SECONDS} s: ${latencies.length} requests, statuses ${JSON.stringify(statuses)}, median ${round(median(latencies))} ms, ` +
      `p99 ${round(percentile(latencies, 99))} ms, longest ${round(longest)} ms; health from one connection: at rest ${rest.requests} requests (p99 ${rest.p99} ms), under the heavy clients ${loaded.requests} requests (p99 ${loaded.p99} ms, max ${loaded.max} ms, errors ${loaded.errors})`;
    const results: BenchResult[] = [
      { name: 'heavy.health.p99', value: loaded.p99, unit: 'ms', baseline: { name: 'GET /api/health at rest, p99', value: rest.p99 }, ratio: ratio(loaded.p99, rest.p99), note },
      {
        name: 'heavy.analysis.longest',
        value: round(longest),
        unit: 'ms',
        baseline: { name: 'the compute deadline', value: DEADLINE_MS },
        ratio: ratio(longest, DEADLINE_MS),
        note: 'the longest wait of a heavy request, against the deadline of its request (the few milliseconds over it are the reading of the body and the writing of the 503)',
      },
    ];
    await writeResults(results, { keep: () => true });
    printTable(results);
    if (loaded.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
