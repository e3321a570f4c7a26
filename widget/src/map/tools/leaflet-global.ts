// Leaflet as the global `L`, which Leaflet-Geoman's script reads when it runs (stack notes G8) and
// protomaps-leaflet when it makes its layer. Imported by geoman.ts before Geoman itself, so ES
// module order sets it first, and by layers/protomaps-layer.ts.
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;
