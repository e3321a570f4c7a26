// One operation as the OpenAPI document reads it (decision 040): what its binding
// (server/src/http/bind-operation.ts) says of it, in the shape openapi-document.ts writes out.
import type * as v from 'valibot';
import type { AuthMode, HttpMethod } from '../../../core/api';
import type { JsonSchema } from './json-schema';

export type { AuthMode, HttpMethod };

/** One answer: what it means, and its body as a valibot schema or a JSON Schema (none: no body). */
export interface ResponseSpec {
  description: string;
  /** Default `application/json`. */
  contentType?: string;
  schema?: v.GenericSchema | JsonSchema;
}

/** A request body: JSON checked against `schema`, or a multipart form described in JSON Schema. */
export type BodySpec =
  | { kind: 'json'; schema: v.GenericSchema; maxBytes: number }
  | { kind: 'multipart'; schema: JsonSchema; maxBytes: number; description: string };

/** One operation of the document. */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI form: `/api/orgs/{id}/settings`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthMode;
  /** An object schema of the path parameters, named as in `path`. */
  params?: v.GenericSchema;
  /** An object schema of the query string (every value is text). */
  query?: v.GenericSchema;
  body?: BodySpec;
  /** Successful answers by status. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses besides those the document adds itself (400 for input, 401 for tokens, 413/415 for bodies, 429 for limits, 500). */
  errors: number[];
  /** Rate-limited: may answer 429 with Retry-After. */
  rateLimited?: boolean;
  /**
   * Account or organization administration (decision 027): a widget token gets 403 here, and the
   * API answers no CORS, so it is reached from Lotline's own pages only.
   */
  admin?: true;
}
