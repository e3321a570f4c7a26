// The preview request of the report's links: `GET /api/report/unfurl?url=` on the widget's API,
// with one loader per API client so a page asks for each link once.
import type { LinkPreview } from '../../../../core/api/unfurl.schema';
import type { ApiClient } from '../../api/client';
import { createPreviewLoader, type FetchPreview, type PreviewCard } from './load-link-preview';

/** The unfurl request on the API that `api` talks to; a non-OK answer or no answer rejects. */
export function unfurlRequest(api: Pick<ApiClient, 'url'>, fetchImpl: typeof fetch = (...args) => fetch(...args)): FetchPreview {
  return async (url) => {
    const response = await fetchImpl(api.url(`/api/report/unfurl?url=${encodeURIComponent(url)}`), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`No preview of ${url}: status ${response.status}`);
    return (await response.json()) as LinkPreview;
  };
}

const loaders = new WeakMap<Pick<ApiClient, 'url'>, (url: string) => Promise<PreviewCard | null>>();

/** The preview loader of `api`, made on first use. */
export function previewLoaderFor(api: Pick<ApiClient, 'url'>): (url: string) => Promise<PreviewCard | null> {
  let loader = loaders.get(api);
  if (!loader) {
    loader = createPreviewLoader(unfurlRequest(api));
    loaders.set(api, loader);
  }
  return loader;
}
