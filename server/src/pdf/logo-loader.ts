// An organization's logo for its PDFs: `logo_url` is a URL its owner typed, so it is fetched only
// through the SSRF-checked client (server/src/unfurl/safe-fetch.ts), then decoded and re-encoded by
// sharp as a PNG of at most 480 × 240 pixels (react-pdf draws PNG and JPEG only; SVG, WebP and GIF
// logos are converted). Logos are cached for ten minutes, failures for one, so a broken logo costs
// one fetch a minute and the PDF is printed without it.
import sharp from 'sharp';
import { consoleLogger, type Logger } from '../log/logger';
import type { PdfImage } from './pdf-brand';

/** Fetches an image under the SSRF checks; rejects when it may not or cannot be fetched. */
export type FetchImage = (url: URL) => Promise<{ bytes: Uint8Array }>;

const HIT_MS = 10 * 60 * 1000;
const MISS_MS = 60 * 1000;
const MAX_ENTRIES = 200;
/** Decoding refuses images larger than this many pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A logo as a PDF image: PNG, at most 480 × 240 pixels, never enlarged. */
export async function toPdfLogo(bytes: Uint8Array): Promise<PdfImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
    .resize({ width: 480, height: 240, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'png', widthPx: info.width, heightPx: info.height };
}

/** Options of `createLogoLoader`. */
export interface LogoLoaderOptions {
  /** Where a logo that cannot be had is reported (default: the console logger). */
  logger?: Logger;
  /** The clock of the cache, in ms (default Date.now). */
  now?: () => number;
}

/** Loads logos by URL with a cache; answers null (and warns) when a logo cannot be had. */
export function createLogoLoader(fetchImage: FetchImage, options: LogoLoaderOptions = {}) {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const cache = new Map<string, { until: number; logo: Promise<PdfImage | null> }>();
  return function loadLogo(url: string): Promise<PdfImage | null> {
    const cached = cache.get(url);
    if (cached && cached.until > now()) return cached.logo;
    const entry = { until: now() + HIT_MS, logo: Promise.resolve<PdfImage | null>(null) };
    entry.logo = fetchImage(new URL(url))
      .then(({ bytes }) => toPdfLogo(bytes))
      .catch((error: unknown) => {
        entry.until = now() + MISS_MS;
        logger.warn({ logo_url: url, reason: error instanceof Error ? error.message : String(error) }, 'A logo is left out of PDFs');
        return null;
      });
    cache.delete(url);
    cache.set(url, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    return entry.logo;
  };
}
export type LogoLoader = ReturnType<typeof createLogoLoader>;

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Organization logos for PDFs, fetched through the SSRF checks. */
    loadLogo: LogoLoader;
  }
}
