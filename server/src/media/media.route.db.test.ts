// Photos and videos through app.request() on a real database and a real media folder: the sizes
// and the metadata of served photos, videos as uploaded, types decided by the bytes, the size
// limits, and media that stay private to their owner.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, MediaItem, MediaList } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import type { Database } from '../db/database';
import { generateDemoTown } from '../demo/demo-town';
import { demoJurisdiction, seedDemoTown } from '../demo/seed-demo-town';

const secret = 'a-test-secret-of-at-least-32-characters!';
const town = generateDemoTown({ seed: 5, parcels: 40 });
const propertyId = `${demoJurisdiction(town).id}/${town.parcels[0]!.id}`;
const mediaPath = `/api/properties/${encodeURIComponent(propertyId)}/media`;
const ada = `Bearer ${issueDevToken(secret, 'ada')}`;
const bob = `Bearer ${issueDevToken(secret, 'bob')}`;
const MB = 1024 * 1024;
let database: Database;
let app: ReturnType<typeof createApp>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTown(database.db, { seed: 5, parcels: 40 });
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-media-test-'));
  app = createApp({ database, secret, dataDir });
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every file under the media folder, relative to it. */
async function mediaFiles(): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'media'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'media').length + 1))
      .sort();
  } catch {
    return [];
  }
}

function form(file: Blob | null, fileName: string, fields: Record<string, string>): FormData {
  const body = new FormData();
  if (file) body.append('file', file, fileName);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function upload(bytes: Uint8Array | null, fileName: string, fields: Record<string, string> = { category: 'utilities' }, authorization: string | null = ada) {
  const file = bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }) : null;
  const response = await app.request(mediaPath, {
    method: 'POST',
    body: form(file, fileName, fields),
    headers: authorization ? { authorization } : {},
  });
  return { status: response.status, body: (await response.json()) as MediaItem & ApiErrorBody };
}

async function get(path: string, authorization: string | null = ada): Promise<Response> {
  return app.request(path, { headers: authorization ? { authorization } : {} });
}

async function list(authorization: string = ada): Promise<MediaItem[]> {
  const response = await get(mediaPath, authorization);
  expect(response.status).toBe(200);
  return ((await response.json()) as MediaList).items;
}

/** The tags of a JPEG's EXIF IFD0 (0x0112 orientation, 0x8825 the GPS block), read from the TIFF structure. */
function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

/** A 400x300 JPEG, red on the left and blue on the right, that asks to be turned 90° clockwise and says where it was taken. */
async function phoneJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'AcmePhone', Model: 'SN-4417' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 21/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 3/1 36/1' } })
    .toBuffer();
}

/** A minimal MP4: an `ftyp` box (brand isom) and an empty `mdat` box. */
const tinyMp4 = Uint8Array.from([
  ...[0, 0, 0, 0x18], ...Buffer.from('ftypisom'), ...[0, 0, 2, 0], ...Buffer.from('isommp41'),
  ...[0, 0, 0, 8], ...Buffer.from('mdat'),
]);

describe('POST /api/properties/:id/media with a photo', () => {
  it('stores an upright JPEG in three sizes and serves none of its EXIF or GPS data', async () => {
    const jpeg = await phoneJpeg();
    const input = await sharp(jpeg).metadata();
    // The test photo really carries an orientation and a GPS block.
    expect(input.orientation).toBe(6);
    expect(exifTags(input.exif!)).toEqual(expect.arrayContaining([0x0112, 0x8825]));

    const { status, body } = await upload(jpeg, 'IMG_0001.JPG', { category: 'site-conditions', caption: '  Where the septic lid is  ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      property_id: propertyId,
      category: 'site-conditions',
      caption: 'Where the septic lid is',
      kind: 'image',
      content_type: 'image/jpeg',
      width: 300,
      height: 400,
      urls: { original: `/api/media/${body.id}/original`, medium: `/api/media/${body.id}/medium`, thumb: `/api/media/${body.id}/thumb` },
    });
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(body.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const original = await get(body.urls.original);
    expect(original.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'cache-control', 'x-content-type-options'].map((h) => [h, original.headers.get(h)]))).toEqual({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    const served = Buffer.from(await original.arrayBuffer());
    expect(served.byteLength).toBe(body.bytes);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 400]);
    expect([meta.exif, meta.orientation, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('AcmePhone')).toBe(false);
    // Turned upright: the left (red) half of the sensor image is now on top.
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(150, 20)[0]).toBeGreaterThan(200);
    expect(pixel(150, 380)[2]).toBeGreaterThan(200);

    const thumb = await get(body.urls.thumb!);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height, thumbMeta.exif]).toEqual(['webp', 120, 160, undefined]);

    // Smaller than the medium size: kept at its own size, never enlarged.
    const medium = await sharp(Buffer.from(await (await get(body.urls.medium!)).arrayBuffer())).metadata();
    expect([medium.format, medium.width, medium.height, medium.exif]).toEqual(['webp', 300, 400, undefined]);

    expect(await mediaFiles()).toEqual(expect.arrayContaining([
      `${body.id.slice(0, 2)}/${body.id}/original.jpg`,
      `${body.id.slice(0, 2)}/${body.id}/medium.webp`,
      `${body.id.slice(0, 2)}/${body.id}/thumb.webp`,
    ]));
  });

  it('keeps a PNG a PNG and fits the medium size into 1280 px', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7a3a' } }).png().toBuffer();
    const { status, body } = await upload(png, 'yard.png', { category: 'exterior' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'image', content_type: 'image/png', width: 2000, height: 1000, caption: null });
    const original = await get(body.urls.original);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).format).toBe('png');
    const medium = await sharp(Buffer.from(await (await get(body.urls.medium!)).arrayBuffer())).metadata();
    expect([medium.width, medium.height]).toEqual([1280, 640]);
    const thumb = await sharp(Buffer.from(await (await get(body.urls.thumb!)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([120, 160]);
  });
});

describe('POST /api/properties/:id/media with a video', () => {
  it('stores the video as uploaded, typed by its bytes, with no other sizes', async () => {
    const { status, body } = await upload(tinyMp4, 'walkthrough.bin', { category: 'access', caption: 'Driveway' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: 'video',
      content_type: 'video/mp4',
      bytes: tinyMp4.byteLength,
      width: null,
      height: null,
      urls: { original: `/api/media/${body.id}/original`, medium: null, thumb: null },
    });
    const original = await get(body.urls.original);
    expect(original.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(tinyMp4);
    const thumb = await get(`/api/media/${body.id}/thumb`);
    expect(thumb.status).toBe(404);
    expect(((await thumb.json()) as ApiErrorBody).error.message).toBe('Videos are served in their original size only, not thumb');
  });
});

describe('refused uploads', () => {
  it('refuse a text file called .jpg, and HEIC, with 415', async () => {
    const before = await mediaFiles();
    const text = await upload(new TextEncoder().encode('just some text, not a photo'), 'photo.jpg');
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
    expect(text.body.error.message).toBe('This file type is not accepted. Photos must be JPEG, PNG or WebP, and videos MP4, WebM or QuickTime (.mov).');

    const heic = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
    const refused = await upload(heic, 'IMG_0002.HEIC');
    expect(refused.status).toBe(415);
    expect(refused.body.error.message).toMatch(/^HEIC and HEIF photos are not accepted: export the photo as JPEG/);

    const broken = await upload(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]), 'broken.jpg');
    expect([broken.status, broken.body.error.fields]).toEqual([400, { file: ['The photo could not be read; the file may be damaged.'] }]);
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuse files over the limit with 413, whether declared, counted or per kind, and store nothing', async () => {
    const before = await mediaFiles();
    const count = (await list()).length;

    // A photo under the request limit but over the photo limit: JPEG bytes, 16 MB.
    const bigPhoto = new Uint8Array(16 * MB);
    bigPhoto.set([0xff, 0xd8, 0xff, 0xe0]);
    const photo = await upload(bigPhoto, 'big.jpg');
    expect([photo.status, photo.body.error.code, photo.body.error.message]).toEqual([413, 'payload_too_large', 'Photos are at most 15 MB; this file is 16 MB.']);

    // A declared length over the limit is refused before the body is read.
    const declared = await app.request(mediaPath, {
      method: 'POST',
      body: form(new Blob([tinyMp4]), 'clip.mp4', { category: 'utilities' }),
      headers: { authorization: ada, 'content-length': String(60 * MB) },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as ApiErrorBody).error.message).toBe('The upload is too large: photos are at most 15 MB and videos at most 50 MB.');

    // A body without a length is counted as it arrives and cut off past the limit.
    let sent = 0;
    const chunk = new Uint8Array(MB);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n'));
        if (sent >= 60) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await app.request(mediaPath, {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { authorization: ada, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(55);

    expect((await list()).length).toBe(count);
    expect(await mediaFiles()).toEqual(before);
  });

  it('answer 400 with a message per field', async () => {
    const { status, body } = await upload(tinyMp4, 'a.mp4', { category: 'selfies', caption: 'x'.repeat(201) });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      category: ['category must be one of utilities, site-conditions, exterior, interior, access, other'],
      caption: ['caption is at most 200 characters'],
    });
    expect((await upload(null, '', { category: 'utilities' })).body.error.fields).toEqual({ file: ['file is required: a photo or a video'] });
    expect((await upload(new Uint8Array(), 'empty.jpg')).body.error.fields).toEqual({ file: ['The file is empty'] });
    const json = await app.request(mediaPath, { method: 'POST', body: '{}', headers: { authorization: ada, 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
  });

  it('answer 404 for a property that does not exist', async () => {
    const response = await app.request(`/api/properties/${encodeURIComponent('ma-nowhere/1')}/media`, {
      method: 'POST',
      body: form(new Blob([tinyMp4]), 'clip.mp4', { category: 'utilities' }),
      headers: { authorization: ada },
    });
    expect(response.status).toBe(404);
  });
});

describe('privacy', () => {
  it('asks visitors to sign in, and refuses a forged token', async () => {
    const before = await mediaFiles();
    const visitor = await upload(tinyMp4, 'clip.mp4', { category: 'utilities' }, null);
    expect([visitor.status, visitor.body.error.message]).toEqual([401, 'Sign in to add photos and videos.']);
    expect((await upload(tinyMp4, 'clip.mp4', { category: 'utilities' }, 'Bearer dev.YWRh.forged')).status).toBe(401);
    expect(await mediaFiles()).toEqual(before);

    const [item] = await list();
    expect((await get(mediaPath, null)).status).toBe(401);
    expect((await get(item!.urls.original, null)).status).toBe(401);
    expect((await app.request(`${mediaPath}/${item!.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('shows another user none of them: list, files and delete all answer as if they did not exist', async () => {
    const mine = await list(ada);
    expect(mine.length).toBeGreaterThan(0);
    expect(await list(bob)).toEqual([]);
    for (const item of mine) {
      const file = await get(item.urls.original, bob);
      expect([file.status, ((await file.json()) as ApiErrorBody).error.message]).toEqual([404, `No media ${item.id}`]);
      expect((await app.request(`${mediaPath}/${item.id}`, { method: 'DELETE', headers: { authorization: bob } })).status).toBe(404);
    }
    expect(await list(ada)).toEqual(mine);
  });
});

describe('DELETE /api/properties/:id/media/:mediaId', () => {
  it('removes the row and the files from disk', async () => {
    const { body: item } = await upload(await phoneJpeg(), 'delete-me.jpg', { category: 'other' });
    const folder = `${item.id.slice(0, 2)}/${item.id}`;
    expect((await mediaFiles()).filter((f) => f.startsWith(folder))).toHaveLength(3);

    const response = await app.request(`${mediaPath}/${item.id}`, { method: 'DELETE', headers: { authorization: ada } });
    expect(response.status).toBe(204);
    expect((await mediaFiles()).filter((f) => f.startsWith(`${folder}/`))).toEqual([]);
    await expect(readdir(join(dataDir, 'media', folder))).rejects.toThrow(/ENOENT/);
    expect((await list()).map((m) => m.id)).not.toContain(item.id);
    expect((await get(item.urls.thumb!)).status).toBe(404);
    expect((await app.request(`${mediaPath}/${item.id}`, { method: 'DELETE', headers: { authorization: ada } })).status).toBe(404);
  });
});

describe('ids in paths', () => {
  it('never reach the file system: malformed ids answer 400, traversal outside /api 404', async () => {
    const [item] = await list();
    const attempts: [string, 'GET' | 'DELETE', number][] = [
      ['/api/media/..%2F..%2F..%2Fetc%2Fpasswd/original', 'GET', 400],
      [`/api/media/${item!.id}/..%2F..%2F..%2Fetc%2Fpasswd`, 'GET', 400],
      [`/api/media/${item!.id}/original.jpg`, 'GET', 400],
      [`/api/media/${item!.id.toUpperCase()}/original`, 'GET', 400],
      [`${mediaPath}/..%2F${item!.id}`, 'DELETE', 400],
      ['/api/media/../../../etc/passwd', 'GET', 404],
      [`/api/properties/${encodeURIComponent('../../..')}/media`, 'GET', 404],
    ];
    for (const [path, method, status] of attempts) {
      const response = await app.request(path, { method, headers: { authorization: ada } });
      expect([path, response.status]).toEqual([path, status]);
    }
  });
});
