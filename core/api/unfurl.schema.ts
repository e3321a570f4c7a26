// Link previews: `GET /api/report/unfurl?url=` (spec 1 section 7) and the answer's fields.
import * as v from 'valibot';

/** The query: an absolute URL (the server previews http and https only). */
export const UnfurlQuerySchema = v.object({
  url: v.pipe(
    v.string('url is required'),
    v.trim(),
    v.nonEmpty('url is required.'),
    v.maxLength(2048, 'url is at most 2,048 characters'),
    v.url('url must be an absolute address such as https://example.org/page'),
  ),
});

/** A link preview. Every text is plain (entities decoded) and every URL absolute http(s). */
export interface LinkPreview {
  url: string;
  favicon: string | null;
  hybridGraph: { favicon: string | null; image: string | null; title: string | null; description: string | null };
  images: string[];
  image: string | null;
  openGraph: { image: { url: string } | null; title: string | null; description: string | null };
  htmlInferred: { title: string | null; description: string | null };
}

/**
 * `GET /api/report/unfurl-policy`: whether the server's operator lets previews fetch hosts on a
 * private network (`LOTLINE_UNFURL_ALLOW_HOSTS`). Without that, a link to such a host is never
 * previewed, so the widget does not ask (core/api/preview-url.ts).
 */
/** `GET /api/report/unfurl-policy` takes no parameters. */
export const UnfurlPolicyQuerySchema = v.object({});

export const UnfurlPolicySchema = v.object({ private_hosts: v.boolean() });
export type UnfurlPolicy = v.InferOutput<typeof UnfurlPolicySchema>;
