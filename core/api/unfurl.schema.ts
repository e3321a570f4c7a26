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
