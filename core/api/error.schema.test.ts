import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error.schema';

describe('fieldErrors', () => {
  const Schema = v.object({
    name: v.pipe(v.string(), v.nonEmpty('Name is required.')),
    point: v.object({ lat: v.number('Latitude must be a number'), lng: v.number() }),
  });

  it('keys messages by dotted path and words missing keys plainly', () => {
    const result = v.safeParse(Schema, { name: '', point: { lat: 'north' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({
      name: ['Name is required.'],
      'point.lat': ['Latitude must be a number'],
      'point.lng': ['lng is required.'],
    });
  });

  it('puts issues of the whole input under "_"', () => {
    const result = v.safeParse(Schema, 42);
    expect(Object.keys(fieldErrors(result.issues!))).toEqual(['_']);
  });
});
