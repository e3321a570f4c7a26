// Sends one fuzz request through `app.request()` and checks the rules every answer keeps: an
// answer within the time limit, never a 5xx, every 4xx in the one JSON error shape
// (ApiErrorBodySchema) with field-level messages for invalid input, only statuses the OpenAPI
// document lists for the operation, and successful JSON answers of the shape it gives them.
import * as v from 'valibot';
import { ApiErrorBodySchema, ApiErrorCode } from '../../core/api/error.schema';
import type { FuzzApp } from './fuzz-app';
import type { FuzzRequest, Operation } from './requests';
import type { Schema } from './schema-arbitrary';
import { schemaMismatch } from './schema-check';

/** Why a request could not be made at all (a header fetch refuses): not a server failure. */
export class UnsendableRequest extends Error {}

/** A short, printable account of a request for failure messages. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? 'no body'
      : typeof request.body === 'string'
        ? `body ${JSON.stringify(request.body.slice(0, 300))}${request.body.length > 300 ? `… (${request.body.length} characters)` : ''}`
        : request.body instanceof Uint8Array
          ? `body of ${request.body.byteLength} bytes`
          : `multipart fields ${request.body.form.map(([name]) => name).join(', ')}`;
  const caller = typeof request.caller === 'string' ? request.caller : `Authorization ${JSON.stringify(request.caller.authorization.slice(0, 60))}`;
  const target = request.target.length > 300 ? `${request.target.slice(0, 300)}… (${request.target.length} characters)` : request.target;
  return `${request.kind} (${request.label}): ${request.method} ${target} as ${caller}, headers ${JSON.stringify(request.headers).slice(0, 300)}, ${body}`;
}

function bodyInit(body: FuzzRequest['body']): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body as BodyInit;
  const form = new FormData();
  for (const [name, value] of body.form) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
  }
  return form;
}

async function bodyText(response: Response): Promise<string> {
  const encoding = response.headers.get('content-encoding');
  if (!response.body) return '';
  if (encoding === 'gzip' || encoding === 'deflate') return new Response(response.body.pipeThrough(new DecompressionStream(encoding))).text();
  return response.text();
}

/** The outcome of one request, for counting. */
export interface Outcome {
  status: number;
  ms: number;
}

/**
 * Sends `request` for `op` and throws (with the seed, the operation and the request) when an
 * answer breaks a rule. Throws UnsendableRequest when fetch cannot even build the request.
 */
export async function sendAndCheck(
  fuzz: FuzzApp,
  op: Operation,
  request: FuzzRequest,
  options: { seed: number; timeLimitMs: number; resolve: (ref: string) => Schema },
): Promise<Outcome> {
  const where = () => `${op.name}: ${describeRequest(request)} (replay with LOTLINE_FUZZ_SEED=${options.seed})`;
  const headers = new Headers();
  let built: Request;
  try {
    for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
    const authorization = await fuzz.authorization(request.caller);
    if (authorization !== undefined) headers.set('authorization', authorization);
    const init: RequestInit = { method: request.method, headers };
    const body = bodyInit(request.body);
    if (body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') init.body = body;
    built = new Request(`http://localhost${request.target}`, init);
  } catch (error) {
    throw new UnsendableRequest(`${where()}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${options.timeLimitMs} ms: ${where()}`)), options.timeLimitMs);
  });
  let status: number;
  let contentType: string;
  let text: string;
  try {
    ({ status, contentType, text } = await Promise.race([
      (async () => {
        const response = await fuzz.app.request(built);
        return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await bodyText(response) };
      })(),
      timeout,
    ]));
  } finally {
    clearTimeout(timer);
  }
  const ms = performance.now() - started;

  if (status >= 500) throw new Error(`Answered ${status} ${text.slice(0, 300)}: ${where()}`);
  // A HEAD answer has no body to check.
  if (status >= 400 && request.method !== 'HEAD') {
    if (!contentType.startsWith('application/json')) throw new Error(`A ${status} answered ${contentType || 'no content type'}, not the JSON error shape: ${where()}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`A ${status} answered a body that is not JSON (${JSON.stringify(text.slice(0, 200))}): ${where()}`);
    }
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    if (!parsed.success) throw new Error(`A ${status} answered ${text.slice(0, 300)}, not the error shape: ${where()}`);
    const { error } = parsed.output;
    // The raw fields: valibot's record output leaves out keys such as `__proto__`, which a body may rightly name.
    const fields = (body as { error: { fields?: Record<string, unknown> } }).error.fields ?? {};
    if (status === 400 && error.code === ApiErrorCode.InvalidInput && Object.keys(fields).length === 0) {
      throw new Error(`A 400 invalid_input without field messages (${text.slice(0, 300)}): ${where()}`);
    }
  }
  if (!request.routeMayChange && !(String(status) in op.operation.responses)) {
    throw new Error(`Answered ${status}, which the OpenAPI document does not list for ${op.name} (${text.slice(0, 200)}): ${where()}`);
  }
  // A successful JSON answer has the shape the document gives it.
  const documented = op.operation.responses[String(status)]?.content?.['application/json']?.schema as Schema | undefined;
  if (!request.routeMayChange && status < 300 && documented && contentType.startsWith('application/json') && request.method !== 'HEAD') {
    const miss = schemaMismatch(JSON.parse(text), documented, options.resolve);
    if (miss) throw new Error(`The ${status} answer does not match the OpenAPI document at ${miss}: ${where()}`);
  }
  return { status, ms };
}
