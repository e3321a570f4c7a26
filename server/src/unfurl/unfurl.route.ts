// Link previews of the report's external links: `GET /api/report/unfurl?url=`. The URL comes
// from the visitor, so the fetch goes through the SSRF checks of server/src/unfurl/safe-fetch.ts.
// `GET /api/report/unfurl-policy` says whether those checks let private hosts through, so the
// widget skips the links they would refuse (core/api/preview-url.ts).
import { getUnfurlPolicy, NoPreviewReason, UnfurlPolicyQuerySchema, UnfurlPolicySchema, unfurlLink, UnfurlQuerySchema, UnfurlAnswerSchema, type NoPreview } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { operationBinder } from '../http/bind-operation';
import { FetchFailedError, UrlNotAllowedError } from './safe-fetch';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'unfurler' | 'unfurl' | 'trustProxy' | 'clientLimits'>>();

/** How long a browser or a proxy may keep each answer. */
const CACHE_PREVIEW = 'public, max-age=3600';
const CACHE_NOT_ALLOWED = 'public, max-age=86400';
const CACHE_UNREACHABLE = 'public, max-age=300';

/** The operations of link previews. */
export const unfurlRoutes = [
  bind(unfurlLink, {
    doc: {
      summary: 'A preview of an external link of the report',
      description:
        'The URL is fetched through the SSRF checks. A link without a preview is a 200 too, `{ url, no_preview, message }`: `not_allowed` for a private or local address the checks refuse (kept a day), `unreachable` for a page that could not be fetched (kept five minutes).',
      tags: ['Rules'],
      answer: 'The preview, or why there is none.',
    },
    query: UnfurlQuerySchema,
    answer: UnfurlAnswerSchema,
    async handler({ query, deps, c }) {
      const none = (no_preview: NoPreview['no_preview'], message: string, cache: string): NoPreview => {
        c.header('Cache-Control', cache);
        return { url: query.url, no_preview, message };
      };
      try {
        const preview = await deps.unfurler(new URL(query.url));
        c.header('Cache-Control', CACHE_PREVIEW);
        return preview;
      } catch (error) {
        if (error instanceof UrlNotAllowedError) return none(NoPreviewReason.NotAllowed, error.message, CACHE_NOT_ALLOWED);
        if (error instanceof FetchFailedError) return none(NoPreviewReason.Unreachable, `No preview: ${error.message}`, CACHE_UNREACHABLE);
        throw error;
      }
    },
  }),
  bind(getUnfurlPolicy, {
    doc: {
      summary: 'Whether link previews may fetch hosts on a private network',
      description:
        'True when the operator lists such hosts (`LOTLINE_UNFURL_ALLOW_HOSTS`); otherwise links to loopback or private addresses are never previewed, and the widget does not ask.',
      tags: ['Rules'],
      answer: 'The policy.',
    },
    query: UnfurlPolicyQuerySchema,
    answer: UnfurlPolicySchema,
    handler({ deps, c }) {
      c.header('Cache-Control', 'public, max-age=3600');
      // The operator's exempt hosts (LOTLINE_UNFURL_ALLOW_HOSTS).
      return { private_hosts: (deps.unfurl?.allowHosts ?? []).length > 0 };
    },
  }),
];
