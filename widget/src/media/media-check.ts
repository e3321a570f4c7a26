// The check of a picked file before it is sent: the same rules as the server's (core's type
// detection from the first bytes, core's size limit per kind), so a file the server would refuse
// is refused at once, with a message in the visitor's language and without any request.
import { checkMediaSize, detectMediaType, formatMegabytes, MAX_MEDIA_BYTES, MEDIA_LIMITS, SNIFF_BYTES, type MediaKind, type MediaType } from '../../../core/api';
import type { Translate } from '../i18n/use-translate';

/** Why a file is refused: its type, a HEIC/HEIF photo (with its own advice), no bytes, or its size. */
export const MediaFileReason = { Type: 'type', Heic: 'heic', Empty: 'empty', Size: 'size' } as const;

/** The outcome of the check: the file's type, or why it is refused (with the limit it broke). */
export type MediaFileCheck =
  | { ok: true; type: MediaType }
  | { ok: false; reason: typeof MediaFileReason.Type | typeof MediaFileReason.Heic | typeof MediaFileReason.Empty }
  | { ok: false; reason: typeof MediaFileReason.Size; kind: MediaKind; limit: string; size: string };

/** The `accept` of the file picker: every accepted MIME type (the bytes decide in the end). */
export const ACCEPTED_MEDIA_TYPES = [...MEDIA_LIMITS.image.types, ...MEDIA_LIMITS.video.types].map((type) => type.contentType).join(',');

/**
 * Checks a file from its first bytes (`head`, at least `SNIFF_BYTES` of them when the file is
 * that long) and its size in bytes. Anything over the largest limit of any kind is refused
 * whatever its bytes say.
 */
export function checkMediaFile(head: Uint8Array, bytes: number): MediaFileCheck {
  if (bytes === 0) return { ok: false, reason: MediaFileReason.Empty };
  const detected = detectMediaType(head);
  if (!detected.ok) {
    if (bytes > MAX_MEDIA_BYTES) return { ok: false, reason: MediaFileReason.Size, kind: 'video', limit: formatMegabytes(MAX_MEDIA_BYTES), size: formatMegabytes(bytes) };
    // Core words its HEIC refusal apart from the others: it carries advice to export a JPEG.
    return { ok: false, reason: /HEIC/.test(detected.reason) ? MediaFileReason.Heic : MediaFileReason.Type };
  }
  const { kind } = detected.type;
  if (!checkMediaSize(kind, bytes).ok) {
    return { ok: false, reason: MediaFileReason.Size, kind, limit: formatMegabytes(MEDIA_LIMITS[kind].maxBytes), size: formatMegabytes(bytes) };
  }
  return { ok: true, type: detected.type };
}

/** Reads a file's first bytes and checks it. */
export async function checkPickedFile(file: Blob): Promise<MediaFileCheck> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkMediaFile(head, file.size);
}

/** The message of a refused file, as the upload form shows it. */
export function refusalMessage(t: Translate, check: Exclude<MediaFileCheck, { ok: true }>): string {
  switch (check.reason) {
    case MediaFileReason.Size:
      return t(check.kind === 'image' ? 'media.check.image' : 'media.check.video', { limit: check.limit, size: check.size });
    case MediaFileReason.Heic:
      return t('media.check.heic');
    case MediaFileReason.Empty:
      return t('media.check.empty');
    case MediaFileReason.Type:
      return t('media.check.type');
  }
}
