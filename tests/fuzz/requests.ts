// Requests for one operation of the OpenAPI document: well-shaped ones (path parameters, query and
// body generated from the operation's JSON Schemas, often with known ids) and malformed ones
// (nasty parameters, broken query strings, garbage and mutated bodies, wrong content types, bad
// tokens, odd headers), plus a fixed list of edge cases every operation gets.
import fc from 'fast-check';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../../server/src/openapi/openapi-document';
import type { Caller, PathHints } from './fuzz-app';
import { badAuthorization, CONTENT_TYPES, edgeBodies, nastyString, oddHeaders, oddJsonValue } from './nasty';
import { arbitraryOf, type ArbitraryContext, type Hints, type Schema } from './schema-arbitrary';

/** An operation of the document. */
export interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
  /** `GET /api/orgs/{id}/settings`. */
  name: string;
}

/** A request to send; the body is text, bytes or a multipart form. */
export interface FuzzRequest {
  kind: 'well-shaped' | 'malformed' | 'edge';
  /** What was done to it, for failure messages. */
  label: string;
  method: string;
  /** Path and query, percent-encoded. */
  target: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: string | Uint8Array | { form: [string, string | FormFile][] };
  /** A raw path trick (`..`, an unencoded `%`) may land on another route: only the error rules hold, not this operation's statuses. */
  routeMayChange?: boolean;
}

/** A file of a multipart form. */
export interface FormFile {
  bytes: readonly number[];
  name: string;
  type: string;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, name: `${method.toUpperCase()} ${path}` })),
  );
}

/** What resolves `$ref`s of the document. */
export function arbitraryContext(document: OpenApiDocument, hints: Hints): ArbitraryContext {
  return {
    hints,
    resolve(ref) {
      const name = ref.replace('#/components/schemas/', '');
      const schema = document.components.schemas[name];
      if (!schema) throw new Error(`Unknown schema ${ref}`);
      return schema as Schema;
    },
  };
}

const pathParams = (op: Operation) => (op.operation.parameters ?? []).filter((p) => p.in === 'path');
const queryParams = (op: Operation) => (op.operation.parameters ?? []).filter((p) => p.in === 'query');
const jsonBodySchema = (op: Operation) => op.operation.requestBody?.content['application/json']?.schema as Schema | undefined;
const isMultipart = (op: Operation) => op.operation.requestBody?.content['multipart/form-data'] !== undefined;
const authMode = (op: Operation): 'none' | 'optional' | 'bearer' =>
  op.operation.security.length === 0 ? 'none' : op.operation.security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'bearer';

/** The first segment after /api: `orgs` for /api/orgs/{id}/settings. */
const area = (op: Operation) => op.path.split('/')[2] ?? '';

function pathHint(op: Operation, param: OpenApiParameter, hints: PathHints): readonly string[] {
  return hints[`${area(op)}.${param.name}`] ?? [];
}

/** Operations that end sessions: they get throw-away accounts, so the owner's and member's tokens stay valid. */
const ENDS_SESSIONS = new Set(['signOut', 'signOutEverywhere']);

/** Callers of well-shaped requests. */
function callers(op: Operation): fc.Arbitrary<Caller> {
  if (ENDS_SESSIONS.has(op.operation.operationId)) return fc.constantFrom<Caller>('none', 'dev', 'fresh-account');
  if (authMode(op) === 'none') return fc.constantFrom<Caller>('none', 'none', 'dev');
  return fc.constantFrom<Caller>('none', 'dev', 'owner', 'owner', 'member');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** encodeURIComponent, except that a lone surrogate is sent as its WTF-8 bytes (%ED%A0%80), as a careless client would. */
function encodePathValue(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

function buildTarget(op: Operation, pathValues: Record<string, string>, query: [string, string][], rawQuery = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(pathValues[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  const joined = [search, rawQuery].filter(Boolean).join('&');
  return joined ? `${path}?${joined}` : path;
}

/** Path parameter values: known ids mostly, else generated from the schema. */
function pathValuesArbitrary(op: Operation, context: ArbitraryContext, hints: PathHints): fc.Arbitrary<Record<string, string>> {
  const fields: Record<string, fc.Arbitrary<string>> = {};
  for (const param of pathParams(op)) {
    const known = pathHint(op, param, hints);
    const generated = arbitraryOf(param.schema as Schema, context).map(text);
    fields[param.name] = known.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated }) : generated;
  }
  return fc.record(fields);
}

function queryArbitrary(op: Operation, context: ArbitraryContext): fc.Arbitrary<[string, string][]> {
  const fields: Record<string, fc.Arbitrary<string>> = {};
  const required: string[] = [];
  for (const param of queryParams(op)) {
    const known = context.hints[param.name];
    const generated = arbitraryOf(param.schema as Schema, context).map(text);
    fields[param.name] = known?.length ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: fc.constantFrom(...known).map(text) }) : generated;
    if (param.required) required.push(param.name);
  }
  return fc.record(fields, { requiredKeys: required }).map((record) => Object.entries(record) as [string, string][]);
}

const PNG_1x1 = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f,
  0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00,
  0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/** A multipart upload: a tiny photo, bytes that only start like one, or random bytes; fields right or wrong. */
function multipartArbitrary(op: Operation, context: ArbitraryContext, malformed: boolean): fc.Arbitrary<FuzzRequest['body']> {
  const schema = op.operation.requestBody!.content['multipart/form-data']!.schema as Schema;
  const file: fc.Arbitrary<FormFile> = fc.oneof(
    fc.constant({ bytes: PNG_1x1, name: 'photo.png', type: 'image/png' }),
    fc.constant({ bytes: [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0], name: 'broken.jpg', type: 'image/jpeg' }),
    fc.constant({ bytes: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63], name: 'photo.heic', type: 'image/heic' }),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((bytes) => ({ bytes, name: 'x.bin', type: 'application/octet-stream' })),
  );
  const category = malformed ? fc.oneof(arbitraryOf(schema.properties!.category, context).map(text), nastyString) : arbitraryOf(schema.properties!.category, context).map(text);
  const caption = malformed ? nastyString : fc.string({ maxLength: 200 });
  return fc
    .record({ file: malformed ? fc.option(file) : file, category: fc.option(category), caption: fc.option(caption), extra: malformed ? fc.option(nastyString) : fc.constant(null) })
    .map(({ file: f, category: c, caption: t, extra }) => {
      const form: [string, string | FormFile][] = [];
      if (f) form.push(['file', f]);
      if (c !== null) form.push(['category', c]);
      if (t !== null) form.push(['caption', t]);
      if (extra !== null) form.push(['file', extra]);
      return { form };
    });
}

/** A well-shaped body turned bad in one way: a required field gone, a field of the wrong kind, an extra field, or the whole of it wrapped or replaced. */
function mutatedBody(well: fc.Arbitrary<unknown>, schema: Schema | undefined): fc.Arbitrary<unknown> {
  const requiredKeys = schema?.required ?? [];
  return fc.oneof(
    fc.tuple(well, fc.nat()).map(([value, pick]) => {
      if (!isPlainObject(value) || requiredKeys.length === 0) return value;
      const copy = { ...value };
      delete copy[requiredKeys[pick % requiredKeys.length]!];
      return copy;
    }),
    fc.tuple(well, fc.nat(), oddJsonValue).map(([value, pick, odd]) => {
      if (!isPlainObject(value)) return odd;
      const keys = Object.keys(value);
      if (keys.length === 0) return { ...value, x: odd };
      return { ...value, [keys[pick % keys.length]!]: odd };
    }),
    fc.tuple(well, nastyString, oddJsonValue).map(([value, key, odd]) => (isPlainObject(value) ? { ...value, [key]: odd } : value)),
    well.map((value) => [value]),
    oddJsonValue,
    fc.jsonValue({ maxDepth: 4 }),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Well-shaped requests of `op`. */
export function wellShapedRequests(op: Operation, context: ArbitraryContext, hints: PathHints): fc.Arbitrary<FuzzRequest> {
  const schema = jsonBodySchema(op);
  const body: fc.Arbitrary<FuzzRequest['body']> = schema
    ? arbitraryOf(schema, context).map((value) => JSON.stringify(value))
    : isMultipart(op)
      ? multipartArbitrary(op, context, false)
      : fc.constant(undefined);
  return fc
    .record({ pathValues: pathValuesArbitrary(op, context, hints), query: queryArbitrary(op, context), caller: callers(op), body })
    .map(({ pathValues, query, caller, body: b }): FuzzRequest => ({
      kind: 'well-shaped',
      label: 'well-shaped',
      method: op.method,
      target: buildTarget(op, pathValues, query),
      caller,
      headers: schema ? { 'content-type': 'application/json' } : ({} as Record<string, string>),
      ...(b === undefined ? {} : { body: b }),
    }));
}

/** Path parameter values that no id has. */
const nastyPathValue: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  fc.constantFrom('..', '.', '../..', '../../etc/passwd', 'a/b', '%2e%2e', 'x'.repeat(5_000), '0'.repeat(32), 'A'.repeat(32)),
);

/** A value of `arbitrary` about once in `every` times, else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Raw text spliced into a path or query, unencoded. */
const rawJunk = fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AE%C0%AE', '..', '../', '%2F..%2F', ';x=1', '%E2%80%AE', '+', '%FF%FE');

/** Malformed requests of `op`. */
export function malformedRequests(op: Operation, context: ArbitraryContext, hints: PathHints): fc.Arbitrary<FuzzRequest> {
  const schema = jsonBodySchema(op);
  const well = schema ? arbitraryOf(schema, context) : fc.constant({});
  const jsonBody = fc.oneof(
    { weight: 4, arbitrary: mutatedBody(well, schema).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }) },
  );
  const body: fc.Arbitrary<FuzzRequest['body']> = schema
    ? jsonBody
    : isMultipart(op)
      ? fc.oneof(multipartArbitrary(op, context, true), jsonBody)
      : fc.option(jsonBody, { nil: undefined });
  const pathValues = fc
    .tuple(pathValuesArbitrary(op, context, hints), sometimes(fc.constantFrom(...pathParams(op).map((p) => p.name), '_'), 2), nastyPathValue)
    .map(([values, broken, nasty]) => (broken && broken in values ? { ...values, [broken]: nasty } : values));
  const query = fc
    .tuple(queryArbitrary(op, context), fc.nat(), nastyString, fc.nat())
    .map(([entries, pick, nasty, how]) => {
      if (how % 4 === 0 && entries.length > 0) return entries.filter((_, i) => i !== pick % entries.length);
      if (how % 4 === 1 && entries.length > 0) return entries.map(([k, val], i) => [k, i === pick % entries.length ? nasty : val] as [string, string]);
      if (how % 4 === 2) return [...entries, ...entries, [nasty, nasty]] as [string, string][];
      return entries;
    });
  const caller: fc.Arbitrary<Caller> = fc.oneof(callers(op), badAuthorization.map((authorization) => ({ authorization })));
  const contentType = fc.oneof({ weight: 3, arbitrary: fc.constant(schema ? 'application/json' : undefined) }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  return fc
    .record({
      pathValues,
      query,
      rawQuery: sometimes(fc.oneof(rawJunk, rawJunk.map((j) => `${j}=${j}`)), 4).map((junk) => junk ?? ''),
      rawPath: sometimes(rawJunk, 8),
      caller,
      body,
      contentType,
      headers: oddHeaders,
    })
    .map(({ pathValues: values, query: entries, rawQuery, rawPath, caller: who, body: b, contentType: type, headers }) => {
      let target = buildTarget(op, values, entries, rawQuery);
      if (rawPath !== undefined) target = target.replace(/(\/api\/[^?]*)/, (path) => `${path}${rawPath}`);
      const allHeaders: Record<string, string> = { ...headers };
      if (type !== undefined && !(isMultipart(op) && typeof b === 'object' && b !== null && 'form' in b)) allHeaders['content-type'] = type;
      return {
        kind: 'malformed' as const,
        label: 'malformed',
        method: op.method,
        target,
        caller: who,
        headers: allHeaders,
        ...(b === undefined ? {} : { body: b }),
        ...(rawPath !== undefined ? { routeMayChange: true } : {}),
      };
    });
}

/** Well-shaped and malformed requests, about one in three well-shaped. */
export function requestsOf(op: Operation, context: ArbitraryContext, hints: PathHints): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 1, arbitrary: wellShapedRequests(op, context, hints) }, { weight: 2, arbitrary: malformedRequests(op, context, hints) });
}

/** The fixed edge cases of `op`: every edge body, wrong content types, nasty path parameters and query strings, bad tokens. */
export function edgeRequests(op: Operation, hints: PathHints, fieldHints: Hints, context: ArbitraryContext): FuzzRequest[] {
  const known: Record<string, string> = {};
  for (const param of pathParams(op)) known[param.name] = pathHint(op, param, hints)[0] ?? 'x';
  const query: [string, string][] = queryParams(op)
    .filter((p) => p.required)
    .map((p) => [p.name, text(fieldHints[p.name]?.[0] ?? 'x')]);
  const caller: Caller = ENDS_SESSIONS.has(op.operation.operationId) ? 'fresh-account' : authMode(op) === 'none' ? 'none' : 'owner';
  const base = { method: op.method, caller, headers: {} as Record<string, string> };
  const target = buildTarget(op, known, query);
  const cases: FuzzRequest[] = [];
  const add = (label: string, request: Partial<FuzzRequest>) => cases.push({ kind: 'edge', label, ...base, target, ...request });

  if (jsonBodySchema(op) || isMultipart(op)) {
    for (const { label, body } of edgeBodies()) add(label, { body, headers: { 'content-type': 'application/json' } });
    // Each top-level field as a list of empty objects as long as the body limit allows: a schema
    // checks every item before the list's length, and names every bad one.
    const max = op.operation['x-max-body-bytes'] ?? 256 * 1024;
    const schema = jsonBodySchema(op);
    const top = schema?.$ref ? context.resolve(schema.$ref) : schema;
    for (const name of Object.keys(top?.properties ?? {})) {
      const items = Math.floor((max - name.length - 10) / 3);
      add(`${name}: a list of ${items} empty objects`, { body: `{"${name}":[${new Array(items).fill('{}').join(',')}]}`, headers: { 'content-type': 'application/json' } });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      add(`content type ${type ?? 'missing'}`, { body: '{}', headers: type ? { 'content-type': type } : {} });
    }
    add('declared length over the limit', { body: '{}', headers: { 'content-type': 'application/json', 'content-length': '999999999' } });
  }
  for (const param of pathParams(op)) {
    for (const nasty of ['..', '../../etc/passwd', '\u0000', 'a\u0000b', '\ud800', 'x'.repeat(5_000), '\u202e', '👩‍👩‍👧', 'constructor', '__proto__', 'toString']) {
      add(`path ${param.name} ${JSON.stringify(nasty.slice(0, 20))}`, { target: buildTarget(op, { ...known, [param.name]: nasty }, query) });
    }
    add(`path ${param.name} raw %`, { target: target.replace(encodePathValue(known[param.name]!), '%'), routeMayChange: true });
  }
  for (const param of queryParams(op)) {
    for (const nasty of ['', '\u0000', '\ud800', 'x'.repeat(100_000), '%', '[]', '{"a":1}']) {
      add(`query ${param.name}=${JSON.stringify(nasty.slice(0, 20))}`, { target: buildTarget(op, known, [...query.filter(([k]) => k !== param.name), [param.name, nasty]]) });
    }
  }
  // Other methods on the same path: HEAD of a GET, a CORS preflight, a method the path does not take.
  if (op.method === 'GET') add('HEAD', { method: 'HEAD', routeMayChange: true });
  add('OPTIONS', { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': op.method }, routeMayChange: true });
  add('another method', { method: op.method === 'GET' ? 'POST' : 'GET', routeMayChange: true });
  add('junk query string', { target: `${buildTarget(op, known, [])}?%zz=%&&=&a&${'b'.repeat(3000)}=1&q=%00` });
  if (authMode(op) !== 'none') {
    for (const authorization of ['Bearer', 'Basic YWRhOmFkYQ==', `Bearer ${'x'.repeat(10_000)}`, 'Bearer dev.YWRh.forged']) {
      add(`Authorization ${authorization.slice(0, 24)}`, { caller: { authorization } });
    }
  }
  return cases;
}
