import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, MAX_ERROR_FIELDS } from './error.schema';

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

  it('keeps fields named like Object.prototype members as fields', () => {
    const Strict = v.strictObject({ name: v.string() });
    const result = v.safeParse(Strict, JSON.parse('{"name": "a", "constructor": 1, "__proto__": 2}'));
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.issues!);
    expect(Object.keys(fields)).toContain('constructor');
    expect(JSON.parse(JSON.stringify(fields))).toHaveProperty('constructor');
  });

  it('names at most MAX_ERROR_FIELDS fields, and says there are more', () => {
    const result = v.safeParse(v.array(v.object({ n: v.number() })), new Array(5000).fill({}));
    const fields = fieldErrors(result.issues!);
    expect(Object.keys(fields)).toHaveLength(MAX_ERROR_FIELDS + 1);
    expect(fields._).toEqual(['More fields are invalid than this answer names.']);
  });

  it('puts issues of the whole input under "_"', () => {
    const result = v.safeParse(Schema, 42);
    expect(Object.keys(fieldErrors(result.issues!))).toEqual(['_']);
  });
});
