// Expected API failures as values that the error handler turns into the one JSON error shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ApiErrorCode, fieldErrors, type ApiErrorBody } from '../../../core/api/error.schema';

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

/** Parses a JSON body against a valibot schema, or throws a 400 (415 for another content type). */
export async function parseJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, ApiErrorCode.InvalidInput, 'Send the body as application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The body is not valid JSON.');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fieldErrors(result.issues));
  }
  return result.output;
}

/** Answers an error as JSON; unexpected errors become a 500 without internals. */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status);
  console.error(error);
  return c.json({ error: { code: ApiErrorCode.Internal, message: 'Something went wrong.' } } satisfies ApiErrorBody, 500);
}
