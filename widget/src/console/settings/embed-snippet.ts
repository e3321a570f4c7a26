// The one script tag an organization pastes into its site to embed Lotline (docs/embedding.md,
// section 1): the SDK from this server, with the organization named. Without `data-target` the
// widget goes right after the tag, so the tag alone is enough.

/** Characters that would end an attribute value or open a tag, as HTML entities. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed tag for organization `orgId` on the server at `apiBase` (an origin, with or without a trailing slash). */
export function embedSnippet(apiBase: string, orgId: string): string {
  const sdkUrl = `${apiBase.replace(/\/+$/, '')}/static/lotline-sdk.js`;
  return `<script src="${escapeAttribute(sdkUrl)}" data-org="${escapeAttribute(orgId)}" async></script>`;
}
