// The layout keys of `PATCH /api/properties/:id`: a whole body of map work parses as sent, and
// each bad part answers its own field message.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Position } from '../geo/geojson.schema';
import { fieldErrors } from './error.schema';
import { customPlanUuid, emptyLayout, isCustomPlanUuid, MAX_LAYOUT_UNITS } from './layout.schema';
import { PropertyUpdateSchema } from './overrides.schema';
import { userPlanFixture } from './test-support/user-plan';

const errors = (body: unknown) => {
  const result = v.safeParse(PropertyUpdateSchema, body);
  return result.success ? null : fieldErrors(result.issues);
};

// A 20 x 30 ft box in Cambridge, MA (1 ft is about 3.7e-6 degrees of longitude and 2.7e-6 of latitude there).
const square = (west = -71.1, south = 42.37): { type: 'Polygon'; coordinates: Position[][] } => {
  const [east, north] = [west + 20 * 3.7e-6, south + 30 * 2.7e-6];
  return { type: 'Polygon', coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] };
};

const plan = userPlanFixture();

const unit = (page: string, id = 'unit-1') => ({
  type: 'Feature',
  geometry: square(),
  properties: {
    id,
    adu_type: 'backyard_cottage',
    placement: 'setback_fit',
    page,
    floor_plan_uuid: plan.uuid,
    category: 'backyard-cottage',
    source: 'floor_plan',
    width: 20,
    length: 30,
    rotation_deg: 0,
    selected: true,
    viewMode: '2d',
  },
});

const building = {
  type: 'Feature',
  geometry: square(-71.1002),
  properties: { id: 'shed-1', building_source: 'user', kind: 'outbuilding', label: 'Shed', height_ft: 10 },
};

const notes = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'LineString', coordinates: [[-71.1, 42.37], [-71.1001, 42.3701]] }, properties: { id: 'n1', kind: 'line' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [-71.1, 42.37] }, properties: { id: 'n2', kind: 'text', text: 'Old oak' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [-71.1, 42.37] }, properties: { id: 'n3', kind: 'photo', media_id: 'm-42' } },
  ],
};

describe('layout keys of PATCH /api/properties/:id', () => {
  it('parse a whole body of map work as sent', () => {
    const body = {
      floor_plans: [plan],
      buildings_geojson: { type: 'FeatureCollection', features: [building, { ...building, properties: { ...building.properties, id: 'shed-2', category: 'shed' } }] },
      layouts: { 'backyard-cottage': [unit('backyard-cottage')], 'in-home-apartment': [] },
      playground: [unit('playground', 'unit-2')],
      lot: square(-71.1001, 42.3699),
      annotations: notes,
    };
    expect(v.parse(PropertyUpdateSchema, body)).toEqual(body);
    expect(v.parse(PropertyUpdateSchema, { lot: '' })).toEqual({ lot: '' });
  });

  it('answer a message for each bad floor plan field', () => {
    expect(errors({ floor_plans: [{ ...plan, uuid: 'plan-42', category: 'castle', num_floors: 0, edited: 'yesterday' }] })).toEqual({
      'floor_plans.0.uuid': ['uuid must be customPlan-{timestamp}'],
      'floor_plans.0.category': [expect.stringMatching(/^category must be one of in-home-apartment, backyard-cottage, /)],
      'floor_plans.0.num_floors': ['num_floors must be at least 1'],
      'floor_plans.0.edited': ['edited must be an ISO timestamp'],
    });
    expect(errors({ floor_plans: [plan, plan] })).toEqual({ floor_plans: ['Each floor plan uuid may appear only once'] });
  });

  it('keep each unit on the page whose layout holds it, and at most 50 units a page', () => {
    expect(errors({ layouts: { 'backyard-cottage': [unit('backyard-cottage'), unit('playground', 'unit-2')] } })).toEqual({
      'layouts.backyard-cottage.1.properties.page': ['page must be backyard-cottage, the layout it is in'],
    });
    expect(errors({ playground: [unit('in-home-apartment')] })).toEqual({ 'playground.0.properties.page': ['page must be playground, the layout it is in'] });
    const many = Array.from({ length: MAX_LAYOUT_UNITS + 1 }, (_, i) => unit('playground', `unit-${i}`));
    expect(errors({ playground: many })).toEqual({ playground: ['A layout has at most 50 units'] });
    expect(errors({ layouts: { garage: [] } })).toEqual({ 'layouts.garage': ['layouts takes the pages in-home-apartment, backyard-cottage'] });
  });

  it('answer a message for a bad unit, building, lot or note', () => {
    const badUnit = { ...unit('playground'), properties: { ...unit('playground').properties, viewMode: 'vr', selected: 'yes' } };
    expect(errors({ playground: [badUnit] })).toEqual({
      'playground.0.properties.selected': ['selected must be true or false'],
      'playground.0.properties.viewMode': ['viewMode must be 2d or 3d'],
    });
    const surveyed = { ...building, properties: { ...building.properties, building_source: 'survey' } };
    expect(errors({ buildings_geojson: { type: 'FeatureCollection', features: [surveyed] } })).toEqual({
      'buildings_geojson.features.0.properties.building_source': ["building_source must be 'user'"],
    });
    const castle = { ...building, properties: { ...building.properties, category: 'castle' } };
    expect(errors({ buildings_geojson: { type: 'FeatureCollection', features: [castle] } })).toEqual({
      'buildings_geojson.features.0.properties.category': [expect.stringMatching(/^category must be one of in-home-apartment, /)],
    });
    const holed = { type: 'Polygon', coordinates: [...square().coordinates, ...square(-71.10001, 42.37001).coordinates] };
    expect(errors({ lot: holed })).toEqual({ 'lot.coordinates': ['A drawn polygon is one ring, without holes'] });
    expect(errors({ lot: 'none' })).toEqual({ lot: ['lot must be a polygon, or empty to reset'] });
    const open = { type: 'Polygon', coordinates: [square().coordinates[0]!.slice(0, 4)] };
    expect(errors({ lot: open })).toEqual({ 'lot.coordinates.0': ['A ring must end where it starts'] });
    // Corners on one line, or all on one point, enclose nothing: a unit, a building or a lot is refused.
    const line = { type: 'Polygon', coordinates: [[[-71.1, 42.37], [-71.10005, 42.37005], [-71.1001, 42.3701], [-71.1, 42.37]]] };
    const point = { type: 'Polygon', coordinates: [[[-71.1, 42.37], [-71.1, 42.37], [-71.1, 42.37], [-71.1, 42.37]]] };
    expect(errors({ lot: line })).toEqual({ 'lot.coordinates.0': ['A polygon must enclose an area, not lie on a line'] });
    expect(errors({ playground: [{ ...unit('playground'), geometry: point }] })).toEqual({
      'playground.0.geometry.coordinates.0': ['A polygon must enclose an area, not lie on a line'],
    });
    expect(errors({ buildings_geojson: { type: 'FeatureCollection', features: [{ ...building, geometry: line }] } })).toEqual({
      'buildings_geojson.features.0.geometry.coordinates.0': ['A polygon must enclose an area, not lie on a line'],
    });
    // A figure eight whose halves cancel out encloses no area either; a narrow 100 x 0.5 ft strip does.
    const eight = { type: 'Polygon', coordinates: [[[-71.1, 42.37], [-71.1001, 42.3701], [-71.1001, 42.37], [-71.1, 42.3701], [-71.1, 42.37]]] };
    expect(errors({ lot: eight })).toEqual({ 'lot.coordinates.0': ['A polygon must enclose an area, not lie on a line'] });
    const strip = { type: 'Polygon', coordinates: [[[-71.1, 42.37], [-71.1 + 100 * 3.7e-6, 42.37], [-71.1 + 100 * 3.7e-6, 42.37 + 0.5 * 2.7e-6], [-71.1, 42.37 + 0.5 * 2.7e-6], [-71.1, 42.37]]] };
    expect(errors({ lot: strip })).toBeNull();
    const shortLine = { type: 'Feature', geometry: { type: 'LineString', coordinates: [[-71.1, 42.37]] }, properties: { id: 'n1', kind: 'line' } };
    expect(errors({ annotations: { type: 'FeatureCollection', features: [shortLine] } })).toEqual({
      'annotations.features.0.geometry.coordinates': ['A line needs two points'],
    });
  });
});

describe('custom plan uuids', () => {
  it('are customPlan-{timestamp} and tell user plans from catalogue plans', () => {
    expect(customPlanUuid(1795334943705.6)).toBe('customPlan-1795334943705');
    expect([isCustomPlanUuid('customPlan-1795334943705'), isCustomPlanUuid('plan-backyard-cottage-01')]).toEqual([true, false]);
  });

  it('start from an empty layout', () => {
    expect(emptyLayout()).toEqual({
      floor_plans: [],
      buildings_geojson: { type: 'FeatureCollection', features: [] },
      layouts: {},
      playground: [],
      playground_cleared: false,
      lot: null,
      annotations: { type: 'FeatureCollection', features: [] },
    });
  });
});
