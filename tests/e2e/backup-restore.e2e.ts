// `npm run admin -- backup FILE` and `restore FILE` on a real server's data directory (issue 10):
// refused while the server runs; a backup holds the embedded database with the users, their
// corrections and their photos; after more changes, a damaged or cut-off backup is refused with
// nothing changed, and a good one brings the old state back (accounts, corrections, the photo's
// files) and keeps the replaced data aside. Embedded database only (with DATABASE_URL the commands
// point to pg_dump and pg_restore instead: admin-commands.test.ts).
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { MediaItem, MediaList } from '../../core/api/media.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const onPostgres = Boolean(process.env.DATABASE_URL);
let server: RunningServer;
let address: AddressDetails;
let propertyId: string;

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ADA = { email: 'ada@backup.example', password: 'analytical engines', first_name: 'Ada', last_name: 'Backup' };
const BOB = { email: 'bob@backup.example', password: 'difference engines', first_name: 'Bob', last_name: 'Later' };

const signIn = async (account: { email: string; password: string }) =>
  (await fetch(`${server.url}/api/auth/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ email: account.email, password: account.password }) })).status;
const grossFloorArea = async (token: string) =>
  ((await (await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, { headers: bearer(token) })).json()) as StreetData).user_overrides?.gross_floor_area;
const patchFloorArea = async (token: string, value: number) =>
  (await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}`, { method: 'PATCH', headers: { ...json, ...bearer(token) }, body: JSON.stringify({ gross_floor_area: value }) })).status;
const mediaList = async (token: string) => ((await (await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}/media`, { headers: bearer(token) })).json()) as MediaList).items;

describe.skipIf(onPostgres)(`backup and restore of the embedded database${onPostgres ? ' (skipped: DATABASE_URL is set)' : ''}`, () => {
  beforeAll(async () => {
    server = await startServer();
    const { results } = (await (await fetch(`${server.url}/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).json()) as AddressSearchResponse;
    address = (await (await fetch(`${server.url}/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
    propertyId = ((await (await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`)).json()) as StreetData).attributes.property_id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('backs up users, corrections and photos, refuses damaged backups, and restores the old state', async () => {
    const backup = join(server.dataDir, '..', `lotline-backup-${process.pid}.lotline`);
    try {
      const ada = await signUpThroughApi(server.url, ADA);
      expect(await patchFloorArea(ada.token, 1500)).toBe(200);
      const form = new FormData();
      form.set('category', 'exterior');
      form.set('caption', 'Before the backup');
      const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3b6ea5' } }).jpeg().toBuffer();
      form.set('file', new File([photo], 'front.jpg', { type: 'image/jpeg' }));
      const uploaded = await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}/media`, { method: 'POST', headers: bearer(ada.token), body: form });
      expect(uploaded.status).toBe(201);
      const media = (await uploaded.json()) as MediaItem;
      const thumb = await (await fetch(`${server.url}/api/media/${media.id}/thumb`, { headers: bearer(ada.token) })).arrayBuffer();

      // Not while the server runs: it holds the embedded database.
      const refused = await server.admin(['backup', backup], { whileRunning: true });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/^Stop the Lotline server first\. The embedded database .*pglite is in use by process \d+/);
      await expect(stat(backup)).rejects.toThrow('ENOENT');

      const made = await server.admin(['backup', backup]);
      expect(made.code, made.out).toBe(0);
      console.log(`backup: ${made.out.trim()}`);
      // Three sizes of the photo: the original, medium and thumb.
      expect(made.out).toMatch(/^Backed up .* to .*lotline: \d+ database files, 3 media files, 0 PDF files; [\d.]+ MB in a [\d.]+ MB file, \d+ migrations\.\n$/);
      expect(gunzipSync(await readFile(backup)).subarray(0, 17).toString()).toBe('LOTLINE-BACKUP 1\n');

      // Later changes: another account, a new correction, the photo deleted.
      await signUpThroughApi(server.url, BOB);
      expect(await patchFloorArea(ada.token, 2750)).toBe(200);
      expect((await fetch(`${server.url}/api/properties/${encodeURIComponent(propertyId)}/media/${media.id}`, { method: 'DELETE', headers: bearer(ada.token) })).status).toBe(204);

      // A damaged copy (one byte changed) and a cut-off one are refused before anything changes
      // (the file is checked first, so the running server is not even in the way).
      const bytes = await readFile(backup);
      const damaged = Buffer.from(bytes);
      const middle = Math.floor(damaged.length / 2);
      damaged[middle] = damaged[middle]! ^ 0xff;
      await writeFile(`${backup}.damaged`, damaged);
      await writeFile(`${backup}.cut`, bytes.subarray(0, bytes.length - 100));
      const onDamaged = await server.admin(['restore', `${backup}.damaged`], { whileRunning: true });
      expect(onDamaged.code).toBe(1);
      expect(onDamaged.out).toMatch(/is not a usable Lotline backup: .*(damaged|malformed|not JSON).*\. Nothing was changed\./);
      const onCut = await server.admin(['restore', `${backup}.cut`], { whileRunning: true });
      expect(onCut.code).toBe(1);
      expect(onCut.out).toMatch(/is not a usable Lotline backup: it ends in the middle.*\. Nothing was changed\./);
      expect(await signIn(BOB)).toBe(200);
      expect(await grossFloorArea(ada.token)).toBe(2750);

      const restored = await server.admin(['restore', backup]);
      expect(restored.code, restored.out).toBe(0);
      const previous = /The data it replaced is in (\S+); delete/.exec(restored.out)?.[1];
      expect(previous).toMatch(/\.before-restore-\d{14}-[0-9a-f]{6}$/);
      expect(await stat(join(previous!, 'pglite')).then((info) => info.isDirectory())).toBe(true);

      // The state of the backup: Ada, her first correction and her photo; Bob never signed up.
      expect(await signIn(ADA)).toBe(200);
      expect(await signIn(BOB)).toBe(401);
      expect(await grossFloorArea(ada.token)).toBe(1500);
      expect((await mediaList(ada.token)).map((item) => [item.id, item.caption])).toEqual([[media.id, 'Before the backup']]);
      const restoredThumb = await fetch(`${server.url}/api/media/${media.id}/thumb`, { headers: bearer(ada.token) });
      expect(restoredThumb.status).toBe(200);
      expect(Buffer.from(await restoredThumb.arrayBuffer()).equals(Buffer.from(thumb))).toBe(true);
    } finally {
      await Promise.all([backup, `${backup}.damaged`, `${backup}.cut`].map((file) => rm(file, { force: true })));
    }
  });
});
