// A signed-in user's photos and videos of a property (spec 2 section 2, 'Photos and videos'):
// upload with `POST /api/properties/:id/media`, list with `GET`, remove with
// `DELETE /api/properties/:id/media/:mediaId`, and the files at `GET /api/media/:mediaId/:size`.
// Media are private to their owner: another user's media answer 404, as if they did not exist.
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  ApiErrorCode,
  fieldErrors,
  checkMediaSize,
  detectMediaType,
  MAX_MEDIA_BYTES,
  MediaIdSchema,
  MediaSizeSchema,
  MediaUploadFieldsSchema,
  SNIFF_BYTES,
  type MediaList,
  PropertyIdSchema,
} from '../../../core/api';
import type { RouteDeps } from '../app';
import { requireUserId, type Authenticator } from '../auth/current-user';
import type { Db } from '../db/database';
import { parcels } from '../db/schema';
import { ApiError } from '../http/api-error';
import { makeImageSizes } from '../media/image-sizes';
import { deleteMedia, findMediaBlob, listMedia, saveMedia, type MediaFiles } from '../media/media-service';
import type { MediaStore } from '../media/media-store';
import { FORM_OVERHEAD_BYTES, readMultipartBody } from '../media/upload-body';

/** The signed-in user's id, or a 401 that says what signing in is for. */
function signedInUser(c: Context, auth: Authenticator, purpose: string): Promise<string> {
  return requireUserId(c, auth, `Sign in to ${purpose}.`);
}

/** A path parameter parsed with `schema`, or a 400 naming the parameter. */
function pathParam<S extends v.GenericSchema>(c: Context, name: string, schema: S, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.param(name));
  if (!result.success) throw new ApiError(400, ApiErrorCode.InvalidInput, `The ${what} is not valid.`, { [name]: [result.issues[0].message] });
  return result.output;
}

/** The id of the lot named by the path, or a 400 (bad id) or 404. */
async function lotIdOf(c: Context, db: Db): Promise<string> {
  const id = pathParam(c, 'id', PropertyIdSchema, 'property id');
  const [parcel] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.kind, 'lot')))
    .limit(1);
  if (!parcel) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${id}`);
  return parcel.id;
}

/** Checks an upload's fields and file and prepares what is stored: a photo's sizes or the video. */
async function acceptUpload(form: FormData): Promise<{ fields: v.InferOutput<typeof MediaUploadFieldsSchema>; files: MediaFiles }> {
  const text = (name: string) => form.get(name) ?? undefined;
  const parsed = v.safeParse(MediaUploadFieldsSchema, { category: text('category'), caption: text('caption') });
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  const file = form.get('file');
  if (!(file instanceof File)) errors.file = ['file is required: a photo or a video'];
  else if (file.size === 0) errors.file = ['The file is empty'];
  if (!parsed.success || !(file instanceof File) || Object.keys(errors).length > 0) {
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The upload has invalid fields.', errors);
  }

  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectMediaType(bytes.subarray(0, SNIFF_BYTES));
  if (!type.ok) throw new ApiError(415, ApiErrorCode.UnsupportedMediaType, type.reason, { file: [type.reason] });
  const size = checkMediaSize(type.type.kind, bytes.byteLength);
  if (!size.ok) throw new ApiError(413, ApiErrorCode.PayloadTooLarge, size.reason, { file: [size.reason] });

  if (type.type.kind === 'video') return { fields: parsed.output, files: { kind: 'video', type: type.type, original: bytes } };
  const sizes = await makeImageSizes(bytes, type.type.contentType);
  if (!sizes.ok) {
    const status = sizes.reason === 'too_many_pixels' ? 413 : 400;
    throw new ApiError(status, status === 413 ? ApiErrorCode.PayloadTooLarge : ApiErrorCode.InvalidInput, sizes.message, { file: [sizes.message] });
  }
  return { fields: parsed.output, files: { kind: 'image', type: type.type, sizes } };
}

/** Routes /api/properties/:id/media and /api/media/:mediaId/:size, mounted under /api. */
export function mediaRoutes(deps: RouteDeps, store: MediaStore): Hono {
  const db = deps.database.db;
  return new Hono()
    .post('/properties/:id/media', async (c) => {
      const userId = await signedInUser(c, deps.auth, 'add photos and videos');
      const parcelId = await lotIdOf(c, db);
      const form = await readMultipartBody(c, MAX_MEDIA_BYTES + FORM_OVERHEAD_BYTES);
      const { fields, files } = await acceptUpload(form);
      return c.json(await saveMedia(db, store, { userId, parcelId }, fields, files), 201);
    })
    .get('/properties/:id/media', async (c) => {
      const userId = await signedInUser(c, deps.auth, 'see your photos and videos');
      const parcelId = await lotIdOf(c, db);
      return c.json({ property_id: parcelId, items: await listMedia(db, userId, parcelId) } satisfies MediaList);
    })
    .delete('/properties/:id/media/:mediaId', async (c) => {
      const userId = await signedInUser(c, deps.auth, 'remove photos and videos');
      const parcelId = pathParam(c, 'id', PropertyIdSchema, 'property id');
      const mediaId = pathParam(c, 'mediaId', MediaIdSchema, 'media id');
      if (!(await deleteMedia(db, store, userId, parcelId, mediaId))) throw new ApiError(404, ApiErrorCode.NotFound, `No media ${mediaId}`);
      return c.body(null, 204);
    })
    .get('/media/:mediaId/:size', async (c) => {
      const userId = await signedInUser(c, deps.auth, 'see your photos and videos');
      const mediaId = pathParam(c, 'mediaId', MediaIdSchema, 'media id');
      const size = pathParam(c, 'size', MediaSizeSchema, 'size');
      const blob = await findMediaBlob(db, store, userId, mediaId, size);
      if (!blob.found) throw new ApiError(404, ApiErrorCode.NotFound, blob.message);
      return c.body(blob.bytes, 200, {
        'Content-Type': blob.contentType,
        'Content-Length': String(blob.bytes.byteLength),
        // Private: the owner's browser may keep it, shared caches may not.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
