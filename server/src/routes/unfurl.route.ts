// Link previews of the report's external links: `GET /api/report/unfurl?url=`. The URL comes
// from the visitor, so the fetch goes through the SSRF checks of server/src/unfurl/safe-fetch.ts.
import { Hono } from 'hono';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { UnfurlQuerySchema, type LinkPreview } from '../../../core/api/unfurl.schema';
import { ApiError, parseQuery } from '../http/api-error';
import { FetchFailedError, UrlNotAllowedError } from '../unfurl/safe-fetch';
import type { Unfurler } from '../unfurl/unfurl-service';

/** Routes under /api/report. */
export function unfurlRoutes(unfurl: Unfurler): Hono {
  return new Hono().get('/unfurl', async (c) => {
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
