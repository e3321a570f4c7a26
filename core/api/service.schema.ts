// The answers of the service itself: whether it is up, and the API's own OpenAPI document.
import * as v from 'valibot';

/** `GET /api/health`: the server answers, and on which kind of database. */
export const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });
export type Health = v.InferOutput<typeof HealthSchema>;

/** `GET /api/openapi.json`: an OpenAPI 3.1 document, checked as far as its version, title and paths. */
export const OpenApiDocumentSchema = v.object({
  openapi: v.pipe(v.string(), v.startsWith('3.1')),
  info: v.object({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.unknown()),
});
