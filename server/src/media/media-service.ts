// A user's photos and videos of a property: stores an accepted upload (a photo in three sizes,
// a video as uploaded), lists and deletes them, and finds one for serving. Every query is
// scoped to the owner, so another user's media id behaves exactly like an unknown one; and a
// widget token reaches only what was uploaded through its organization's embed (issue 28), where
// the owner on Lotline's own pages reaches all of theirs.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  mediaTypeOf,
  mediaUrl,
  type MediaCategory,
  type MediaItem,
  type MediaSize,
  type MediaType,
  type MediaUploadFields,
} from '../../../core/api';
import { embedOrganizationOf, type Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { propertyMedia } from '../db/schema';
import type { ImageSizesResult } from './image-sizes';
import { blobFolder, blobKey, newMediaId, RESIZED_CONTENT_TYPE } from './media-keys';
import type { MediaStore } from './media-store';

type MediaRow = typeof propertyMedia.$inferSelect;

/** What is stored of one upload: the original and, for photos, the medium and thumb sizes. */
export type MediaFiles =
  | { kind: 'video'; type: MediaType; original: Uint8Array }
  | { kind: 'image'; type: MediaType; sizes: Extract<ImageSizesResult, { ok: true }> };

/** A row as the API answers it. */
export function toMediaItem(row: MediaRow): MediaItem {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    property_id: row.parcelId,
    category: row.category as MediaCategory,
    caption: row.caption,
    kind: row.kind,
    content_type: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    urls: {
      original: mediaUrl(row.id, 'original'),
      medium: isImage ? mediaUrl(row.id, 'medium') : null,
      thumb: isImage ? mediaUrl(row.id, 'thumb') : null,
    },
  };
}

/** The blob keys of a row's sizes (only the original for a video). */
function blobKeysOf(row: Pick<MediaRow, 'kind' | 'contentType' | 'blobKey'>): Partial<Record<MediaSize, string>> {
  const extension = mediaTypeOf(row.contentType)?.extension ?? 'bin';
  const original = blobKey(row.blobKey, 'original', extension);
  if (row.kind !== 'image') return { original };
  return { original, medium: blobKey(row.blobKey, 'medium', extension), thumb: blobKey(row.blobKey, 'thumb', extension) };
}

/** The media `viewer` may reach: their own, and with a widget token only those uploaded through its embed. */
function reachableBy(viewer: Viewer): SQL {
  const embed = embedOrganizationOf(viewer);
  return and(eq(propertyMedia.userId, viewer.id), ...(embed === null ? [] : [eq(propertyMedia.embedOrganizationId, embed)]))!;
}

/** Stores the files, then the row (with the embed it came through); when either fails, the files written so far are removed. */
export async function saveMedia(db: Db, store: MediaStore, owner: { viewer: Viewer; parcelId: string }, fields: MediaUploadFields, files: MediaFiles): Promise<MediaItem> {
  const id = newMediaId();
  const folder = blobFolder(id);
  const image = files.kind === 'image' ? files.sizes.original : null;
  const originalBytes = files.kind === 'image' ? files.sizes.original.bytes : files.original;
  const row = {
    id,
    userId: owner.viewer.id,
    parcelId: owner.parcelId,
    embedOrganizationId: embedOrganizationOf(owner.viewer),
    category: fields.category,
    caption: fields.caption,
    kind: files.kind,
    contentType: files.type.contentType,
    bytes: originalBytes.byteLength,
    width: image?.width ?? null,
    height: image?.height ?? null,
    blobKey: folder,
  };
  const keys = blobKeysOf(row);
  const blobs: [string, Uint8Array][] = [[keys.original!, originalBytes]];
  if (files.kind === 'image') blobs.push([keys.medium!, files.sizes.medium.bytes], [keys.thumb!, files.sizes.thumb.bytes]);
  try {
    for (const [key, bytes] of blobs) await store.put(key, bytes);
    const [saved] = await db.insert(propertyMedia).values(row).returning();
    return toMediaItem(saved!);
  } catch (error) {
    await Promise.allSettled(blobs.map(([key]) => store.delete(key)));
    throw error;
  }
}

/** The media of a property `viewer` may reach, newest first. */
export async function readMedia(db: Db, viewer: Viewer, parcelId: string): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(propertyMedia)
    .where(and(reachableBy(viewer), eq(propertyMedia.parcelId, parcelId)))
    .orderBy(desc(propertyMedia.createdAt), desc(propertyMedia.id));
  return rows.map(toMediaItem);
}

/** Deletes a media item of a property `viewer` may reach, and its files; false when there is no such item. */
export async function removeMedia(db: Db, store: MediaStore, viewer: Viewer, parcelId: string, mediaId: string): Promise<boolean> {
  const [row] = await db
    .delete(propertyMedia)
    .where(and(eq(propertyMedia.id, mediaId), reachableBy(viewer), eq(propertyMedia.parcelId, parcelId)))
    .returning();
  if (!row) return false;
  for (const key of Object.values(blobKeysOf(row))) await store.delete(key);
  return true;
}

/** One size of the user's media item, or why there is none. */
export type MediaBlobResult =
  | { found: true; contentType: string; bytes: Uint8Array<ArrayBuffer> }
  | { found: false; message: string };

/** The bytes and content type of one size of a media item `viewer` may reach. */
export async function findMediaBlob(db: Db, store: MediaStore, viewer: Viewer, mediaId: string, size: MediaSize): Promise<MediaBlobResult> {
  const [row] = await db
    .select()
    .from(propertyMedia)
    .where(and(eq(propertyMedia.id, mediaId), reachableBy(viewer)))
    .limit(1);
  if (!row) return { found: false, message: `No media ${mediaId}` };
  const key = blobKeysOf(row)[size];
  if (!key) return { found: false, message: `Videos are served in their original size only, not ${size}` };
  const bytes = await store.get(key);
  if (!bytes) return { found: false, message: `The ${size} file of media ${mediaId} is missing` };
  return { found: true, contentType: size === 'original' ? row.contentType : RESIZED_CONTENT_TYPE, bytes };
}
