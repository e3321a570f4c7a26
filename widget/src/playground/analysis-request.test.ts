import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { LayoutUnit, UserBuilding } from '../../../core/api';
import { PlaygroundAnalysisRequestSchema } from '../../../core/api';
import { polygonFt } from '../../../core/geo/test-support/random-polygons';
import { analysisRequest, RequestProblem } from './analysis-request';

const rect = (x: number, y: number, w: number, h: number) => polygonFt([[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]]);

const unit = (id: string, category: string, adu_type: LayoutUnit['properties']['adu_type'] = 'playground'): LayoutUnit => ({
  type: 'Feature',
  geometry: rect(0, 40, 16, 32),
  properties: { id, adu_type, placement: 'setback_fit', page: 'playground', floor_plan_uuid: 'plan-pool-01', category, source: 'floor_plan', width: 16, length: 32, rotation_deg: 0, selected: false, viewMode: '2d' },
});

const building = (id: string, category?: UserBuilding['properties']['category']): UserBuilding => ({
  type: 'Feature',
  geometry: rect(60, 0, 12, 12),
  properties: { id, building_source: 'user', kind: 'outbuilding', label: null, height_ft: null, ...(category !== undefined && { category }) },
});

describe('analysisRequest', () => {
  it('sends the drawn buildings with their categories and the units as the structures to judge, in the schema of the endpoint', () => {
    const result = analysisRequest('p-1', [unit('unit-pool', 'pool', 'forbidden_area'), unit('unit-deck', 'deck')], [building('building-1', 'garage')]);
    if (!result.ok) throw new Error(result.reason);
    expect(v.parse(PlaygroundAnalysisRequestSchema, result.request)).toEqual(result.request);
    expect(result.request.buildings_geojson.features.map((f) => f.properties)).toEqual([{ id: 'building-1', category: 'garage' }]);
    expect(result.request.objects.map((o) => o.properties)).toEqual([
      { id: 'unit-pool', category: 'pool', adu_type: 'forbidden_area', existingStructure: false },
      { id: 'unit-deck', category: 'deck', adu_type: 'playground', existingStructure: false },
    ]);
    expect(result.request.property_id).toBe('p-1');
    expect(result.request.existing_cleared).toBe(false);
  });

  it('says when the existing structures were cleared, so the server leaves them out', () => {
    const result = analysisRequest('p-1', [unit('unit-home', 'single-family')], [], true);
    if (!result.ok) throw new Error(result.reason);
    expect(result.request.existing_cleared).toBe(true);
  });

  it('stops while a drawn building is gray, or a structure has no category of the catalogue', () => {
    expect(analysisRequest('p-1', [unit('unit-pool', 'pool')], [building('building-1')])).toEqual({ ok: false, reason: RequestProblem.MissingCategories });
    expect(analysisRequest('p-1', [unit('unit-pool', 'pool')], [building('building-1', null)])).toEqual({ ok: false, reason: RequestProblem.MissingCategories });
    expect(analysisRequest('p-1', [unit('unit-x', 'custom_adu')], [])).toEqual({ ok: false, reason: RequestProblem.MissingCategories });
  });

  it('needs a structure to judge', () => {
    expect(analysisRequest('p-1', [], [building('building-1', 'shed')])).toEqual({ ok: false, reason: RequestProblem.NoStructures });
  });
});
