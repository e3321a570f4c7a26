import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it('names the SDK of this server and the organization in one tag', () => {
    expect(embedSnippet('https://lotline.example/', 'cape-cottages')).toBe('<script src="https://lotline.example/static/lotline-sdk.js" data-org="cape-cottages" async></script>');
    expect(embedSnippet('http://localhost:8080', 'lotline-demo')).toBe('<script src="http://localhost:8080/static/lotline-sdk.js" data-org="lotline-demo" async></script>');
  });

  it('keeps quotes and angle brackets of an id inside the attribute', () => {
    expect(embedSnippet('https://lotline.example', 'a"><b')).toBe('<script src="https://lotline.example/static/lotline-sdk.js" data-org="a&quot;&gt;&lt;b" async></script>');
  });
});
