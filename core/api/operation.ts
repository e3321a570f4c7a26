// One descriptor per API operation (decision 040): its method, path, who may call it, the status
// of its success and the error statuses of its own, with the valibot schemas of its path
// parameters, query, body and answer linked by type only. The widget's typed client reads the
// runtime half (method, path), the server binds the schemas and a handler to it
// (server/src/http/bind-operation.ts), and the OpenAPI document is written from those bindings.
// Nothing here loads valibot: schemas are named with `import type`, so a descriptor costs the
// widget a few bytes, and none that it does not use (`defineOperation` has no side effects).
import type * as v from 'valibot';

/** The HTTP methods of the API, in lower case as OpenAPI writes them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone (`none`), anyone with an optional bearer token (`optional`: a bad token is still a 401), or signed-in users only (`bearer`). */
export type AuthMode = 'none' | 'optional' | 'bearer';

/**
 * The rate limits of the API by name. Per client address and bearer token: `search`, `unfurl`,
 * `analysis`, `evaluate`, `placement`, `pdf`; sign-in and sign-up attempts per e-mail and address
 * (`signIn`), password resets (`passwordReset`), leads and help requests per client and
 * organization (`leadSubmissions`), invites per organization (`invites`, counted only for callers
 * holding the operation's `roles`), visitors' report unlocks (`reportUnlocks`) and analytics events
 * per client (`analyticsEvents`).
 */
export type RateLimitName =
  | 'search'
  | 'unfurl'
  | 'analysis'
  | 'evaluate'
  | 'placement'
  | 'pdf'
  | 'signIn'
  | 'passwordReset'
  | 'leadSubmissions'
  | 'invites'
  | 'reportUnlocks'
  | 'analyticsEvents';

/** The organization roles an operation admits: every member (owners too), or owners only. */
export type OrgRoles = readonly ['member', 'owner'] | readonly ['owner'];

/** The status of an operation's success. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Error statuses an operation may give besides those every operation of its kind shares (decision 020). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 422 | 502;

/** An answer that is not JSON (a file, a page, CSV); the client does not read it as JSON. */
export interface FileAnswer {
  readonly '~file': true;
}

/** An answer without a body (204). */
export interface NoContent {
  readonly '~empty': true;
}

/** A multipart/form-data body (an upload); its fields are checked by the operation's handler. */
export interface MultipartBody {
  readonly '~multipart': true;
}

/** The type-level half of a descriptor: each slot is the type of a valibot schema (`typeof XSchema`) or one of the markers above; every JSON answer has its schema. */
export interface OperationTypes {
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema | MultipartBody;
  answer: v.GenericSchema | FileAnswer | NoContent;
}

/** The runtime half of a descriptor. */
export interface OperationInfo {
  /** The OpenAPI operationId, unique in the API. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The path in OpenAPI form: `/api/orgs/{id}/settings`. */
  readonly path: string;
  readonly auth: AuthMode;
  readonly status: SuccessStatus;
  readonly errors: readonly ErrorStatus[];
  /**
   * The rate limit the operation counts against (its rules are the server's,
   * server/src/http/operation-limits.ts): past it the binder answers 429 with Retry-After.
   */
  readonly rateLimit?: RateLimitName;
  /**
   * The organization roles that may call (spec 6 'Organization roles'), in the organization named by
   * the path parameter `orgParam`: the binder answers 403 to anyone else (a signed-in user of no
   * or another organization, or a member where owners only may), before the handler runs.
   */
  readonly roles?: OrgRoles;
  /** The path parameter naming the organization `roles` are held in. */
  readonly orgParam?: string;
  /**
   * Account or organization administration (decision 027): a widget token gets 403 here, and the
   * API answers no CORS, so it is reached from Lotline's own pages only.
   */
  readonly admin?: true;
}

/** The link of a descriptor to the types of its schemas: nothing at run time, `T` to the compiler. */
export interface SchemaTypes<T extends OperationTypes> {
  readonly '~types'?: T;
}

/**
 * The types of an operation's schemas, named for its descriptor: `schemaTypes<{ params: typeof
 * OrgPathParamsSchema; answer: typeof OrgPublicConfigSchema }>()`. An empty object at run time.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schemaTypes<T extends OperationTypes>(): SchemaTypes<T> {
  return {};
}

/** A descriptor: the runtime half, and the types of its schemas. */
export type Operation<T extends OperationTypes = OperationTypes, I extends OperationInfo = OperationInfo> = I & { readonly schemas: SchemaTypes<T> };

/** Any descriptor, whatever its types. */
export type AnyOperation = Operation<OperationTypes, OperationInfo>;

/** The schema types of a descriptor. */
export type TypesOf<O> = O extends { readonly schemas: SchemaTypes<infer T> } ? T : never;

/** What a slot's schema accepts (the sender's side). */
type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
/** What a slot's schema gives (the receiver's side). */
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** The `params`, `query` and `body` a client sends to `O`: as the schemas accept them (query values as text; a multipart body as a form, which core cannot name). */
export type RequestOf<O> = (TypesOf<O> extends { params: infer P } ? { params: InputOf<P> } : { params?: never }) &
  (TypesOf<O> extends { query: infer Q } ? { query: InputOf<Q> } : { query?: never }) &
  (TypesOf<O> extends { body: infer B } ? (B extends MultipartBody ? { body: unknown } : { body: InputOf<B> }) : { body?: never });

/** What the schemas of `O` give a handler: its `params`, `query` and JSON `body` (a multipart body is the server's to read). */
export type ParsedRequestOf<O> = {
  params: TypesOf<O> extends { params: infer P } ? OutputOf<P> : Record<string, never>;
  query: TypesOf<O> extends { query: infer Q } ? OutputOf<Q> : Record<string, never>;
  body: TypesOf<O> extends { body: infer B } ? (B extends MultipartBody ? MultipartBody : OutputOf<B>) : undefined;
};

/** What `O` answers on success: the answer schema's output, or nothing (204); never for a file, which is read by its URL. */
export type AnswerOf<O> =
  TypesOf<O> extends { answer: infer A }
    ? A extends NoContent
      ? void
      : A extends FileAnswer
        ? never
        : OutputOf<A>
    : never;

/**
 * Declares an operation: `defineOperation({ id: 'orgPublicConfig', method: 'get', path:
 * '/api/orgs/{id}/public-config', auth: 'none', status: 200, errors: [404], schemas:
 * schemaTypes<{ params: typeof OrgPathParamsSchema; answer: typeof OrgPublicConfigSchema }>() })`.
 * The runtime half keeps its literal values (the handler's viewer is typed by `auth`), and a
 * descriptor nothing imports drops out of the bundles.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<const I extends OperationInfo & { readonly schemas: SchemaTypes<OperationTypes> }>(descriptor: I): I {
  return descriptor;
}

/** The `{name}` placeholders of an OpenAPI path, in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** The path of `operation` with its parameters filled in, each percent-encoded. */
export function operationPath(operation: AnyOperation, params: Readonly<Record<string, string>> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * A query string (`?a=1&b=2`, or '' without values) of `query` in its key order, each value
 * percent-encoded but for commas, which lists such as a bounding box read better without.
 */
export function queryString(query: Readonly<Record<string, string | undefined>> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value).replaceAll('%2C', ',')}`]));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * `true` when `A` and `B` are the same type, each assignable to the other: `true satisfies
 * SameType<v.InferOutput<typeof XSchema>, X>` holds a schema to a type another folder writes.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
