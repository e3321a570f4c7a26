import { describe, expect, it } from 'vitest';
import { embeddingSite, messageTargets, parentOrigin, readEmbedContext } from './embed-context';

describe('readEmbedContext', () => {
  it('reads embed mode and the organization from the query', () => {
    expect(readEmbedContext('?org=hollow-creek&embed=1')).toEqual({ isEmbedded: true, org: 'hollow-creek' });
    expect(readEmbedContext('?embed=true&org=')).toEqual({ isEmbedded: false, org: null });
  });
});

describe('parentOrigin', () => {
  const at = (ancestorOrigins?: string[]) => ({ ancestorOrigins }) as unknown as Location;

  it('prefers the ancestor origins, which survive navigation inside the frame', () => {
    expect(parentOrigin(at(['https://builder.example']), 'https://lotline.example/report/x')).toBe('https://builder.example');
  });

  it('falls back to the referrer, and knows nothing without one', () => {
    expect(parentOrigin(at(), 'https://builder.example/check?x=1')).toBe('https://builder.example');
    expect(parentOrigin(at(['null']), '')).toBeNull();
    expect(parentOrigin(at(), 'not a url')).toBeNull();
  });
});

describe('embeddingSite', () => {
  const at = (origin: string, ancestorOrigins?: string[]) => ({ origin, ancestorOrigins }) as unknown as Location;
  const api = 'https://lotline.example';

  it("is the widget's own page inline, even one that is itself framed", () => {
    expect(embeddingSite(at('https://builder.example'), '', false, api)).toBe('https://builder.example');
    expect(embeddingSite(at('https://builder.example', ['https://portal.example']), '', true, api)).toBe('https://builder.example');
    expect(embeddingSite(at(api), '', false, api)).toBe(api);
  });

  it("is the framing page for Lotline's hosted page in a frame, as the browser reports it, and unknown when it does not say", () => {
    expect(embeddingSite(at(api, ['https://builder.example']), 'https://builder.example/', true, api)).toBe('https://builder.example');
    // Not the organization's chosen name, nor the referrer's claim over the browser's ancestor list.
    expect(embeddingSite(at(api, ['https://evil.example']), 'https://builder.example/', true, api)).toBe('https://evil.example');
    expect(embeddingSite(at(api), '', true, api)).toBeNull();
  });
});

describe('messageTargets', () => {
  const own = 'https://lotline.example';

  it("posts to the parent only when the organization allows its origin", () => {
    expect(messageTargets(['https://builder.example', 'https://other.example'], 'https://builder.example', own)).toEqual(['https://builder.example']);
    expect(messageTargets(['https://builder.example'], 'https://evil.example', own)).toEqual([]);
    expect(messageTargets(['https://builder.example'], null, own)).toEqual([]);
  });

  it("always posts to a parent on the widget's own origin", () => {
    expect(messageTargets([], own, own)).toEqual([own]);
  });
});
