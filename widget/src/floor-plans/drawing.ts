// A floor's drawing (a standalone SVG document from the catalogue) as an image URL, so it shows
// in an <img> without entering the widget's DOM.

/** A `data:` URL of an SVG document. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
