// The plan constructor's drawing on the map: a rectangle from two clicks, a polygon closed on its
// first corner or by a double click, its sides labelled in feet and inches, every corner inside the
// lot, a shape that crosses itself refused, Escape clearing the drawing, and a corner of the
// finished shape dragged with the edit tool.
import { act, fireEvent } from '@testing-library/react';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { lotFrame } from '../../../../core/geo/test-support/random-polygons';
import { feetOf, lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { DraftLayer } from './DraftLayer';

type Rendered = Awaited<ReturnType<typeof renderOnMap>>;

/** Clicks the map at (x, y) feet, as Leaflet tells of a click. */
function clickAt(view: Rendered, xFt: number, yFt: number, type: 'click' | 'dblclick' = 'click') {
  const [lng, lat] = lotFrame.toLngLat([xFt, yFt]);
  const latlng = L.latLng(lat, lng);
  act(() => void view.map().fire(type, { latlng, containerPoint: view.map().latLngToContainerPoint(latlng), originalEvent: new MouseEvent(type) }));
}

async function renderDrawing(tool: 'rectangle' | 'polygon') {
  const property = lotStreetData();
  const view = await renderOnMap(<DraftLayer property={property} />, { property });
  act(() => view.layout().setDraft({ tool, shape: null }));
  return view;
}

const shapeFt = (view: Rendered) => view.layout().draft.shape?.coordinates[0]!.map(feetOf);
const sideLabels = () => [...document.querySelectorAll('.map__side-label-text')].map((label) => label.textContent);

describe('DraftLayer', () => {
  it('draws a rectangle from two opposite corners and labels its sides', async () => {
    const view = await renderDrawing('rectangle');
    expect(view.mapBox().classList.contains('map--drawing')).toBe(true);
    clickAt(view, 30, 110);
    expect(document.querySelectorAll('path.map__draft-corner')).toHaveLength(1);
    clickAt(view, 54.5, 140);
    expect(new Set(shapeFt(view)!.map(([x, y]) => `${x},${y}`))).toEqual(new Set(['30,110', '54.5,110', '54.5,140', '30,140']));
    expect(view.layout().draft.tool).toBe('rectangle');
    expect([...sideLabels()].sort()).toEqual(['24 ft 6 in', '24 ft 6 in', '30 ft', '30 ft']);
    expect(document.querySelectorAll('path.map__draft')).toHaveLength(1);
  });

  it('closes a polygon on its first corner, and by a double click', async () => {
    const view = await renderDrawing('polygon');
    clickAt(view, 30, 110);
    clickAt(view, 60, 110);
    clickAt(view, 45, 140);
    clickAt(view, 30, 110);
    expect(shapeFt(view)).toEqual([[30, 110], [60, 110], [45, 140], [30, 110]]);

    act(() => view.layout().setDraft({ tool: 'polygon', shape: null }));
    clickAt(view, 20, 120);
    clickAt(view, 40, 120);
    clickAt(view, 40, 150);
    clickAt(view, 40, 150, 'dblclick');
    expect(shapeFt(view)).toEqual([[20, 120], [40, 120], [40, 150], [20, 120]]);
  });

  it('refuses a corner outside the lot and a polygon that crosses itself', async () => {
    const view = await renderDrawing('polygon');
    clickAt(view, -10, 110);
    expect(view.toasts).toEqual([['warning', 'Adu should be inside lot']]);
    expect(document.querySelectorAll('path.map__draft-corner')).toHaveLength(0);
    clickAt(view, 30, 110);
    clickAt(view, 60, 140);
    clickAt(view, 60, 110);
    clickAt(view, 30, 140);
    clickAt(view, 30, 140, 'dblclick');
    expect(view.toasts[1]).toEqual(['warning', 'The shape crosses itself. Draw it again.']);
    expect(view.layout().draft.shape).toBeNull();
  });

  it('clears the drawing and resets the tool on Escape', async () => {
    const view = await renderDrawing('rectangle');
    clickAt(view, 30, 110);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(view.layout().draft).toEqual({ tool: 'unset', shape: null });
    expect(document.querySelectorAll('path.map__draft-corner')).toHaveLength(0);
    expect(view.mapBox().classList.contains('map--drawing')).toBe(false);
  });

  it('moves a corner of the finished shape with the edit tool, and puts back one dragged off the lot', async () => {
    const view = await renderDrawing('rectangle');
    clickAt(view, 30, 110);
    clickAt(view, 50, 140);
    act(() => view.layout().setDraft({ tool: 'edit', shape: view.layout().draft.shape }));
    const handles = () => [...document.querySelectorAll<HTMLElement>('.map__corner-handle')];
    expect(handles()).toHaveLength(4);
    const markers: L.Marker[] = [];
    view.map().eachLayer((layer) => {
      if (layer instanceof L.Marker && layer.getElement()?.classList.contains('map__corner-handle')) markers.push(layer);
    });
    const corner = markers.find((marker) => feetOf([marker.getLatLng().lng, marker.getLatLng().lat]).join() === '30,110')!;
    const [lng, lat] = lotFrame.toLngLat([25, 105]);
    act(() => void corner.setLatLng([lat, lng]).fire('dragend'));
    expect(shapeFt(view)).toContainEqual([25, 105]);
    const off = lotFrame.toLngLat([-20, 105]);
    const moved = markers.find((marker) => feetOf([marker.getLatLng().lng, marker.getLatLng().lat]).join() === '50,110')!;
    act(() => void moved.setLatLng([off[1], off[0]]).fire('dragend'));
    expect(view.toasts).toEqual([['warning', 'Adu should be inside lot']]);
    expect(shapeFt(view)).not.toContainEqual([-20, 105]);
  });
});
