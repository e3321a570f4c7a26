// Binds an operation's descriptor (core/api/*.operations.ts) to its schemas and its handler, in
// one place (decision 040): the binding checks who calls (the descriptor's `auth`), parses the
// path parameters, the query and the body with the schemas (the one 400 of field messages,
// 413 and 415 for bodies), admits the property the request opens against the viewer's address
// quota (`opens`, quota/admission.ts), runs the handler, checks its answer against the answer schema
// outside production, answers with the descriptor's status, and gives the OpenAPI document its
// entry (openapi-document.ts). What the descriptor declares of who may call and how often, the
// binding enforces too: the organization `roles` (403, orgs/org-access.ts) and the `rateLimit`
// (429, operation-limits.ts). A route is mounted from its binding and nothing else.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  ApiErrorCode,
  fieldErrors,
  REPORT_GRANT_HEADER,
  type AnswerOf,
  type AnyOperation,
  type FileAnswer,
  type MultipartBody,
  type NoContent,
  type OrgRoles,
  type ParsedRequestOf,
  type TypesOf,
} from '../../../core/api';
import type { Authenticator, Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import type { OrgCaller, RouteDeps } from './route-deps';
import { currentViewer, requireViewer } from './viewer-of-request';
import type { ApiRoute, BodySpec } from './api-route';
import { isValibotSchema, type JsonSchema } from './json-schema';
import { admitOpened, type Admission, type AdmissionDeps, type Opened } from '../quota/admission';
import { ApiError, DEFAULT_JSON_BODY_BYTES, parseJson, parseQuery } from './api-error';
import { OPERATION_LIMITS, type OperationLimitDeps } from './operation-limits';

/** The viewer a handler gets: signed in for `bearer`, maybe for `optional`, never looked up for `none`. */
export type ViewerOf<O extends AnyOperation> = O['auth'] extends 'bearer' ? Viewer : O['auth'] extends 'optional' ? Viewer | null : null;

/** The parsed request, a multipart body as the form read. */
type ParsedInput<O extends AnyOperation> = Omit<ParsedRequestOf<O>, 'body'> & { body: ParsedRequestOf<O>['body'] extends MultipartBody ? FormData : ParsedRequestOf<O>['body'] };

/** The caller as a member of the organization of the path, for an operation with `roles`; else null. */
export type OrgCallerOf<O extends AnyOperation> = O extends { readonly roles: OrgRoles } ? OrgCaller : null;

/** The parsed request, the viewer (and for an operation with `roles` the caller's membership), the dependencies and Hono's context (for headers). */
export type RequestContext<O extends AnyOperation, D> = ParsedInput<O> & { viewer: ViewerOf<O>; member: OrgCallerOf<O>; deps: D; c: Context };

/**
 * What a handler gets: the request, and for a binding that opens a property what its `opens`
 * loaded (`opened`) with the viewer's admission to it (null for a visitor or no property).
 */
export type HandlerContext<O extends AnyOperation, D, S = undefined> = RequestContext<O, D> & { opened: S; admission: Admission | null };

type Answer<O> = TypesOf<O> extends { answer: infer A } ? A : never;

/** What a handler returns: the answer (nothing for 204), or for a file answer the response itself. */
export type HandlerResult<O> = Answer<O> extends FileAnswer ? Response : Answer<O> extends NoContent ? void : AnswerOf<O>;

/** The documentation of a binding: what the OpenAPI document says of it besides its schemas. */
export interface OperationDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** What the success answer is. */
  answer: string;
  /** The answer's content type when it is not JSON. */
  contentType?: string;
}

/** A multipart body: its fields in JSON Schema for the document, and how it is read (its fields are checked by the handler). */
export interface MultipartSpec {
  form: JsonSchema;
  description: string;
  read(c: Context, maxBytes: number): Promise<FormData>;
}

/** The schemas a binding names, as its descriptor's types require them. */
type SchemasOf<O extends AnyOperation> = (TypesOf<O> extends { params: infer P } ? { params: P } : { params?: never }) &
  (TypesOf<O> extends { query: infer Q } ? { query: Q } : { query?: never }) &
  (TypesOf<O> extends { body: infer B } ? (B extends MultipartBody ? { body: MultipartSpec; maxBodyBytes: number } : { body: B; maxBodyBytes?: number }) : { body?: never }) &
  (Answer<O> extends NoContent ? { answer?: never } : Answer<O> extends v.GenericSchema ? { answer: Answer<O> } : { answer: JsonSchema }) &
  (O['auth'] extends 'bearer' ? { /** The message of the 401 without a token: what signing in is for. */ signIn: string } : { signIn?: never });

/** A binding of operation `O` with dependencies `D`, whose `opens` loads `S`. */
export type Binding<O extends AnyOperation, D, S = undefined> = SchemasOf<O> & {
  doc: OperationDoc;
  /** Middleware run before anything else (the descriptor's rate limit runs after it), each made once per app from the dependencies. */
  use?: readonly ((deps: D) => MiddlewareHandler)[];
  /** Patterns a path parameter must match for the route to match at all (else no route answers: 404). */
  pathPatterns?: Readonly<Record<string, string>>;
  /**
   * The property the request opens, for the address quota (quota/admission.ts): it loads what the
   * handler works on and refuses what it must (404, 403) before the property is counted.
   */
  opens?: D extends AdmissionDeps ? (context: RequestContext<O, D>) => Promise<Opened<S>> : never;
  handler(context: HandlerContext<O, D, S>): HandlerResult<O> | Promise<HandlerResult<O>>;
};

/** How bound routes behave in this app. */
export interface MountOptions {
  /** Check every JSON answer against its answer schema (a mismatch is a 500 naming it); on outside production. */
  checkAnswers: boolean;
}

/** An operation with its schemas and handler: its OpenAPI entry, and how it is mounted. */
export interface BoundOperation<D> {
  operation: AnyOperation;
  /** Its entry of the OpenAPI document. */
  route: ApiRoute;
  mount(app: Hono, deps: D, options: MountOptions): void;
}

/** Dependencies every binding has: the authenticator of bearer tokens. */
export interface BindingDeps {
  auth: Authenticator;
}

/** What the binder reads of the dependencies for an operation with `roles` (the members) or a `rateLimit` (the counters). */
type EnforcementDeps = { database: { db: Db } } & Pick<RouteDeps, 'orgRoles'> & OperationLimitDeps;

/** The answer of the rate limit `limiter` when it refuses the request, or undefined when it lets it through. */
async function refusedBy(limiter: MiddlewareHandler, c: Context): Promise<Response | undefined> {
  let passed = false;
  const answer = await limiter(c, async () => {
    passed = true;
  });
  return passed ? undefined : (answer ?? c.res);
}

/** Hono's form of an OpenAPI path: `/api/orgs/{id}` as `/api/orgs/:id`, with a pattern where the binding gives one. */
export function honoPath(path: string, patterns: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => `:${name}${patterns[name] ? `{${patterns[name]}}` : ''}`);
}

/** The path parameters parsed with `schema`, or a 400 naming each bad one. */
function parseParams(c: Context, schema: v.GenericSchema): unknown {
  const result = v.safeParse(schema, c.req.param());
  if (!result.success) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fieldErrors(result.issues));
  return result.output;
}

/** The answer checked against its schema; a mismatch is the server's bug, named. */
function checkAnswer(operation: AnyOperation, schema: v.GenericSchema, answer: unknown): void {
  const result = v.safeParse(schema, answer);
  if (result.success) return;
  const fields = Object.entries(fieldErrors(result.issues))
    .map(([path, messages]) => `${path}: ${messages.join(' ')}`)
    .join('; ');
  throw new Error(`The answer of ${operation.id} does not match its schema: ${fields}`);
}

/** The viewer as the descriptor's `auth` asks: required (401 with `signIn`), optional, or not looked up. */
async function viewerOf(operation: AnyOperation, c: Context, auth: Authenticator, signIn: string | undefined): Promise<Viewer | null> {
  if (operation.auth === 'bearer') return requireViewer(c, auth, signIn);
  if (operation.auth === 'optional') return currentViewer(c, auth);
  return null;
}

/** A binding with its types erased, as the binder reads it. */
interface ErasedBinding {
  doc: OperationDoc;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema | MultipartSpec;
  maxBodyBytes?: number;
  answer?: v.GenericSchema | JsonSchema;
  signIn?: string;
  use?: readonly ((deps: never) => MiddlewareHandler)[];
  pathPatterns?: Readonly<Record<string, string>>;
}

/** The OpenAPI entry of a binding. */
function routeOf(operation: AnyOperation, binding: ErasedBinding): ApiRoute {
  const { doc } = binding;
  const bodySpec = (): BodySpec | undefined => {
    const body = binding.body;
    if (body === undefined) return undefined;
    if (isValibotSchema(body)) return { kind: 'json', schema: body, maxBytes: binding.maxBodyBytes ?? DEFAULT_JSON_BODY_BYTES };
    return { kind: 'multipart', schema: body.form, description: body.description, maxBytes: binding.maxBodyBytes! };
  };
  const body = bodySpec();
  const answer = binding.answer;
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.id,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    auth: operation.auth,
    ...(binding.params ? { params: binding.params } : {}),
    ...(binding.query ? { query: binding.query } : {}),
    ...(body ? { body } : {}),
    responses: { [operation.status]: { description: doc.answer, ...(answer ? { schema: answer } : {}), ...(doc.contentType ? { contentType: doc.contentType } : {}) } },
    errors: [...operation.errors],
    ...(operation.rateLimit ? { rateLimited: true } : {}),
    ...(operation.admin ? { admin: true } : {}),
  };
}

/**
 * A `bind` for the operations of one resource, whose handlers get dependencies `D` (only what
 * they use): `const bind = operationBinder<LeadDeps>(); bind(submitLead, { body: LeadSubmissionSchema, … })`.
 */
export function operationBinder<D extends BindingDeps>() {
  return function bind<O extends AnyOperation, S = undefined>(operation: O, binding: Binding<O, D, S>): BoundOperation<D> {
    const any = binding as unknown as ErasedBinding;
    const { params, query, body } = any;
    const answerSchema = isValibotSchema(any.answer) ? any.answer : undefined;
    const handler = binding.handler as (context: HandlerContext<AnyOperation, D, unknown>) => unknown;
    const opens = binding.opens as ((context: RequestContext<AnyOperation, D>) => Promise<Opened<unknown>>) | undefined;
    const roles = operation.roles;
    if (roles && (operation.auth !== 'bearer' || !operation.orgParam || !operation.path.includes(`{${operation.orgParam}}`))) {
      throw new Error(`${operation.id} has roles: it needs bearer auth and the path parameter of its orgParam`);
    }
    return {
      operation,
      route: routeOf(operation, any),
      mount(app, deps, options) {
        const enforcement = deps as unknown as EnforcementDeps;
        const limiter = operation.rateLimit ? OPERATION_LIMITS[operation.rateLimit](enforcement) : undefined;
        // An operation with roles counts only callers who hold one (checked in the route below);
        // any other limit counts every request before anything else is read.
        const middleware = [...(binding.use ?? []).map((make) => make(deps)), ...(limiter && !roles ? [limiter] : [])];
        const memberOf = (viewer: Viewer | null, parsedParams: unknown): Promise<OrgCaller> =>
          enforcement.orgRoles(enforcement.database.db, viewer!, (parsedParams as Record<string, string>)[operation.orgParam!]!, roles!);
        app.on(operation.method.toUpperCase(), [honoPath(operation.path, binding.pathPatterns)], ...middleware, async (c) => {
          let viewer: Viewer | null;
          let parsedParams: unknown;
          let member: OrgCaller | null = null;
          if (limiter && roles) {
            parsedParams = params ? parseParams(c, params) : {};
            viewer = await viewerOf(operation, c, deps.auth, any.signIn);
            member = await memberOf(viewer, parsedParams);
            const refused = await refusedBy(limiter, c);
            if (refused) return refused;
          } else {
            viewer = await viewerOf(operation, c, deps.auth, any.signIn);
            parsedParams = params ? parseParams(c, params) : {};
          }
          const request = {
            params: parsedParams,
            query: query ? parseQuery(c, query) : {},
            body:
              body === undefined
                ? undefined
                : isValibotSchema(body)
                  ? await parseJson(c, body, any.maxBodyBytes ?? DEFAULT_JSON_BODY_BYTES)
                  : await body.read(c, any.maxBodyBytes!),
          };
          if (roles && !member) member = await memberOf(viewer, parsedParams);
          const context = { ...request, viewer, member, deps, c } as RequestContext<AnyOperation, D>;
          const opened = opens ? await opens(context) : undefined;
          const admission = opened ? await admitOpened(deps as unknown as AdmissionDeps, viewer, opened, c.req.header(REPORT_GRANT_HEADER) ?? null) : null;
          const answer = await handler({ ...context, opened: opened?.subject, admission });
          if (answer instanceof Response) return answer;
          if (operation.status === 204) return c.body(null, 204);
          if (answerSchema && options.checkAnswers) checkAnswer(operation, answerSchema, answer);
          return c.json(answer as object, operation.status);
        });
      },
    };
  };
}

/** Mounts every operation of `operations` on `app`. */
export function mountOperations<D>(app: Hono, operations: readonly BoundOperation<D>[], deps: D, options: MountOptions): void {
  for (const bound of operations) bound.mount(app, deps, options);
}
