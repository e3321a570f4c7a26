// Link previews of the report's external links: `GET /api/report/unfurl?url=`. The URL comes
// from the visitor, so the fetch goes through the SSRF checks of server/src/unfurl/safe-fetch.ts.
// `GET /api/report/unfurl-policy` says whether those checks let private hosts through, so the
// widget skips the links they would refuse (core/api/preview-url.ts).
import { ApiErrorCode, getUnfurlPolicy, UnfurlPolicyQuerySchema, UnfurlPolicySchema, unfurlLink, UnfurlQuerySchema } from '../../../core/api';
import type { RouteDeps } from '../app';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { clientLimit } from '../http/client-limits';
import { nullable, object, str } from '../openapi/json-shapes';
import { FetchFailedError, UrlNotAllowedError } from './safe-fetch';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'unfurler' | 'unfurl' | 'trustProxy' | 'clientLimits'>>();

/** A link preview, described by hand (its type lives in TypeScript only). */
const LinkPreviewJson = object({
  url: str,
  favicon: nullable(str),
  hybridGraph: object({ favicon: nullable(str), image: nullable(str), title: nullable(str), description: nullable(str) }),
  images: { type: 'array', items: str },
  image: nullable(str),
  openGraph: object({ image: nullable(object({ url: str })), title: nullable(str), description: nullable(str) }),
  htmlInferred: object({ title: nullable(str), description: nullable(str) }),
});

/** The operations of link previews. */
export const unfurlRoutes = [
  bind(unfurlLink, {
    doc: {
      summary: 'A preview of an external link of the report',
      description: 'The URL is fetched through the SSRF checks: private and local addresses are a 400 `url_not_allowed`; a failed fetch is a 502.',
      tags: ['Rules'],
      answer: 'The preview.',
    },
    query: UnfurlQuerySchema,
    answer: LinkPreviewJson,
    use: [clientLimit('unfurl')],
    async handler({ query, deps, c }) {
      try {
        const preview = await deps.unfurler(new URL(query.url));
        c.header('Cache-Control', 'public, max-age=3600');
        return preview;
      } catch (error) {
        if (error instanceof UrlNotAllowedError) throw new ApiError(400, ApiErrorCode.UrlNotAllowed, error.message, { url: [error.message] });
        if (error instanceof FetchFailedError) throw new ApiError(502, ApiErrorCode.PreviewFailed, `No preview: ${error.message}`);
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
