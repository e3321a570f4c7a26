// JSON Schema written by hand for the answers that are not JSON (decision 020): a file of a
// content type, or text such as CSV or a page. Every JSON answer has its valibot schema in core.
import type { JsonSchema } from './json-schema';

/** Any text. */
export const str: JsonSchema = { type: 'string' };

/** A file of `contentMediaType`. */
export const file = (contentMediaType: string): JsonSchema => ({ type: 'string', contentMediaType });
