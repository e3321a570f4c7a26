// A user's map work through PATCH /api/properties/:id and street data on the demo town: each
// layout key is saved and restored for its owner only, layouts merge per page, a corrected lot
// and added buildings change that user's lot, edges, lot size and setback area, bad drawings get
// field messages, and GET /api/properties/:id/neighbours lists the lots around.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, NeighbourLotsResponse, UserOverrides } from '../../../core/api';
import { emptyLayout, MAX_PROPERTY_CORNERS, type LayoutUnit, type UserBuilding } from '../../../core/api';
import { userPlanFixture } from '../../../core/api/test-support/user-plan';
import { areaSqFt, createLocalFrame, isPointInPolygon, centroid, pointOnSurface, distanceFt, polygonsIntersect } from '../../../core/geo';
import type { AreaGeometry, Polygon, Position } from '../../../core/geo';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// The largest four-cornered rectangular single-family lot with one house: room to halve it.
const parcel = town.parcels
  .filter((p) => p.lotType === 'rectangular' && p.attributes.zoneCode === 'SR' && p.buildings.length === 1 && p.lot.coordinates[0]!.length === 5)
  .sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const tokenOf = (user: string) => `Bearer ${issueDevToken(secret, user)}`;
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });
const { streetData } = demo;

async function patch(body: unknown, authorization: string) {
  const response = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { property_id: string; user_overrides: UserOverrides } & ApiErrorBody };
}

/** A `widthFt` x `lengthFt` box centred on `centre`, sides east-west and north-south. */
function boxAt(centre: Position, widthFt: number, lengthFt: number): Polygon {
  const frame = createLocalFrame(centre);
  const [w, l] = [widthFt / 2, lengthFt / 2];
  const corners = [[-w, -l], [w, -l], [w, l], [-w, l], [-w, -l]] as const;
  return { type: 'Polygon', coordinates: [corners.map((p) => frame.toLngLat(p))] };
}

/** `polygon` moved `eastFt` east. */
function shiftedEast(polygon: Polygon, eastFt: number): Polygon {
  const frame = createLocalFrame(polygon.coordinates[0]![0]!);
  return { type: 'Polygon', coordinates: polygon.coordinates.map((ring) => ring.map((p) => frame.toLngLat([frame.toFeet(p)[0] + eastFt, frame.toFeet(p)[1]]))) };
}

const middle = (a: Position, b: Position): Position => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** The half of the four-cornered lot a-b-c-d that keeps side a-b and holds `inside`: corners a, b, the middle of b-c and of d-a. */
function halfLot(lot: Polygon, inside: Position): Polygon {
  const [a, b, c, d] = lot.coordinates[0]!;
  const halves: Polygon[] = [
    { type: 'Polygon', coordinates: [[a!, b!, middle(b!, c!), middle(d!, a!), a!]] },
    { type: 'Polygon', coordinates: [[middle(b!, c!), c!, d!, middle(d!, a!), middle(b!, c!)]] },
  ];
  return halves.find((half) => isPointInPolygon(inside, half))!;
}

const verticesOf = (area: AreaGeometry): Position[] => (area.type === 'Polygon' ? area.coordinates.flat() : area.coordinates.flat(2));

const house = parcel.buildings[0]!;

function unit(page: LayoutUnit['properties']['page'], id: string, at: Position = centroid(parcel.lot)): LayoutUnit {
  return {
    type: 'Feature',
    geometry: boxAt(at, 20, 30) as LayoutUnit['geometry'],
    properties: {
      id,
      adu_type: page === 'playground' ? 'playground' : 'backyard_cottage',
      placement: 'setback_fit',
      page,
      floor_plan_uuid: null,
      category: 'custom_adu',
      source: 'user_defined',
      width: 20,
      length: 30,
      rotation_deg: 0,
      selected: false,
      viewMode: '2d',
    },
  };
}

function building(id: string, at: Position, widthFt = 12, lengthFt = 10): UserBuilding {
  return {
    type: 'Feature',
    geometry: boxAt(at, widthFt, lengthFt) as UserBuilding['geometry'],
    properties: { id, building_source: 'user', kind: 'outbuilding', label: 'Shed', height_ft: 10 },
  };
}

const plan = userPlanFixture();

describe('map work saved with PATCH /api/properties/:id', () => {
  it('saves each layout key and gives it back in the owner’s street data only', async () => {
    const ada = tokenOf('ada');
    const work = {
      floor_plans: [plan],
      buildings_geojson: { type: 'FeatureCollection' as const, features: [building('shed-1', centroid(parcel.lot))] },
      layouts: { 'backyard-cottage': [unit('backyard-cottage', 'u1')] },
      playground: [unit('playground', 'p1')],
      annotations: {
        type: 'FeatureCollection' as const,
        features: [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: parcel.point }, properties: { id: 'n1', kind: 'text' as const, text: 'Old oak' } }],
      },
    };
    const saved = await patch(work, ada);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ property_id: propertyId, user_overrides: { bylaws: { size_limits: [] }, lot_edges: [], ...emptyLayout(), ...work } });

    expect((await streetData(ada)).user_overrides).toEqual(saved.body.user_overrides);
    expect((await streetData(tokenOf('bob'))).user_overrides).toBeNull();
    expect((await streetData()).user_overrides).toBeNull();

    // Each key sent replaces its list; empty lists clear them all.
    const cleared = await patch({ floor_plans: [], buildings_geojson: { type: 'FeatureCollection', features: [] }, layouts: { 'backyard-cottage': [] }, playground: [], annotations: { type: 'FeatureCollection', features: [] } }, ada);
    expect(cleared.body.user_overrides).toEqual({ bylaws: { size_limits: [] }, lot_edges: [], ...emptyLayout() });
  });

  it('merges layouts per page: a page sent replaces that page, a page left out stays, an empty list clears it', async () => {
    const eve = tokenOf('eve');
    await patch({ layouts: { 'backyard-cottage': [unit('backyard-cottage', 'c1')], 'in-home-apartment': [unit('in-home-apartment', 'i1')] } }, eve);
    const replaced = await patch({ layouts: { 'backyard-cottage': [unit('backyard-cottage', 'c2'), unit('backyard-cottage', 'c3')] } }, eve);
    expect(Object.fromEntries(Object.entries(replaced.body.user_overrides.layouts).map(([page, units]) => [page, units.map((u) => u.properties.id)]))).toEqual({
      'backyard-cottage': ['c2', 'c3'],
      'in-home-apartment': ['i1'],
    });
    await patch({ layouts: { 'in-home-apartment': [] } }, eve);
    const mine = await streetData(eve);
    expect(Object.keys(mine.user_overrides!.layouts)).toEqual(['backyard-cottage']);
    expect(mine.user_overrides!.layouts['backyard-cottage']!.map((u) => u.properties.id)).toEqual(['c2', 'c3']);
  });

  it('keeps concurrent edits of different keys', async () => {
    const fay = tokenOf('fay');
    const answers = await Promise.all([
      patch({ floor_plans: [plan] }, fay),
      patch({ playground: [unit('playground', 'p1')] }, fay),
      patch({ gross_floor_area: 2000 }, fay),
      patch({ layouts: { 'backyard-cottage': [unit('backyard-cottage', 'c1')] } }, fay),
      patch({ layouts: { 'in-home-apartment': [unit('in-home-apartment', 'i1')] } }, fay),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const overrides = (await streetData(fay)).user_overrides!;
    expect([overrides.floor_plans.length, overrides.playground.length, overrides.gross_floor_area, Object.keys(overrides.layouts).sort()]).toEqual([
      1,
      1,
      2000,
      ['backyard-cottage', 'in-home-apartment'],
    ]);
  });
});

describe('a corrected lot', () => {
  it('replaces the survey’s lot, edges, lot size and setback area for its owner; an empty string restores them', async () => {
    const cy = tokenOf('cy');
    const before = await streetData(cy);
    expect([before.lot_source, before.attributes.lot_size]).toEqual(['survey', parcel.lotSizeSqFt]);
    const half = halfLot(parcel.lot, centroid(house.footprint));

    expect((await patch({ lot: half }, cy)).status).toBe(200);
    const after = await streetData(cy);
    expect(after.lot).toEqual(half);
    expect(after.lot_source).toBe('user');
    expect(after.attributes.lot_size).toBe(Math.round(areaSqFt(half)));
    expect(after.attributes.lot_size! / parcel.lotSizeSqFt).toBeCloseTo(0.5, 2);
    // Four edges along the half's sides, as long as its perimeter.
    const corners = half.coordinates[0]!.slice(0, 4).map((p) => p.join());
    expect(after.lot_edges).toHaveLength(4);
    for (const edge of after.lot_edges) expect(corners).toContain(edge.from.join());
    const frame = createLocalFrame(half.coordinates[0]![0]!);
    const ring = half.coordinates[0]!.map((p) => frame.toFeet(p));
    const perimeter = ring.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - ring[i]![0], p[1] - ring[i]![1]), 0);
    expect(after.lot_edges.reduce((sum, e) => sum + e.length_ft, 0)).toBeCloseTo(perimeter, 0);
    // The detached area shrinks into the half lot.
    const [areaBefore, areaAfter] = [areaSqFt(before.setbacked_area.ext!), areaSqFt(after.setbacked_area.ext!)];
    expect(areaAfter).toBeGreaterThan(0);
    expect(areaAfter).toBeLessThan(areaBefore * 0.75);
    for (const vertex of verticesOf(after.setbacked_area.ext!)) expect(isPointInPolygon(vertex, half)).toBe(true);

    // Another user and a visitor keep the survey's lot.
    const bob = await streetData(tokenOf('bob'));
    expect([bob.lot, bob.lot_source, bob.attributes.lot_size]).toEqual([parcel.lot, 'survey', parcel.lotSizeSqFt]);
    expect((await streetData()).lot_source).toBe('survey');

    const reset = await patch({ lot: '' }, cy);
    expect(reset.body.user_overrides.lot).toBeNull();
    const restored = await streetData(cy);
    expect([restored.lot, restored.lot_source, restored.attributes.lot_size, restored.lot_edges]).toEqual([parcel.lot, 'survey', parcel.lotSizeSqFt, before.lot_edges]);
  });

  it('numbers the edges the owner may label', async () => {
    // Kay cuts a corner off the lot: five edges, where the survey's lot has four.
    const [a, b, c, d] = parcel.lot.coordinates[0]!;
    const towards = (from: Position, to: Position): Position => [from[0] + 0.1 * (to[0] - from[0]), from[1] + 0.1 * (to[1] - from[1])];
    const cut: Polygon = { type: 'Polygon', coordinates: [[towards(a!, b!), b!, c!, d!, towards(a!, d!), towards(a!, b!)]] };
    const kay = tokenOf('kay');
    expect((await patch({ lot: cut }, kay)).status).toBe(200);
    const edges = (await streetData(kay)).lot_edges;
    expect(edges).toHaveLength(5);
    const kind = edges[4]!.kind === 'rear' ? 'front' : 'rear';
    expect((await patch({ lot_edges: [{ index: 4, kind }] }, kay)).status).toBe(200);
    expect((await streetData(kay)).lot_edges[4]).toMatchObject({ kind, reason: 'user' });
    const lou = await patch({ lot_edges: [{ index: 4, kind }] }, tokenOf('lou'));
    expect([lou.status, lou.body.error.fields]).toEqual([400, { lot_edges: ['The lot has 4 edges, numbered 0 to 3'] }]);
  });

  it('is refused when far away, too large or crossing itself, with a message for the field', async () => {
    const cy = tokenOf('cy');
    const far = await patch({ lot: shiftedEast(parcel.lot, 2000) }, cy);
    expect([far.status, far.body.error.fields]).toEqual([400, { lot: ['The lot must overlap the lot in the public data'] }]);
    // Overlapping, but with its easternmost corner pulled 400 ft further east.
    const ring = parcel.lot.coordinates[0]!;
    const eastmost = Math.max(...ring.map((p) => p[0]));
    const frame = createLocalFrame(ring[0]!);
    const pulled = ring.map((p): Position => (p[0] === eastmost ? frame.toLngLat([frame.toFeet(p)[0] + 400, frame.toFeet(p)[1]]) : p));
    const stretched = await patch({ lot: { type: 'Polygon', coordinates: [pulled] } }, cy);
    expect([stretched.status, stretched.body.error.fields]).toEqual([400, { lot: ['The lot must lie within 300 ft of the lot in the public data; a corner is 400 ft away'] }]);
    const huge = await patch({ lot: boxAt(centroid(parcel.lot), 700, 700) }, cy);
    expect(huge.body.error.fields?.lot?.[0]).toMatch(/^The lot must be under 10 acres \(435,600 sq ft\); this one is 4(90,00\d|89,99\d) sq ft$/);
    const [a, b, c, d] = parcel.lot.coordinates[0]!;
    // A bow tie whose loops cancel out encloses no area at all; a lopsided one crosses itself.
    const bowTie = await patch({ lot: { type: 'Polygon', coordinates: [[a!, c!, b!, d!, a!]] } }, cy);
    expect(bowTie.body.error.fields).toEqual({ 'lot.coordinates.0': ['A polygon must enclose an area, not lie on a line'] });
    const nearD: Position = [d![0] + 0.3 * (a![0] - d![0]), d![1] + 0.3 * (a![1] - d![1])];
    const lopsided = await patch({ lot: { type: 'Polygon', coordinates: [[a!, c!, b!, nearD, a!]] } }, cy);
    expect(lopsided.body.error.fields).toEqual({ lot: ['The lot lines must not cross each other and must enclose an area'] });
    expect((await streetData(cy)).lot_source).toBe('survey');
  });
});

describe('buildings the user adds', () => {
  it('join the survey’s in street data and keep the detached setback area clear of them', async () => {
    const dee = tokenOf('dee');
    const before = await streetData(dee);
    const at = pointOnSurface(before.setbacked_area.ext!);
    const shed = building('shed-1', at);
    expect((await patch({ buildings_geojson: { type: 'FeatureCollection', features: [shed] } }, dee)).status).toBe(200);

    const after = await streetData(dee);
    expect(after.buildings_geojson.features).toHaveLength(before.buildings_geojson.features.length + 1);
    const added = after.buildings_geojson.features.at(-1)!;
    expect(added.geometry).toEqual(shed.geometry);
    expect(added.properties).toEqual({ id: 'shed-1', kind: 'outbuilding', label: 'Shed', building_source: 'user', height_ft: 10, footprint_sqft: expect.closeTo(120, 1) });
    expect(after.buildings.at(-1)).toEqual(added.properties);
    expect(after.buildings.slice(0, -1).every((b) => b.building_source === 'survey')).toBe(true);
    // The area loses the shed and the 10 ft separation around it: 12 x 10 ft, 10 ft along each
    // side and a quarter circle at each corner, 120 + 440 + 100π = 874 sq ft.
    expect(areaSqFt(before.setbacked_area.ext!) - areaSqFt(after.setbacked_area.ext!)).toBeCloseTo(120 + 440 + 100 * Math.PI, -1);
    expect(polygonsIntersect(after.setbacked_area.ext!, shed.geometry)).toBe(false);
    expect(isPointInPolygon(at, after.setbacked_area.ext!)).toBe(false);

    const bob = await streetData(tokenOf('bob'));
    expect(bob.buildings_geojson.features.map((f) => f.properties.building_source)).toEqual(before.buildings_geojson.features.map(() => 'survey'));
    expect(areaSqFt(bob.setbacked_area.ext!)).toBeCloseTo(areaSqFt(before.setbacked_area.ext!), 3);
  });
});

describe('bad drawings', () => {
  it('answer a 400 with a message per field and store nothing', async () => {
    const gus = tokenOf('gus');
    const farAway = shiftedEast(boxAt(centroid(parcel.lot), 10, 10), 1500).coordinates[0]![0]!;
    const { status, body } = await patch(
      {
        floor_plans: [{ ...plan, uuid: 'plan-42' }],
        layouts: { 'backyard-cottage': [unit('playground', 'u1')] },
        playground: [unit('playground', 'p1', farAway)],
        buildings_geojson: { type: 'FeatureCollection', features: [building('far-1', farAway)] },
      },
      gus,
    );
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      'floor_plans.0.uuid': ['uuid must be customPlan-{timestamp}'],
      'layouts.backyard-cottage.0.properties.page': ['page must be backyard-cottage, the layout it is in'],
    });
    const far = await patch({ playground: [unit('playground', 'p1', farAway)], buildings_geojson: { type: 'FeatureCollection', features: [building('far-1', farAway)] } }, gus);
    expect(far.status).toBe(400);
    expect(Object.keys(far.body.error.fields!)).toEqual(['buildings_geojson.features.0', 'playground.0']);
    expect(far.body.error.fields!['playground.0']![0]).toMatch(/^A unit must lie within 300 ft of the lot; a corner is 1,[0-9]{3} ft away$/);
    expect(far.body.error.fields!['buildings_geojson.features.0']![0]).toMatch(/^A building must lie within 300 ft of the lot; a corner is 1,[0-9]{3} ft away$/);
    const many = await patch({ playground: Array.from({ length: 51 }, (_, i) => unit('playground', `p${i}`)) }, gus);
    expect(many.body.error.fields).toEqual({ playground: ['A layout has at most 50 units'] });
    expect((await streetData(gus)).user_overrides).toBeNull();
  });

  it('judges units and buildings against the user’s own lot when they corrected it', async () => {
    const hal = tokenOf('hal');
    // Hal moves the lot east by half its width; a shed 330 ft east of the survey's lot is then
    // within 300 ft of Hal's lot, but not of the survey's one that Ivy sees.
    const ring = parcel.lot.coordinates[0]!;
    const frame = createLocalFrame(ring[0]!);
    const xs = ring.map((p) => frame.toFeet(p)[0]);
    const widthFt = Math.max(...xs) - Math.min(...xs);
    expect((await patch({ lot: shiftedEast(parcel.lot, widthFt / 2) }, hal)).status).toBe(200);
    const shedAt = frame.toLngLat([Math.max(...xs) + 330, frame.toFeet(centroid(parcel.lot))[1]]);
    const shed = { type: 'FeatureCollection', features: [building('b1', shedAt)] };
    expect(widthFt / 2).toBeGreaterThan(40);
    expect((await patch({ buildings_geojson: shed }, hal)).status).toBe(200);
    const ivy = await patch({ buildings_geojson: shed }, tokenOf('ivy'));
    expect(ivy.body.error.fields?.['buildings_geojson.features.0']?.[0]).toMatch(/^A building must lie within 300 ft of the lot; a corner is 33\d ft away$/);
  });

  it('refuses drawn buildings past the corners a property keeps, naming the field and the limit', async () => {
    const kim = tokenOf('kim');
    const [lng, lat] = centroid(parcel.lot);
    const round = (id: string, corners: number): UserBuilding => {
      const ring = Array.from({ length: corners }, (_, i): Position => [lng + 0.00003 * Math.cos((2 * Math.PI * i) / corners), lat + 0.00003 * Math.sin((2 * Math.PI * i) / corners)]);
      return { ...building(id, [lng, lat]), geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } as UserBuilding['geometry'] };
    };
    const list = (count: number) => ({ buildings_geojson: { type: 'FeatureCollection' as const, features: Array.from({ length: count }, (_, i) => round(`round-${i}`, 999)) } });
    expect((await patch(list(5), kim)).status).toBe(200);
    const refused = await patch(list(6), kim);
    expect([refused.status, refused.body.error.fields]).toEqual([
      400,
      { buildings_geojson: [`A property keeps at most ${MAX_PROPERTY_CORNERS} corners in its drawn buildings and edited lot; these would make 5994.`] },
    ]);
  });

  it('takes bodies of a megabyte and more, and refuses those over 2 MB with a 413', async () => {
    const jo = tokenOf('jo');
    const line = (id: string, points: number) => ({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: Array.from({ length: points }, (_, i) => [parcel.point[0] + i * 1e-7, parcel.point[1] + 1.23456789e-7 * i]) },
      properties: { id, kind: 'line' },
    });
    const notes = (points: number) => JSON.stringify({ annotations: { type: 'FeatureCollection', features: Array.from({ length: 200 }, (_, i) => line(`n${i}`, points)) } });
    const overOne = notes(200);
    expect(overOne.length).toBeGreaterThan(1.25 * 1024 * 1024);
    expect((await patch(overOne, jo)).status).toBe(200);
    const tooLarge = notes(400);
    expect(tooLarge.length).toBeGreaterThan(2 * 1024 * 1024);
    const refused = await patch(tooLarge, jo);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([413, 'payload_too_large', 'The body is too large: at most 2048 KB.']);
  });
});

describe('GET /api/properties/:id/neighbours', () => {
  it('lists every other lot within 150 ft, nearest first, adjacent ones included', async () => {
    const response = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}/neighbours`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as NeighbourLotsResponse;
    const expected = town.parcels
      .filter((p) => p.id !== parcel.id)
      .map((p) => ({ id: `${jurisdictionId}/${p.id}`, distance: distanceFt(p.lot, parcel.lot) }))
      .filter((p) => p.distance <= 150);
    // The side neighbour shares a line; the rear ones are a foot away; the rest are across the street.
    expect(expected.filter((p) => p.distance < 2).length).toBeGreaterThanOrEqual(3);
    expect(expected.filter((p) => p.distance >= 2).length).toBeGreaterThanOrEqual(3);
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((f) => f.properties.property_id).sort()).toEqual(expected.map((p) => p.id).sort());
    const distances = body.features.map((f) => distanceFt(f.geometry, parcel.lot));
    for (let i = 1; i < distances.length; i++) expect(distances[i]! + 1e-6).toBeGreaterThanOrEqual(distances[i - 1]!);
    expect(body.features[0]!.geometry.type).toBe('Polygon');
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    expect((await demo.app.request(`/api/properties/${encodeURIComponent(`${jurisdictionId}/nope`)}/neighbours`)).status).toBe(404);
    const bad = await demo.app.request('/api/properties/a%20b/neighbours');
    expect([bad.status, Object.keys(((await bad.json()) as ApiErrorBody).error.fields ?? {})]).toEqual([400, ['id']]);
  });
});
