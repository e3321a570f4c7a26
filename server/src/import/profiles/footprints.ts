// Building footprints from an open source a town's folder may hold beside its parcels: MassGIS
// Building Structures (2-D) (STRUCTURES_POLY, EPSG:26986 with its .prj) or Microsoft's US
// building footprints (ODbL, WGS84 GeoJSON), saved as `building_footprints.<ext>` or under
// MassGIS's own name. Such files name no lot: each footprint goes on the lot that holds it, and
// since they say nothing of use, the largest footprint of a lot is its main building and the
// others are outbuildings. An `<name>_extent.geojson` beside the file bounds the area it covers
// (lots outside it keep their buildings unknown); without one, the file covers every lot.
// Decision 059 says why.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { areaSqFt, type Polygon } from '../../../../core/geo';
import { textOrNull, type FeatureSource, type Props } from '../profile';

/** The names a footprint file goes by in a town's folder. */
export const FOOTPRINT_FILE = /^(building_footprints|structures_poly[^.]*)\.(geojson|json|fgb|shp|zip)$/i;

/** The buildings source of a footprint file: unnamed lots, kinds ranked by area at import. */
export type FootprintSource = FeatureSource<Record<string, unknown>> & { extentFile?: string; rankByArea: true };

/** The largest polygon of a footprint: a footprint is one building, and a MultiPolygon's stray slivers are not. */
function mainPart(geometry: unknown): Polygon | null {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (g?.type === 'Polygon') return g as Polygon;
  if (g?.type !== 'MultiPolygon' || !Array.isArray(g.coordinates)) return null;
  const parts = (g.coordinates as Polygon['coordinates'][]).map((coordinates) => ({ type: 'Polygon' as const, coordinates }));
  return parts.reduce<Polygon | null>((best, part) => (!best || areaSqFt(part) > areaSqFt(best) ? part : best), null);
}

/** The footprint source of a folder, when it holds a footprint file; several are refused by name order (the first is taken). */
export async function footprintSource(dir: string): Promise<FootprintSource | undefined> {
  const names = (await readdir(dir)).sort();
  const file = names.find((name) => FOOTPRINT_FILE.test(name));
  if (!file) return undefined;
  const extent = `${file.replace(/\.[^.]+$/, '')}_extent.geojson`;
  return {
    file: join(dir, file),
    // MassGIS publishes its shapefiles in EPSG:26986; the .prj says so too, and wins when present.
    ...(/\.(shp|zip)$/i.test(file) ? { crs: 'EPSG:26986' } : {}),
    ...(names.includes(extent) ? { extentFile: join(dir, extent) } : {}),
    rankByArea: true,
    map: (p: Props, geometry: unknown) => {
      const footprint = mainPart(geometry);
      if (!footprint) return null;
      return { sourceId: textOrNull(p.STRUCT_ID) ?? textOrNull(p.struct_id) ?? textOrNull(p.id), parcelSourceId: null, kind: 'main', label: 'building', footprint, heightFt: null };
    },
  };
}
