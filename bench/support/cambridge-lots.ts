// Cambridge lots for benchmarks, read from ../shared/data: each lot with the streets and
// neighbours around it, its Kendall footprints where the building data is complete, its use code
// and its zone on the current map. Everything here is prepared before any timing starts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Flatbush from 'flatbush';
import { bboxOf, expandBBoxByFeet, type BBox } from '../../core/geo/bbox';
import type { AreaGeometry, FeatureCollection, Polygon } from '../../core/geo/geojson.schema';
import { isPointInPolygon } from '../../core/geo/point-in-polygon';
import { pointOnSurface } from '../../core/geo/point-on-surface';
import type { LotContext } from '../../core/setback/lot-edges';
import type { Obstacles } from '../../core/setback/setback-area';

/** Use codes of single-family lots (101, and 1014 with an accessory apartment). */
export const SINGLE_FAMILY = new Set(['101', '1014']);

/** One lot and what the rules and setback areas need. */
export interface LotCase {
  lot: AreaGeometry;
  useCode: string;
  zoneCode: string | null;
  grossAreaSqFt: number | null;
  context: LotContext;
  obstacles: Obstacles | undefined;
}

interface Parcel {
  use_code: string | null;
  gross_area_sqft: number | null;
}

function index(boxes: BBox[]): Flatbush {
  const tree = new Flatbush(Math.max(boxes.length, 1));
  for (const b of boxes) tree.add(b[0], b[1], b[2], b[3]);
  tree.finish();
  return tree;
}

/** The lots whose use code passes `keep` (all taxed lots by default), with a separation of `separationFt` around footprints. */
export async function loadCambridgeLots(dir: string, keep: (useCode: string) => boolean = () => true, separationFt = 10): Promise<LotCase[]> {
  const read = async <T>(file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as T;
  const all = await read<FeatureCollection<AreaGeometry, Parcel>>('parcels_fy2014.geojson');
  // A few parcels of the FY2014 file have no rings at all.
  const parcels = all.features.filter((f) => JSON.stringify(f.geometry.coordinates).includes('[['));
  const buildings = await read<FeatureCollection<Polygon, unknown>>('buildings_kendall_east_cambridge_2017.geojson');
  const extent = bboxOf((await read<FeatureCollection<Polygon, unknown>>('buildings_kendall_east_cambridge_extent.geojson')).features[0]!.geometry);
  const districts = (await read<FeatureCollection<AreaGeometry, { ZONE_TYPE: string }>>('zoning_districts.geojson')).features;
  const parcelBoxes = parcels.map((f) => bboxOf(f.geometry));
  const parcelIndex = index(parcelBoxes);
  const buildingIndex = index(buildings.features.map((f) => bboxOf(f.geometry)));
  const districtIndex = index(districts.map((d) => bboxOf(d.geometry)));
  const cases: LotCase[] = [];
  parcels.forEach((feature, i) => {
    const useCode = feature.properties.use_code;
    if (useCode === null || !keep(useCode)) return;
    const box = parcelBoxes[i]!;
    const near = parcelIndex.search(...expandBBoxByFeet(box, 50)).filter((j) => j !== i).map((j) => parcels[j]!);
    const inKendall = box[0] >= extent[0] && box[2] <= extent[2] && box[1] >= extent[1] && box[3] <= extent[3];
    const footprints = inKendall ? buildingIndex.search(...box).map((j) => buildings.features[j]!.geometry) : [];
    const point = pointOnSurface(feature.geometry);
    const district = districtIndex.search(point[0], point[1], point[0], point[1]).map((j) => districts[j]!).find((d) => isPointInPolygon(point, d.geometry));
    cases.push({
      lot: feature.geometry,
      useCode,
      zoneCode: district?.properties.ZONE_TYPE ?? null,
      grossAreaSqFt: feature.properties.gross_area_sqft,
      context: {
        streets: near.filter((f) => f.properties.use_code === null).map((f) => f.geometry),
        neighbours: near.filter((f) => f.properties.use_code !== null).map((f) => f.geometry),
      },
      obstacles: footprints.length > 0 ? { footprints, separationFt } : undefined,
    });
  });
  return cases;
}
