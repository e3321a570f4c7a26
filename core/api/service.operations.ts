// The operations of the service itself: whether it is up, the booking page it links to, and the
// API's own documentation (decision 020).
import type { SchedulingSchema } from './scheduling.schema';
import type { HealthSchema, OpenApiDocumentSchema } from './service.schema';
import { defineOperation, schemaTypes, type FileAnswer } from './operation';

/** `GET /api/health`: the server answers, and on which kind of database. */
export const health = defineOperation({
  id: 'health',
  method: 'get',
  path: '/api/health',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: typeof HealthSchema }>(),
});

/** `GET /api/scheduling`: the page where visitors book a call, or null when none is configured. */
export const getScheduling = defineOperation({
  id: 'getScheduling',
  method: 'get',
  path: '/api/scheduling',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: typeof SchedulingSchema }>(),
});

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the API. */
export const openApiDocument = defineOperation({
  id: 'openApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: typeof OpenApiDocumentSchema }>(),
});

/** `GET /api/docs`: the documentation as a page without scripts. */
export const apiDocs = defineOperation({
  id: 'apiDocs',
  method: 'get',
  path: '/api/docs',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: FileAnswer }>(),
});

/** `GET /api/docs.css`: the documentation page's stylesheet. */
export const apiDocsStylesheet = defineOperation({
  id: 'apiDocsStylesheet',
  method: 'get',
  path: '/api/docs.css',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ answer: FileAnswer }>(),
});
