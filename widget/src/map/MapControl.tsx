// React content in a Leaflet control corner: a `L.Control` whose box the children are portalled
// into, so the map's own buttons and ours stack in the same corners without overlapping, and
// clicks, double clicks and the wheel on them never reach the map underneath.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { useMap } from 'react-leaflet';

interface Props {
  position: L.ControlPosition;
  className: string;
  children: ReactNode;
}

/** Renders `children` in a control box at `position` of the map. */
export function MapControl({ position, className, children }: Props) {
  const map = useMap();
  const [box] = useState(() => {
    const element = L.DomUtil.create('div', `leaflet-control ${className}`);
    L.DomEvent.disableClickPropagation(element);
    L.DomEvent.disableScrollPropagation(element);
    return element;
  });
  useEffect(() => {
    const control = new L.Control({ position });
    control.onAdd = () => box;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, box, position]);
  return createPortal(children, box);
}
