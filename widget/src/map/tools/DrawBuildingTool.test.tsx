// Drawing a building of one's own, from the keyboard: a square from two opposite corners, a polygon
// closed on its first corner or by Finish, and tracing the house; each saved as the user's building
// and the report fetched again. A corner outside the lot, a building past the lot lines or an
// outline that crosses itself is refused with a toast, and nothing is saved.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserBuilding } from '../../../../core/api';
import { lotStreetData, feetOf } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

async function renderDrawing(tool: 'Draw square' | 'Draw polygon') {
  const property = lotStreetData();
  const view = await renderOnMap(<MapToolbar property={property} />, { property });
  fireEvent.click(screen.getByRole('button', { name: tool }));
  return view;
}

type Rendered = Awaited<ReturnType<typeof renderOnMap>>;
/** The buildings of each save the widget sent, their corners in feet. */
const savedBuildings = ({ fetch }: Rendered) =>
  fetch.sentTo('PATCH', '/api/properties/p-1').map((request) => {
    const { features } = (request.body as { buildings_geojson: { features: UserBuilding[] } }).buildings_geojson;
    return features.map((building) => ({ ...building.properties, id: building.properties.id.split('-')[0], corners: building.geometry.coordinates[0]!.map(feetOf) }));
  });
const status = () => screen.getByRole('region', { name: /^(Draw square|Draw polygon|Trace the house)$/ }).querySelector('[role="status"]')!.textContent;

describe('DrawBuildingTool', () => {
  it('draws a square from one corner to the opposite one and saves it as an outbuilding of the user', async () => {
    const view = await renderDrawing('Draw square');
    expect(status()).toBe('Click the first corner.');
    view.pickAt(30, 110);
    expect(status()).toBe('Click the opposite corner.');
    view.pickAt(50, 140);
    expect(view.layout().tool).toBe('select');
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(savedBuildings(view)).toEqual([
      [{ id: 'building', building_source: 'user', kind: 'outbuilding', label: null, height_ft: null, corners: [[30, 110], [50, 110], [50, 140], [30, 140], [30, 110]] }],
    ]);
  });

  it('refuses a square’s first corner outside the lot with a toast', async () => {
    const view = await renderDrawing('Draw square');
    view.pickAt(-20, 110);
    expect(view.toasts).toEqual([['warning', 'Adu should be inside lot']]);
    expect(status()).toBe('Click the first corner.');
  });

  it('closes a polygon on its first corner, counting the corners meanwhile', async () => {
    const view = await renderDrawing('Draw polygon');
    const finish = within(screen.getByRole('region', { name: 'Draw polygon' })).getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    view.pickAt(30, 110);
    view.pickAt(60, 110);
    expect([status(), finish.disabled]).toEqual(['Corners so far: 2', true]);
    view.pickAt(45, 140);
    expect([status(), finish.disabled]).toEqual(['Corners so far: 3', false]);
    view.pickAt(30, 110);
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(savedBuildings(view)[0]!.map((building) => building.corners)).toEqual([[[30, 110], [60, 110], [45, 140], [30, 110]]]);
  });

  it('refuses a polygon past the lot lines, and one that crosses itself, saving nothing', async () => {
    const view = await renderDrawing('Draw polygon');
    const finish = () => fireEvent.click(within(screen.getByRole('region', { name: 'Draw polygon' })).getByRole('button', { name: 'Finish' }));
    view.pickAt(80, 150);
    view.pickAt(120, 150);
    view.pickAt(120, 180);
    finish();
    // A bow tie.
    view.pickAt(30, 110);
    view.pickAt(60, 140);
    view.pickAt(60, 110);
    view.pickAt(30, 140);
    finish();
    expect(view.toasts).toEqual([
      ['warning', 'Adu should be inside lot'],
      ['warning', 'The outline crosses itself or encloses no area. Please draw it again.'],
    ]);
    expect(view.fetch.requests).toEqual([]);
    expect(view.layout().tool).toBe('polygon');
  });

  it('traces the house as the lot’s main building, shown as the polygon tool at work', async () => {
    const property = lotStreetData();
    const view = await renderOnMap(<MapToolbar property={property} />, { property });
    act(() => view.layout().setTool('house'));
    expect(screen.getByRole('button', { name: 'Draw polygon' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Trace the house' }).textContent).toContain('Click each corner of the house, then click the first corner again or choose Finish.');
    view.pickAt(20, 20);
    view.pickAt(80, 20);
    view.pickAt(80, 70);
    view.pickAt(20, 70);
    fireEvent.click(within(screen.getByRole('region', { name: 'Trace the house' })).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(savedBuildings(view)[0]!.map((building) => building.kind)).toEqual(['main']);
  });
});
