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
const Text = v.nullable(v.string());
export const LinkPreviewSchema = v.object({
  url: v.string(),
  favicon: Text,
  hybridGraph: v.object({ favicon: Text, image: Text, title: Text, description: Text }),
  images: v.array(v.string()),
  image: Text,
  openGraph: v.object({ image: v.nullable(v.object({ url: v.string() })), title: Text, description: Text }),
  htmlInferred: v.object({ title: Text, description: Text }),
});
export type LinkPreview = v.InferOutput<typeof LinkPreviewSchema>;

/** Why a link has no preview: the SSRF checks refuse the address, or the page could not be fetched. */
export const NoPreviewReason = { NotAllowed: 'not_allowed', Unreachable: 'unreachable' } as const;
export type NoPreviewReason = (typeof NoPreviewReason)[keyof typeof NoPreviewReason];

/**
 * The answer for a link without a preview (a 200, cacheable: a day for a refused address, five
 * minutes for a page that could not be fetched), so the browser logs no failed request and the
 * widget keeps the plain link and does not ask again.
 */
export const NoPreviewSchema = v.pipe(
  v.object({
    url: v.string(),
    no_preview: v.picklist([NoPreviewReason.NotAllowed, NoPreviewReason.Unreachable]),
    message: v.string(),
  }),
  v.description('No preview: `not_allowed` when the SSRF checks refuse the address, `unreachable` when the page could not be fetched.'),
);
export type NoPreview = v.InferOutput<typeof NoPreviewSchema>;

/** What `GET /api/report/unfurl` answers: the link's preview, or why there is none. */
export const UnfurlAnswerSchema = v.union([LinkPreviewSchema, NoPreviewSchema]);
export type UnfurlAnswer = v.InferOutput<typeof UnfurlAnswerSchema>;

/** Whether an answer of `GET /api/report/unfurl` says there is no preview. */
export function isNoPreview(answer: UnfurlAnswer): answer is NoPreview {
  return v.is(NoPreviewSchema, answer);
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
