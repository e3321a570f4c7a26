// Sending a lead (issue 29: 'sending a lead answers in under 100 ms at p95, the e-mail goes through
// the outbox'): server time (through app.request, warm) of POST /api/orgs/:id/leads naming its
// property, as a signed-in visitor who has seen the report in full. The request builds the lead's
// summary from the property's street data, stores the lead, queues its CRM webhook delivery and
// seals an e-mail to each of the organization's two owners into the outbox, in one transaction.
// The baseline is GET /api/health through the same app, interleaved request by request.
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { fromPglite, PGLITE_EXTENSIONS, queryRows } from '../server/src/db/database';
import { organizations, users } from '../server/src/db/schema';
import { generateDemoTown } from '../server/src/demo/demo-town';
import { demoJurisdiction, seedDemoTown } from '../server/src/demo/seed-demo-town';
import { addressPlaceId } from '../server/src/import/write-dataset';
import { sql } from 'drizzle-orm';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';
import { BENCH_CLIENT_LIMITS } from './support/client-limits';

const RUNS = 5;
const REQUESTS = 60;
const WARM_UP = 20;
const TARGET_MS = 100;
const PARCELS = 200;
const secret = 'bench-secret-bench-secret-bench-secret!';
const ORG = 'bench-builders';

/** p95 and p50 of sending a lead, against GET /api/health. */
export default async function leadsBench(): Promise<BenchResult[]> {
  const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  try {
    await database.migrate();
    await seedDemoTown(database.db, { parcels: PARCELS });
    const town = generateDemoTown({ parcels: PARCELS });
    const jurisdictionId = demoJurisdiction(town).id;
    const parcel = town.parcels.find((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0) ?? town.parcels[0]!;
    const app = createApp({ database, secret, clientLimits: BENCH_CLIENT_LIMITS, publicUrl: 'https://lotline.example' });
    await database.db.insert(organizations).values({ id: ORG, name: 'Bench Builders', settings: { crm_webhook_url: 'https://crm.example/hooks/leads' } });
    for (const owner of ['first', 'second']) {
      await database.db.insert(users).values({ id: `owner-${owner}`, name: 'Owner Person', email: `${owner}@bench-builders.example`, firstName: 'Owner', lastName: 'Person', organizationId: ORG, organizationRole: 'owner' });
    }
    const authorization = `Bearer ${issueDevToken(secret, 'bench-visitor')}`;
    const timed = async (path: string, init?: RequestInit, expected = 200) => {
      const started = performance.now();
      const response = await app.request(path, init);
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return { ms, text };
    };
    // The visitor opens the report in full first, so the summary carries the size limit.
    const details = (await timed(`/api/address/details?place_id=${addressPlaceId(jurisdictionId, parcel.address.street, parcel.address.number)}`)).text;
    const street = JSON.parse((await timed(`/api/street-data?params=${encodeURIComponent(details)}`, { headers: { authorization } })).text) as { attributes: { property_id: string; address: { label: string } } };
    const body = JSON.stringify({
      email: 'vera@example.com',
      name: 'Vera Visitor',
      property_address: street.attributes.address.label,
      addr_state: 'MA',
      addr_city: 'Maple Hollow',
      addr_zip: '01999',
      addr_num: parcel.address.number,
      addr_street: parcel.address.street,
      lat: '42.1',
      lng: '-71.2',
      phone: '(617) 555-0199',
      considering: 'Backyard cottage or addition ($150k to $500k)',
      starting_timeline: 'interested',
      is_owner: 'yes',
      lives_there: 'yes',
      steps_taken: 'Had the lot surveyed',
      water_supply: 'municipality',
      sewer_system: 'municipality',
      property_id: street.attributes.property_id,
      adu_kind: 'ext',
    });
    const send = () => timed(`/api/orgs/${ORG}/leads`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body }, 201);
    for (let i = 0; i < WARM_UP; i++) await send();

    const runs = { lead: { p95: [] as number[], p50: [] as number[] }, health: { p95: [] as number[], p50: [] as number[] } };
    for (let run = 0; run < RUNS; run++) {
      const samples = { lead: [] as number[], health: [] as number[] };
      for (let i = 0; i < REQUESTS; i++) {
        samples.lead.push((await send()).ms);
        samples.health.push((await timed('/api/health')).ms);
      }
      for (const key of ['lead', 'health'] as const) {
        runs[key].p95.push(percentile(samples[key], 95));
        runs[key].p50.push(median(samples[key]));
      }
    }
    const [counts] = await queryRows<{ leads: number; emails: number }>(database.db, sql`SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM email_outbox) AS emails`);
    const value = { p95: median(runs.lead.p95), p50: median(runs.lead.p50) };
    const met = value.p95 < TARGET_MS ? 'met' : 'NOT met';
    const note = `POST /api/orgs/:id/leads with property_id on a ${PARCELS}-parcel demo town in PGlite (memory), signed in, summary in full, webhook queued, 2 owners e-mailed through the outbox (${counts?.leads} leads, ${counts?.emails} e-mails written); median of ${RUNS} runs of ${REQUESTS} requests`;
    return [
      {
        name: 'leads.submit.p95',
        value: round(value.p95, 2),
        unit: 'ms',
        baseline: { name: 'GET /api/health through the same app, p95', value: round(median(runs.health.p95), 3) },
        ratio: ratio(value.p95, median(runs.health.p95)),
        runs: RUNS,
        samples: runs.lead.p95.map((ms) => round(ms, 2)),
        note: `${note}; target under ${TARGET_MS} ms (${met})`,
      },
      {
        name: 'leads.submit.p50',
        value: round(value.p50, 2),
        unit: 'ms',
        baseline: { name: 'GET /api/health through the same app, p50', value: round(median(runs.health.p50), 3) },
        ratio: ratio(value.p50, median(runs.health.p50)),
        runs: RUNS,
        samples: runs.lead.p50.map((ms) => round(ms, 2)),
        note,
      },
    ];
  } finally {
    await database.close();
  }
}
