// GET /api/map-layers/:layerId/features on the demo town: the features of one layer whose boxes
// meet the box asked for, with their names and statuses, cacheable; bad boxes and layer ids
// answer field messages, unknown layers a 404.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, MapLayerFeaturesResponse } from '../../../core/api';
import { bboxesIntersect, bboxOf, type BBox, centroid } from '../../../core/geo';
import { demoTown, openDemoApp } from '../../../tests/setup/demo-app';
import type { Database } from '../db/database';
import { cubeFromBBox, mapLayerFeatures, mapLayers } from '../db/schema';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId } = demoTown(11, 200);
let database: Database;
let app: Hono;

beforeAll(async () => {
  ({ database, app } = await openDemoApp({ seed: 11, parcels: 200, secret }));
});
afterAll(async () => database?.close());

async function features(layerId: string, bbox: string | undefined) {
  const response = await app.request(`/api/map-layers/${layerId}/features${bbox === undefined ? '' : `?bbox=${encodeURIComponent(bbox)}`}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as MapLayerFeaturesResponse & ApiErrorBody };
}

/** The box of `side` degrees centred on a point. */
const boxAround = ([lng, lat]: [number, number], side: number): BBox => [lng - side / 2, lat - side / 2, lng + side / 2, lat + side / 2];

describe('GET /api/map-layers/:layerId/features', () => {
  it('answers the layer’s features whose boxes meet the box, with names and statuses', async () => {
    const wetland = town.layers.find((l) => l.layerId === 'WETLANDS')!;
    const box = boxAround(centroid(wetland.geometry) as [number, number], 0.01);
    const { status, cacheControl, body } = await features('WETLANDS', box.join(','));
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=300');
    expect([body.layer_id, body.name, body.group, body.truncated]).toEqual(['WETLANDS', 'Wetlands', 'ENVIRONMENTAL', false]);
    expect(body.features.type).toBe('FeatureCollection');
    expect(body.features.features).toContainEqual({ type: 'Feature', geometry: wetland.geometry, properties: { name: wetland.name, status: 'RED' } });
    const expected = town.layers.filter((l) => l.layerId === 'WETLANDS' && bboxesIntersect(bboxOf(l.geometry), box));
    expect(body.features.features.map((f) => f.properties.name).sort()).toEqual(expected.map((l) => l.name).sort());
  });

  it('answers both flood zones of the brook where they meet, and none far away', async () => {
    const floodway = town.layers.find((l) => l.layerId === 'FEMA' && l.status === 'RED')!;
    const near = await features('FEMA', boxAround(centroid(floodway.geometry) as [number, number], 0.02).join(','));
    expect(near.body.features.features.map((f) => f.properties.status).sort()).toEqual(['RED', 'YELLOW']);
    const far = await features('FEMA', '10,10,10.01,10.01');
    expect([far.status, far.body.features.features, far.body.truncated]).toEqual([200, [], false]);
  });

  it('answers at most 500 features and says when it left some out', async () => {
    // 501 septic setback circles, drawn as 10 ft squares a few feet apart, in one small box.
    const layerRowId = `${jurisdictionId}/l/TITLE5`;
    await database.db.insert(mapLayers).values({ id: layerRowId, jurisdictionId, layerId: 'TITLE5', group: 'ENVIRONMENTAL', name: 'Septic Setback Area' });
    const rows = Array.from({ length: 501 }, (_, i) => {
      const [lng, lat] = [-71.3 + (i % 25) * 1e-4, 42.2 + Math.floor(i / 25) * 1e-4];
      const ring = [[lng, lat], [lng + 4e-5, lat], [lng + 4e-5, lat + 3e-5], [lng, lat + 3e-5], [lng, lat]] as [number, number][];
      return { id: `${layerRowId}/f/${String(i).padStart(3, '0')}`, mapLayerId: layerRowId, name: `Tank ${i}`, status: 'YELLOW' as const, geometry: { type: 'Polygon' as const, coordinates: [ring] }, bbox: cubeFromBBox(bboxOf(ring)) };
    });
    await database.db.insert(mapLayerFeatures).values(rows);
    const all = await features('TITLE5', '-71.301,42.199,-71.29,42.21');
    expect([all.body.features.features.length, all.body.truncated]).toEqual([500, true]);
    expect(all.body.features.features[0]!.properties).toEqual({ name: 'Tank 0', status: 'YELLOW' });
    const firstRow = await features('TITLE5', '-71.301,42.199,-71.29,42.20005');
    expect([firstRow.body.features.features.length, firstRow.body.truncated]).toEqual([25, false]);
  });

  it('answers 400 with a bbox message for a missing, malformed, inverted or too large box', async () => {
    const fields = async (bbox: string | undefined) => (await features('WETLANDS', bbox)).body.error.fields;
    expect(await fields(undefined)).toEqual({ bbox: ['bbox is required.'] });
    expect(await fields('1,2,3')).toEqual({ bbox: ['bbox must be minLng,minLat,maxLng,maxLat'] });
    expect(await fields('-71.1,42.3,-71.2,42.31')).toEqual({ bbox: ['bbox must have its minimum below its maximum on both axes'] });
    expect(await fields('-71.2,42.3,-71.1,42.31')).toEqual({ bbox: ['bbox is at most 0.05 degrees on a side; zoom in'] });
    expect(await fields('-200,42.3,-199.99,42.31')).toEqual({ bbox: ['bbox must lie within longitudes -180 to 180 and latitudes -90 to 90'] });
    expect(await fields('-71.1,42.3,-71.09,north')).toEqual({ bbox: ['bbox must be minLng,minLat,maxLng,maxLat'] });
    expect((await features('WETLANDS', '1,2,3')).status).toBe(400);
  });

  it('answers 404 for a layer no town has, and 400 for a malformed layer id', async () => {
    const unknown = await features('TSUNAMI', '-71.1,42.3,-71.09,42.31');
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'No map layer TSUNAMI']);
    const bad = await features('WET%20LANDS', '-71.1,42.3,-71.09,42.31');
    expect([bad.status, bad.body.error.fields]).toEqual([400, { layerId: ['A map layer id is letters, digits and . _ -'] }]);
  });
});
