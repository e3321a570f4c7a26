// Leaflet-Geoman for the lot editor, in a chunk of its own: the map's chunk loads it only when the
// lot lines are first edited (a dynamic import of this module), so opening a property stays light.
// Geoman's stylesheet (its vertex markers) is adopted into the widget's shadow root like Leaflet's.
import './leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import geomanCss from '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?inline';
import L from 'leaflet';
import { adoptStyles } from '../../styles/adopt';

/** Vertex editing of `layer` on `map`: corners drag, middle markers add corners, a right click removes one; no self-crossing. */
export function editVertices(map: L.Map, layer: L.Polygon): () => void {
  // The map was made before Geoman loaded, so it has no `pm` of its own yet; reInitLayer takes maps
  // too, though its declared type says layers.
  if (!map.pm) L.PM.reInitLayer(map as unknown as L.Layer);
  if (!layer.pm) L.PM.reInitLayer(layer);
  const root = map.getContainer().getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, geomanCss);
  layer.pm.enable({ allowSelfIntersection: false, snappable: false, draggable: false });
  return () => layer.pm.disable();
}
