// Valibot schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) with
// @valibot/to-json-schema. Shared schemas become `#/components/schemas/<name>` references.
//
// What JSON Schema cannot say is approximated (decision 020):
// - request schemas are converted as their input type: a pipe stops at its first type
//   transformation (`v.transform`, `v.rawTransform`), so a query's `limit` is documented as the
//   text it is sent as, not the number it becomes, and the checks after the transformation are
//   left to the description;
// - `v.check`, `v.partialCheck`, `v.forward`, `v.rawCheck` and `v.custom` (cross-field rules,
//   uniqueness, closed rings) and the value transformations `v.trim`, `v.toLowerCase` and
//   `v.toUpperCase` are left out; where a rule matters to a client, the component carries a
//   `description` (or a `format`) instead, from `ComponentSpec.extra`;
// - regular-expression flags (`/i`) are dropped, so such a `pattern` is stricter than the server;
// - `v.variant` becomes `anyOf` (the discriminator key is not named).
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

/** Where components live in the OpenAPI document. */
export const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** A shared schema: the valibot schema, and keywords added to its JSON Schema where conversion says too little. */
export interface ComponentSpec {
  schema: v.GenericSchema;
  extra?: JsonSchema;
}

/** Whether `value` is a valibot schema (rather than a hand-written JSON Schema). */
export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && 'async' in value;
}

/** Converts valibot schemas with `components` as shared, referenced definitions. */
export function createSchemaConverter(components: Readonly<Record<string, ComponentSpec>>) {
  const definitions = Object.fromEntries(Object.entries(components).map(([name, spec]) => [name, spec.schema]));
  const base = {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `${COMPONENT_REF_PREFIX}${referenceId}`,
  } satisfies Omit<ConversionConfig, 'definitions'>;

  return {
    /** `#/components/schemas`: every component, with its extra keywords. */
    components(): Record<string, JsonSchema> {
      const converted = toJsonSchemaDefs(definitions, base) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, { ...schema, ...components[name]!.extra }]));
    },
    /** One schema, referring to components where it uses them; no `$schema` and no `$defs`. */
    convert(schema: v.GenericSchema): JsonSchema {
      const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, { ...base, definitions }) as JsonSchema & { $defs?: unknown };
      return rest;
    },
  };
}
