// The fuzz harness checks itself: the shape check notices what it should, and the well-shaped
// generator makes values of the types, required keys and enums of every request body's schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../server/src/openapi/openapi-document';
import { documentedRoutes } from '../../server/src/operations';
import { arbitraryContext, operationsOf } from './requests';
import { arbitraryOf, type Schema } from './schema-arbitrary';
import { schemaMismatch } from './schema-check';

const document = buildOpenApiDocument(documentedRoutes());
const context = arbitraryContext(document, {});

describe('the shape check', () => {
  it('names the first place an answer leaves its schema', () => {
    const schema: Schema = { type: 'object', properties: { user: { $ref: '#/components/schemas/AccountUser' } }, required: ['user'] };
    expect(schemaMismatch({}, schema, context.resolve)).toBe('$.user: required, missing');
    expect(schemaMismatch({ user: { id: 1 } }, schema, context.resolve)).toBe('$.user.email: required, missing');
    expect(schemaMismatch({ id: 1 }, { type: 'object', properties: { id: { type: 'string' } } }, context.resolve)).toBe('$.id: expected string, got integer');
    expect(schemaMismatch([1, 'a'], { type: 'array', items: { type: 'number' } }, context.resolve)).toBe('$[1]: expected number, got string');
    expect(schemaMismatch('c', { enum: ['a', 'b'] }, context.resolve)).toBe('$: "c" is not one of ["a","b"]');
    expect(schemaMismatch(null, { anyOf: [{ type: 'string' }, { type: 'null' }] }, context.resolve)).toBe('');
  });
});

describe('the well-shaped generator', () => {
  const bodies = operationsOf(document).flatMap((op) => {
    const schema = op.operation.requestBody?.content['application/json']?.schema as Schema | undefined;
    return schema ? [[op.name, schema] as const] : [];
  });

  it.each(bodies)('makes bodies of the shape of %s', (_name, schema) => {
    fc.assert(
      fc.property(arbitraryOf(schema, context), (value) => schemaMismatch(value, schema, context.resolve) === ''),
      { seed: 20, numRuns: 30 },
    );
  });
});
