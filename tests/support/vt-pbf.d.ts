// Types of the part of vt-pbf the test tiles use (the package ships none).
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  /** Encodes geojson-vt tiles, one per layer name, as one Mapbox Vector Tile. */
  export function fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: number; extent?: number }): Uint8Array;
}
