import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../core/api';
import { errorResponse, parseJson } from './api-error';

const app = new Hono()
  .onError((error, c) => errorResponse(c, error))
  .post('/json', async (c) => c.json(await parseJson(c, v.object({ name: v.string() }))))
  .get('/hono/:status', (c) => {
    throw new HTTPException(Number(c.req.param('status')) as 400, { message: 'From Hono' });
  });

const post = (body: string, type = 'application/json') => app.request('/json', { method: 'POST', headers: { 'content-type': type }, body });

describe('errorResponse', () => {
  it("answers Hono's own 4xx in the error shape", async () => {
    const tooLarge = await app.request('/hono/413');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: { code: 'payload_too_large', message: 'From Hono' } });
    const bad = await app.request('/hono/400');
    expect(await bad.json()).toEqual({ error: { code: 'invalid_input', message: 'From Hono', fields: { _: ['From Hono'] } } });
  });
});

describe('parseJson', () => {
  it('names the body as a whole when it is not JSON, and answers 415 for another type', async () => {
    const garbage = await post('{"name": ');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ error: { code: 'invalid_input', message: 'The body is not valid JSON.', fields: { _: ['The body is not valid JSON.'] } } });
    const form = await post('name=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(v.parse(ApiErrorBodySchema, await form.json()).error.code).toBe('unsupported_media_type');
  });

  it('refuses NUL characters and lone surrogates, naming the field', async () => {
    const nul = await post('{"name": "a\\u0000b"}');
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.fields).toEqual({ name: ['name must not contain the NUL character (U+0000).'] });
    const surrogate = await post('{"name": "\\ud800"}');
    expect((await surrogate.json()).error.fields).toEqual({ name: ['name must be valid Unicode text (it has a lone surrogate).'] });
    expect((await post('{"name": "\\ud83d\\ude00"}')).status).toBe(200);
  });
});
