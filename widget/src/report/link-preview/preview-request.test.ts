import { describe, expect, it } from 'vitest';
import type { UnfurlPolicy } from '../../../../core/api';
import type { PreviewCard } from './load-link-preview';
import { gatePreviewLoader, mayRequestPreview, unfurlPolicyRequest } from './preview-request';

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
  const api = { url: (path: string) => `http://lotline.test${path}` };

  it('reads the policy from the API', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify({ private_hosts: true }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await unfurlPolicyRequest(api, fetchImpl)()).toEqual({ private_hosts: true });
    expect(asked).toEqual(['http://lotline.test/api/report/unfurl-policy']);
  });

  it('takes the default when the request fails', async () => {
    const failing = (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await unfurlPolicyRequest(api, failing)()).toEqual({ private_hosts: false });
    expect(await unfurlPolicyRequest(api, offline)()).toEqual({ private_hosts: false });
  });
});
