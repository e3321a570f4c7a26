// Stored PDFs keep their link for the store's keeping time: GET /api/pdf answers the file until
// then (cached no longer than the link lives), 410 with the error shape after, and 404 once the
// sweep has removed the row and the file. Two sweeps at once remove each PDF once.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import { pdfPath } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { pdfReports } from '../db/schema';
import { createFileMediaStore } from '../media/media-store';
import { PDF_EXPIRED_MESSAGE } from './pdf.route';
import { createPdfStore, startPdfSweeper } from './pdf-store';

const secret = 'a-test-secret-of-at-least-32-characters!';
const DAY_MS = 24 * 60 * 60 * 1000;
const MADE = new Date('2026-03-02T10:00:00Z');
const after = (ms: number) => new Date(MADE.getTime() + ms);
/** The smallest bytes that look like a PDF to a reader of this test. */
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% a stored test file\n%%EOF\n');

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-pdf-store-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const files = async (folder: string): Promise<string[]> => (await readdir(join(dataDir, folder)).catch(() => [])).filter((name) => !name.startsWith('.')).sort();

describe('the link of a stored PDF', () => {
  it('serves the file for the keeping time, then answers 410, then 404 once swept', async () => {
    const store = createPdfStore(database.db, createFileMediaStore(dataDir, 'pdf-link'), { ttlDays: 2 });
    let now = MADE;
    const app = createApp({ database, secret, dataDir, pdfStore: store, now: () => now });
    const { id, expiresAt } = await store.save({ bytes: PDF_BYTES, filename: 'my-cottage.pdf', userId: 'pdf-owner' }, MADE);
    expect(expiresAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    const [row] = await database.db.select().from(pdfReports);
    expect(row).toMatchObject({ id, userId: 'pdf-owner', filename: 'my-cottage.pdf', bytes: PDF_BYTES.byteLength });
    expect(row!.expiresAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');

    const fresh = await app.request(pdfPath(id, 'my-cottage.pdf'));
    expect(fresh.status).toBe(200);
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(PDF_BYTES);
    expect(fresh.headers.get('cache-control')).toBe('private, max-age=3600');
    // Ten minutes before the end, caches may keep it ten minutes.
    now = after(2 * DAY_MS - 10 * 60_000);
    expect((await app.request(pdfPath(id, 'my-cottage.pdf'))).headers.get('cache-control')).toBe('private, max-age=600');

    now = after(2 * DAY_MS);
    const expired = await app.request(pdfPath(id, 'my-cottage.pdf'));
    expect(expired.status).toBe(410);
    expect((await expired.json()) as ApiErrorBody).toEqual({ error: { code: 'expired', message: PDF_EXPIRED_MESSAGE } });
    // Another name is not this PDF's link, expired or not.
    expect((await app.request(pdfPath(id, 'other.pdf'))).status).toBe(404);
    expect(await files('pdf-link')).toEqual([`${id}.pdf`]);

    expect(await store.sweep(now)).toBe(1);
    expect(await files('pdf-link')).toEqual([]);
    expect(await database.db.select().from(pdfReports)).toEqual([]);
    expect((await app.request(pdfPath(id, 'my-cottage.pdf'))).status).toBe(404);
  });

  it('sweeps only what has expired, each PDF once when two sweeps run at once', async () => {
    const store = createPdfStore(database.db, createFileMediaStore(dataDir, 'pdf-sweep'), { ttlDays: 1 });
    const old = await Promise.all(Array.from({ length: 12 }, async (_, i) => (await store.save({ bytes: PDF_BYTES, filename: `old-${i}.pdf`, userId: 'u' }, MADE)).id));
    const { id: young } = await store.save({ bytes: PDF_BYTES, filename: 'young.pdf', userId: 'u' }, after(DAY_MS));
    const at = after(DAY_MS + 1);
    const [a, b] = await Promise.all([store.sweep(at, 5), store.sweep(at, 5)]);
    expect(a + b).toBe(10);
    expect(await store.sweep(at)).toBe(2);
    expect(await store.sweep(at)).toBe(0);
    expect(await files('pdf-sweep')).toEqual([`${young}.pdf`]);
    expect((await store.load(young, at)).status).toBe('found');
    expect((await store.load(old[0]!, at)).status).toBe('missing');
    await store.sweep(after(3 * DAY_MS));
    expect(await database.db.select().from(pdfReports)).toEqual([]);
  });

  it('is swept by the worker at its start and on its interval, until stopped', async () => {
    const store = createPdfStore(database.db, createFileMediaStore(dataDir, 'pdf-worker'), { ttlDays: 1 });
    const { id: first } = await store.save({ bytes: PDF_BYTES, filename: 'first.pdf', userId: 'u' }, MADE);
    let now = after(DAY_MS);
    const logged: string[] = [];
    const logger = { info: (_: unknown, message: string) => logged.push(message), warn: (_: unknown, message: string) => logged.push(`warn: ${message}`) };
    const sweeper = startPdfSweeper(store, { logger: logger as never, now: () => now, intervalMs: 20 });
    await expect.poll(async () => files('pdf-worker')).toEqual([]);
    expect((await store.load(first, now)).status).toBe('missing');
    const { id: second } = await store.save({ bytes: PDF_BYTES, filename: 'second.pdf', userId: 'u' }, now);
    now = after(3 * DAY_MS);
    await expect.poll(async () => files('pdf-worker')).toEqual([]);
    await sweeper.stop();
    expect((await store.load(second, now)).status).toBe('missing');
    expect(logged).toEqual(['Removed 1 expired PDF.', 'Removed 1 expired PDF.']);
  });
});
