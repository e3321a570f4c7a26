// Media ids and the blob layout: `<first two hex digits>/<id>/<size>.<extension>`, e.g.
// `3f/3fa1…/original.jpg`, `3f/3fa1…/medium.webp`, `3f/3fa1…/thumb.webp`. The two-digit folder
// keeps any one folder small. Ids are random, so a key never carries anything a user typed.
import { randomBytes } from 'node:crypto';
import type { MediaSize } from '../../../core/api';

/** A new media id: 128 random bits as 32 hex digits (the format `MediaIdSchema` accepts). */
export function newMediaId(): string {
  return randomBytes(16).toString('hex');
}

/** The folder of a media item's blobs, stored as the row's `blob_key`. */
export function blobFolder(mediaId: string): string {
  return `${mediaId.slice(0, 2)}/${mediaId}`;
}

/** The extension of the resized sizes, which are always WebP. */
export const RESIZED_EXTENSION = 'webp';
/** The content type of the resized sizes. */
export const RESIZED_CONTENT_TYPE = 'image/webp';

/** The key of one size of a media item; `extension` is the original's (resized sizes are WebP). */
export function blobKey(folder: string, size: MediaSize, originalExtension: string): string {
  return `${folder}/${size}.${size === 'original' ? originalExtension : RESIZED_EXTENSION}`;
}
