// Stored PDFs: the file and its download name under random ids, in a `MediaStore` (files under
// `<dataDir>/pdf/` by default). Ids are made here, never taken from a request unchecked.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { PdfIdSchema } from '../../../core/api/pdf.schema';
import type { MediaStore } from '../media/media-store';

/** A stored PDF. */
export interface StoredPdf {
  bytes: Uint8Array;
  filename: string;
}

const MetaSchema = v.object({ filename: v.string() });

/** Saves and reads PDFs by id on top of a blob store. */
export function createPdfStore(blobs: MediaStore) {
  return {
    /** Stores a PDF and answers its new id. */
    async save(pdf: StoredPdf): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await blobs.put(`${id}.json`, new TextEncoder().encode(JSON.stringify({ filename: pdf.filename })));
      await blobs.put(`${id}.pdf`, pdf.bytes);
      return id;
    },
    /** The PDF of `id`, or null when the id is malformed or unknown. */
    async load(id: string): Promise<StoredPdf | null> {
      if (!v.is(PdfIdSchema, id)) return null;
      const [bytes, meta] = await Promise.all([blobs.get(`${id}.pdf`), blobs.get(`${id}.json`)]);
      if (!bytes || !meta) return null;
      const parsed = v.safeParse(MetaSchema, JSON.parse(new TextDecoder().decode(meta)) as unknown);
      return parsed.success ? { bytes, filename: parsed.output.filename } : null;
    },
  };
}
export type PdfStore = ReturnType<typeof createPdfStore>;
