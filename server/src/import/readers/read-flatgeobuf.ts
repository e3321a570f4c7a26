// Streaming reader for FlatGeobuf files, reprojected from the CRS in the file header.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { deserialize } from 'flatgeobuf/lib/mjs/geojson.js';
import type { HeaderMeta } from 'flatgeobuf/lib/mjs/header-meta.js';
import { createReprojector } from './reproject';
import { toSourceFeature } from './to-source-feature';
import type { SourceFeature } from './types';

function headerCrs(header: HeaderMeta | undefined): string | undefined {
  const crs = header?.crs;
  if (!crs) return undefined;
  if ((crs.org ?? 'EPSG').toUpperCase() === 'EPSG' && crs.code > 0) return `EPSG:${crs.code}`;
  return crs.wkt ?? crs.code_string ?? undefined;
}

/** Streams the features of a FlatGeobuf file in WGS84; the CRS is the header's, else options.crs, else WGS84. */
export async function* readFlatGeobuf(path: string, options: { crs?: string } = {}): AsyncGenerator<SourceFeature> {
  const file = createReadStream(path);
  let header: HeaderMeta | undefined;
  let reproject: ((feature: SourceFeature) => SourceFeature) | undefined;
  try {
    const stream = Readable.toWeb(file) as unknown as ReadableStream<Uint8Array>;
    for await (const feature of deserialize(stream, { headerMetaFn: (meta) => { header = meta; } })) {
      reproject ??= createReprojector(headerCrs(header) ?? options.crs ?? 'EPSG:4326');
      yield reproject(toSourceFeature(feature));
    }
  } finally {
    file.destroy();
  }
}
