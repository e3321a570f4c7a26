// The body of POST /api/placement: one of an outline or a floor plan uuid, a page, and field-level messages.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error.schema';
import { PlacementRequestSchema } from './placement.schema';

const outline = { dimensions: [360, 240, 360, 240], angles: [0, 90, 180, 270] };
const valid = { property_id: 'maple-hollow-ma/p-12', outline, page: 'backyard-cottage' };
const fieldsOf = (body: unknown) => {
  const result = v.safeParse(PlacementRequestSchema, body);
  return result.success ? 'valid' : fieldErrors(result.issues);
};

describe('PlacementRequestSchema', () => {
  it('takes an outline or a floor plan uuid, a page and an optional start', () => {
    expect(fieldsOf(valid)).toBe('valid');
    expect(fieldsOf({ ...valid, start: [-71.1, 42.37] })).toBe('valid');
    const byUuid = v.parse(PlacementRequestSchema, { property_id: 'p-1', floor_plan_uuid: ' customPlan-1700000000000 ', page: 'playground' });
    expect(byUuid).toEqual({ property_id: 'p-1', floor_plan_uuid: 'customPlan-1700000000000', page: 'playground' });
  });

  it('asks for exactly one of an outline and a floor plan uuid', () => {
    expect(fieldsOf({ property_id: 'p-1', page: 'backyard-cottage' })).toEqual({ outline: ['Send an outline or a floor_plan_uuid'] });
    expect(fieldsOf({ ...valid, floor_plan_uuid: 'plan-7' })).toEqual({ floor_plan_uuid: ['Send either an outline or a floor_plan_uuid, not both'] });
  });

  it('names the field of every mistake', () => {
    expect(fieldsOf({ ...valid, page: 'garage', property_id: 'a b', start: [200, 0] })).toEqual({
      property_id: ['Property ids are letters, digits and . _ : / -'],
      page: ['page must be one of in-home-apartment, backyard-cottage, playground'],
      'start.0': [expect.stringContaining('200')],
    });
    expect(fieldsOf({ ...valid, outline: { dimensions: [360, 0, 'x', 240], angles: [0, 90, 180, 270] } })).toEqual({
      'outline.dimensions.1': ['each dimension must be above 0 inches'],
      'outline.dimensions.2': ['each of dimensions must be a number'],
    });
    expect(fieldsOf({ ...valid, outline: { dimensions: [360, 240], angles: [0, 90] } })).toEqual({
      'outline.dimensions': ['dimensions needs at least 3 sides'],
      'outline.angles': ['angles needs at least 3 sides'],
    });
    expect(fieldsOf({ ...valid, outline: 'square' })).toEqual({ outline: ['outline must be { dimensions, angles }'] });
    expect(fieldsOf({ outline, page: 'playground' })).toEqual({ property_id: ['property_id is required.'] });
  });

  it('refuses a broken outline with the reason', () => {
    expect(fieldsOf({ ...valid, outline: { dimensions: [360, 240, 360, 240], angles: [0, 90, 180] } })).toEqual({
      'outline.angles': ['angles needs one angle per side, as many as dimensions'],
    });
    expect(fieldsOf({ ...valid, outline: { dimensions: [360, 240, 300, 240], angles: [0, 90, 180, 270] } })).toEqual({
      outline: ['The sides do not close: the last one ends 60 in from the start (at most 2.3 in is allowed).'],
    });
  });
});
