// Link previews of the report's external links: `GET /api/report/unfurl?url=`. The URL comes
// from the visitor, so the fetch goes through the SSRF checks of server/src/unfurl/safe-fetch.ts.
// `GET /api/report/unfurl-policy` says whether those checks let private hosts through, so the
// widget skips the links they would refuse (core/api/preview-url.ts).
import { Hono } from 'hono';
import { ApiErrorCode, UnfurlPolicyQuerySchema, UnfurlQuerySchema, type LinkPreview, type UnfurlPolicy } from '../../../core/api';
import { ApiError, parseQuery } from '../http/api-error';
import { FetchFailedError, UrlNotAllowedError } from '../unfurl/safe-fetch';
import type { Unfurler } from '../unfurl/unfurl-service';

/** Routes under /api/report; `allowHosts` are the operator's exempt hosts (LOTLINE_UNFURL_ALLOW_HOSTS). */
export function unfurlRoutes(unfurl: Unfurler, allowHosts: readonly string[] = []): Hono {
  const policy: UnfurlPolicy = { private_hosts: allowHosts.length > 0 };
  return new Hono()
    .get('/unfurl-policy', (c) => {
      parseQuery(c, UnfurlPolicyQuerySchema);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(policy);
    })
    .get('/unfurl', async (c) => {
      const { url } = parseQuery(c, UnfurlQuerySchema);
      try {
        const preview = await unfurl(new URL(url));
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json(preview satisfies LinkPreview);
      } catch (error) {
        if (error instanceof UrlNotAllowedError) throw new ApiError(400, ApiErrorCode.UrlNotAllowed, error.message, { url: [error.message] });
        if (error instanceof FetchFailedError) throw new ApiError(502, ApiErrorCode.PreviewFailed, `No preview: ${error.message}`);
        throw error;
      }
    });
}
