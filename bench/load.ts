// `npm run load` (issue 10): the real server on PostgreSQL under a realistic mix of requests from
// 200 concurrent connections for 60 s, driven by autocannon from this process: address search,
// address details, street data, evaluation, placement and the playground's analysis, from many
// users (development tokens) behind many client addresses (X-Forwarded-For through a trusted
// proxy, as a load balancer sends them). The trivial `GET /api/health` under the same load, in the
// same run, is the baseline. p50, p99 and requests per second go to bench/results.json; any error,
// time-out or answer other than 2xx fails the run.
//
//   npm run load                              # 60 s of each, 200 connections, 20,000 parcels
//   LOTLINE_LOAD_SECONDS=10 npm run load      # a quick look
import autocannon, { type Request as CannonRequest } from 'autocannon';
import type { AddressDetails, AddressSearchResponse } from '../core/api/address.schema';
import { createLocalFrame } from '../core/geo/local-frame';
import { issueDevToken } from '../server/src/auth/dev-token';
import { generateDemoTown, type DemoParcel } from '../server/src/demo/demo-town';
import { demoJurisdiction } from '../server/src/demo/seed-demo-town';
import { startServer, type Server } from './support/server-process';
import { printTable, writeResults } from './support/results-file';
import { BENCH_POSTGRES_URL, isPostgresReachable, seededDemoDatabase } from './support/seeded-postgres';
import { ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const PARCELS = Number(process.env.LOTLINE_LOAD_PARCELS ?? 20_000);
const SECONDS = Number(process.env.LOTLINE_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOTLINE_LOAD_CONNECTIONS ?? 200);
/** Addresses the mix draws from, users it signs in as and client addresses it comes from. */
const ADDRESSES = 300;
const USERS = 1_000;
const CLIENTS = 5_000;
/** The share of each kind of request, as people use the product: mostly looking, some placing. */
const MIX = { search: 0.35, details: 0.15, streetData: 0.25, evaluate: 0.1, placement: 0.075, analysis: 0.075 } as const;
type Kind = keyof typeof MIX;

/** One prepared request of the mix. */
interface Prepared {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  signedIn: boolean;
}

/** `count` parcels spread over the town, houses with a lot big enough to place on. */
function pickParcels(parcels: readonly DemoParcel[], count: number): DemoParcel[] {
  const houses = parcels.filter((p) => p.buildings.length > 0 && p.lotSizeSqFt > 4_000);
  const step = Math.max(1, Math.floor(houses.length / count));
  return houses.filter((_, i) => i % step === 0).slice(0, count);
}

/** The requests of the mix for one parcel, made from the server's own answers (signed details). */
async function prepareParcel(server: Server, jurisdictionId: string, parcel: DemoParcel, client: string): Promise<Record<Kind, Prepared> | null> {
  const query = `${parcel.address.number} ${parcel.address.street}`;
  const searchPath = `/api/address/search?q=${encodeURIComponent(query)}&limit=5`;
  const headers = { 'x-forwarded-for': client };
  const { results } = (await (await fetch(`${server.url}${searchPath}`, { headers })).json()) as AddressSearchResponse;
  const hit = results[0];
  if (!hit) return null;
  const detailsPath = `/api/address/details?place_id=${encodeURIComponent(hit.place_id)}`;
  const details = (await (await fetch(`${server.url}${detailsPath}`, { headers })).json()) as AddressDetails;
  const propertyId = `${jurisdictionId}/${parcel.id}`;
  const frame = createLocalFrame(parcel.point);
  // An 8 x 10 ft shed 20 ft behind the address point: inside most lots, sometimes across a line.
  const shed = [[-4, -30], [4, -30], [4, -20], [-4, -20], [-4, -30]].map((p) => frame.toLngLat(p as [number, number]));
  return {
    search: { method: 'GET', path: searchPath, signedIn: false },
    details: { method: 'GET', path: detailsPath, signedIn: false },
    streetData: { method: 'GET', path: `/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, signedIn: true },
    // The parcel's own lot and facts, from a signed-in user: it describes the property, so it opens
    // it as its report does and answers in full (decision 044); the load's users are unlimited.
    evaluate: {
      method: 'POST',
      path: '/api/evaluate',
      signedIn: true,
      body: JSON.stringify({
        jurisdiction: jurisdictionId,
        zone_code: parcel.attributes.zoneCode,
        property_type: parcel.attributes.propertyTypeName,
        gross_floor_area: parcel.attributes.grossFloorAreaSqFt,
        lot_size: Math.round(parcel.lotSizeSqFt),
        lot: parcel.lot,
        address_point: parcel.point,
      }),
    },
    placement: {
      method: 'POST',
      path: '/api/placement',
      signedIn: true,
      body: JSON.stringify({ property_id: propertyId, page: 'backyard-cottage', outline: { dimensions: [240, 360, 240, 360], angles: [0, 90, 180, 270] } }),
    },
    analysis: {
      method: 'PUT',
      path: '/api/playground/analysis',
      signedIn: true,
      body: JSON.stringify({
        property_id: propertyId,
        buildings_geojson: { type: 'FeatureCollection', features: [] },
        objects: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [shed] }, properties: { id: 'shed-1', category: 'shed', existingStructure: false } }],
      }),
    },
  };
}

/** Sends each prepared request once and keeps the parcels whose every request answers 2xx. */
async function checkParcel(server: Server, prepared: Record<Kind, Prepared>, token: string, client: string): Promise<string | null> {
  for (const [kind, request] of Object.entries(prepared) as [Kind, Prepared][]) {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(request.signedIn ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.body ? { body: request.body } : {}),
    });
    const text = await response.text();
    if (response.status < 200 || response.status >= 300) return `${kind} answered ${response.status}: ${text.slice(0, 200)}`;
    // A limited answer would measure the redaction, not the evaluation.
    if (kind === 'evaluate' && !text.includes('"limited_report":false')) return `evaluate answered the limited report: ${text.slice(0, 200)}`;
  }
  return null;
}

/** Picks a kind by the mix's shares. */
function pickKind(): Kind {
  let roll = Math.random();
  for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
    roll -= share;
    if (roll <= 0) return kind;
  }
  return 'search';
}

const clientAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** Runs autocannon against `server` for SECONDS with CONNECTIONS, each request from `next()`. */
async function drive(server: Server, next: () => { method: string; path: string; headers: Record<string, string>; body?: string }): Promise<Measured> {
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        setupRequest: (request: CannonRequest) => {
          const made = next();
          return { ...request, method: made.method as CannonRequest['method'], path: made.path, headers: made.headers, ...(made.body ? { body: made.body } : {}) };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]));
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

async function main(): Promise<void> {
  if (!(await isPostgresReachable())) {
    console.error(`npm run load needs PostgreSQL: none answers at ${BENCH_POSTGRES_URL} (set DATABASE_URL).`);
    process.exit(1);
  }
  console.log(`Seeding (or reusing) a demo town of ${PARCELS} parcels on PostgreSQL...`);
  const { name, url, seededMs } = await seededDemoDatabase('lotline_load', PARCELS);
  const town = generateDemoTown({ parcels: PARCELS });
  const jurisdictionId = demoJurisdiction(town).id;
  const server = await startServer(url);
  try {
    const tokens = Array.from({ length: USERS }, (_, i) => issueDevToken(server.secret, `load-${i}`));
    console.log(`Preparing ${ADDRESSES} addresses through ${server.url}...`);
    const pool: Record<Kind, Prepared>[] = [];
    const refused: string[] = [];
    for (const [i, parcel] of pickParcels(town.parcels, ADDRESSES).entries()) {
      // Each address is prepared as another person would open it: their own client address and token.
      const client = clientAddress(CLIENTS - 1 - i);
      const prepared = await prepareParcel(server, jurisdictionId, parcel, client);
      if (!prepared) continue;
      const problem = await checkParcel(server, prepared, tokens[USERS - 1 - i]!, client);
      if (problem) refused.push(`${parcel.id}: ${problem}`);
      else pool.push(prepared);
    }
    if (pool.length < ADDRESSES / 2) throw new Error(`Only ${pool.length} addresses answered every request:\n${refused.slice(0, 5).join('\n')}`);
    const counts: Record<Kind, number> = { search: 0, details: 0, streetData: 0, evaluate: 0, placement: 0, analysis: 0 };
    let sent = 0;

    console.log(`Mix: ${CONNECTIONS} connections for ${SECONDS} s over ${pool.length} addresses, ${USERS} users, ${CLIENTS} client addresses...`);
    const mix = await drive(server, () => {
      const kind = pickKind();
      counts[kind]++;
      const request = pool[Math.floor(Math.random() * pool.length)]![kind];
      const i = sent++;
      const headers: Record<string, string> = { 'x-forwarded-for': clientAddress(i % CLIENTS) };
      if (request.body) headers['content-type'] = 'application/json';
      if (request.signedIn) headers.authorization = `Bearer ${tokens[i % USERS]}`;
      return { method: request.method, path: request.path, headers, ...(request.body ? { body: request.body } : {}) };
    });
    console.log(`Baseline: GET /api/health, ${CONNECTIONS} connections for ${SECONDS} s...`);
    let healthSent = 0;
    const health = await drive(server, () => ({ method: 'GET', path: '/api/health', headers: { 'x-forwarded-for': clientAddress(healthSent++ % CLIENTS) } }));

    const failures = mix.errors + mix.timeouts + mix.non2xx + health.errors + health.timeouts + health.non2xx;
    const shares = (Object.entries(counts) as [Kind, number][]).map(([kind, n]) => `${kind} ${round((100 * n) / Math.max(1, sent), 1)}%`).join(', ');
    const note =
      `the server (npm start's entry, NODE_ENV=test, one process) on PostgreSQL with a demo town of ${PARCELS} parcels (database ${name}${seededMs === null ? ', reused' : `, seeded in ${round(seededMs / 1000, 1)} s`}); ` +
      `autocannon in the same machine, ${CONNECTIONS} connections for ${SECONDS} s; mix of ${mix.requests} requests: ${shares}; ` +
      `${pool.length} addresses, ${USERS} users, ${CLIENTS} client addresses; statuses ${JSON.stringify(mix.statuses)}, errors ${mix.errors}, time-outs ${mix.timeouts}, non-2xx ${mix.non2xx}; ` +
      `baseline GET /api/health under the same load: ${health.requests} requests, statuses ${JSON.stringify(health.statuses)}`;
    const results: BenchResult[] = [
      { name: 'load.mix.p50', value: mix.p50, unit: 'ms', baseline: { name: 'GET /api/health under the same load, p50', value: health.p50 }, ratio: ratio(mix.p50, health.p50), note },
      { name: 'load.mix.p99', value: mix.p99, unit: 'ms', baseline: { name: 'GET /api/health under the same load, p99', value: health.p99 }, ratio: ratio(mix.p99, health.p99), note: 'p99 of the same run' },
      {
        name: 'load.mix.rps',
        value: round(mix.rps, 1),
        unit: 'req/s',
        baseline: { name: 'GET /api/health under the same load, requests per second', value: round(health.rps, 1) },
        ratio: ratio(mix.rps, health.rps),
        note: `requests per second of the same run; errors, time-outs and non-2xx answers: ${failures}`,
      },
      { name: 'load.mix.errors', value: failures, unit: 'count', baseline: { name: 'errors allowed', value: 0 }, ratio: failures === 0 ? 0 : 1, note: 'errors, time-outs and non-2xx answers of the mix and the baseline together' },
    ];
    await writeResults(results, { keep: () => true });
    console.log('');
    printTable(results);
    if (failures > 0) {
      console.error(`\n${failures} requests failed: mix ${JSON.stringify(mix.statuses)}, health ${JSON.stringify(health.statuses)}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
