// Expected API failures as values that the error handler turns into the one JSON error shape.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ApiErrorCode, fieldErrors, type ApiErrorBody } from '../../../core/api';
import { longListFields, unstorableTextFields } from './input-guards';
import { requestLogger } from './request-log';

/** A failure to answer with `status` and `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body of this error. */
  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** Validates the query string against a valibot schema, or throws a 400 with field-level messages. */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) {
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fieldErrors(result.issues));
  }
  return result.output;
}

/** The largest JSON body a route takes unless it says otherwise. */
export const DEFAULT_JSON_BODY_BYTES = 256 * 1024;

function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, ApiErrorCode.PayloadTooLarge, `The body is too large: at most ${Math.floor(maxBytes / 1024)} KB.`);
}

/**
 * The request's body as text, read up to `maxBytes`: a declared Content-Length over the limit is
 * refused before a byte is read, and the bytes are counted as they arrive, so a body that
 * declares nothing (chunked) or lies is cut off at the limit too.
 */
async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
  const body = c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses a JSON body of at most `maxBytes` against a valibot schema, or throws a 400 (413 when larger, 415 for another content type). */
export async function parseJson<S extends v.GenericSchema>(c: Context, schema: S, maxBytes = DEFAULT_JSON_BODY_BYTES): Promise<v.InferOutput<S>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, ApiErrorCode.UnsupportedMediaType, 'Send the body as application/json.');
  }
  const text = await readBodyText(c, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // The body as a whole is the field ('_'), as fieldErrors names issues without a path.
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The body is not valid JSON.', { _: ['The body is not valid JSON.'] });
  }
  // Lists longer than any schema takes cost more to check than to refuse (input-guards.ts).
  const long = longListFields(body);
  if (Object.keys(long).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', long);
  // Text that PostgreSQL cannot store (NUL, lone surrogates) is invalid input, not a failed query.
  const unstorable = unstorableTextFields(body);
  if (Object.keys(unstorable).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', unstorable);
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fieldErrors(result.issues));
  }
  return result.output;
}

/** The error code of a status Hono's own HTTPException carries. */
function codeOfStatus(status: number): string {
  if (status === 401) return ApiErrorCode.Unauthorized;
  if (status === 403) return ApiErrorCode.Forbidden;
  if (status === 404) return ApiErrorCode.NotFound;
  if (status === 413) return ApiErrorCode.PayloadTooLarge;
  if (status === 415) return ApiErrorCode.UnsupportedMediaType;
  if (status === 429) return ApiErrorCode.RateLimited;
  return ApiErrorCode.InvalidInput;
}

/** Answers an error as JSON; unexpected errors are logged with the request's id and become a 500 without internals. */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status);
  // Hono's own 4xx (a middleware's body limit, a malformed body it parsed) in the one error shape.
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const message = error.message || 'The request cannot be answered.';
    const fields = error.status === 400 ? { fields: { _: [message] } } : {};
    return c.json({ error: { code: codeOfStatus(error.status), message, ...fields } } satisfies ApiErrorBody, error.status);
  }
  requestLogger(c).error({ err: error, method: c.req.method, route: routePath(c) }, 'unhandled error');
  return c.json({ error: { code: ApiErrorCode.Internal, message: 'Something went wrong.' } } satisfies ApiErrorBody, 500);
}
