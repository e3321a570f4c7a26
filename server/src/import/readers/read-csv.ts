// Streaming RFC 4180 CSV reader (quoted fields, doubled quotes, embedded newlines, CRLF, UTF-8 BOM).
import { createReadStream } from 'node:fs';

type State = 'start' | 'plain' | 'quoted' | 'quote';

async function* csvRows(chunks: AsyncIterable<string>, path: string): AsyncGenerator<string[]> {
  let row: string[] = [];
  let field = '';
  let state: State = 'start';
  let line = 1;
  let quoteLine = 1;
  let afterCr = false;
  let first = true;
  for await (const text of chunks) {
    const chunk = first ? text.replace(/^\uFEFF/, '') : text;
    first = false;
    const rows: string[][] = [];
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] as string;
      if (c === '\n' && afterCr) {
        afterCr = false;
        if (state === 'quoted') field += c;
        continue;
      }
      afterCr = c === '\r';
      if (c === '\n' || c === '\r') line++;
      if (state === 'quote') {
        if (c === '"') {
          field += c;
          state = 'quoted';
          continue;
        }
        state = 'plain';
      }
      if (state === 'quoted') {
        if (c === '"') state = 'quote';
        else field += c;
      } else if (c === ',') {
        row.push(field);
        field = '';
        state = 'start';
      } else if (c === '\n' || c === '\r') {
        row.push(field);
        if (row.length > 1 || field !== '') rows.push(row);
        row = [];
        field = '';
        state = 'start';
      } else if (c === '"' && state === 'start') {
        state = 'quoted';
        quoteLine = line;
      } else {
        field += c;
        state = 'plain';
      }
    }
    yield* rows;
  }
  if (state === 'quoted') throw new Error(`Unterminated quote in ${path} starting at line ${quoteLine}`);
  if (row.length > 0 || field !== '' || state === 'quote') yield [...row, field];
}

/** Streams the rows of a CSV file as records keyed by the header row; missing trailing fields are empty strings. */
export async function* readCsv(path: string): AsyncGenerator<Record<string, string>> {
  const file = createReadStream(path, { encoding: 'utf8' });
  let header: string[] | undefined;
  try {
    for await (const row of csvRows(file, path)) {
      if (header === undefined) header = row;
      else yield Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']));
    }
  } finally {
    file.destroy();
  }
}

/** Reads a whole CSV file into groups of rows keyed by the value of one column, for joins. */
export async function indexCsv(path: string, key: string): Promise<Map<string, Record<string, string>[]>> {
  const index = new Map<string, Record<string, string>[]>();
  for await (const row of readCsv(path)) {
    const value = row[key];
    if (value === undefined) throw new Error(`CSV ${path} has no column ${key}`);
    const group = index.get(value);
    if (group) group.push(row);
    else index.set(value, [row]);
  }
  return index;
}
