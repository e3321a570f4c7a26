// fast-check arbitraries of values that fit a JSON Schema of the OpenAPI document (roughly: types,
// enums, consts, lengths, ranges, patterns, required keys), for well-shaped requests. Named
// fields can take known values instead (`hints`: ids and tokens of the seeded database), so that
// well-shaped requests also reach past the "not found" answers.
import fc from 'fast-check';
import type { DocumentSchema } from '../../server/src/openapi/openapi-document';

/** The JSON Schema keywords this generator reads: those of the document's schemas. */
export type Schema = DocumentSchema;

/** Known good values by field name (an id of the seeded database, a signed token). */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

export interface ArbitraryContext {
  /** Resolves `#/components/schemas/...` references. */
  resolve(ref: string): Schema;
  hints: Hints;
}

/** Deep enough for a position in a ring of a polygon of a feature of a collection of a body. */
const MAX_DEPTH = 24;
/** Lists in well-shaped values stay short: the limits themselves are the malformed requests' business. */
const MAX_ITEMS = 4;

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().filter(fits);
  }
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      const matching = fc.stringMatching(pattern).filter(fits);
      return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.string({ minLength, maxLength }) });
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

/** An arbitrary of values of `schema`. */
export function arbitraryOf(schema: Schema | boolean | undefined, context: ArbitraryContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) return arbitraryOf({ ...context.resolve(schema.$ref), ...withoutRef(schema) }, context, depth);

  const own = ownArbitrary(schema, context, depth);
  const examples = schema.examples?.length ? fc.constantFrom(...schema.examples) : undefined;
  return examples ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 2, arbitrary: examples }) : own;
}

function withoutRef(schema: Schema): Schema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

function ownArbitrary(schema: Schema, context: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, context, depth + 1)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf) as Schema, context, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, context, depth + 1)));
      const minLength = Math.min(schema.minItems ?? 0, 60);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(arbitraryOf(schema.items === undefined ? true : schema.items, context, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, context, depth);
    default:
      return schema.properties ? objectArbitrary(schema, context, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: Schema, context: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const known = context.hints[name];
    const generated = arbitraryOf(property, context, depth + 1);
    fields[name] = known?.length ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: fc.constantFrom(...known) }) : generated;
  }
  const record = fc.record(fields, { requiredKeys: [...required].filter((key) => key in fields) });
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
    const keys = schema.propertyNames ? (arbitraryOf(schema.propertyNames, context, depth + 1) as fc.Arbitrary<string>) : fc.string({ maxLength: 12 });
    return fc.dictionary(keys, arbitraryOf(extra, context, depth + 1), { maxKeys: 3 });
  }
  return record;
}
