// The operations of a signed-in user's photos and videos of a property (spec 2 section 2, 'Photos
// and videos'): private to their owner, so another user's media answer 404 as if they did not exist.
import type { MediaFilePathParamsSchema, MediaItemSchema, MediaListSchema, PropertyMediaPathParamsSchema } from './media.schema';
import { defineOperation, schemaTypes, type FileAnswer, type MultipartBody, type NoContent } from './operation';
import type { PropertyPathParamsSchema } from './overrides.schema';

/** `POST /api/properties/{id}/media`: uploads a photo or a video (multipart: file, category, caption). */
export const uploadMedia = defineOperation({
  id: 'uploadMedia',
  method: 'post',
  path: '/api/properties/{id}/media',
  auth: 'bearer',
  status: 201,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyPathParamsSchema; body: MultipartBody; answer: typeof MediaItemSchema }>(),
});

/** `GET /api/properties/{id}/media`: the user's photos and videos of a property, newest first. */
export const listMedia = defineOperation({
  id: 'listMedia',
  method: 'get',
  path: '/api/properties/{id}/media',
  auth: 'bearer',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyPathParamsSchema; answer: typeof MediaListSchema }>(),
});

/** `DELETE /api/properties/{id}/media/{mediaId}`: removes a photo or video. */
export const deleteMedia = defineOperation({
  id: 'deleteMedia',
  method: 'delete',
  path: '/api/properties/{id}/media/{mediaId}',
  auth: 'bearer',
  status: 204,
  errors: [404],
  schemas: schemaTypes<{ params: typeof PropertyMediaPathParamsSchema; answer: NoContent }>(),
});

/** `GET /api/media/{mediaId}/{size}`: a media item's file in one size (its owner only). */
export const getMediaFile = defineOperation({
  id: 'getMediaFile',
  method: 'get',
  path: '/api/media/{mediaId}/{size}',
  auth: 'bearer',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof MediaFilePathParamsSchema; answer: FileAnswer }>(),
});
