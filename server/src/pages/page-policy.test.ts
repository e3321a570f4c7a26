// The pages' Content-Security-Policy values: who may frame an organization's page, which tile
// servers the hosted page may load from, and the whole policy of the widget's pages.
import { describe, expect, it } from 'vitest';
import { frameAncestorsSources, tileSource, widgetPagePolicy } from './page-policy';

describe('frameAncestorsSources', () => {
  it("lists 'self' and the allowed origins once each", () => {
    expect(frameAncestorsSources(['https://builder.example', 'http://localhost:5173', 'https://builder.example'])).toEqual([
      "'self'",
      'https://builder.example',
      'http://localhost:5173',
    ]);
  });

  it('drops anything that is not a canonical origin, so no value can widen the policy', () => {
    expect(frameAncestorsSources(['*', 'https://a.example; script-src *', 'https://b.example/', 'http://builder.example', "'none'"])).toEqual(["'self'"]);
  });
});

describe('tileSource', () => {
  it('is the origin of a tile template, with a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://tiles.example/{z}/{x}/{y}.png?key=abc')).toBe('https://tiles.example');
    expect(tileSource('https://{s}.tile.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example:8443');
    expect(tileSource('http://LOCALHOST:8081/{z}/{y}/{x}.jpg')).toBe('http://localhost:8081');
  });

  it('is undefined for a host a policy cannot express or one that would add a directive', () => {
    expect(tileSource('https://tiles-{s}.example/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileSource("https://a.example;script-src 'unsafe-eval'/{z}/{x}/{y}")).toBeUndefined();
    expect(tileSource('ftp://tiles.example/{z}/{x}/{y}')).toBeUndefined();
  });
});

describe('widgetPagePolicy', () => {
  it('allows scripts, styles and connections of the own origin only, nothing inline, and no framing by default', () => {
    expect(widgetPagePolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https: http:; media-src 'self' blob:; connect-src 'self'; "
      + "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds the tile servers to connect-src and the frame ancestors it is given', () => {
    const policy = widgetPagePolicy({
      tileUrls: ['https://{s}.tiles.example/{z}/{x}/{y}.png', 'http://127.0.0.1:8081/{z}/{x}/{y}.png', undefined, 'https://tiles.example/sat/{z}/{y}/{x}'],
      frameAncestors: frameAncestorsSources(['https://builder.example']),
    });
    expect(policy).toContain("img-src 'self' data: blob: https: http:;");
    expect(policy).toContain("connect-src 'self' https://*.tiles.example http://127.0.0.1:8081 https://tiles.example;");
    expect(policy.endsWith("frame-ancestors 'self' https://builder.example")).toBe(true);
    expect(policy).not.toContain('unsafe');
  });
});
