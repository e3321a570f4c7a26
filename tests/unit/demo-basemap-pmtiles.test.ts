// The test base map is a PMTiles v3 archive that the library the widget reads with takes as it is:
// its header, its root directory within the first fetch, its metadata, and vector tiles of the
// demo town's streets at every zoom it lists.
import { describe, expect, it } from 'vitest';
import { PMTiles, TileType, type Source } from 'pmtiles';
import { generateDemoTown } from '../../server/src/demo/demo-town';
import { DEMO_BASEMAP_ZOOMS, demoBasemapPmtiles, tileOf } from '../support/demo-basemap-pmtiles';

/** The archive in memory, read as a reader reads a file: by ranges. */
function memorySource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'demo-basemap',
    getBytes: async (offset, length) => ({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
  };
}

describe('the demo base map archive', () => {
  const bytes = demoBasemapPmtiles();
  const archive = new PMTiles(memorySource(bytes));
  const maple = generateDemoTown().parcels.find((parcel) => parcel.address.street === 'Maple Street' && parcel.address.number === '12')!;

  it('has a PMTiles v3 header of vector tiles from zoom 12 to 15 around the town', async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: TileType.Mvt, minZoom: 12, maxZoom: 15, clustered: true, rootDirectoryOffset: 127 });
    // The reader's first fetch (16 KiB) holds the header and the whole root directory.
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header.numTileEntries).toBe(header.numAddressedTiles);
    const [lng, lat] = maple.point;
    expect(header.minLon < lng! && lng! < header.maxLon && header.minLat < lat! && lat! < header.maxLat).toBe(true);
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('names its layers in the metadata', async () => {
    const metadata = (await archive.getMetadata()) as { vector_layers: { id: string }[] };
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual(['earth', 'roads', 'buildings']);
  });

  it('holds the street of 12 Maple Street, named, at every zoom', async () => {
    const [lng, lat] = maple.point;
    for (const z of DEMO_BASEMAP_ZOOMS) {
      const { x, y } = tileOf(lng!, lat!, z);
      const tile = await archive.getZxy(z, x, y);
      expect(tile, `${z}/${x}/${y}`).toBeDefined();
      // Vector tile layer names and string values are stored as UTF-8 text.
      const text = Buffer.from(tile!.data).toString('latin1');
      for (const word of ['earth', 'roads', 'buildings', 'minor_road', 'Maple Street']) expect(text, `${z}/${x}/${y}`).toContain(word);
    }
    expect(await archive.getZxy(15, 0, 0)).toBeUndefined();
  });
});
