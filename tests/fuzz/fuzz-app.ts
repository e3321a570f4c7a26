// The app the fuzz tests call: a small demo town on a fresh test database (PGlite by default),
// an organization with an owner and a member, a pending invite, a stored photo and PDF, the
// service-area cities, and the known ids and tokens that let well-shaped requests reach past
// "not found" (`hints`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Hono } from 'hono';
import type { AddressDetails } from '../../core/api/address.schema';
import type { InviteCreated } from '../../core/api/members.schema';
import type { MediaItem } from '../../core/api/media.schema';
import type { GeneratePdfResponse } from '../../core/api/pdf.schema';
import { cataloguePlans } from '../../core/floor-plans/catalogue';
import { DOCUMENTS } from '../../core/rules/documents';
import { createApp } from '../../server/src/app';
import { issueDevToken } from '../../server/src/auth/dev-token';
import type { Database } from '../../server/src/db/database';
import { ensureCities } from '../../server/src/orgs/cities';
import { demoTown } from '../setup/demo-app';
import { insertOrganization, signUpPerson } from '../setup/org-fixtures';
import { createTestDatabase } from '../setup/test-database';
import type { Hints } from './schema-arbitrary';

export const FUZZ_SECRET = 'a-fuzzing-secret-of-at-least-32-characters!';
export const FUZZ_ORG = 'fuzz-org';
const TOWN = { seed: 3, parcels: 30 };

/** Who a fuzz request is sent as: nobody, a development user, the organization's owner or member, a throw-away account, or a raw header. */
export type Caller = 'none' | 'dev' | 'owner' | 'member' | 'fresh-account' | { authorization: string };

/** Known values of path parameters, by the path's first segment after /api and the parameter's name. */
export type PathHints = Readonly<Record<string, readonly string[]>>;

export interface FuzzApp {
  app: Hono;
  database: Database;
  /** Known values of body and query fields, by field name. */
  fieldHints: Hints;
  /** Known values of path parameters: `orgs.id`, `properties.id`, `media.mediaId`, … */
  pathHints: PathHints;
  /** The Authorization header of a caller (a throw-away account is signed up on the spot). */
  authorization(caller: Caller): Promise<string | undefined>;
  close(): Promise<void>;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`Fuzz fixture ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Opens the fuzz app; `close()` it after the tests. */
export async function openFuzzApp(): Promise<FuzzApp> {
  const database = await createTestDatabase();
  const { town, jurisdictionId, placeIdOf } = demoTown(TOWN.seed, TOWN.parcels);
  const { seedDemoTown } = await import('../../server/src/demo/seed-demo-town');
  await seedDemoTown(database.db, TOWN);
  await ensureCities(database.db);
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-fuzz-'));
  // Link previews and logos never leave the machine: every host name resolves to the loopback
  // address, which the SSRF checks refuse (private IP literals are refused before any connection).
  const app = createApp({
    database,
    secret: FUZZ_SECRET,
    dataDir,
    publicUrl: 'https://lotline.example',
    unfurl: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], timeoutMs: 500 },
  });

  await insertOrganization(database.db, FUZZ_ORG);
  const owner = await signUpPerson(app, database.db, 'owner@fuzz.example', { id: FUZZ_ORG, role: 'owner' });
  const member = await signUpPerson(app, database.db, 'member@fuzz.example', { id: FUZZ_ORG, role: 'member' });
  const ownerAuth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };

  const parcels = town.parcels.slice(0, 3);
  const propertyIds = parcels.map((parcel) => `${jurisdictionId}/${parcel.id}`);
  const placeIds = parcels.map(placeIdOf);
  const details = await Promise.all(placeIds.map(async (placeId) => json<AddressDetails>(await app.request(`/api/address/details?place_id=${encodeURIComponent(placeId)}`), 'address details')));

  // One invite to preview and accept, another to revoke.
  const invite = async (email: string) =>
    json<InviteCreated>(await app.request(`/api/orgs/${FUZZ_ORG}/invites`, { method: 'POST', headers: ownerAuth, body: JSON.stringify({ email }) }), 'invite');
  const inviteToken = new URL((await invite('invited@fuzz.example')).invite_url).searchParams.get('token') ?? '';
  const revocable = await invite('revoked@fuzz.example');

  // One photo to read, another to delete.
  const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } }).png().toBuffer();
  const upload = async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], 'photo.png', { type: 'image/png' }));
    form.set('category', 'exterior');
    const path = `/api/properties/${encodeURIComponent(propertyIds[0]!)}/media`;
    return json<MediaItem>(await app.request(path, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form }), 'media upload');
  };
  const media = await upload();
  const deletable = await upload();

  const pdf = await json<GeneratePdfResponse>(
    await app.request('/api/generate-pdf', { method: 'POST', headers: ownerAuth, body: JSON.stringify({ property_id: propertyIds[0], page: 'backyard-cottage' }) }),
    'PDF',
  );
  const [, , , pdfId = '', pdfName = ''] = pdf.pdf_url.split('/');

  const point = parcels[0]!.point;
  // Shapes on the first lot, so that drawn buildings, structures and units reach the rules engine.
  const lot = parcels[0]!.lot;
  const ring = lot.coordinates[0]!;
  const [cx, cy] = ring.slice(0, -1).reduce(([x, y], [lng, lat]) => [x + lng / (ring.length - 1), y + lat / (ring.length - 1)], [0, 0]);
  const square = (half: number) => ({
    type: 'Polygon',
    coordinates: [[[cx - half, cy - half], [cx + half, cy - half], [cx + half, cy + half], [cx - half, cy + half], [cx - half, cy - half]]],
  });
  const bbox = `${point[0] - 0.01},${point[1] - 0.01},${point[0] + 0.01},${point[1] + 0.01}`;
  const documentIds = Object.keys(DOCUMENTS).slice(0, 3);

  const fieldHints: Hints = {
    property_id: propertyIds,
    org_id: [FUZZ_ORG],
    organization_id: [FUZZ_ORG, null],
    floor_plan_uuid: cataloguePlans()
      .slice(0, 3)
      .map((plan) => plan.uuid),
    token: [inviteToken],
    place_id: placeIds,
    params: details.map((d) => JSON.stringify(d)),
    email: ['owner@fuzz.example', 'member@fuzz.example', 'invited@fuzz.example'],
    bbox: [bbox],
    lat: [String(point[1])],
    lng: [String(point[0])],
    q: parcels.map((parcel) => parcel.address.street),
    state: ['MA', 'ma', ''],
    tz: ['America/New_York', 'UTC', 'Mars/Olympus'],
    before: [new Date(Date.UTC(2030, 0, 1)).toISOString()],
    url: ['https://127.0.0.1/', 'http://localhost:1/', 'https://10.0.0.1/x', 'file:///etc/passwd'],
    geometry: [square(0.00003), square(0.00008), { type: 'Polygon', coordinates: [ring] }],
    lot: [{ type: 'Polygon', coordinates: [ring] }, square(0.0002), ''],
    zone_code: ['SR', 'TR', 'B', ''],
    use_code_desc: ['Single Family', 'Two Family', ''],
    gross_floor_area: [1200, '1500.5', ''],
    city_ids: [[], [1, 2]],
    allowed_origins: [[], ['https://builder.example', 'http://localhost:3000']],
    days: ['1', '30', '366'],
    limit: ['1', '8', '200'],
    jurisdiction: ['MA', 'ma-cambridge', jurisdictionId],
  };
  const pathHints: PathHints = {
    'orgs.id': [FUZZ_ORG],
    'orgs.userId': [member.userId, owner.userId],
    'orgs.inviteId': [revocable.invite.id],
    'properties.id': propertyIds,
    'properties.mediaId': [deletable.id],
    'media.mediaId': [media.id],
    'media.size': ['original', 'medium', 'thumb'],
    'map-layers.layerId': ['WETLANDS', 'FEMA', 'HISTORICAL_PRESERVATION'],
    'documents.id': documentIds,
    'pdf.id': [pdfId],
    'pdf.filename': [decodeURIComponent(pdfName)],
  };

  let accounts = 0;
  return {
    app,
    database,
    fieldHints,
    pathHints,
    async authorization(caller) {
      if (caller === 'none') return undefined;
      if (caller === 'dev') return `Bearer ${issueDevToken(FUZZ_SECRET, 'fuzz-dev')}`;
      if (caller === 'owner') return `Bearer ${owner.token}`;
      if (caller === 'member') return `Bearer ${member.token}`;
      if (caller === 'fresh-account') return `Bearer ${(await signUpPerson(app, database.db, `fresh-${++accounts}@fuzz.example`)).token}`;
      return caller.authorization;
    },
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
