// The user's own buildings on the map: each with a badge named by it that the keyboard reaches,
// opening a popup whose Delete removes and saves; drawn but not pressable while another tool is in
// use; on the playground, gray until given a category, which the popup's select gives.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserBuilding } from '../../../../core/api';
import { lotStreetData, rectFt, savedLayout } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

const building = (id: string, x: number, y: number, properties: Partial<UserBuilding['properties']> = {}): UserBuilding => ({
  type: 'Feature',
  geometry: rectFt(x, y, 20, 20),
  properties: { id, building_source: 'user', kind: 'outbuilding', label: null, height_ft: null, ...properties },
});

async function renderBuildings(buildings: UserBuilding[], page: 'backyard-cottage' | 'playground' = 'backyard-cottage') {
  const property = lotStreetData({ user_overrides: savedLayout({ buildings_geojson: { type: 'FeatureCollection', features: buildings } }) });
  return renderOnMap(<MapToolbar property={property} />, { property, page });
}

const savedFeatures = (view: Awaited<ReturnType<typeof renderOnMap>>) =>
  view.fetch.sentTo('PATCH', '/api/properties/p-1').map((r) => (r.body as { buildings_geojson: { features: UserBuilding[] } }).buildings_geojson.features);

describe('UserBuildings', () => {
  it('names each building’s badge, a house traced by the user as the house', async () => {
    await renderBuildings([building('a', 20, 120), building('h', 20, 20, { kind: 'main' })]);
    const badges = [...document.querySelectorAll<HTMLElement>('.map-badge--building')];
    expect(badges.map((badge) => [badge.title, badge.tabIndex])).toEqual([
      ['Your building 1, 400 sq ft', 0],
      ['Your house, 400 sq ft', 0],
    ]);
    expect(document.querySelectorAll('path.map__user-building')).toHaveLength(2);
  });

  it('opens the popup from the badge, whose Delete removes the building and saves', async () => {
    const view = await renderBuildings([building('a', 20, 120), building('b', 60, 120)]);
    fireEvent.click(document.querySelector<HTMLElement>('.map-badge--building[title="Your building 2, 400 sq ft"]')!);
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(document.querySelector('.map-tools__popup-title')?.textContent).toBe('Your building 2, 400 sq ft');
    fireEvent.click(remove);
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(savedFeatures(view).map((features) => features.map((f) => f.properties.id))).toEqual([['a']]);
    expect(document.querySelector('.leaflet-popup')).toBeNull();
  });

  it('draws the buildings without badges while another tool is in use', async () => {
    const view = await renderBuildings([building('a', 20, 120)]);
    act(() => view.layout().setTool('measure'));
    expect(document.querySelectorAll('.map-badge--building')).toHaveLength(0);
    expect(document.querySelectorAll('path.map__user-building')).toHaveLength(1);
  });

  it('on the playground, draws a building without a category gray, and the popup gives it one', async () => {
    const view = await renderBuildings([building('a', 20, 120), building('b', 60, 120, { category: 'shed' })], 'playground');
    expect([...document.querySelectorAll('path.map__user-building')].map((path) => path.classList.contains('map__user-building--gray'))).toEqual([true, false]);
    fireEvent.click(document.querySelector<HTMLElement>('.map-badge--building[title="Your building 1, 400 sq ft"]')!);
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'shed' } });
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(savedFeatures(view)[0]!.map((f) => [f.properties.id, f.properties.category])).toEqual([
      ['a', 'shed'],
      ['b', 'shed'],
    ]);
  });
});
