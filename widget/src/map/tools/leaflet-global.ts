// Leaflet as the global `L`, which Leaflet-Geoman's script reads when it runs (stack notes G8).
// Imported by geoman.ts before Geoman itself, so ES module order sets it first.
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;
