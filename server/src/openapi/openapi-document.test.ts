// The OpenAPI document names every endpoint the app registers, and nothing else; its structure is
// sound OpenAPI 3.1 (every $ref resolves, every operation answers); /api/openapi.json serves it
// and /api/docs renders it without scripts.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../../../core/api';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { documentedRoutes } from '../operations';
import { buildOpenApiDocument, pathPlaceholders, type OpenApiDocument } from './openapi-document';

/** Every operation of the API as the OpenAPI document reads it. */
const API_ROUTES = documentedRoutes();

// The routes are only listed and the documentation routes answered: the database is never reached.
const unusedDatabase = {
  kind: 'pglite',
  db: new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`The database is not used by this test (db.${String(key)})`);
      },
    },
  ),
  close: async () => {},
} as unknown as Database;

/** Hono's `/api/pdf/:id{[0-9a-f]{32}}/:filename` in OpenAPI form: `/api/pdf/{id}/{filename}`. */
function openApiPath(honoPath: string): string {
  let out = '';
  for (let i = 0; i < honoPath.length; i++) {
    if (honoPath[i] !== ':') {
      out += honoPath[i];
      continue;
    }
    let name = '';
    i++;
    while (i < honoPath.length && /[A-Za-z0-9_]/.test(honoPath[i]!)) name += honoPath[i++];
    if (honoPath[i] === '{') {
      // Skip the parameter's pattern, braces nested.
      let depth = 0;
      for (; i < honoPath.length; i++) {
        if (honoPath[i] === '{') depth++;
        else if (honoPath[i] === '}' && --depth === 0) break;
      }
    } else i--;
    out += `{${name}}`;
  }
  return out;
}

/** `METHOD /path` of every API route Hono registered, middleware (`ALL`) left out. */
function registeredOperations(): string[] {
  const app = createApp({ database: unusedDatabase, secret: 'a-test-secret-of-at-least-32-characters!' });
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    seen.add(`${route.method} ${openApiPath(route.path)}`);
  }
  return [...seen].sort();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** Every `$ref` in `value`, with where it was found. */
function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => refsIn(item, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [{ ref: item, at }] : refsIn(item, `${at}/${key}`)));
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), document);
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(API_ROUTES);

  it('turns Hono paths into OpenAPI paths', () => {
    expect(openApiPath('/api/pdf/:id{[0-9a-f]{32}}/:filename')).toBe('/api/pdf/{id}/{filename}');
    expect(openApiPath('/api/orgs/:id/leads.csv')).toBe('/api/orgs/{id}/leads.csv');
    expect(openApiPath('/api/map-layers/:layerId/features')).toBe('/api/map-layers/{layerId}/features');
  });

  it('names every endpoint the app registers, and no other', () => {
    const registered = registeredOperations();
    const documented = documentedOperations(document);
    const missing = registered.filter((operation) => !documented.includes(operation));
    const unknown = documented.filter((operation) => !registered.includes(operation));
    expect(missing, `routes missing from the OpenAPI document (bind them: server/src/http/bind-operation.ts): ${missing.join(', ')}`).toEqual([]);
    expect(unknown, `documented operations without a route: ${unknown.join(', ')}`).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
  });

  it('is OpenAPI 3.1 with info, paths, and answers for every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(['get', 'post', 'put', 'patch', 'delete'], name).toContain(method);
        expect(operation.operationId, name).toBeTruthy();
        expect(operationIds.has(operation.operationId), `${name}: operationId ${operation.operationId} is used twice`).toBe(false);
        operationIds.add(operation.operationId);
        expect(operation.summary, name).toBeTruthy();
        expect(Object.keys(operation.responses).length, `${name} has no responses`).toBeGreaterThan(0);
        expect(Object.keys(operation.responses).some((status) => status.startsWith('2')), `${name} has no success answer`).toBe(true);
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathParams, `${name}: path parameters`).toEqual(pathPlaceholders(path));
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.description, `${name} ${status}`).toBeTruthy();
          if (Number(status) >= 400) {
            expect(response.content?.['application/json']?.schema, `${name} ${status} answers the error body`).toEqual({ $ref: '#/components/schemas/ApiErrorBody' });
          }
        }
        for (const scheme of operation.security.flatMap((entry) => Object.keys(entry))) {
          expect(document.components.securitySchemes[scheme], `${name}: security scheme ${scheme}`).toBeDefined();
        }
      }
    }
  });

  it('resolves every $ref', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(20);
    const broken = refs.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(broken, broken.map(({ ref, at }) => `${ref} at ${at}`).join(', ')).toEqual([]);
  });

  it('has one row per route in the table, with the error body shared', () => {
    expect(documentedOperations(document)).toHaveLength(API_ROUTES.length);
    expect(document.components.schemas.ApiErrorBody).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('describes request bodies from the valibot schemas the routes validate with', () => {
    const signUp = document.paths['/api/auth/sign-up']!.post!;
    const body = signUp.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(body.required).toEqual(['email', 'password', 'first_name', 'last_name']);
    expect(body.properties.email).toEqual({ $ref: '#/components/schemas/Email' });
    expect(document.components.schemas.Email).toMatchObject({ type: 'string', format: 'email', maxLength: 128 });
    const search = document.paths['/api/address/search']!.get!;
    expect(search.parameters).toEqual([
      expect.objectContaining({ name: 'q', in: 'query', required: true, schema: expect.objectContaining({ type: 'string', maxLength: 200 }) }),
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
  });
});

describe('the documentation routes', () => {
  const app = createApp({ database: unusedDatabase, secret: 'a-test-secret-of-at-least-32-characters!' });

  it('serve the document at /api/openapi.json', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(API_ROUTES))));
  });

  it('render it at /api/docs without scripts, with every operation grouped by tag', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs.css">');
    for (const route of API_ROUTES) {
      expect(html, route.path).toContain(`<span class="path">${route.path}</span>`);
      expect(html).toContain(`id="op-${route.operationId}"`);
    }
    expect(html).toContain('<h2 id="tag-accounts">Accounts</h2>');
    // Body fields with their types and required marks; text escaped.
    expect(html).toMatch(/<code>first_name<\/code> <span class="required" title="required">\*<\/span><\/td><td>string<\/td>/);
    expect(html).toContain('&#39;Is this allowed?&#39;');
  });

  it('serve the stylesheet as CSS', async () => {
    const response = await app.request('/api/docs.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain('.operation');
  });

  it('answer an unknown API path in the error shape', async () => {
    const response = await app.request('/api/docs/nothing');
    expect(response.status).toBe(404);
    expect(v.is(ApiErrorBodySchema, await response.json())).toBe(true);
  });
});
