// Stored PDFs: the file in a `MediaStore` (files under `<dataDir>/pdf/`, or rows of file_blobs with
// LOTLINE_FILE_STORE=database) under a random id, and a `pdf_reports` row with its owner, its
// download name and the moment its link stops working. Ids are made here, never taken from a
// request unchecked. Expired PDFs answer as expired until the sweep (any server's: one DELETE …
// RETURNING hands each row to one of them) removes the row and the file.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { PdfIdSchema } from '../../../core/api';
import type { Db } from '../db/database';
import { pdfReports } from '../db/schema';
import { startPollingWorker, type PollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../log/logger';
import type { MediaStore } from '../media/media-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many expired PDFs one sweep removes; a full batch is followed by another at once. */
const SWEEP_BATCH = 500;

/** How long a PDF's link works by default (LOTLINE_PDF_TTL_DAYS). */
export const DEFAULT_PDF_TTL_DAYS = 30;

/** A PDF to store. */
export interface NewPdf {
  bytes: Uint8Array;
  filename: string;
  userId: string;
}

/** What a link finds: the file, a file whose time is over, or nothing. */
export type PdfLookup =
  | { status: 'found'; bytes: Uint8Array<ArrayBuffer>; filename: string; expiresAt: Date }
  | { status: 'expired'; filename: string }
  | { status: 'missing' };

const blobKey = (id: string) => `${id}.pdf`;

/** Saves, reads and sweeps PDFs: rows in `db`, files in `blobs`, links valid for `ttlDays`. */
export function createPdfStore(db: Db, blobs: MediaStore, options: { ttlDays?: number } = {}) {
  const ttlMs = (options.ttlDays ?? DEFAULT_PDF_TTL_DAYS) * DAY_MS;
  return {
    /** Stores a PDF made at `now` and answers its new id and the end of its link. The file is written before its row, so a row always has its file. */
    async save(pdf: NewPdf, now: Date): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(16).toString('hex');
      const expiresAt = new Date(now.getTime() + ttlMs);
      await blobs.put(blobKey(id), pdf.bytes);
      await db.insert(pdfReports).values({ id, userId: pdf.userId, filename: pdf.filename, bytes: pdf.bytes.byteLength, createdAt: now, expiresAt });
      return { id, expiresAt };
    },
    /** What the link of `id` finds at `now`; malformed ids find nothing. */
    async load(id: string, now: Date): Promise<PdfLookup> {
      if (!v.is(PdfIdSchema, id)) return { status: 'missing' };
      const [row] = await db.select({ filename: pdfReports.filename, expiresAt: pdfReports.expiresAt }).from(pdfReports).where(eq(pdfReports.id, id)).limit(1);
      if (!row) return { status: 'missing' };
      if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', filename: row.filename };
      const bytes = await blobs.get(blobKey(id));
      return bytes ? { status: 'found', bytes, filename: row.filename, expiresAt: row.expiresAt } : { status: 'missing' };
    },
    /**
     * Removes up to `batch` PDFs expired at `now`, rows first: a server that loses the race for a
     * row never touches its file, and sweeps running at once take different rows (SKIP LOCKED).
     * Answers how many it removed.
     */
    async sweep(now: Date, batch = SWEEP_BATCH): Promise<number> {
      const due = db.select({ id: pdfReports.id }).from(pdfReports).where(lte(pdfReports.expiresAt, now)).limit(batch).for('update', { skipLocked: true });
      const removed = await db
        .delete(pdfReports)
        .where(and(inArray(pdfReports.id, due), lte(pdfReports.expiresAt, now)))
        .returning({ id: pdfReports.id });
      for (const { id } of removed) await blobs.delete(blobKey(id));
      return removed.length;
    },
  };
}
export type PdfStore = ReturnType<typeof createPdfStore>;

/** The hourly sweep of expired PDFs in this process; `stop` waits for a round in progress. */
export function startPdfSweeper(store: PdfStore, options: { logger: Logger; now?: () => Date; intervalMs?: number }): PollingWorker {
  const now = options.now ?? (() => new Date());
  return startPollingWorker({
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    round: async () => {
      const removed = await store.sweep(now());
      if (removed > 0) options.logger.info({ removed }, `Removed ${removed} expired PDF${removed === 1 ? '' : 's'}.`);
      return removed === SWEEP_BATCH;
    },
    onError: (error) => options.logger.warn({ err: error }, 'Sweeping expired PDFs failed; trying again at the next round.'),
  });
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Generated PDFs. */
    pdfStore: PdfStore;
  }
}
