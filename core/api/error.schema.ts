// The one shape of every JSON error the API answers: `{ error: { code, message, fields? } }`.
import * as v from 'valibot';

/** Machine-readable error codes; the widget maps them to words. */
export const ApiErrorCode = {
  InvalidInput: 'invalid_input',
  NotFound: 'not_found',
  AddressNotFound: 'address_not_found',
  BadSignature: 'bad_signature',
  Unauthorized: 'unauthorized',
  /** Signed in, but not allowed: not a member of the organization, or not an owner. */
  Forbidden: 'forbidden',
  /** The request clashes with what exists: already a member, already in another organization. */
  Conflict: 'conflict',
  /** The signed-in user's address quota keeps this property's report limited. */
  QuotaReached: 'quota_reached',
  EmailTaken: 'email_taken',
  BadCredentials: 'bad_credentials',
  RateLimited: 'rate_limited',
  UrlNotAllowed: 'url_not_allowed',
  PreviewFailed: 'preview_failed',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  /** The link worked once and its time is over (a stored PDF past its keeping time): make a new one. */
  Expired: 'expired',
  /** The server did not answer within the request's time budget; try again. */
  Timeout: 'timeout',
  Internal: 'internal',
  /** The server cannot serve now: its database does not answer or is not migrated (GET /readyz), or it is shutting down; try again in a moment. */
  Unavailable: 'unavailable',
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** The error body: `fields` maps a dotted field path to its messages. */
export const ApiErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** The most fields one error names; a body with more bad fields hears of the first ones. */
export const MAX_ERROR_FIELDS = 100;

/**
 * Turns valibot issues into `{ "path.to.field": ["message", ...] }`; issues without a path go
 * under "_". At most MAX_ERROR_FIELDS fields are named (a list of thousands of bad items would
 * otherwise make an answer of megabytes), and "_" then says that there are more.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  // A Map, not an object: a body's keys may be `constructor` or `__proto__`, which a plain
  // object would read from (or write to) its prototype.
  const fields = new Map<string, string[]>();
  for (const issue of expandUnions(issues)) {
    const key = v.getDotPath(issue) ?? '_';
    if (!fields.has(key) && fields.size >= MAX_ERROR_FIELDS) {
      const more = 'More fields are invalid than this answer names.';
      if (!fields.get('_')?.includes(more)) fields.set('_', [...(fields.get('_') ?? []), more]);
      break;
    }
    // A missing key reads better as "lat is required." than as valibot's "Invalid key: ...".
    const last = issue.path?.[issue.path.length - 1];
    const missing = issue.type === 'object' && last?.origin === 'key' && issue.input === undefined;
    const messages = fields.get(key) ?? [];
    messages.push(missing ? `${String(last.key)} is required.` : issue.message);
    fields.set(key, messages);
  }
  return Object.fromEntries(fields);
}

/**
 * A union issue says only that no option matched. When an option matched the outer shape and
 * failed deeper (a list with a bad item), its deeper issues say more: report those instead.
 */
function expandUnions(issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  return issues.flatMap((issue) => {
    if (issue.type !== 'union' || !issue.issues) return [issue];
    // The options' issues carry paths relative to the union.
    const deeper = issue.issues.filter((sub) => (sub.path?.length ?? 0) > 0);
    if (deeper.length === 0) return [issue];
    const prefix = issue.path ?? [];
    return expandUnions(deeper.map((sub) => ({ ...sub, path: [...prefix, ...sub.path!] }) as v.BaseIssue<unknown>));
  });
}
