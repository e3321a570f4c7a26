// Checks of request input before its schema, for what no schema of the API takes and what would
// fail or cost too much further on.
//
// Lists too long for any schema: valibot checks every item of a list before its maxLength, and
// field errors name every bad item, so a 2 MB body of 600 000 empty objects cost 15 s of CPU and
// a 96 MB answer. No list of the API takes more than a few thousand items (city ids: 2 000), so a
// JSON body with a list over MAX_LIST_ITEMS is refused first, naming the list (`longListFields`).
//
// Text PostgreSQL cannot store: text and jsonb cannot hold the NUL character (U+0000) ("invalid
// byte sequence", "unsupported Unicode escape sequence"), and jsonb refuses a lone UTF-16
// surrogate, which JSON can carry as `"\ud800"`. Either was a 500 from a failed query. No field
// of the API takes them, so they are refused at the edge as invalid input, naming the field: in
// the path and the query string by `rejectNulInUrl` (decoded URLs cannot hold a lone surrogate),
// in JSON bodies by parseJson and in multipart forms by readMultipartBody (both through
// `unstorableTextFields`).
import type { MiddlewareHandler } from 'hono';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api';

/** The most items of one list in a JSON body. */
export const MAX_LIST_ITEMS = 10_000;

/** The message of a field with a NUL character. */
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000).';
/** The message of a field with a lone surrogate. */
export const SURROGATE_MESSAGE = 'must be valid Unicode text (it has a lone surrogate).';

/** The most fields one answer names. */
const MAX_FIELDS = 20;

const hasNul = (text: string) => text.includes('\u0000');

/** A high surrogate without its low one, or a low one without its high one (UTF-16 code units, no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Why `text` cannot be stored, or undefined. */
function problemOf(text: string): string | undefined {
  if (hasNul(text)) return NUL_MESSAGE;
  LONE_SURROGATE.lastIndex = 0;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** `text` with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder should (PGlite's refuses some instead). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** Text safe to name in a message and a JSON key. */
const printable = (text: string) => text.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATE, '\ufffd');

/** Dotted paths of the lists in `value` with more than `maxItems` items (at most 20), walked without recursion. */
export function longListFields(value: unknown, maxItems = MAX_LIST_ITEMS): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && fields.size < MAX_FIELDS) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) {
      if (node.length > maxItems) fields.set(path || '_', [`${path || 'The body'} has ${node.length} items; at most ${maxItems}.`]);
      else for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], path ? `${path}.${i}` : String(i)]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return Object.fromEntries(fields);
}

/**
 * Dotted paths of the strings and keys of `value` that hold a NUL character or a lone surrogate
 * (at most 20), as field messages. The value is walked without recursion, so a deeply nested
 * body cannot overflow the stack.
 */
export function unstorableTextFields(value: unknown): Record<string, string[]> {
  // A Map, not an object: keys such as `__proto__` come from the body.
  const fields = new Map<string, string[]>();
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && fields.size < MAX_FIELDS) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const problem = problemOf(node);
      if (problem) fields.set(path || '_', [`${path || 'The body'} ${problem}`]);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], path ? `${path}.${i}` : String(i)]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        const problem = problemOf(key);
        if (problem) fields.set(printable(at), [`Field names ${problem}`]);
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
