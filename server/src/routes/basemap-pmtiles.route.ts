// GET /basemap.pmtiles: the Protomaps base map archive (LOTLINE_BASEMAP_PMTILES, decision 030),
// served by byte ranges as the widget's PMTiles reader asks for them: 206 with Content-Range for
// one range, 416 for a range past the end, the whole file otherwise, HEAD, and ETag and
// Last-Modified for revalidation. Each answer streams from disk, whatever the archive's size.
// Inline embeds read it from other sites' pages with fetch, so it answers CORS to any origin (a
// CORS answer needs no Cross-Origin-Resource-Policy, decision 021).
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { byteRangeOf } from '../http/byte-range';
import { requestLogger } from '../http/request-log';
import { BASEMAP_PMTILES_PATH } from '../basemap-pmtiles';

/** A day: the archive changes only when the operator replaces it, and the ETag tells a cache when. */
const CACHE_CONTROL = 'public, max-age=86400, no-transform';

/** What every answer about the archive carries, on other sites' pages too. */
const SHARED_HEADERS = {
  'Accept-Ranges': 'bytes',
  'Cache-Control': CACHE_CONTROL,
  'Access-Control-Allow-Origin': '*',
  // The reader compares ETags to notice a replaced archive; Content-Range is not readable cross-origin otherwise.
  'Access-Control-Expose-Headers': 'Content-Range, ETag, Accept-Ranges',
} as const;

/** Whether an `If-None-Match` or `If-Range` list names `etag` (weak comparison for If-None-Match, RFC 9110 section 13.1.2). */
function listsEtag(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Whether the client's copy is current (RFC 9110 section 13.1.2 and 13.1.3: If-None-Match wins over If-Modified-Since). */
function isNotModified(c: Context, etag: string, modifiedS: number): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) return listsEtag(ifNoneMatch, etag);
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && modifiedS * 1000 <= since;
}

/** Whether a `Range` still applies: without If-Range, or when If-Range names this version exactly (section 13.1.5). */
function rangeApplies(c: Context, etag: string, lastModified: string): boolean {
  const ifRange = c.req.header('if-range')?.trim();
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

/** The route that serves the archive at `file`. */
export function basemapPmtilesRoutes(options: { file: string }): Hono {
  return new Hono()
    .options(BASEMAP_PMTILES_PATH, (c) => {
      // A Range header outside the simple `bytes=a-b` form makes the browser ask first.
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Access-Control-Allow-Methods', 'GET, HEAD');
      c.header('Access-Control-Allow-Headers', 'Range, If-None-Match, If-Range');
      c.header('Access-Control-Max-Age', '86400');
      return c.body(null, 204);
    })
    .get(BASEMAP_PMTILES_PATH, async (c) => {
      let file: FileHandle;
      try {
        file = await open(options.file, 'r');
      } catch (error) {
        // Checked at start (env.ts): it went away or lost its permissions since.
        requestLogger(c).warn({ err: error }, 'the base map archive cannot be read');
        return c.text('404 Not Found', 404);
      }
      let streaming = false;
      try {
        const stat = await file.stat();
        const size = stat.size;
        const modifiedS = Math.floor(stat.mtimeMs / 1000);
        // Strong, from the size and the time of the last change, as static file servers make it; the reader ignores weak ones.
        const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
        const lastModified = new Date(modifiedS * 1000).toUTCString();
        const headers: Record<string, string> = { ...SHARED_HEADERS, ETag: etag, 'Last-Modified': lastModified };
        if (isNotModified(c, etag, modifiedS)) return c.body(null, 304, headers);

        const range = rangeApplies(c, etag, lastModified) ? byteRangeOf(c.req.header('range'), size) : { kind: 'whole' as const };
        if (range.kind === 'unsatisfiable') {
          return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
        }
        const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
        headers['Content-Type'] = 'application/octet-stream';
        headers['Content-Length'] = String(end - start + 1);
        if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
        const status = range.kind === 'part' ? 206 : 200;
        if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);

        // The stream closes the file when it ends or the client goes away.
        const stream = file.createReadStream({ start, end });
        streaming = true;
        return c.body(Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>, status, headers);
      } finally {
        if (!streaming) await file.close();
      }
    });
}
