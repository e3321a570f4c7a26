// A Protomaps base map of the demo town for tests: its named streets and its buildings, with the
// land under them, as Mapbox Vector Tiles in the layers and kinds of the Protomaps basemap schema
// (`earth`, `roads` with `kind` and `name`, `buildings`) that protomaps-leaflet's themes draw,
// from zoom 12 to 15 (readers draw closer zooms from 15), in a PMTiles v3 archive of some hundred
// kilobytes. Made when a test needs it, never stored in the repository.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Feature, FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { TileType } from 'pmtiles';
import { fromGeojsonVt } from 'vt-pbf';
import { generateDemoTown } from '../../server/src/demo/demo-town';
import { MAIN_STREET } from '../../server/src/demo/names';
import { writePmtiles, type ArchiveTile } from './pmtiles-writer';

/** The zooms the archive holds; Protomaps' own builds stop at 15 too. */
export const DEMO_BASEMAP_ZOOMS = [12, 13, 14, 15] as const;
/** The land drawn around the town, in degrees. */
const MARGIN_DEG = 0.005;
const EXTENT = 4096;

/** The tile at `zoom` that holds the point `lng`, `lat` (Web Mercator, the XYZ scheme). */
export function tileOf(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const latRad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n),
  };
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

/** The demo town's base map as a PMTiles archive. */
export function demoBasemapPmtiles(): Uint8Array {
  const town = generateDemoTown();
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const parcel of town.parcels) {
    for (const [lng, lat] of parcel.lot.coordinates[0]!) {
      [west, south, east, north] = [Math.min(west, lng!), Math.min(south, lat!), Math.max(east, lng!), Math.max(north, lat!)];
    }
  }
  const bounds: [number, number, number, number] = [west - MARGIN_DEG, south - MARGIN_DEG, east + MARGIN_DEG, north + MARGIN_DEG];
  const [w, s, e, n] = bounds;
  const layers = {
    earth: collection([{ type: 'Feature', properties: { kind: 'earth' }, geometry: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] } }]),
    roads: collection(
      town.streets.map((street) => ({
        type: 'Feature',
        properties: { kind: street.name === MAIN_STREET ? 'major_road' : 'minor_road', kind_detail: 'residential', name: street.name },
        geometry: { type: 'LineString', coordinates: street.line },
      })),
    ),
    buildings: collection(
      town.parcels.flatMap((parcel) =>
        parcel.buildings.map((building): Feature => ({
          type: 'Feature',
          properties: { kind: 'building', height: Math.round(building.heightFt * 0.3048) },
          geometry: building.footprint,
        })),
      ),
    ),
  };
  const indexes = Object.entries(layers).map(([name, data]) => [name, new GeoJSONVT(data, { maxZoom: DEMO_BASEMAP_ZOOMS.at(-1)!, extent: EXTENT, buffer: 64 })] as const);

  const tiles: ArchiveTile[] = [];
  for (const z of DEMO_BASEMAP_ZOOMS) {
    const min = tileOf(w, n, z);
    const max = tileOf(e, s, z);
    for (let x = min.x; x <= max.x; x++) {
      for (let y = min.y; y <= max.y; y++) {
        const present = Object.fromEntries(indexes.flatMap(([name, index]) => {
          const tile = index.getTile(z, x, y);
          return tile && tile.features.length > 0 ? [[name, tile]] : [];
        }));
        if (Object.keys(present).length > 0) tiles.push({ z, x, y, data: fromGeojsonVt(present, { version: 2, extent: EXTENT }) });
      }
    }
  }
  return writePmtiles(tiles, {
    tileType: TileType.Mvt,
    bounds,
    center: [(w + e) / 2, (s + n) / 2, 15],
    metadata: {
      name: `${town.city} (test base map)`,
      type: 'baselayer',
      vector_layers: [
        { id: 'earth', fields: { kind: 'String' } },
        { id: 'roads', fields: { kind: 'String', kind_detail: 'String', name: 'String' } },
        { id: 'buildings', fields: { kind: 'String', height: 'Number' } },
      ],
    },
  });
}

/** Writes the demo town's base map into `dir` and answers the file's path. */
export async function writeDemoBasemapPmtiles(dir: string): Promise<string> {
  const path = join(dir, 'maple-hollow.pmtiles');
  await writeFile(path, demoBasemapPmtiles());
  return path;
}
