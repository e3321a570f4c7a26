// The 3D view: nothing in 2D; in 3D a block for each survey building (12 ft when its height is not
// known), each of the user's buildings not yet in the street data, and each unit of the page (its
// plan's height), the survey's left off a cleared playground; a taller block rises higher on screen.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData, UserBuilding } from '../../../../core/api';
import { HOUSE, lotStreetData, rectFt, savedLayout, unitAt, userPlan } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { DEFAULT_HEIGHT_FT, FLOOR_HEIGHT_FT, solidsOf, View3D } from './View3D';

const SHED: UserBuilding = { type: 'Feature', geometry: rectFt(70, 160, 10, 10), properties: { id: 'shed', building_source: 'user', kind: 'outbuilding', label: null, height_ft: 9 } };

function property(fields: Partial<StreetData> = {}): StreetData {
  return lotStreetData({
    buildings_geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: HOUSE, properties: { id: 'house', building_source: 'survey', height_ft: null } }] },
    user_overrides: savedLayout({ buildings_geojson: { type: 'FeatureCollection', features: [SHED] }, layouts: { 'backyard-cottage': [unitAt('u1', 30, 120)] } }),
    ...fields,
  } as Partial<StreetData>);
}

const groups = () => [...document.querySelectorAll<SVGGElement>('svg.map-3d g.map-3d__solid')];

describe('solidsOf', () => {
  it('raises the survey’s buildings, the user’s new ones and the page’s units, each at its height', () => {
    const plans = [{ ...userPlan('plan-a', 20, 30), height_ft: 0, num_floors: 2 }];
    const solids = solidsOf(property(), { buildings: [SHED], units: [unitAt('u1', 30, 120)], plans });
    expect(solids.map(({ id, heightFt, className }) => [id, heightFt, className])).toEqual([
      ['house', DEFAULT_HEIGHT_FT, 'map-3d__solid--survey'],
      ['shed', 9, 'map-3d__solid--user'],
      ['u1', 2 * FLOOR_HEIGHT_FT, 'map-3d__solid--unit adu-type--backyard_cottage'],
    ]);
    // Outside a layout, only the street data's buildings.
    expect(solidsOf(property(), null).map((solid) => solid.id)).toEqual(['house']);
  });
});

describe('View3D', () => {
  it('draws nothing in 2D, and the blocks in 3D, hidden from assistive technology', async () => {
    const data = property();
    const view = await renderOnMap(<View3D property={data} />, { property: data });
    expect(document.querySelector('svg.map-3d')).toBeNull();
    act(() => view.layout().setViewMode('3d'));
    expect(document.querySelector('svg.map-3d')?.getAttribute('aria-hidden')).toBe('true');
    expect(groups().map((group) => group.dataset.id).sort()).toEqual(['house', 'shed', 'u1']);
    expect(groups().every((group) => group.querySelector('path.map-3d__roof') !== null)).toBe(true);
    act(() => view.layout().setViewMode('2d'));
    expect(document.querySelector('svg.map-3d')).toBeNull();
  });

  it('raises a taller building higher on screen', async () => {
    const roofTop = async (heightFt: number | null) => {
      const data = property({ buildings_geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: HOUSE, properties: { id: 'house', building_source: 'survey', height_ft: heightFt } }] } } as Partial<StreetData>);
      const view = await renderOnMap(<View3D property={data} />, { property: data });
      act(() => view.layout().setViewMode('3d'));
      const roof = document.querySelector('g[data-id="house"] path.map-3d__roof')!.getAttribute('d')!;
      const top = Math.min(...[...roof.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((match) => Number(match[2])));
      view.unmount();
      return top;
    };
    const low = await roofTop(null);
    const high = await roofTop(36);
    expect(high).toBeLessThan(low - 10);
  });

  it('leaves the survey’s buildings off a playground cleared of them', async () => {
    const data = property();
    const view = await renderOnMap(<View3D property={data} />, { property: data, page: 'playground' });
    act(() => {
      view.layout().clearExistingStructures();
      view.layout().setViewMode('3d');
    });
    expect(groups().map((group) => group.dataset.id)).toEqual(['shed']);
  });
});
