// PostgreSQL text and jsonb cannot hold the NUL character (U+0000): a query with one fails with
// "invalid byte sequence" or "unsupported Unicode escape sequence", which was a 500. No field of
// the API takes NUL, so it is refused at the edge as invalid input, naming the field: in the path
// and the query string by `rejectNulInUrl`, in JSON bodies by parseJson and in multipart forms by
// readMultipartBody (both through `nulFields`).
import type { MiddlewareHandler } from 'hono';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api/error.schema';

/** The message of a field with a NUL character. */
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000).';

/** The most fields one answer names. */
const MAX_FIELDS = 20;

const hasNul = (text: string) => text.includes('\u0000');

/**
 * Dotted paths of the strings and keys of `value` that hold a NUL character (at most 20), as
 * field messages. The value is walked without recursion, so a deeply nested body cannot
 * overflow the stack.
 */
export function nulFields(value: unknown): Record<string, string[]> {
  // A Map, not an object: keys such as `__proto__` come from the body.
  const fields = new Map<string, string[]>();
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && fields.size < MAX_FIELDS) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasNul(node)) fields.set(path || '_', [`${path || 'The body'} ${NUL_MESSAGE}`]);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], path ? `${path}.${i}` : String(i)]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (hasNul(key)) fields.set(at.replaceAll('\u0000', '\\u0000'), [`Field names ${NUL_MESSAGE}`]);
        else stack.push([item, at]);
      }
    }
  }
  return Object.fromEntries(fields);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Middleware: a path or query string with a NUL character (`%00`) is a 400 naming the path or the query parameter. */
export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (!/%00/.test(url) && !hasNul(url)) return next();
  const { pathname, search } = new URL(url);
  const fields = new Map<string, string[]>();
  if (hasNul(decoded(pathname))) fields.set('path', [`The path ${NUL_MESSAGE}`]);
  for (const part of search.slice(1).split('&')) {
    const [rawName = '', ...rest] = part.split('=');
    const name = decoded(rawName);
    if (hasNul(name) || hasNul(decoded(rest.join('=')))) {
      fields.set(hasNul(name) ? '_' : name, [`${hasNul(name) ? 'Query parameter names' : name} ${NUL_MESSAGE}`]);
    }
    if (fields.size >= MAX_FIELDS) break;
  }
  if (fields.size === 0) return next();
  return c.json({ error: { code: ApiErrorCode.InvalidInput, message: 'The request has invalid fields.', fields: Object.fromEntries(fields) } } satisfies ApiErrorBody, 400);
};
