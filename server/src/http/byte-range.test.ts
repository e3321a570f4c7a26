import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('byteRangeOf', () => {
  it('answers the bytes asked for, the end cut to the file', () => {
    expect(byteRangeOf('bytes=0-16383', 100_000)).toEqual({ kind: 'part', start: 0, end: 16_383 });
    expect(byteRangeOf('bytes=0-16383', 9_000)).toEqual({ kind: 'part', start: 0, end: 8_999 });
    expect(byteRangeOf('bytes=500-', 1_000)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(byteRangeOf('bytes=999-999', 1_000)).toEqual({ kind: 'part', start: 999, end: 999 });
  });

  it('answers the last bytes for a suffix range', () => {
    expect(byteRangeOf('bytes=-100', 1_000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1_000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('is unsatisfiable past the end, for an empty suffix or an empty file', () => {
    expect(byteRangeOf('bytes=1000-1010', 1_000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=1000-', 1_000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-0', 1_000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, several ranges, other units, bad syntax', () => {
    for (const header of [undefined, 'bytes=0-1,5-9', 'items=0-1', 'bytes=5-1', 'bytes=-', 'bytes=a-b', 'bytes 0-1']) {
      expect(byteRangeOf(header, 1_000), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
