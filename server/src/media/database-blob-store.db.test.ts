// Media and PDFs kept in the database (LOTLINE_FILE_STORE=database): blobs round-trip byte for
// byte in their own store, a put replaces, a delete removes, keys are checked as on disk; a photo
// uploaded through the app is served from its rows and removed with them, and no file is written
// under the data directory; stored PDFs expire and are swept there too.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import type { Database } from '../db/database';
import { fileBlobs } from '../db/schema';
import { generateDemoTown } from '../demo/demo-town';
import { demoJurisdiction, seedDemoTown } from '../demo/seed-demo-town';
import { createPdfStore } from '../pdf/pdf-store';
import { createDatabaseBlobStore } from './database-blob-store';

const secret = 'a-test-secret-of-at-least-32-characters!';
const DAY_MS = 24 * 60 * 60 * 1000;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-blob-test-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rowsOf = (store: 'media' | 'pdf') =>
  database.db.select({ key: fileBlobs.key, size: fileBlobs.size }).from(fileBlobs).where(eq(fileBlobs.store, store)).orderBy(asc(fileBlobs.key));

describe('createDatabaseBlobStore', () => {
  it('round-trips every byte value and a 3 MB blob, replaces on put and removes on delete, store by store', async () => {
    const media = createDatabaseBlobStore(database.db, 'media');
    const pdf = createDatabaseBlobStore(database.db, 'pdf');
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = new Uint8Array(randomBytes(3 * 1024 * 1024));
    await media.put('ab/every-byte.bin', everyByte);
    await media.put('ab/large.mp4', large);
    await pdf.put('ab/every-byte.bin', Uint8Array.from([37, 80, 68, 70]));

    const read = await media.get('ab/every-byte.bin');
    expect(read).toBeInstanceOf(Uint8Array);
    expect([...read!]).toEqual([...everyByte]);
    expect(Buffer.from((await media.get('ab/large.mp4'))!).equals(Buffer.from(large))).toBe(true);
    expect([...(await pdf.get('ab/every-byte.bin'))!]).toEqual([37, 80, 68, 70]);
    expect(await media.get('ab/missing.bin')).toBeNull();
    expect(await rowsOf('media')).toEqual([
      { key: 'ab/every-byte.bin', size: 256 },
      { key: 'ab/large.mp4', size: 3 * 1024 * 1024 },
    ]);

    await media.put('ab/every-byte.bin', Uint8Array.from([9]));
    expect([...(await media.get('ab/every-byte.bin'))!]).toEqual([9]);
    await media.delete('ab/every-byte.bin');
    await media.delete('ab/every-byte.bin'); // deleting twice is fine
    await media.delete('ab/large.mp4');
    expect(await rowsOf('media')).toEqual([]);
    // The PDF store's blob of the same key is its own.
    expect(await rowsOf('pdf')).toEqual([{ key: 'ab/every-byte.bin', size: 4 }]);
    await pdf.delete('ab/every-byte.bin');
  });

  it('refuses the keys the file store refuses', async () => {
    const media = createDatabaseBlobStore(database.db, 'media');
    for (const key of ['../secret.txt', '/etc/passwd', '', 'ab//c.jpg', '.hidden']) {
      await expect(media.get(key), key).rejects.toThrow(/Not a media blob key/);
      await expect(media.put(key, new Uint8Array(1)), key).rejects.toThrow(/Not a media blob key/);
      await expect(media.delete(key), key).rejects.toThrow(/Not a media blob key/);
    }
    expect(await rowsOf('media')).toEqual([]);
  });
});

describe('an app with LOTLINE_FILE_STORE=database', () => {
  it('keeps an uploaded photo in rows, serves it from them, deletes them with it, and writes no file', async () => {
    await seedDemoTown(database.db, { seed: 5, parcels: 20 });
    const town = generateDemoTown({ seed: 5, parcels: 20 });
    const mediaPath = `/api/properties/${encodeURIComponent(`${demoJurisdiction(town).id}/${town.parcels[0]!.id}`)}/media`;
    const authorization = `Bearer ${issueDevToken(secret, 'blob-owner')}`;
    const app = createApp({ database, secret, dataDir, fileStore: 'database' });

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f6f5c' } }).jpeg().toBuffer();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'shed.jpg');
    body.append('category', 'other');
    const uploaded = await app.request(mediaPath, { method: 'POST', body, headers: { authorization } });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()) as MediaItem;
    const folder = `${item.id.slice(0, 2)}/${item.id}`;
    expect((await rowsOf('media')).map((row) => row.key)).toEqual([`${folder}/medium.webp`, `${folder}/original.jpg`, `${folder}/thumb.webp`]);

    const thumb = await app.request(item.urls.thumb!, { headers: { authorization } });
    expect(thumb.status).toBe(200);
    const served = Buffer.from(await thumb.arrayBuffer());
    const [stored] = await database.db.select({ bytes: fileBlobs.bytes }).from(fileBlobs).where(eq(fileBlobs.key, `${folder}/thumb.webp`));
    expect(served.equals(Buffer.from(stored!.bytes))).toBe(true);
    expect((await sharp(served).metadata()).format).toBe('webp');

    expect((await app.request(`${mediaPath}/${item.id}`, { method: 'DELETE', headers: { authorization } })).status).toBe(204);
    expect(await rowsOf('media')).toEqual([]);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('keeps PDFs in rows until their links expire and the sweep removes them', async () => {
    const store = createPdfStore(database.db, createDatabaseBlobStore(database.db, 'pdf'), { ttlDays: 1 });
    const made = new Date('2026-05-01T12:00:00Z');
    const { id } = await store.save({ bytes: Uint8Array.from([37, 80, 68, 70, 45]), filename: 'lot.pdf', userId: 'blob-owner' }, made);
    expect(await rowsOf('pdf')).toEqual([{ key: `${id}.pdf`, size: 5 }]);
    const found = await store.load(id, made);
    expect(found.status === 'found' && [...found.bytes]).toEqual([37, 80, 68, 70, 45]);
    expect(await store.sweep(new Date(made.getTime() + DAY_MS))).toBe(1);
    expect(await rowsOf('pdf')).toEqual([]);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
