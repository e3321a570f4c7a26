// Picking points on the map for the drawing tools: a click (snapped to a nearby corner of the lot
// or a building, so lot lines measure exactly), or, from the keyboard, Enter on the focused map to
// take the point under the cross in its middle (the arrow keys pan the map). While a tool picks,
// a double click does not zoom and the pointer is a cross. A click on one of the map's controls
// (zoom, layers, the tool's panel, the units' buttons) is that control's, never a point.
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { Position } from '../../../../core/geo';

/** How near a corner (in screen pixels) a click snaps to it. */
export const SNAP_PX = 10;

/** What a click may land on without picking a point: the map's controls and anything to press or fill in. */
const CONTROLS = '.leaflet-control, .unit-controls, .leaflet-popup, button, a, input, select, textarea, label, summary, [role="button"]';

/** Whether a click on the map came from one of its controls. */
function isOnControl(event: L.LeafletMouseEvent): boolean {
  const target = event.originalEvent.composedPath()[0];
  return target instanceof Element && target.closest(CONTROLS) !== null;
}

/** Corners to snap to: the lot's and every building's. */
export function cornersOf(property: StreetData): Position[] {
  const rings = property.lot.type === 'Polygon' ? property.lot.coordinates : property.lot.coordinates.flat();
  const corners = rings.flat();
  for (const building of property.buildings_geojson.features) corners.push(...building.geometry.coordinates.flat());
  return corners;
}

interface Options {
  /** A point was picked. */
  onPoint(position: Position): void;
  /** The pointer moved over the map (null when it left). */
  onMove?(position: Position | null): void;
  /** Corners a nearby click snaps to. */
  snapTo?: readonly Position[];
}

/** Listens for picked points while the calling tool is shown. */
export function useMapPoints(options: Options): void {
  const map = useMap();
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const container = map.getContainer();
    const snap = (latLng: L.LatLng): Position => {
      const at = map.latLngToContainerPoint(latLng);
      let best: Position = [latLng.lng, latLng.lat];
      let bestPx = SNAP_PX;
      for (const corner of latest.current.snapTo ?? []) {
        const px = at.distanceTo(map.latLngToContainerPoint([corner[1], corner[0]]));
        if (px <= bestPx) {
          bestPx = px;
          best = corner;
        }
      }
      return best;
    };
    const click = (event: L.LeafletMouseEvent) => {
      if (!isOnControl(event)) latest.current.onPoint(snap(event.latlng));
    };
    const move = (event: L.LeafletMouseEvent) => latest.current.onMove?.(snap(event.latlng));
    const leave = () => latest.current.onMove?.(null);
    const key = (event: KeyboardEvent) => {
      if (event.target !== container || event.key !== 'Enter') return;
      event.preventDefault();
      const centre = map.getCenter();
      latest.current.onPoint([centre.lng, centre.lat]);
    };
    const zoomsOnDoubleClick = map.doubleClickZoom.enabled();
    map.doubleClickZoom.disable();
    container.classList.add('map--picking');
    map.on('click', click);
    map.on('mousemove', move);
    map.on('mouseout', leave);
    container.addEventListener('keydown', key);
    return () => {
      map.off('click', click);
      map.off('mousemove', move);
      map.off('mouseout', leave);
      container.removeEventListener('keydown', key);
      container.classList.remove('map--picking');
      if (zoomsOnDoubleClick) map.doubleClickZoom.enable();
    };
  }, [map]);
}
