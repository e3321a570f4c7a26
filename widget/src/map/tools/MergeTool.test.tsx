// The merge tool: the user's buildings listed with check boxes (and drawn to be clicked), 'Merge
// selected' enabled from two, buildings that touch saved as one in their place, and a toast for
// buildings apart; with fewer than two, the panel says how to get some; in English and Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserBuilding } from '../../../../core/api';
import { feetOf, lotStreetData, rectFt, savedLayout } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

const building = (id: string, x: number, y: number, width: number, length: number): UserBuilding => ({
  type: 'Feature',
  geometry: rectFt(x, y, width, length),
  properties: { id, building_source: 'user', kind: 'outbuilding', label: null, height_ft: null },
});

/** A 20 by 20 ft shed, a 10 by 20 ft one touching its east side, and a 10 by 10 ft one apart. */
const BUILDINGS = [building('a', 20, 120, 20, 20), building('b', 40, 120, 10, 20), building('c', 70, 170, 10, 10)];

async function renderMerge(buildings: UserBuilding[] = BUILDINGS, locale: 'en' | 'es' = 'en') {
  const property = lotStreetData({ user_overrides: savedLayout({ buildings_geojson: { type: 'FeatureCollection', features: buildings } }) });
  const view = await renderOnMap(<MapToolbar property={property} />, { property, locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Merge' : 'Unir' }));
  return view;
}

const panel = () => screen.getByRole('region', { name: /^(Merge|Unir)$/ });
const mergeButton = () => within(panel()).getByRole('button', { name: /^(Merge selected|Unir los seleccionados)$/ }) as HTMLButtonElement;

describe('MergeTool', () => {
  it('lists the user’s buildings by name and area, and enables Merge selected from two', async () => {
    await renderMerge();
    const boxes = within(panel()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Your building 1, 400 sq ft', 'Your building 2, 200 sq ft', 'Your building 3, 100 sq ft']);
    expect(mergeButton().disabled).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(mergeButton().disabled).toBe(true);
    fireEvent.click(boxes[1]!);
    expect(mergeButton().disabled).toBe(false);
    // The chosen ones are drawn as chosen.
    expect(document.querySelectorAll('path.map__user-building--chosen')).toHaveLength(2);
    fireEvent.click(boxes[1]!);
    expect(mergeButton().disabled).toBe(true);
  });

  it('saves two buildings that touch as one in their place, and goes back to select', async () => {
    const view = await renderMerge();
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Your building 1, 400 sq ft' }));
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Your building 2, 200 sq ft' }));
    fireEvent.click(mergeButton());
    expect(view.layout().tool).toBe('select');
    await waitFor(() => expect(view.reloads()).toBe(1));
    const [save] = view.fetch.sentTo('PATCH', '/api/properties/p-1');
    const saved = (save!.body as { buildings_geojson: { features: UserBuilding[] } }).buildings_geojson.features;
    expect(saved.map((b) => b.properties.id.startsWith('building-') ? 'merged' : b.properties.id)).toEqual(['c', 'merged']);
    const corners = saved[1]!.geometry.coordinates[0]!.map(feetOf);
    expect(new Set(corners.map(([x]) => x))).toEqual(new Set([20, 50]));
    expect(new Set(corners.map(([, y]) => y))).toEqual(new Set([120, 140]));
  });

  it('says buildings apart cannot be merged, and saves nothing', async () => {
    const view = await renderMerge();
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Your building 1, 400 sq ft' }));
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Your building 3, 100 sq ft' }));
    fireEvent.click(mergeButton());
    expect(view.toasts).toEqual([['warning', 'These buildings do not touch or overlap, so they cannot be merged.']]);
    expect([view.layout().tool, view.fetch.requests]).toEqual(['merge', []]);
  });

  it('says how to get buildings to merge when there are fewer than two', async () => {
    await renderMerge([BUILDINGS[0]!]);
    expect(panel().textContent).toContain('Add at least two buildings with the drawing tools to merge them.');
    expect(within(panel()).getAllByRole('checkbox')).toHaveLength(1);
    expect(mergeButton().disabled).toBe(true);
  });

  it('lists no choices for a user without buildings', async () => {
    await renderMerge([]);
    expect(within(panel()).queryAllByRole('checkbox')).toEqual([]);
    expect(panel().textContent).toContain('Add at least two buildings with the drawing tools to merge them.');
  });

  it('says it in Spanish', async () => {
    await renderMerge(BUILDINGS, 'es');
    expect(within(panel()).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)[0]).toBe('Su edificio 1, 400 pies²');
    expect(panel().textContent).toContain('Elija dos o más de sus edificios que se toquen o se superpongan.');
  });
});
