import { describe, expect, it } from 'vitest';
import type { UserBuilding } from '../../../core/api';
import { userBuildingsOf, withCategory, withMerged } from './buildings';
import { rectFt, savedLayout } from './test-support/lot-fixture';

const building = (id: string, source: 'user' | 'survey' = 'user'): UserBuilding =>
  ({ type: 'Feature', geometry: rectFt(10, 150, 10, 10), properties: { id, building_source: source, kind: 'outbuilding', label: null, height_ft: null } }) as UserBuilding;

describe('the user’s buildings', () => {
  it('are the saved buildings of the user’s own, none without overrides', () => {
    const saved = savedLayout({ buildings_geojson: { type: 'FeatureCollection', features: [building('b-1'), building('s-1', 'survey' as 'user'), building('b-2')] } });
    expect(userBuildingsOf(saved).map((b) => b.properties.id)).toEqual(['b-1', 'b-2']);
    expect(userBuildingsOf(null)).toEqual([]);
  });

  it('merge: the merged ones leave and the new one comes last', () => {
    expect(withMerged([building('b-1'), building('b-2'), building('b-3')], ['b-1', 'b-3'], building('m-1')).map((b) => b.properties.id)).toEqual(['b-2', 'm-1']);
  });

  it('take a category, or lose it', () => {
    const list = withCategory([building('b-1'), building('b-2')], 'b-2', 'garage');
    expect(list.map((b) => b.properties.category)).toEqual([undefined, 'garage']);
    expect(withCategory(list, 'b-2', null)[1]!.properties.category).toBeNull();
  });
});
