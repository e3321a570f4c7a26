// What a `Range` header asks of a file (RFC 9110 section 14.1.2): one byte range, the whole file,
// or nothing it has. A reader of a PMTiles archive asks for one range at a time; a header with
// several ranges, another unit or bad syntax is ignored, as section 14.2 allows, and the whole file
// is the answer.

/** The answer a `Range` header calls for: the whole file, the bytes `start` to `end` (both included), or a 416. */
export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The part of a file of `sizeBytes` that the `Range` header `header` asks for. */
export function byteRangeOf(header: string | undefined, sizeBytes: number): ByteRange {
  const match = header === undefined ? null : ONE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix range: the last N bytes (section 14.1.2: a suffix of zero bytes is unsatisfiable).
    const suffix = Number(last);
    if (suffix === 0 || sizeBytes === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, sizeBytes - suffix), end: sizeBytes - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // A last position before the first makes the range invalid, and an invalid range is ignored.
  if (end < start) return { kind: 'whole' };
  if (start >= sizeBytes) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, sizeBytes - 1) };
}
