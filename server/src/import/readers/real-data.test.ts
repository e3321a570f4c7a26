import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv';
import { readFeatures } from './read-features';
import type { SourceFeature } from './types';

const dataFolder = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const hasData = existsSync(dataFolder);
const skipReason = `shared data folder ${dataFolder} not found`;
if (!hasData) console.warn(`Skipping real-data reader tests: ${skipReason}`);

async function summarize(items: AsyncIterable<SourceFeature>): Promise<{ count: number; first?: SourceFeature }> {
  let count = 0;
  let first: SourceFeature | undefined;
  for await (const item of items) {
    first ??= item;
    count++;
  }
  return { count, first };
}

describe.skipIf(!hasData)(hasData ? 'real data readers' : `real data readers (skipped: ${skipReason})`, () => {
  it('reads the Cambridge FY2014 parcels GeoJSON', async () => {
    const { count, first } = await summarize(readFeatures(`${dataFolder}cambridge-ma/parcels_fy2014.geojson`));
    expect(count).toBe(13_116);
    expect(first?.properties.ml).toBe('127-123');
    expect(first?.geometry?.type).toBe('Polygon');
  });

  it('streams the San Jose 2016 zoning FlatGeobuf', async () => {
    const { count, first } = await summarize(readFeatures(`${dataFolder}san-jose-ca/zoning_districts_2016.fgb`));
    expect(count).toBe(4_239);
    expect(first?.geometry?.type).toBe('MultiPolygon');
    expect(typeof first?.properties.ZONING).toBe('string');
    const positions = (first?.geometry?.coordinates as number[][][][]).flat(2);
    expect(positions.length).toBeGreaterThan(3);
    for (const [lng = Number.NaN, lat = Number.NaN] of positions) {
      expect(lng).toBeGreaterThan(-122.1);
      expect(lng).toBeLessThan(-121.5);
      expect(lat).toBeGreaterThan(37.1);
      expect(lat).toBeLessThan(37.5);
    }
  });

  it('reads the Cambridge master address list CSV', async () => {
    let count = 0;
    let columns: string[] = [];
    for await (const row of readCsv(`${dataFolder}cambridge-ma/master_address_list_maplot_bldgid.csv`)) {
      if (count === 0) columns = Object.keys(row);
      count++;
    }
    expect(count).toBe(24_099);
    expect(columns).toEqual(['address_id', 'street_number', 'street_number_suffix', 'street_name', 'street_suffix', 'dir_suffix', 'full_address', 'poi_name', 'poi_type_desc', 'MapLot', 'BldgID']);
  });
});
