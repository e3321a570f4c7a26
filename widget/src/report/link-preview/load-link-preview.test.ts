import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkPreview, NoPreview } from '../../../../core/api';
import { createPreviewLoader, loadLinkPreview, siteRootOf, toPreviewCard, UNFURL_RETRIES, UNFURL_RETRY_DELAY_MS, type FetchPreview } from './load-link-preview';
import { createPreviewRefusals, PREVIEW_REFUSALS_KEY, type RefusalStorage } from './preview-refusals';
import { unfurlRequest } from './preview-request';
import { createApiClient } from '../../api/client';

const LINK = 'https://www.mass.gov/info-details/accessory-dwelling-units';
const ROOT = 'https://www.mass.gov/';

function preview(title: string | null, extra: Partial<LinkPreview['hybridGraph']> = {}): LinkPreview {
  const hybridGraph = { favicon: 'https://www.mass.gov/favicon.ico', image: 'https://www.mass.gov/og.png', title, description: `About ${title}`, ...extra };
  return {
    url: LINK,
    favicon: hybridGraph.favicon,
    hybridGraph,
    images: [],
    image: hybridGraph.image,
    openGraph: { image: null, title: null, description: null },
    htmlInferred: { title: null, description: null },
  };
}

/** A fake preview request that answers from a script per URL and records when each call came. */
function fakeFetch(script: Record<string, ('fail' | LinkPreview | NoPreview)[]>): FetchPreview & { calls: { url: string; at: number }[] } {
  const calls: { url: string; at: number }[] = [];
  const fetchPreview = async (url: string) => {
    calls.push({ url, at: Date.now() });
    const next = script[url]?.shift() ?? 'fail';
    if (next === 'fail') throw new Error(`No preview of ${url}: status 502`);
    return next;
  };
  return Object.assign(fetchPreview, { calls });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadLinkPreview', () => {
  it('shows the link’s own preview when the first request answers', async () => {
    const fetchPreview = fakeFetch({ [LINK]: [preview('Accessory dwelling units')] });
    const card = await loadLinkPreview(LINK, fetchPreview);
    expect(card).toEqual({
      url: LINK,
      title: 'Accessory dwelling units',
      description: 'About Accessory dwelling units',
      favicon: 'https://www.mass.gov/favicon.ico',
      image: 'https://www.mass.gov/og.png',
    });
    expect(fetchPreview.calls).toEqual([{ url: LINK, at: 0 }]);
  });

  it('tries 2 more times, 2 seconds apart, and keeps the answer of the third try', async () => {
    const fetchPreview = fakeFetch({ [LINK]: ['fail', 'fail', preview('ADUs')] });
    const pending = loadLinkPreview(LINK, fetchPreview);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchPreview.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchPreview.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await pending)?.title).toBe('ADUs');
    expect(fetchPreview.calls.map((call) => call.at)).toEqual([0, 2_000, 4_000]);
    expect([UNFURL_RETRIES, UNFURL_RETRY_DELAY_MS]).toEqual([2, 2_000]);
  });

  it('falls back to the site root right after the third failure', async () => {
    const fetchPreview = fakeFetch({ [ROOT]: [preview('Mass.gov')] });
    const pending = loadLinkPreview(LINK, fetchPreview);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ url: ROOT, title: 'Mass.gov' });
    expect(fetchPreview.calls).toEqual([
      { url: LINK, at: 0 },
      { url: LINK, at: 2_000 },
      { url: LINK, at: 4_000 },
      { url: ROOT, at: 4_000 },
    ]);
  });

  it('answers no preview when the root fails too (the plain link stays)', async () => {
    const fetchPreview = fakeFetch({});
    const pending = loadLinkPreview(LINK, fetchPreview);
    await vi.runAllTimersAsync();
    expect(await pending).toBeNull();
    expect(fetchPreview.calls.map((call) => call.url)).toEqual([LINK, LINK, LINK, ROOT]);
  });

  it('does not ask for the root twice when the link is the root', async () => {
    const fetchPreview = fakeFetch({});
    const pending = loadLinkPreview(ROOT, fetchPreview);
    await vi.runAllTimersAsync();
    expect(await pending).toBeNull();
    expect(fetchPreview.calls.map((call) => call.url)).toEqual([ROOT, ROOT, ROOT]);
  });

  it('counts a preview without a title or a description as none, without retrying it', async () => {
    const empty = preview(null, { description: null });
    const fetchPreview = fakeFetch({ [LINK]: [empty], [ROOT]: [preview('Mass.gov')] });
    const pending = loadLinkPreview(LINK, fetchPreview);
    await vi.runAllTimersAsync();
    expect((await pending)?.title).toBe('Mass.gov');
    expect(fetchPreview.calls.map((call) => call.url)).toEqual([LINK, ROOT]);
  });

  it('takes the server’s no preview as final: no retry, then the root; remembered, so neither is asked again', async () => {
    const refusals = createPreviewRefusals(undefined);
    const none = (url: string): NoPreview => ({ url, no_preview: 'unreachable', message: 'No preview: The page answered 403.' });
    const fetchPreview = fakeFetch({ [LINK]: [none(LINK)], [ROOT]: [none(ROOT)] });
    const pending = loadLinkPreview(LINK, fetchPreview, { refusals });
    await vi.runAllTimersAsync();
    expect(await pending).toBeNull();
    expect(fetchPreview.calls).toEqual([{ url: LINK, at: 0 }, { url: ROOT, at: 0 }]);
    expect([refusals.has(LINK), refusals.has(ROOT)]).toEqual([true, true]);
    expect(await loadLinkPreview(LINK, fetchPreview, { refusals })).toBeNull();
    expect(fetchPreview.calls).toHaveLength(2);
    // The server keeps an unreachable page's answer five minutes; so does the widget.
    vi.setSystemTime(5 * 60 * 1000);
    expect([refusals.has(LINK), refusals.has(ROOT)]).toEqual([false, false]);
  });

  it('does not try the root of an address the server refuses', async () => {
    const link = 'https://intranet.example.org/zoning';
    const fetchPreview = fakeFetch({ [link]: [{ url: link, no_preview: 'not_allowed', message: 'intranet.example.org resolves to a private network address.' }] });
    expect(await loadLinkPreview(link, fetchPreview, { refusals: createPreviewRefusals(undefined) })).toBeNull();
    expect(fetchPreview.calls.map((call) => call.url)).toEqual([link]);
  });

  it('asks nothing for a link that is not http(s)', async () => {
    const fetchPreview = fakeFetch({});
    expect(await loadLinkPreview('mailto:planning@example.org', fetchPreview)).toBeNull();
    expect(fetchPreview.calls).toEqual([]);
  });
});

describe('createPreviewLoader', () => {
  it('loads each URL once, however many links point to it', async () => {
    const fetchPreview = fakeFetch({ [LINK]: [preview('ADUs')] });
    const load = createPreviewLoader(fetchPreview);
    const [a, b] = await Promise.all([load(LINK), load(LINK)]);
    expect(a).toBe(b);
    expect(fetchPreview.calls).toHaveLength(1);
  });
});

describe('createPreviewRefusals', () => {
  it('keeps refusals in storage for the next report of the session, a day for a refused address, and reads them back', () => {
    const items = new Map<string, string>();
    const storage: RefusalStorage = { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
    createPreviewRefusals(storage).add(LINK, 'not_allowed');
    expect(JSON.parse(items.get(PREVIEW_REFUSALS_KEY)!)).toEqual({ [LINK]: 24 * 60 * 60 * 1000 });
    const next = createPreviewRefusals(storage);
    expect([next.has(LINK), next.has(ROOT)]).toEqual([true, false]);
    vi.setSystemTime(24 * 60 * 60 * 1000);
    expect(next.has(LINK)).toBe(false);
  });

  it('starts afresh from what is not a record of refusals, and keeps them in memory when storage throws', () => {
    const broken: RefusalStorage = {
      getItem: () => '["not", "a", "record"]',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const refusals = createPreviewRefusals(broken);
    expect(refusals.has(LINK)).toBe(false);
    refusals.add(LINK, 'unreachable');
    expect(refusals.has(LINK)).toBe(true);
  });
});

describe('preview cards', () => {
  it('takes the hybrid graph first, then Open Graph, then the page, and keeps only http(s) pictures', () => {
    const card = toPreviewCard(LINK, {
      ...preview(null, { description: null, favicon: 'data:,', image: 'javascript:alert(1)' }),
      favicon: 'https://www.mass.gov/icon.png',
      openGraph: { image: { url: 'https://cdn.mass.gov/og.jpg' }, title: 'From Open Graph', description: null },
      htmlInferred: { title: 'From the page', description: 'The page says' },
    });
    expect(card).toEqual({ url: LINK, title: 'From Open Graph', description: 'The page says', favicon: 'https://www.mass.gov/icon.png', image: 'https://cdn.mass.gov/og.jpg' });
  });

  it('finds the root of http(s) sites only', () => {
    expect(siteRootOf('https://library.municode.com/ma/cambridge/codes/zoning_ordinance?x=1#y')).toBe('https://library.municode.com/');
    expect(siteRootOf('http://127.0.0.1:8080/demo/')).toBe('http://127.0.0.1:8080/');
    expect(siteRootOf('ftp://example.org/file')).toBeNull();
    expect(siteRootOf('not a url')).toBeNull();
  });
});

describe('unfurlRequest', () => {
  it('asks the widget’s API for the preview and rejects a non-OK answer', async () => {
    const none: NoPreview = { url: LINK, no_preview: 'unreachable', message: 'No preview: The page answered 404.' };
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify(preview('ADUs')), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(none), { status: 200 }))
      .mockResolvedValueOnce(new Response('{"error":{"code":"rate_limited"}}', { status: 502 }));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const request = unfurlRequest(createApiClient('https://lotline.example'));
      expect(await request(LINK)).toEqual(preview('ADUs'));
      expect(await request(LINK)).toEqual(none);
      expect(fetchImpl.mock.calls[0]?.[0]).toBe(`https://lotline.example/api/report/unfurl?url=${encodeURIComponent(LINK)}`);
      await expect(request(LINK)).rejects.toThrow('Request failed with status 502');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
