import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnfurlPolicy } from '../../../../core/api';
import { createApiClient } from '../../api/client';
import type { PreviewCard } from './load-link-preview';
import { gatePreviewLoader, mayRequestPreview, unfurlPolicyRequest, unfurlRequest } from './preview-request';

const card = (url: string): PreviewCard => ({ url, title: `Title of ${url}`, description: null, favicon: null, image: null });

/** A gated loader over recorded fakes: the links it loaded and how often it asked for the policy. */
function gated(policy: UnfurlPolicy) {
  const loaded: string[] = [];
  let policyCalls = 0;
  const loader = gatePreviewLoader(
    async (url) => {
      loaded.push(url);
      return card(url);
    },
    async () => {
      policyCalls++;
      return policy;
    },
  );
  return { loader, loaded, policyCalls: () => policyCalls };
}

describe('mayRequestPreview', () => {
  it('asks for public links always and for local ones only when private hosts may be previewed', () => {
    expect(mayRequestPreview('https://www.mass.gov/', { private_hosts: false })).toBe(true);
    expect(mayRequestPreview('http://localhost:8080/demo/', { private_hosts: false })).toBe(false);
    expect(mayRequestPreview('http://localhost:8080/demo/', { private_hosts: true })).toBe(true);
  });
});

describe('gatePreviewLoader', () => {
  it('never asks for a loopback link when the server previews public hosts only, and gives no card', async () => {
    const { loader, loaded, policyCalls } = gated({ private_hosts: false });
    expect(await loader('http://localhost:8080/demo/')).toBeNull();
    expect(await loader('http://127.0.0.1:8080/')).toBeNull();
    expect(loaded).toEqual([]);
    expect(policyCalls()).toBe(1);
  });

  it('asks for public links without the policy, and for local ones when the server allows them', async () => {
    const strict = gated({ private_hosts: false });
    expect(await strict.loader('https://www.mass.gov/adu')).toEqual(card('https://www.mass.gov/adu'));
    expect(strict.policyCalls()).toBe(0);
    const open = gated({ private_hosts: true });
    expect(await open.loader('http://127.0.0.1:8080/demo/')).toEqual(card('http://127.0.0.1:8080/demo/'));
    expect(open.loaded).toEqual(['http://127.0.0.1:8080/demo/']);
  });
});

describe('unfurlPolicyRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the policy from the API, without the session’s token', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      asked.push([input, init]);
      return new Response(JSON.stringify({ private_hosts: true }), { status: 200 });
    });
    const api = createApiClient('http://lotline.test', () => 'session-token');
    expect(await unfurlPolicyRequest(api)()).toEqual({ private_hosts: true });
    expect(asked).toEqual([['http://lotline.test/api/report/unfurl-policy', { headers: { Accept: 'application/json' } }]]);
  });

  it('takes the default when the request fails', async () => {
    const api = createApiClient('http://lotline.test');
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    expect(await unfurlPolicyRequest(api)()).toEqual({ private_hosts: false });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await unfurlPolicyRequest(api)()).toEqual({ private_hosts: false });
  });
});

describe('unfurlRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the link’s preview, naming the embed’s organization and without the token', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      asked.push([input, init]);
      return new Response(JSON.stringify({ no_preview: 'not_allowed' }), { status: 200 });
    });
    const api = createApiClient('http://lotline.test/', () => 'session-token', { org: 'lotline-demo', grant: () => 'a-grant' });
    expect(await unfurlRequest(api)('https://www.mass.gov/adu')).toEqual({ no_preview: 'not_allowed' });
    expect(asked).toEqual([['http://lotline.test/api/report/unfurl?url=https%3A%2F%2Fwww.mass.gov%2Fadu&org=lotline-demo', { headers: { Accept: 'application/json' } }]]);
  });

  it('rejects a refused request', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests; try again in 5 s.' } }), { status: 429, headers: { 'retry-after': '5' } }));
    await expect(unfurlRequest(createApiClient('http://lotline.test'))('https://www.mass.gov/adu')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 5 });
  });
});
