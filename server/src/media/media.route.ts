// A signed-in user's photos and videos of a property (spec 2 section 2, 'Photos and videos'):
// upload with `POST /api/properties/:id/media`, list with `GET`, remove with
// `DELETE /api/properties/:id/media/:mediaId`, and the files at `GET /api/media/:mediaId/:size`.
// Media are private to their owner: another user's media answer 404, as if they did not exist.
import {
  ApiErrorCode,
  deleteMedia,
  getMediaFile,
  listMedia,
  MAX_CAPTION_LENGTH,
  MAX_MEDIA_BYTES,
  MEDIA_CATEGORIES,
  MediaFilePathParamsSchema,
  MediaItemSchema,
  MediaListSchema,
  PropertyMediaPathParamsSchema,
  PropertyPathParamsSchema,
  uploadMedia,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { file } from '../http/json-shapes';
import { findLot } from '../property/property-store';
import { acceptUpload } from './accept-upload';
import { removeMedia, findMediaBlob, readMedia, saveMedia } from './media-service';
import { FORM_OVERHEAD_BYTES, readMultipartBody } from './upload-body';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'mediaStore'>>();

/** The id of the lot of a property id, or a 404. */
async function lotIdOf(db: Db, propertyId: string): Promise<string> {
  const lot = await findLot(db, propertyId);
  if (!lot) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${propertyId}`);
  return lot.id;
}


/** The operations of media. */
export const mediaRoutes = [
  bind(uploadMedia, {
    doc: {
      summary: 'Upload a photo or a video of a property',
      description: 'The type is read from the first bytes, never from the name: photos JPEG, PNG or WebP (at most 15 MB), videos MP4, WebM or QuickTime (at most 50 MB).',
      tags: ['Media'],
      answer: 'The stored item.',
    },
    signIn: 'Sign in to add photos and videos.',
    params: PropertyPathParamsSchema,
    body: {
      description: 'multipart/form-data with the fields file, category and caption.',
      form: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The photo or video.' },
          category: { type: 'string', enum: [...MEDIA_CATEGORIES] },
          caption: { type: 'string', maxLength: MAX_CAPTION_LENGTH },
        },
        required: ['file', 'category'],
      },
      read: readMultipartBody,
    },
    maxBodyBytes: MAX_MEDIA_BYTES + FORM_OVERHEAD_BYTES,
    answer: MediaItemSchema,
    async handler({ params, body, viewer, deps }) {
      const parcelId = await lotIdOf(deps.database.db, params.id);
      const { fields, files } = await acceptUpload(body);
      return saveMedia(deps.database.db, deps.mediaStore, { viewer, parcelId }, fields, files);
    },
  }),
  bind(listMedia, {
    doc: { summary: "The user's photos and videos of a property, newest first", tags: ['Media'], answer: 'The items.' },
    signIn: 'Sign in to see your photos and videos.',
    params: PropertyPathParamsSchema,
    answer: MediaListSchema,
    async handler({ params, viewer, deps }) {
      const parcelId = await lotIdOf(deps.database.db, params.id);
      return { property_id: parcelId, items: await readMedia(deps.database.db, viewer, parcelId) };
    },
  }),
  bind(deleteMedia, {
    doc: { summary: 'Remove a photo or video', tags: ['Media'], answer: 'Removed.' },
    signIn: 'Sign in to remove photos and videos.',
    params: PropertyMediaPathParamsSchema,
    async handler({ params, viewer, deps }) {
      if (!(await removeMedia(deps.database.db, deps.mediaStore, viewer, params.id, params.mediaId))) throw new ApiError(404, ApiErrorCode.NotFound, `No media ${params.mediaId}`);
    },
  }),
  bind(getMediaFile, {
    doc: { summary: "A media item's file in one size (its owner only)", tags: ['Media'], answer: 'The file.', contentType: 'application/octet-stream' },
    signIn: 'Sign in to see your photos and videos.',
    params: MediaFilePathParamsSchema,
    answer: file('application/octet-stream'),
    async handler({ params, viewer, deps, c }) {
      const blob = await findMediaBlob(deps.database.db, deps.mediaStore, viewer, params.mediaId, params.size);
      if (!blob.found) throw new ApiError(404, ApiErrorCode.NotFound, blob.message);
      return c.body(blob.bytes, 200, {
        'Content-Type': blob.contentType,
        'Content-Length': String(blob.bytes.byteLength),
        // Private: the owner's browser may keep it, shared caches may not.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  }),
];
