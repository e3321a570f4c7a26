// Adopts constructed style sheets into a shadow root, one shared sheet per CSS text, so many
// widgets on a page share one parsed copy and nothing leaks into the host document.

const sheets = new Map<string, CSSStyleSheet>();

/** Adds the CSS to the root's adopted sheets once. */
export function adoptStyles(root: ShadowRoot | Document, cssText: string): void {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
