// The edit lot tool: an editable copy of the lot over the map while the editor loads, Save once it
// is ready (the lot saved as the user's, the report fetched again), Cancel, 'Restore public lot
// lines' for a lot the user corrected, and a lot in several parts that cannot be edited here.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import type { MultiPolygon } from '../../../../core/geo';
import { LOT, lotStreetData, rectFt, savedLayout } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

async function renderEditing(property: StreetData = lotStreetData()) {
  const view = await renderOnMap(<MapToolbar property={property} />, { property });
  fireEvent.click(screen.getByRole('button', { name: 'Edit lot' }));
  return view;
}

const panel = () => screen.getByRole('region', { name: 'Edit lot' });
const button = (name: string) => within(panel()).getByRole('button', { name }) as HTMLButtonElement;
const patches = (view: Awaited<ReturnType<typeof renderOnMap>>) => view.fetch.sentTo('PATCH', '/api/properties/p-1').map((r) => r.body as { lot: unknown });

describe('EditLotTool', () => {
  it('draws an editable copy of the lot, enables Save once the editor is in, and saves the lot as the user’s', async () => {
    const view = await renderEditing();
    expect(document.querySelectorAll('path.map__lot-edit')).toHaveLength(1);
    expect(panel().textContent).toContain('Drag the corners of the lot.');
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    expect(within(panel()).getByRole('status').textContent).toBe('');
    await act(async () => void fireEvent.click(button('Save')));
    await waitFor(() => expect(view.reloads()).toBe(1));
    const [saved] = patches(view);
    expect((saved!.lot as { type: string; coordinates: number[][][] }).type).toBe('Polygon');
    expect((saved!.lot as { coordinates: number[][][] }).coordinates[0]).toHaveLength(5);
    expect(view.layout().tool).toBe('select');
    expect(document.querySelectorAll('path.map__lot-edit')).toHaveLength(0);
  });

  it('goes back to select on Cancel, saving nothing, and offers no restore for the public lot', async () => {
    const view = await renderEditing();
    expect(within(panel()).queryByRole('button', { name: 'Restore public lot lines' })).toBeNull();
    fireEvent.click(button('Cancel'));
    expect([view.layout().tool, view.fetch.requests]).toEqual(['select', []]);
  });

  it('restores the public lot lines of a lot the user corrected', async () => {
    const view = await renderEditing(lotStreetData({ user_overrides: savedLayout({ lot: LOT }) }));
    await act(async () => void fireEvent.click(button('Restore public lot lines')));
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(patches(view)).toEqual([{ lot: '' }]);
  });

  it('says a lot in several parts cannot be edited here, with nothing to save', async () => {
    const parts: MultiPolygon = { type: 'MultiPolygon', coordinates: [rectFt(0, 0, 40, 40).coordinates, rectFt(60, 60, 40, 40).coordinates] };
    await renderEditing(lotStreetData({ lot: parts }));
    expect(panel().textContent).toContain('This lot has several parts; its lines cannot be edited here.');
    expect(within(panel()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.querySelectorAll('path.map__lot-edit')).toHaveLength(0);
  });
});
