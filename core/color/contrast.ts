// WCAG 2 colour contrast (Understanding SC 1.4.3): the relative luminance of a hex colour and the
// contrast ratio of two, shared by the widget's organization theme and the PDF's brand, which
// both choose black or white text for an organization's colours.

/** The WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
