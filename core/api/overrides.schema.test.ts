// Override payloads: field-level messages, fact merging with resets, and the mapping to the rules engine.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { relabelLotEdges, type LotEdge } from '../setback/lot-edges';
import { fieldErrors } from './error.schema';
import { emptyLayout } from './layout.schema';
import { mergeFactUpdate, PropertyUpdateSchema, SizeLimitOverridesSchema, toEvaluationOverrides } from './overrides.schema';

const errors = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? null : fieldErrors(result.issues);
};

describe('PATCH /api/properties/:id body', () => {
  it('takes digits with one decimal point, numbers, and an empty string that resets', () => {
    expect(v.parse(PropertyUpdateSchema, { gross_floor_area: '1250.5' })).toEqual({ gross_floor_area: 1250.5 });
    expect(v.parse(PropertyUpdateSchema, { gross_floor_area: 980, zone_code: ' SR ' })).toEqual({ gross_floor_area: 980, zone_code: 'SR' });
    expect(v.parse(PropertyUpdateSchema, { gross_floor_area: '', lot_edges: '' })).toEqual({ gross_floor_area: '', lot_edges: '' });
  });

  it('takes the four kinds of lot line, and reads the former single side kind as an interior side', () => {
    const body = { lot_edges: [{ index: 0, kind: 'exterior side' }, { index: 1, kind: 'side' }, { index: 2, kind: 'interior side' }] };
    expect(v.parse(PropertyUpdateSchema, body)).toEqual({
      lot_edges: [{ index: 0, kind: 'exterior side' }, { index: 1, kind: 'interior side' }, { index: 2, kind: 'interior side' }],
    });
    expect(errors(PropertyUpdateSchema, { lot_edges: [{ index: 0, kind: 'unknown' }] })).toEqual({
      'lot_edges.0.kind': ['kind must be one of front, exterior side, interior side, rear'],
    });
  });

  it('answers a message per field', () => {
    expect(errors(PropertyUpdateSchema, { gross_floor_area: '1.2.3', color: 'red' })).toEqual({
      gross_floor_area: ['gross_floor_area takes digits and one decimal point'],
      color: ['This field is not accepted here'],
    });
    expect(errors(PropertyUpdateSchema, { gross_floor_area: 0 })).toEqual({ gross_floor_area: ['gross_floor_area must be between 1 and 1,000,000 sq ft'] });
    expect(errors(PropertyUpdateSchema, { lot_edges: [{ index: 1, kind: 'back' }, { index: 1.5, kind: 'rear' }] })).toEqual({
      'lot_edges.0.kind': ['kind must be one of front, exterior side, interior side, rear'],
      'lot_edges.1.index': ['index must be a whole number'],
    });
    expect(errors(PropertyUpdateSchema, {})).toEqual({
      _: ['Send at least one of gross_floor_area, use_code_desc, zone_code, lot_edges, floor_plans, buildings_geojson, layouts, playground, playground_cleared, lot, annotations'],
    });
  });
});

describe('PUT /api/properties/:id/size-limits body', () => {
  it('takes each subject once, with a value between 0 and 500 ft', () => {
    expect(errors(SizeLimitOverridesSchema, [{ bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' }])).toBeNull();
    expect(errors(SizeLimitOverridesSchema, [{ bound: 'UPPER', value: -1, subject: 'SIDEWAYS' }])).toEqual({
      '0.bound': ['bound must be LOWER'],
      '0.value': ['value must not be negative'],
      '0.subject': ['subject must be one of FRONT_SETBACK, REAR_SETBACK, SIDE_SETBACK, BLD_SETBACK, ADU_FRONT_SETBACK, ADU_REAR_SETBACK, ADU_SIDE_SETBACK, ADU_BLD_SETBACK'],
    });
    const twice = { bound: 'LOWER', value: 5, subject: 'REAR_SETBACK' };
    expect(errors(SizeLimitOverridesSchema, [twice, twice])).toEqual({ _: ['Each subject may appear only once'] });
  });
});

describe('fact overrides', () => {
  it('merge: given facts replace, empty strings remove, others stay', () => {
    const stored = { gross_floor_area: 1800, zone_code: 'SR' };
    expect(mergeFactUpdate(stored, { gross_floor_area: '', use_code_desc: 'Two Family' })).toEqual({ zone_code: 'SR', use_code_desc: 'Two Family' });
  });

  it('become rules-engine overrides; a use description that is not a choice changes no type', () => {
    const bylaws = { size_limits: [{ bound: 'LOWER' as const, value: 3, subject: 'ADU_REAR_SETBACK' as const }] };
    expect(toEvaluationOverrides({ gross_floor_area: 2000, use_code_desc: 'Two Family', zone_code: 'TR', bylaws, lot_edges: [], ...emptyLayout() })).toEqual({
      grossFloorArea: 2000,
      propertyType: 'Two Family',
      zoneCode: 'TR',
      sizeLimits: bylaws.size_limits,
    });
    expect(toEvaluationOverrides({ use_code_desc: 'SINGLE FAM RES', bylaws: { size_limits: [] }, lot_edges: [], ...emptyLayout() })).toEqual({});
  });
});

describe('relabelLotEdges', () => {
  const edge = (kind: LotEdge['kind']): LotEdge => ({ from: [0, 0], to: [1, 0], lengthFt: 50, kind, reason: 'neighbour' });
  it('applies labels by index, marks them as the user’s and ignores edges that no longer exist', () => {
    const edges = [edge('front'), edge('interior side'), edge('rear'), edge('exterior side')];
    const relabelled = relabelLotEdges(edges, [{ index: 1, kind: 'front' }, { index: 2, kind: 'rear' }, { index: 3, kind: 'interior side' }, { index: 9, kind: 'interior side' }]);
    expect(relabelled.map((e) => [e.kind, e.reason])).toEqual([['front', 'neighbour'], ['front', 'user'], ['rear', 'neighbour'], ['interior side', 'user']]);
  });
});
