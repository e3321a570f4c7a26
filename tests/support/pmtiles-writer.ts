// A small PMTiles version 3 writer for tests: the 127-byte header, one root directory, the JSON
// metadata and the tiles, laid out and encoded as the PMTiles v3 specification says
// (github.com/protomaps/PMTiles, spec/v3/spec.md). Tiles are sorted by tile id and written once
// each, so the archive is clustered; there are no leaf directories, so the root directory must
// fit with the header in the first 16 KiB, which a reader fetches first.
import { gzipSync } from 'node:zlib';
import { Compression, TileType, zxyToTileId, type Entry } from 'pmtiles';

/** One tile of an archive: its address and its bytes, uncompressed. */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

/** What an archive holds besides its tiles. */
export interface ArchiveOptions {
  tileType: TileType;
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
  /** Longitude, latitude and zoom a viewer opens at. */
  center: [number, number, number];
  /** The JSON metadata (for vector tiles, `vector_layers` at least). */
  metadata: Record<string, unknown>;
}

const HEADER_BYTES = 127;
/** The bytes a reader fetches first (PMTiles v3 spec: header and root directory within them). */
const FIRST_FETCH_BYTES = 16_384;

/** Appends `value` as an unsigned LEB128 varint; tile ids pass 2^32, so no 32-bit bit operations. */
function pushVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A directory (spec: Directories): count, then the tile id deltas, run lengths, lengths and offsets, each a column of varints. */
function encodeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    pushVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) pushVarint(out, entry.runLength);
  for (const entry of entries) pushVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0 says "right after the previous tile"; any other offset is written plus one.
    pushVarint(out, previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

const e7 = (degrees: number): number => Math.round(degrees * 1e7);

/** The archive's bytes: tiles and directory gzip-compressed, as Protomaps' own builds are. */
export function writePmtiles(tiles: readonly ArchiveTile[], options: ArchiveOptions): Uint8Array {
  const sorted = tiles.map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), tile })).sort((a, b) => a.tileId - b.tileId);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.tileId === sorted[i - 1]!.tileId) throw new Error(`tile ${JSON.stringify(sorted[i]!.tile)} is given twice`);
  }
  const blobs = sorted.map(({ tile }) => gzipSync(tile.data));
  const entries: Entry[] = [];
  let offset = 0;
  sorted.forEach(({ tileId }, i) => {
    entries.push({ tileId, offset, length: blobs[i]!.length, runLength: 1 });
    offset += blobs[i]!.length;
  });
  const tileDataLength = offset;
  const root = gzipSync(encodeDirectory(entries));
  const metadata = gzipSync(JSON.stringify(options.metadata));
  if (HEADER_BYTES + root.length > FIRST_FETCH_BYTES) throw new Error(`the root directory (${root.length} bytes) needs leaf directories, which this writer does not make`);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const tileDataOffset = metadataOffset + metadata.length;
  const zooms = sorted.map(({ tile }) => tile.z);
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileDataOffset); // no leaf directories: their offset is where the tiles start, their length 0
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileDataLength);
  u64(72, sorted.length); // addressed tiles
  u64(80, entries.length); // tile entries
  u64(88, blobs.length); // tile contents
  header.writeUInt8(1, 96); // clustered: tiles in tile id order
  header.writeUInt8(Compression.Gzip, 97); // internal compression (directories, metadata)
  header.writeUInt8(Compression.Gzip, 98); // tile compression
  header.writeUInt8(options.tileType, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const [west, south, east, north] = options.bounds;
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  const [lng, lat, zoom] = options.center;
  header.writeUInt8(zoom, 118);
  header.writeInt32LE(e7(lng), 119);
  header.writeInt32LE(e7(lat), 123);

  return Buffer.concat([header, root, metadata, ...blobs]);
}
