// The sizes of an uploaded photo, made with sharp (libvips): the original re-encoded in its own
// format, a medium size for the strip and the gallery, and the strip's 120x160 thumbnail. Every
// size is turned upright from its EXIF orientation and written without metadata: a phone photo's
// EXIF carries the GPS position of someone's home and the camera's serial number, so the bytes
// as uploaded are never stored or served.
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MEDIUM_LONGEST_SIDE_PX, THUMB_SIZE_PX } from '../../../core/api';
import { RESIZED_CONTENT_TYPE } from './media-keys';

/**
 * The largest photo decoded, in pixels: room for 108-megapixel phone photos, while a small PNG
 * of one colour cannot make the server decode gigabytes of pixels.
 */
export const MAX_IMAGE_PIXELS = 120_000_000;

/** One encoded size. */
export interface EncodedImage {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

/** The three sizes of a photo, or why it could not be read. */
export type ImageSizesResult =
  | { ok: true; original: EncodedImage; medium: EncodedImage; thumb: EncodedImage }
  | { ok: false; reason: 'unreadable' | 'too_many_pixels'; message: string };

function encodeLikeUpload(image: Sharp, contentType: string): Sharp {
  if (contentType === 'image/png') return image.png();
  if (contentType === 'image/webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

async function encode(image: Sharp, contentType: string): Promise<EncodedImage> {
  const { data, info }: { data: Buffer; info: OutputInfo } = await image.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType, width: info.width, height: info.height };
}

/**
 * The original (same format, upright, no metadata), medium (longest side at most
 * `MEDIUM_LONGEST_SIDE_PX`, never enlarged, WebP) and thumb (exactly `THUMB_SIZE_PX`, cropped
 * to fill around the centre, WebP) of a JPEG, PNG or WebP photo. Only the first frame of an
 * animated image is kept.
 */
export async function makeImageSizes(input: Uint8Array, contentType: string): Promise<ImageSizesResult> {
  let pixels: number;
  try {
    const { width, height } = await sharp(input).metadata();
    pixels = width * height;
  } catch {
    return { ok: false, reason: 'unreadable', message: 'The photo could not be read; the file may be damaged.' };
  }
  if (pixels > MAX_IMAGE_PIXELS) {
    return { ok: false, reason: 'too_many_pixels', message: `Photos are at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one is ${Math.round(pixels / 1_000_000)}.` };
  }
  // sharp drops all metadata (EXIF, XMP, IPTC, ICC after converting to sRGB) unless told to keep it.
  const upright = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  try {
    const [original, medium, thumb] = await Promise.all([
      encode(encodeLikeUpload(upright.clone(), contentType), contentType),
      encode(
        upright.clone().resize({ width: MEDIUM_LONGEST_SIDE_PX, height: MEDIUM_LONGEST_SIDE_PX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
        RESIZED_CONTENT_TYPE,
      ),
      encode(upright.clone().resize({ ...THUMB_SIZE_PX, fit: 'cover' }).webp({ quality: 75 }), RESIZED_CONTENT_TYPE),
    ]);
    return { ok: true, original, medium, thumb };
  } catch {
    return { ok: false, reason: 'unreadable', message: 'The photo could not be read; the file may be damaged.' };
  }
}
