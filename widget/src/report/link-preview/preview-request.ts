// The preview request of the report's links: `GET /api/report/unfurl?url=` on the widget's API,
// with one loader per API client so a page asks for each link once. A link the server would
// refuse from its text (a loopback or private address) is not asked for unless the server's
// policy (`GET /api/report/unfurl-policy`, asked once, only for such a link) lets private hosts through.
// A link the server answered 'no preview' for is remembered for the page's session and not asked again.
import { getUnfurlPolicy, isPreviewRefusedByText, unfurlLink } from '../../../../core/api';
import type { UnfurlPolicy } from '../../../../core/api';
import { send, type ApiClient } from '../../api/client';
import { createPreviewLoader, type FetchPreview, type PreviewCard } from './load-link-preview';
import { createPreviewRefusals, sessionRefusalStorage } from './preview-refusals';

/** Whether the server refuses a preview of `url` from its text alone (an unparsable URL counts as refused). */
function isRefusedByText(url: string): boolean {
  return URL.canParse(url) ? isPreviewRefusedByText(new URL(url)) : true;
}

/** Whether to ask for a preview of `url` under `policy`: always for a public link, else only when private hosts may be previewed. */
export function mayRequestPreview(url: string, policy: UnfurlPolicy): boolean {
  return policy.private_hosts || !isRefusedByText(url);
}

/** The server's preview policy, asked alike for everyone (no token); a failed request counts as the default (no private hosts). */
export function unfurlPolicyRequest(api: Pick<ApiClient, 'call'>): () => Promise<UnfurlPolicy> {
  return async () => {
    try {
      return await send(api, getUnfurlPolicy, { query: {} }, { anonymous: true });
    } catch {
      return { private_hosts: false };
    }
  };
}

/**
 * A loader that asks `load` only for links `mayRequestPreview` allows; the policy is fetched the
 * first time a link needs it (a public link never does) and kept.
 */
export function gatePreviewLoader(load: (url: string) => Promise<PreviewCard | null>, fetchPolicy: () => Promise<UnfurlPolicy>): (url: string) => Promise<PreviewCard | null> {
  let policy: Promise<UnfurlPolicy> | undefined;
  return async (url) => {
    if (!isRefusedByText(url)) return load(url);
    policy ??= fetchPolicy();
    return mayRequestPreview(url, await policy) ? load(url) : null;
  };
}

/** The unfurl request on the API that `api` talks to, asked alike for everyone (no token): the preview or why there is none; a non-OK answer or no answer rejects. */
export function unfurlRequest(api: Pick<ApiClient, 'call'>): FetchPreview {
  return (url) => send(api, unfurlLink, { query: { url } }, { anonymous: true });
}

const loaders = new WeakMap<Pick<ApiClient, 'call'>, (url: string) => Promise<PreviewCard | null>>();

/** The preview loader of `api`, made on first use. */
export function previewLoaderFor(api: Pick<ApiClient, 'call'>): (url: string) => Promise<PreviewCard | null> {
  let loader = loaders.get(api);
  if (!loader) {
    loader = gatePreviewLoader(createPreviewLoader(unfurlRequest(api), { refusals: createPreviewRefusals(sessionRefusalStorage()) }), unfurlPolicyRequest(api));
    loaders.set(api, loader);
  }
  return loader;
}
