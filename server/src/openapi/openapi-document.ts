// The OpenAPI 3.1 document of the API, built from the bound operations (server/src/operations.ts,
// decision 040) and the same valibot schemas they validate with, converted by
// @valibot/to-json-schema (json-schema.ts). Built once per process: GET /api/openapi.json answers
// it and GET /api/docs renders it.
import { pathPlaceholders } from '../../../core/api';
import type { ApiRoute, HttpMethod } from '../http/api-route';
import { COMPONENTS } from './components';
import { COMPONENT_REF_PREFIX, createSchemaConverter, isValibotSchema, type JsonSchema } from '../http/json-schema';

export { pathPlaceholders };

/** The parts of an OpenAPI 3.1 document this module writes. */
/** The JSON Schema keywords the document's schemas use, as its readers (the docs page, the fuzzer) see them. */
export interface DocumentSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: DocumentSchema[];
  oneOf?: DocumentSchema[];
  allOf?: DocumentSchema[];
  items?: DocumentSchema | false;
  prefixItems?: DocumentSchema[];
  properties?: Record<string, DocumentSchema>;
  required?: string[];
  additionalProperties?: DocumentSchema | boolean;
  propertyNames?: DocumentSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  examples?: unknown[];
  description?: string;
  contentMediaType?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  /** The largest body the operation reads, in bytes. */
  'x-max-body-bytes'?: number;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

/** What each error status means; every error body is an ApiErrorBody. */
export const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid input (`invalid_input`): `fields` names each bad field with its messages.',
  401: 'No bearer token where one is needed, or a token that is malformed, forged, expired or revoked (`unauthorized`, or `bad_credentials` for a wrong password).',
  403: 'Signed in but not allowed (`forbidden`, `bad_signature`, `quota_reached`).',
  404: 'Nothing with this id or path (`not_found`, `address_not_found`).',
  409: 'Clashes with what exists (`conflict`, `email_taken`).',
  410: 'The link has expired (`expired`): a stored PDF past its keeping time; make a new one.',
  413: 'The body is larger than the operation takes (`payload_too_large`).',
  415: 'The body is not of the content type the operation takes.',
  422: 'Well-formed but unusable (a broken floor plan).',
  429: 'Too many requests (`rate_limited`); Retry-After says when to try again.',
  500: 'An unexpected failure (`internal`), without details.',
  502: 'The upstream service (street-view provider, linked site) failed (`preview_failed`).',
  503: 'Not answered within the request\'s time budget (`timeout`), or the server is shutting down (`unavailable`); Retry-After says when to try again.',
};

export const BEARER_SCHEME = 'bearerAuth';

/** The error statuses of a route: its own, and those of its input, token, body and limits. */
export function errorStatuses(route: ApiRoute): number[] {
  // Any path or query string with a NUL character is invalid input (http/input-guards.ts).
  const statuses = new Set([...route.errors, 400]);
  // A path parameter may name nothing, and one with a slash in it matches no route.
  if (route.params) statuses.add(404);
  if (route.auth !== 'none') statuses.add(401);
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rateLimited) statuses.add(429);
  // Every API request has a time budget (http/request-timeout.ts).
  statuses.add(500);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: `${COMPONENT_REF_PREFIX}ApiErrorBody` } } };

function packageVersion(): string {
  return process.env.npm_package_version ?? '0.1.0';
}

/** Builds the document from `routes` (every operation of the API: `documentedRoutes()` of server/src/operations.ts). */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const converter = createSchemaConverter(COMPONENTS);
  const schemaOf = (schema: ApiRoute['responses'][number]['schema']): JsonSchema | undefined =>
    schema === undefined ? undefined : isValibotSchema(schema) ? converter.convert(schema) : schema;

  const parametersOf = (route: ApiRoute): OpenApiParameter[] => {
    const parameters: OpenApiParameter[] = [];
    const placeholders = pathPlaceholders(route.path);
    const add = (where: 'path' | 'query', schema: ApiRoute['params']) => {
      if (!schema) return;
      const converted = converter.convert(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
      if (!converted.properties) throw new Error(`The ${where} schema of ${route.method.toUpperCase()} ${route.path} is not an object schema`);
      for (const [name, property] of Object.entries(converted.properties)) {
        const { description, ...rest } = property as JsonSchema & { description?: string };
        parameters.push({
          name,
          in: where,
          required: where === 'path' || (converted.required ?? []).includes(name),
          ...(description ? { description } : {}),
          schema: rest,
        });
      }
    };
    add('path', route.params);
    add('query', route.query);
    const named = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    if (named.join() !== placeholders.join()) {
      throw new Error(`${route.method.toUpperCase()} ${route.path}: path parameters [${named.join(', ')}] do not match the path's [${placeholders.join(', ')}]`);
    }
    return parameters;
  };

  const operationOf = (route: ApiRoute): OpenApiOperation => {
    const responses: Record<string, OpenApiResponse> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      const schema = schemaOf(response.schema);
      responses[status] = {
        description: response.description,
        ...(schema ? { content: { [response.contentType ?? 'application/json']: { schema } } } : {}),
      };
    }
    for (const status of errorStatuses(route)) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? `Error ${status}.`,
        ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } } : {}),
        content: ERROR_CONTENT,
      };
    }
    const parameters = parametersOf(route);
    const security: Record<string, string[]>[] = route.auth === 'bearer' ? [{ [BEARER_SCHEME]: [] }] : route.auth === 'optional' ? [{}, { [BEARER_SCHEME]: [] }] : [];
    const body = route.body;
    return {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      security,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body?.kind === 'json' ? { requestBody: { required: true, content: { 'application/json': { schema: converter.convert(body.schema) } } } } : {}),
      ...(body?.kind === 'multipart' ? { requestBody: { required: true, description: body.description, content: { 'multipart/form-data': { schema: body.schema } } } } : {}),
      ...(body ? { 'x-max-body-bytes': body.maxBytes } : {}),
      responses,
    };
  };

  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    if (operationIds.has(route.operationId)) throw new Error(`Two operations are named ${route.operationId}`);
    operationIds.add(route.operationId);
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is bound twice`);
    item[route.method] = operationOf(route);
  }
  const tags = [...new Set(routes.flatMap((route) => route.tags))].map((name) => ({ name }));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Lotline API',
      version: packageVersion(),
      description:
        'Look up a US lot, see what accessory dwelling units the law allows there, and place them. Send JSON with `Content-Type: application/json`; signed-in calls carry `Authorization: Bearer <token>` (a session token from sign-up or sign-in). Every error is an ApiErrorBody.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: converter.components(),
      securitySchemes: {
        [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/auth/sign-up or /api/auth/sign-in (or, outside production, a development token).' },
      },
    },
  };
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** The OpenAPI document of the API, built on first use (decision 020). */
    apiDocument: () => OpenApiDocument;
  }
}
