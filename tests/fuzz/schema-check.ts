// A lenient check of a successful answer against the JSON Schema the OpenAPI document gives it:
// types, required keys, consts, enums, list items and options (`anyOf`), through `$ref`s. It
// leaves out lengths, ranges, patterns and formats, which the request side approximates too
// (decision 020): the point is that the document says the shape the server really answers.
import type { Schema } from './schema-arbitrary';

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** Where `value` breaks `schema` ('' when it does not), e.g. `user.created_at: expected string, got null`. */
export function schemaMismatch(value: unknown, schema: Schema | boolean | undefined, resolve: (ref: string) => Schema, path = '$', depth = 0): string {
  if (schema === undefined || schema === true || depth > 40) return '';
  if (schema === false) return `${path}: no value is allowed here`;
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    return schemaMismatch(value, { ...resolve($ref), ...rest }, resolve, path, depth + 1);
  }
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) return `${path}: expected ${JSON.stringify(schema.const)}, got ${JSON.stringify(value)}`;
  if (schema.enum && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
    return `${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const misses = options.map((option) => schemaMismatch(value, option, resolve, path, depth + 1));
    if (misses.every(Boolean)) return misses[0]!;
  }
  for (const part of schema.allOf ?? []) {
    const miss = schemaMismatch(value, part, resolve, path, depth + 1);
    if (miss) return miss;
  }
  const actual = typeOf(value);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 0 && !types.some((type) => typeMatches(type, actual))) return `${path}: expected ${types.join(' or ')}, got ${actual}`;
  if (actual === 'array') {
    const list = value as unknown[];
    if (schema.prefixItems) {
      for (const [i, item] of schema.prefixItems.entries()) {
        const miss = schemaMismatch(list[i], item, resolve, `${path}[${i}]`, depth + 1);
        if (miss) return miss;
      }
    } else if (schema.items !== undefined) {
      for (const [i, item] of list.entries()) {
        const miss = schemaMismatch(item, schema.items, resolve, `${path}[${i}]`, depth + 1);
        if (miss) return miss;
      }
    }
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) return `${path}.${key}: required, missing`;
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key];
      const miss = property
        ? schemaMismatch(item, property, resolve, `${path}.${key}`, depth + 1)
        : typeof schema.additionalProperties === 'object'
          ? schemaMismatch(item, schema.additionalProperties, resolve, `${path}.${key}`, depth + 1)
          : '';
      if (miss) return miss;
    }
  }
  return '';
}
