// A bound operation through app.request(): who may call, the one 400 of field messages for path
// parameters, query and body, the descriptor's status, the answer checked against its schema
// outside production, and its entry of the OpenAPI document.
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOperation, schemaTypes, type NoContent } from '../../../core/api';
import type { Authenticator } from '../auth/current-user';
import { errorResponse } from './api-error';
import { mountOperations, operationBinder } from './bind-operation';

const NoteParams = v.object({ id: v.pipe(v.string(), v.regex(/^n\d+$/, 'Note ids are n and digits')) });
const NoteQuery = v.object({ times: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('times must be a whole number')), '1') });
const NoteBody = v.object({ text: v.pipe(v.string('text must be text'), v.nonEmpty('text is empty')) });
const Note = v.object({ id: v.string(), text: v.string(), by: v.string() });

const writeNote = defineOperation({
  id: 'writeNote',
  method: 'put',
  path: '/api/notes/{id}',
  auth: 'bearer',
  status: 201,
  errors: [404],
  schemas: schemaTypes<{ params: typeof NoteParams; query: typeof NoteQuery; body: typeof NoteBody; answer: typeof Note }>(),
});
const dropNote = defineOperation({
  id: 'dropNote',
  method: 'delete',
  path: '/api/notes/{id}',
  auth: 'optional',
  status: 204,
  errors: [],
  schemas: schemaTypes<{ params: typeof NoteParams; answer: NoContent }>(),
});

/** Ada's token is `good`; every other token is no one's. */
const auth: Authenticator = { viewerOf: async (token) => (token === 'good' ? { id: 'ada', kind: 'account' } : null) };
const bind = operationBinder<{ auth: Authenticator; broken: boolean }>();
const operations = [
  bind(writeNote, {
    doc: { summary: 'Write a note', tags: ['Notes'], answer: 'The note.' },
    signIn: 'Sign in to write notes.',
    params: NoteParams,
    query: NoteQuery,
    body: NoteBody,
    maxBodyBytes: 64,
    answer: Note,
    handler({ params, query, body, viewer, deps }) {
      // A broken server answers a number where the schema says text.
      return { id: params.id, text: body.text.repeat(query.times), by: deps.broken ? (42 as unknown as string) : viewer.id };
    },
  }),
  bind(dropNote, {
    doc: { summary: 'Drop a note', tags: ['Notes'], answer: 'Dropped.' },
    params: NoteParams,
    handler() {},
  }),
];

function appOf(options: { broken?: boolean; checkAnswers?: boolean } = {}): Hono {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  mountOperations(app, operations, { auth, broken: options.broken ?? false }, { checkAnswers: options.checkAnswers ?? true });
  return app;
}

const put = (app: Hono, path: string, body: unknown, token: string | null = 'good') =>
  app.request(path, { method: 'PUT', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

afterEach(() => vi.restoreAllMocks());

describe('a bound operation', () => {
  it('answers the parsed input with the descriptor’s status', async () => {
    const response = await put(appOf(), '/api/notes/n7?times=2', { text: 'ab' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'n7', text: 'abab', by: 'ada' });
    expect((await appOf().request('/api/notes/n7', { method: 'DELETE' })).status).toBe(204);
  });

  it('asks for a token with the binding’s words, and refuses a bad one', async () => {
    const anonymous = await put(appOf(), '/api/notes/n7', { text: 'ab' }, null);
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: { code: 'unauthorized', message: 'Sign in to write notes.' } }]);
    expect((await put(appOf(), '/api/notes/n7', { text: 'ab' }, 'forged')).status).toBe(401);
    expect((await appOf().request('/api/notes/n7', { method: 'DELETE', headers: { authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it('names bad path parameters, query values and body fields in the one error shape', async () => {
    const path = await put(appOf(), '/api/notes/x1', { text: 'ab' });
    expect([path.status, await path.json()]).toEqual([400, { error: { code: 'invalid_input', message: 'The request has invalid fields.', fields: { id: ['Note ids are n and digits'] } } }]);
    const query = await put(appOf(), '/api/notes/n1?times=1.5', { text: 'ab' });
    expect((await query.json()).error.fields).toEqual({ times: ['times must be a whole number'] });
    const body = await put(appOf(), '/api/notes/n1', { text: '' });
    expect((await body.json()).error.fields).toEqual({ text: ['text is empty'] });
    expect((await put(appOf(), '/api/notes/n1', { text: 'x'.repeat(100) })).status).toBe(413);
  });

  it('checks the answer against its schema when asked to, and names the field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await put(appOf({ broken: true }), '/api/notes/n7', { text: 'ab' });
    expect(broken.status).toBe(500);
    // The log line is JSON with the error's message.
    expect(String(logged.mock.calls[0]?.[0])).toContain('The answer of writeNote does not match its schema: by: ');
    const unchecked = await put(appOf({ broken: true, checkAnswers: false }), '/api/notes/n7', { text: 'ab' });
    expect([unchecked.status, (await unchecked.json()).by]).toEqual([201, 42]);
  });

  it('gives the OpenAPI document its entry', () => {
    expect(operations[0]!.route).toEqual({
      method: 'put',
      path: '/api/notes/{id}',
      operationId: 'writeNote',
      summary: 'Write a note',
      tags: ['Notes'],
      auth: 'bearer',
      params: NoteParams,
      query: NoteQuery,
      body: { kind: 'json', schema: NoteBody, maxBytes: 64 },
      responses: { 201: { description: 'The note.', schema: Note } },
      errors: [404],
    });
    expect(operations[1]!.route.responses).toEqual({ 204: { description: 'Dropped.' } });
  });
});
