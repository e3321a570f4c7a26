import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexCsv, readCsv } from './read-csv';
import { collect } from './test-support/collect';

let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lotline-read-csv-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, text);
  return path;
}

describe('readCsv', () => {
  it('parses quotes, doubled quotes, commas and newlines in quotes, CRLF and a BOM', async () => {
    const text = '\uFEFF"id",name,note\r\n1,"Smith, Jane","said ""hi"""\r\n2,Plain,"two\r\nlines"\r\n\r\n3,,\r\n4,"",last';
    const rows = await collect(readCsv(await csvFile('quoted.csv', text)));
    expect(rows).toEqual([
      { id: '1', name: 'Smith, Jane', note: 'said "hi"' },
      { id: '2', name: 'Plain', note: 'two\r\nlines' },
      { id: '3', name: '', note: '' },
      { id: '4', name: '', note: 'last' },
    ]);
  });

  it('fills missing trailing fields with empty strings and accepts LF-only files', async () => {
    const rows = await collect(readCsv(await csvFile('short.csv', 'a,b,c\nx\ny,z\n')));
    expect(rows).toEqual([{ a: 'x', b: '', c: '' }, { a: 'y', b: 'z', c: '' }]);
  });

  it('keeps state across stream chunks of a large file', async () => {
    const lines = ['n,text,tail'];
    for (let n = 0; n < 20_000; n++) lines.push(`${n},"row ${n}, ""quoted""\r\nsecond line",é${n}`);
    const rows = await collect(readCsv(await csvFile('large.csv', `${lines.join('\r\n')}\r\n`)));
    expect(rows).toHaveLength(20_000);
    expect(rows[12_345]).toEqual({ n: '12345', text: 'row 12345, "quoted"\r\nsecond line', tail: 'é12345' });
    expect(rows.every((row, n) => row.n === String(n) && row.tail === `é${n}`)).toBe(true);
  });

  it('throws with the line number of an unterminated quote', async () => {
    const path = await csvFile('broken.csv', 'a,b\r\n1,2\r\n3,"open\r\nstill open\r\n');
    await expect(collect(readCsv(path))).rejects.toThrow(`Unterminated quote in ${path} starting at line 3`);
  });
});

describe('indexCsv', () => {
  it('groups rows by a column', async () => {
    const path = await csvFile('join.csv', 'MapLot,BldgID\n1-2,A\n1-3,B\n1-2,C\n');
    const index = await indexCsv(path, 'MapLot');
    expect([...index.keys()]).toEqual(['1-2', '1-3']);
    expect(index.get('1-2')?.map((row) => row.BldgID)).toEqual(['A', 'C']);
  });

  it('throws for a column the header does not have', async () => {
    const path = await csvFile('join-missing.csv', 'MapLot,BldgID\n1-2,A\n');
    await expect(indexCsv(path, 'ml')).rejects.toThrow('has no column ml');
  });
});
