// Reads a link preview out of a page's HTML: Open Graph and Twitter meta tags, the title, the
// meta description, icons and the first images. A scan of tags with regular expressions is
// enough here: only the document head and a few image tags matter, and nothing is executed.
import type { LinkPreview } from '../../../core/api';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the common named entities and numeric references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

const clean = (text: string | undefined, max: number): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? (value.length > max ? `${value.slice(0, max - 1)}…` : value) : null;
};

/** An absolute http(s) URL for `href` on the page at `base`, or null. */
function absolute(href: string | undefined, base: URL): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The preview of the page at `pageUrl` with this HTML. */
export function extractPreview(html: string, pageUrl: URL): LinkPreview {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = (attrs.property ?? attrs.name ?? attrs.itemprop)?.toLowerCase();
    if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
  }
  const icons = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag))
    .filter((attrs) => /(^|\s)(icon|shortcut icon|apple-touch-icon)(\s|$)/i.test(attrs.rel ?? ''));
  const favicon = absolute(icons[0]?.href, pageUrl) ?? absolute('/favicon.ico', pageUrl);
  const ogImage = absolute(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('og:image:secure_url'), pageUrl);
  const twitterImage = absolute(meta.get('twitter:image') ?? meta.get('twitter:image:src'), pageUrl);
  const pageImages = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => absolute(attributes(tag).src, pageUrl));
  const images = [...new Set([ogImage, twitterImage, ...pageImages].filter((url): url is string => url !== null))].slice(0, 5);
  const openGraph = {
    image: ogImage ? { url: ogImage } : null,
    title: clean(meta.get('og:title') ?? meta.get('twitter:title'), 300),
    description: clean(meta.get('og:description') ?? meta.get('twitter:description'), 600),
  };
  const htmlInferred = {
    title: clean(decodeEntities(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''), 300),
    description: clean(meta.get('description'), 600),
  };
  return {
    url: pageUrl.toString(),
    favicon,
    hybridGraph: {
      favicon,
      image: images[0] ?? null,
      title: openGraph.title ?? htmlInferred.title,
      description: openGraph.description ?? htmlInferred.description,
    },
    images,
    image: images[0] ?? null,
    openGraph,
    htmlInferred,
  };
}
