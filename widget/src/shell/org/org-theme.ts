// The organization's colours as the widget's CSS custom properties. They go into a `:host` rule
// of a style sheet adopted into the shadow root after the widget's own, so the precedence is:
// 1. the host page's rules on the element (`lotline-widget { --lotline-primary: … }`): for normal
//    declarations the outer context wins over the shadow tree's (CSS Cascade 5, 6.1);
// 2. the organization's colours (this sheet): same context and specificity as the defaults, later;
// 3. the defaults of the `:host` block at the top of styles/widget.css.
import type { OrgPublicConfig } from '../../../../core/api';
import { contrastRatio } from '../../../../core/color';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Text on a light colour (the widget's default text colour). */
export const DARK_TEXT = '#1f2328';
/** Text on a dark colour. */
export const LIGHT_TEXT = '#ffffff';

/** The colours the widget uses where an organization sets none (the `:host` defaults of styles/widget.css; the secondary follows the primary). */
export const DEFAULT_THEME_COLOURS = { primary: '#1f6feb', secondary: '#1f6feb', text: DARK_TEXT } as const;

/** White or dark text, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The custom properties of the organization's colours: `--lotline-primary` (links, focus rings,
 * primary buttons through `--lotline-accent`), `--lotline-secondary` (the main call to action),
 * `--lotline-text`, each background with a readable `--lotline-on-…` text colour. Colours that
 * are missing or not hex are left to the defaults.
 */
export function orgThemeProperties(colors: OrgPublicConfig['colors']): Record<string, string> {
  const properties: Record<string, string> = {};
  const valid = (colour: string | null): colour is string => colour !== null && HEX_COLOUR.test(colour);
  if (valid(colors.primary)) {
    properties['--lotline-primary'] = colors.primary;
    properties['--lotline-on-primary'] = readableTextOn(colors.primary);
  }
  if (valid(colors.secondary)) {
    properties['--lotline-secondary'] = colors.secondary;
    properties['--lotline-on-secondary'] = readableTextOn(colors.secondary);
  }
  if (valid(colors.text)) properties['--lotline-text'] = colors.text;
  return properties;
}

/** The `:host` rule of the organization's colours, or '' when it sets none. */
export function orgThemeCss(colors: OrgPublicConfig['colors']): string {
  const declarations = Object.entries(orgThemeProperties(colors)).map(([name, value]) => `${name}: ${value};`);
  return declarations.length === 0 ? '' : `:host { ${declarations.join(' ')} }`;
}

/** Adopts `cssText` into `root` after its other sheets; answers the function that takes it out again. */
export function adoptOrgTheme(root: ShadowRoot, cssText: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
