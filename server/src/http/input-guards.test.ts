import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { longListFields, rejectNulInUrl, unstorableTextFields, wellFormed } from './input-guards';

describe('unstorableTextFields', () => {
  it('names strings and keys with NUL or a lone surrogate by dotted path', () => {
    const fields = unstorableTextFields({ name: 'a\u0000b', list: ['ok', '\ud800'], nested: { 'x\u0000': 1, fine: '👩‍👩‍👧 \u202e' }, low: 'x\udfffy' });
    expect(fields).toEqual({
      name: ['name must not contain the NUL character (U+0000).'],
      'list.1': ['list.1 must be valid Unicode text (it has a lone surrogate).'],
      'nested.x\\u0000': ['Field names must not contain the NUL character (U+0000).'],
      low: ['low must be valid Unicode text (it has a lone surrogate).'],
    });
  });

  it('accepts well-formed text, surrogate pairs included, and names the body itself "_"', () => {
    expect(unstorableTextFields({ emoji: '😀', rtl: '\u202eabc', n: 1, b: null })).toEqual({});
    expect(unstorableTextFields('\u0000')).toEqual({ _: ['The body must not contain the NUL character (U+0000).'] });
  });

  it('keeps keys such as __proto__ as fields, and walks deep values without recursion', () => {
    expect(Object.keys(unstorableTextFields(JSON.parse('{"__proto__": "\\u0000"}')))).toEqual(['__proto__']);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(Object.keys(unstorableTextFields(deep))).toHaveLength(1);
  });
});

describe('rejectNulInUrl', () => {
  const app = new Hono().use('*', rejectNulInUrl).get('*', (c) => c.text('ok'));

  it('answers 400 naming the path or the query parameter', async () => {
    const path = await app.request('/api/orgs/a%00b');
    expect(path.status).toBe(400);
    expect(await path.json()).toMatchObject({ error: { code: 'invalid_input', fields: { path: [expect.stringContaining('NUL')] } } });
    const query = await app.request('/api/cities?q=%00&state=MA');
    expect(await query.json()).toMatchObject({ error: { fields: { q: [expect.stringContaining('NUL')] } } });
  });

  it('lets everything else through', async () => {
    expect((await app.request('/api/cities?q=%25%32%30&state=%zz')).status).toBe(200);
  });
});

describe('longListFields', () => {
  it('names lists longer than the limit, and leaves shorter ones', () => {
    expect(longListFields({ a: [1, 2, 3], b: { c: [1, 2, 3, 4] } }, 3)).toEqual({ 'b.c': ['b.c has 4 items; at most 3.'] });
    expect(longListFields(new Array(10_001).fill(0))).toEqual({ _: ['The body has 10001 items; at most 10000.'] });
    expect(longListFields({ ok: new Array(10_000).fill(0) })).toEqual({});
  });
});

describe('wellFormed', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\ud800b\udfffc😀')).toBe('a\ufffdb\ufffdc😀');
  });
});
