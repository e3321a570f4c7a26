// The setback polygon of the playground notification pointed at or selected (spec 2 section 3:
// a notification's setback_polygon): where a structure of that category may stand on the lot.
import { useContext } from 'react';
import { GeoJSON } from 'react-leaflet';
import { PlaygroundContext } from '../../playground/playground-context';

const versions = new WeakMap<object, number>();
let lastVersion = 0;
/** A key per polygon object: react-leaflet's GeoJSON does not redraw changed data in place. */
function keyOf(data: object): number {
  let version = versions.get(data);
  if (version === undefined) versions.set(data, (version = ++lastVersion));
  return version;
}

/** Draws the shown setback polygon; nothing when none is shown. */
export function PlaygroundSetback() {
  const shown = useContext(PlaygroundContext)?.shownSetback;
  if (!shown) return null;
  return (
    <GeoJSON
      key={keyOf(shown)}
      data={shown}
      interactive={false}
      style={{ className: 'map__pg-setback', color: '#1a7f37', weight: 2, dashArray: '6 4', fillColor: '#2da44e', fillOpacity: 0.3 }}
    />
  );
}
