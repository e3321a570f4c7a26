// Reader for a dBase table on its own (.dbf without a shapefile), such as the assessor and
// use-code tables of a MassGIS parcel download: its field names, then its records.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import * as shapefile from 'shapefile';

/** A dBase table: its field names and a stream of its records. */
export interface DbfTable {
  fields: string[];
  records(): AsyncGenerator<Record<string, unknown>>;
}

async function encodingOf(path: string): Promise<string> {
  const cpg = join(dirname(path), `${basename(path, extname(path))}.cpg`);
  const label = await readFile(cpg, 'utf8').then((text) => text.trim().toLowerCase(), () => '');
  return /^utf-?8$/.test(label) ? 'utf-8' : 'windows-1252';
}

/** Opens a .dbf file (its .cpg, when present, names the text encoding). */
export async function openDbfTable(path: string): Promise<DbfTable> {
  const stream = createReadStream(path);
  const source = await shapefile.openDbf(stream, { encoding: await encodingOf(path) });
  const fields = ((source as unknown as { _fields: { name: string }[] })._fields ?? []).map((field) => field.name);
  let used = false;
  return {
    fields,
    async *records() {
      if (used) throw new Error(`${basename(path)} can be read once`);
      used = true;
      let done = false;
      try {
        for (let result = await source.read(); !result.done; result = await source.read()) yield result.value as Record<string, unknown>;
        done = true;
      } finally {
        if (!done) await source.cancel();
        stream.destroy();
      }
    },
  };
}
