// The town's outline read off a parcel fabric: the lines only one parcel has, chained into the ring that
// encloses most, for polygons and OZFS edge files alike.
import { describe, expect, it } from 'vitest';
import { areaSqFt } from '../geo/area';
import type { Position } from '../geo/geojson.schema';
import { polygonFt, ringFt } from '../geo/test-support/random-polygons';
import type { ParcelFile, ParcelFileFeature } from './parcel-file';
import { parcelFabricOutline } from './town-outline';

/** A 3 by 3 grid of 100 ft parcels, the middle one a right-of-way, as polygons. */
function grid(skip: number[] = []): ParcelFileFeature[] {
  const features: ParcelFileFeature[] = [];
  for (let k = 0; k < 9; k++) {
    if (skip.includes(k)) continue;
    const [x, y] = [(k % 3) * 100, Math.floor(k / 3) * 100];
    features.push({ type: 'Feature', geometry: polygonFt([[[x, y], [x + 100, y], [x + 100, y + 100], [x, y + 100]]]), properties: { poly_type: k === 4 ? 'ROW' : 'FEE' } });
  }
  return features;
}

describe('parcelFabricOutline', () => {
  it('is the outer edge of parcels that tile an area: 300 by 300 ft, the inner lines left out', () => {
    const outline = parcelFabricOutline({ type: 'FeatureCollection', features: grid() })!;
    expect(areaSqFt(outline)).toBeCloseTo(90_000, -1);
    // Twelve corners: four of the square and two more along each side, where the inner lines meet it.
    expect(outline.coordinates[0]).toHaveLength(13);
    expect(outline.coordinates[0]![0]).toEqual(outline.coordinates[0]![12]);
  });

  it('goes round a parcel missing from the corner, and keeps the largest ring where the fabric has a hole', () => {
    expect(areaSqFt(parcelFabricOutline({ type: 'FeatureCollection', features: grid([8]) })!)).toBeCloseTo(80_000, -1);
    // Without the middle parcel the fabric has a hole; the town is the outer ring, hole and all.
    expect(areaSqFt(parcelFabricOutline({ type: 'FeatureCollection', features: grid([4]) })!)).toBeCloseTo(90_000, -1);
  });

  it('reads an OZFS file, whose lot edges two lots both list', () => {
    const edges: ParcelFileFeature[] = grid().flatMap((f, k) => {
      const ring = (f.geometry!.coordinates as Position[][])[0]!;
      return ring.slice(1).map((p, i) => ({ type: 'Feature' as const, geometry: { type: 'LineString', coordinates: [ring[i]!, p] }, properties: { parcel_id: `p${k}` } }));
    });
    expect(areaSqFt(parcelFabricOutline({ type: 'FeatureCollection', features: edges })!)).toBeCloseTo(90_000, -1);
  });

  it('is null when the lines only one parcel has close no ring', () => {
    const line: ParcelFile = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates: ringFt([[0, 0], [100, 0]]) }, properties: {} }] };
    expect(parcelFabricOutline(line)).toBeNull();
  });
});
