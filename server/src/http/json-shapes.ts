// JSON Schema written by hand for answers typed only in TypeScript (decision 020: large or loose
// shapes are described, not converted), shared by the bindings that answer them.
import { COMPONENT_REF_PREFIX, type JsonSchema } from './json-schema';

/** A reference to a shared component (components.ts). */
export const ref = (name: string): JsonSchema => ({ $ref: `${COMPONENT_REF_PREFIX}${name}` });

/** An object whose every property is required. */
export const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(description ? { description } : {}),
});

/** `schema` or null. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** Any text. */
export const str: JsonSchema = { type: 'string' };

/** A GeoJSON FeatureCollection whose features are not described further. */
export const featureCollection = (description: string): JsonSchema =>
  object({ type: { const: 'FeatureCollection' }, features: { type: 'array', items: { type: 'object', description: 'A GeoJSON Feature.' } } }, description);

/** A file of `contentMediaType`. */
export const file = (contentMediaType: string): JsonSchema => ({ type: 'string', contentMediaType });
