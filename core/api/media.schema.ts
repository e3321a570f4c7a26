// A user's photos and videos of a property (spec 2 section 2, 'Photos and videos'): the upload
// fields of `POST /api/properties/:id/media`, the answer's `MediaItem`, the limits, and the
// file-type check, which reads the file's first bytes and never trusts a name or a declared type.
import * as v from 'valibot';
import { PropertyIdSchema } from './overrides.schema';

/** What a photo or video shows; the spec's empty strip asks for utilities and site conditions. */
export const MEDIA_CATEGORIES = ['utilities', 'site-conditions', 'exterior', 'interior', 'access', 'other'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** The longest caption, in characters. */
export const MAX_CAPTION_LENGTH = 200;

/** The text fields of an upload (the file travels beside them in the same multipart body). */
export const MediaUploadFieldsSchema = v.object({
  category: v.picklist(MEDIA_CATEGORIES, `category must be one of ${MEDIA_CATEGORIES.join(', ')}`),
  caption: v.pipe(
    v.optional(v.string('caption must be text'), ''),
    v.trim(),
    v.maxLength(MAX_CAPTION_LENGTH, `caption is at most ${MAX_CAPTION_LENGTH} characters`),
    v.transform((caption) => (caption === '' ? null : caption)),
  ),
});
export type MediaUploadFields = v.InferOutput<typeof MediaUploadFieldsSchema>;

/** A media id: 32 lowercase hex digits, made by the server. */
export const MediaIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'Media ids are 32 hexadecimal digits'));

/** The sizes a media item is served in; videos have only the original. */
export const MEDIA_SIZES = ['original', 'medium', 'thumb'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export const MediaSizeSchema = v.picklist(MEDIA_SIZES, `The size is one of ${MEDIA_SIZES.join(', ')}`);

/** The path parameters of `DELETE /api/properties/:id/media/:mediaId`. */
export const PropertyMediaPathParamsSchema = v.object({ id: PropertyIdSchema, mediaId: MediaIdSchema });

/** The path parameters of `GET /api/media/:mediaId/:size`. */
export const MediaFilePathParamsSchema = v.object({ mediaId: MediaIdSchema, size: MediaSizeSchema });

/** The medium size fits in this square, in pixels (never enlarged). */
export const MEDIUM_LONGEST_SIDE_PX = 1280;

/** The thumbnail, cropped to fill: the strip's 120x160 user-photo thumbnails (spec 2 section 9). */
export const THUMB_SIZE_PX = { width: 120, height: 160 } as const;

export type MediaKind = 'image' | 'video';

/** One accepted file type: its MIME type and the extension of its stored original. */
export interface MediaType {
  kind: MediaKind;
  contentType: string;
  extension: string;
}

const MB = 1024 * 1024;

/** Accepted types and the largest file of each kind, in bytes. */
export const MEDIA_LIMITS = {
  image: {
    maxBytes: 15 * MB,
    types: [
      { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
      { kind: 'image', contentType: 'image/png', extension: 'png' },
      { kind: 'image', contentType: 'image/webp', extension: 'webp' },
    ],
  },
  video: {
    maxBytes: 50 * MB,
    types: [
      { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
      { kind: 'video', contentType: 'video/webm', extension: 'webm' },
      { kind: 'video', contentType: 'video/quicktime', extension: 'mov' },
    ],
  },
} as const satisfies Record<MediaKind, { maxBytes: number; types: readonly MediaType[] }>;

/** The largest upload of any kind, in bytes. */
export const MAX_MEDIA_BYTES = Math.max(MEDIA_LIMITS.image.maxBytes, MEDIA_LIMITS.video.maxBytes);

/** How many leading bytes `detectMediaType` needs to decide. */
export const SNIFF_BYTES = 64;

/** "15 MB" for 15 * 1024 * 1024. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** The outcome of reading a file's first bytes: an accepted type, or the reason it is refused. */
export type MediaTypeCheck = { ok: true; type: MediaType } | { ok: false; reason: string };

const ACCEPTED = 'Photos must be JPEG, PNG or WebP, and videos MP4, WebM or QuickTime (.mov).';

// ISO base media brands (bytes 8-11 after `ftyp`). iPhones record QuickTime (`qt  `); most
// other cameras and phones write one of the MP4 brands.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV']);
// HEIF stills (iPhone HEIC, AVIF) are refused with advice: the server's image library (sharp's
// prebuilt libvips) cannot decode HEVC-coded HEIC at all.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/** The accepted type with this MIME type, or undefined. */
export function mediaTypeOf(contentType: string): MediaType | undefined {
  return [...MEDIA_LIMITS.image.types, ...MEDIA_LIMITS.video.types].find((t) => t.contentType === contentType);
}

const typeOf = (contentType: string): MediaType => mediaTypeOf(contentType)!;

/**
 * The type of a file from its first bytes (magic numbers), whatever its name or declared type.
 * A refusal's reason says what is accepted; HEIC gets its own advice.
 */
export function detectMediaType(head: Uint8Array): MediaTypeCheck {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, type: typeOf('image/jpeg') };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: typeOf('image/png') };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return { ok: true, type: typeOf('image/webp') };
  if (ascii(head, 4, 4) === 'ftyp' && head.length >= 12) {
    const brand = ascii(head, 8, 4);
    if (brand === 'qt  ') return { ok: true, type: typeOf('video/quicktime') };
    if (MP4_BRANDS.has(brand)) return { ok: true, type: typeOf('video/mp4') };
    if (HEIF_BRANDS.has(brand)) {
      return { ok: false, reason: `HEIC and HEIF photos are not accepted: export the photo as JPEG (on an iPhone, Camera > Formats > Most Compatible). ${ACCEPTED}` };
    }
  }
  // WebM is Matroska (EBML header 1A 45 DF A3) whose DocType, near the start, is "webm".
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 4, SNIFF_BYTES).includes('webm')) {
    return { ok: true, type: typeOf('video/webm') };
  }
  return { ok: false, reason: `This file type is not accepted. ${ACCEPTED}` };
}

/** The largest accepted file of a kind, or a refusal naming the limit. */
export function checkMediaSize(kind: MediaKind, bytes: number): { ok: true } | { ok: false; reason: string } {
  const { maxBytes } = MEDIA_LIMITS[kind];
  if (bytes <= maxBytes) return { ok: true };
  const noun = kind === 'image' ? 'Photos' : 'Videos';
  return { ok: false, reason: `${noun} are at most ${formatMegabytes(maxBytes)}; this file is ${formatMegabytes(bytes)}.` };
}

/**
 * One photo or video as the API answers it. `width`/`height` are those of the served original
 * (upright); videos have null sizes and no `medium` or `thumb`. URLs are paths on the API
 * server and need the owner's bearer token.
 */
export const MediaItemSchema = v.object({
  id: v.string(),
  property_id: v.string(),
  category: v.picklist(MEDIA_CATEGORIES),
  caption: v.nullable(v.string()),
  kind: v.picklist(['image', 'video'] as const satisfies readonly MediaKind[]),
  content_type: v.string(),
  /** Bytes of the served original. */
  bytes: v.pipe(v.number(), v.integer()),
  width: v.nullable(v.pipe(v.number(), v.integer())),
  height: v.nullable(v.pipe(v.number(), v.integer())),
  /** ISO 8601. */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  urls: v.object({ original: v.string(), medium: v.nullable(v.string()), thumb: v.nullable(v.string()) }),
});
export type MediaItem = v.InferOutput<typeof MediaItemSchema>;

/** `GET /api/properties/:id/media`: the signed-in user's media of the property, newest first. */
export const MediaListSchema = v.object({ property_id: v.string(), items: v.array(MediaItemSchema) });
export type MediaList = v.InferOutput<typeof MediaListSchema>;

/** The path a media item's size is served at. */
export function mediaUrl(id: string, size: MediaSize): string {
  return `/api/media/${id}/${size}`;
}
