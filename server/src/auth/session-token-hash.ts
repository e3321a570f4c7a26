// Session tokens are kept in the database as their SHA-256 (issue 10, 'tokens stored hashed'), so
// a copy of the `sessions` table (a backup, a replica, a leaked dump) holds no usable bearer
// token. better-auth has no option for it, so this wraps its database adapter: every session
// token written or looked up is hashed on the way in, and rows coming back carry the token the
// caller asked with, so the library itself only ever sees the token it handed out. A plain
// SHA-256 suffices: tokens are 32 random characters, nothing to guess (decision 014's reset tokens
// are kept the same way).
import { createHash } from 'node:crypto';
import type { DBAdapter, Where } from 'better-auth';

/** The stored form of a session token: lower-case hex SHA-256. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

// Every token given is hashed, even one that looks like a stored hash: presenting a value copied
// from the table must not match it. The library acts on sessions by the token it handed out (sign
// out, refresh, expiry) or by user id (revoking all of a user's sessions), never by a stored value.
const toStored = (value: unknown): unknown => (typeof value === 'string' ? hashSessionToken(value) : value);

/** The `where` clauses with session tokens hashed, and the raw token of each hash asked for. */
function hashWhere(where: readonly Where[] | undefined, raw: Map<string, string>): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const remember = (value: unknown) => {
      const hashed = toStored(value);
      if (typeof value === 'string' && typeof hashed === 'string' && hashed !== value) raw.set(hashed, value);
      return hashed;
    };
    const value = Array.isArray(clause.value) ? (clause.value as unknown[]).map(remember) : remember(clause.value);
    return { ...clause, value: value as Where['value'] };
  });
}

/** A row (or rows) with each known hash put back as the token it was asked with. */
function restore<T>(result: T, raw: ReadonlyMap<string, string>): T {
  if (raw.size === 0 || result === null || typeof result !== 'object') return result;
  if (Array.isArray(result)) return result.map((row: unknown) => restore(row, raw)) as T;
  const token = (result as Record<string, unknown>)[TOKEN_FIELD];
  return typeof token === 'string' && raw.has(token) ? { ...result, [TOKEN_FIELD]: raw.get(token) } : result;
}

type AnyArgs = { model?: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> } & Record<string, unknown>;
type AnyMethod = (args: AnyArgs, ...rest: unknown[]) => Promise<unknown>;

/** The adapter with session tokens hashed in every call that names the session model. */
function wrapAdapter<A extends object>(adapter: A): A {
  const wrapped: Record<string, unknown> = { ...(adapter as Record<string, unknown>) };
  for (const [name, member] of Object.entries(adapter)) {
    if (typeof member !== 'function') continue;
    if (name === 'transaction') {
      // The library's transactions get an adapter of their own; it is wrapped too.
      wrapped[name] = <R>(callback: (trx: object) => Promise<R>) => (member as (cb: (trx: object) => Promise<R>) => Promise<R>).call(adapter, (trx) => callback(wrapAdapter(trx)));
      continue;
    }
    wrapped[name] = async (args: AnyArgs, ...rest: unknown[]) => {
      if (args?.model !== SESSION_MODEL) return (member as AnyMethod).call(adapter, args, ...rest);
      const raw = new Map<string, string>();
      const next: AnyArgs = { ...args };
      if (args.where) next.where = hashWhere(args.where, raw);
      for (const key of ['data', 'update'] as const) {
        const record = args[key];
        if (record && TOKEN_FIELD in record) {
          const hashed = toStored(record[TOKEN_FIELD]);
          if (typeof record[TOKEN_FIELD] === 'string' && typeof hashed === 'string' && hashed !== record[TOKEN_FIELD]) raw.set(hashed, record[TOKEN_FIELD]);
          next[key] = { ...record, [TOKEN_FIELD]: hashed };
        }
      }
      return restore(await (member as AnyMethod).call(adapter, next, ...rest), raw);
    };
  }
  return wrapped as A;
}

/** A better-auth adapter factory whose adapters keep session tokens hashed. */
export function hashedSessionTokens<O>(factory: (options: O) => DBAdapter): (options: O) => DBAdapter {
  return (options) => wrapAdapter(factory(options));
}
