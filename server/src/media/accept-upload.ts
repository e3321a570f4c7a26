// An upload's fields and file checked, and what is stored prepared: a photo's sizes (re-encoded
// without metadata, decision 011) or the video as sent. The type is read from the first bytes,
// never from the name.
import * as v from 'valibot';
import { ApiErrorCode, checkMediaSize, detectMediaType, fieldErrors, MediaUploadFieldsSchema, SNIFF_BYTES } from '../../../core/api';
import { ApiError } from '../http/api-error';
import { makeImageSizes } from './image-sizes';
import type { MediaFiles } from './media-service';

/** Checks an upload's fields and file and prepares what is stored: a photo's sizes or the video. */
export async function acceptUpload(form: FormData): Promise<{ fields: v.InferOutput<typeof MediaUploadFieldsSchema>; files: MediaFiles }> {
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
