// Streaming reader for ESRI shapefiles (.shp with sibling .dbf/.prj/.cpg, or one inside a .zip).
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { unzipSync } from 'fflate';
import * as shapefile from 'shapefile';
import type { Openable } from 'shapefile';
import { createReprojector } from './reproject';
import { toSourceFeature } from './to-source-feature';
import type { SourceFeature } from './types';

interface ShapefileParts {
  shp: Openable;
  dbf?: Openable;
  prj?: string;
  cpg?: string;
}

function dbfEncoding(cpg: string | undefined): string {
  const label = (cpg ?? '').trim().toLowerCase().replace(/^ansi\s+/, '');
  const encoding = /^utf-?8$/.test(label) ? 'utf-8'
    : /^12\d\d$/.test(label) ? `windows-${label}`
    : /^8859[-_]?(\d+)$/.test(label) ? `iso-8859-${label.replace(/^8859[-_]?/, '')}`
    : label || 'windows-1252';
  try {
    new TextDecoder(encoding);
    return encoding;
  } catch {
    return 'windows-1252';
  }
}

async function* readParts(parts: ShapefileParts, crs: string | undefined): AsyncGenerator<SourceFeature> {
  const reproject = createReprojector(parts.prj?.trim() || crs || 'EPSG:4326');
  const source = await shapefile.open(parts.shp, parts.dbf, { encoding: dbfEncoding(parts.cpg) });
  let done = false;
  try {
    for (let result = await source.read(); !result.done; result = await source.read()) yield reproject(toSourceFeature(result.value));
    done = true;
  } finally {
    if (!done) await source.cancel();
  }
}

async function siblingFiles(shpPath: string): Promise<Map<string, string>> {
  const folder = dirname(shpPath);
  const base = basename(shpPath, extname(shpPath)).toLowerCase();
  const siblings = new Map<string, string>();
  for (const name of await readdir(folder)) {
    const extension = extname(name).toLowerCase();
    if (basename(name, extname(name)).toLowerCase() === base) siblings.set(extension, join(folder, name));
  }
  return siblings;
}

/** Streams the features of a .shp file with its sibling .dbf, .prj and .cpg; the CRS is the .prj's, else options.crs, else WGS84. */
export async function* readShapefile(path: string, options: { crs?: string } = {}): AsyncGenerator<SourceFeature> {
  const siblings = await siblingFiles(path);
  const dbfPath = siblings.get('.dbf');
  const prjPath = siblings.get('.prj');
  const cpgPath = siblings.get('.cpg');
  const shp = createReadStream(path);
  const dbf = dbfPath === undefined ? undefined : createReadStream(dbfPath);
  try {
    yield* readParts({
      shp,
      dbf,
      prj: prjPath === undefined ? undefined : await readFile(prjPath, 'utf8'),
      cpg: cpgPath === undefined ? undefined : await readFile(cpgPath, 'utf8'),
    }, options.crs);
  } finally {
    shp.destroy();
    dbf?.destroy();
  }
}

/** Reads the one shapefile in a .zip (or the one whose base name is options.layer) like readShapefile. */
export async function* readZippedShapefile(path: string, options: { crs?: string; layer?: string } = {}): AsyncGenerator<SourceFeature> {
  const archive = await readFile(path);
  const names: string[] = [];
  unzipSync(archive, { filter: (file) => { names.push(file.name); return false; } });
  const layers = names.filter((name) => /\.shp$/i.test(name) && !name.startsWith('__MACOSX/'));
  const layerName = (name: string): string => basename(name, extname(name));
  const chosen = options.layer === undefined ? layers : layers.filter((name) => layerName(name).toLowerCase() === options.layer?.toLowerCase());
  const shpName = chosen[0];
  if (shpName === undefined || chosen.length > 1) {
    const wanted = options.layer === undefined ? 'exactly one shapefile' : `shapefile ${options.layer}`;
    throw new Error(`Expected ${wanted} in ${path}; found: ${layers.map(layerName).join(', ') || 'none'}`);
  }
  const stem = shpName.slice(0, -4).toLowerCase();
  const files = unzipSync(archive, { filter: (file) => file.name.slice(0, -4).toLowerCase() === stem });
  const entry = (extension: string): Uint8Array | undefined =>
    Object.entries(files).find(([name]) => name.toLowerCase() === `${stem}${extension}`)?.[1];
  const decode = (bytes: Uint8Array | undefined): string | undefined => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));
  const shp = entry('.shp');
  if (shp === undefined) throw new Error(`Cannot read ${shpName} in ${path}`);
  yield* readParts({ shp, dbf: entry('.dbf'), prj: decode(entry('.prj')), cpg: decode(entry('.cpg')) }, options.crs);
}
