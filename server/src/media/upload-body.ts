// Reads a multipart upload without trusting its size: a declared Content-Length over the limit
// is refused before a byte is read, and the bytes are counted as they arrive, so a body that
// declares nothing (chunked) or lies is cut off at the limit too.
import type { Context } from 'hono';
import { ApiErrorCode, formatMegabytes, MEDIA_LIMITS } from '../../../core/api';
import { ApiError } from '../http/api-error';
import { unstorableTextFields } from '../http/input-guards';

/** Room for the multipart boundaries, part headers and text fields beside the largest file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(): ApiError {
  return new ApiError(
    413,
    ApiErrorCode.PayloadTooLarge,
    `The upload is too large: photos are at most ${formatMegabytes(MEDIA_LIMITS.image.maxBytes)} and videos at most ${formatMegabytes(MEDIA_LIMITS.video.maxBytes)}.`,
  );
}

/** The request's multipart/form-data body, read up to `maxBytes`; 413 past it, 415 for another content type, 400 when malformed. */
export async function readMultipartBody(c: Context, maxBytes: number): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError(415, ApiErrorCode.UnsupportedMediaType, 'Send the upload as multipart/form-data with the fields file, category and caption.');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The upload is empty.', { file: ['file is required: a photo or a video'] });

  let received = 0;
  let overLimit = false;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          overLimit = true;
          controller.error(new Error(`The body passed ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': contentType } }).formData();
  } catch {
    if (overLimit) throw tooLarge();
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The body is not valid multipart/form-data.', { _: ['The body is not valid multipart/form-data.'] });
  }
  // Text fields end up in PostgreSQL text, which cannot hold NUL (input-guards.ts).
  const texts = [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const unstorable = unstorableTextFields(Object.fromEntries(texts));
  if (Object.keys(unstorable).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The upload has invalid fields.', unstorable);
  return form;
}
