// A lot drawn in feet for the layout's tests: 100 ft wide and 200 ft deep, a house near the
// street and a backyard setback area behind it, with units, plans and street data built on it.
// Positions are read back in the same feet frame, so tests say where a unit is in plain numbers.
import type { LayoutUnit, UserFloorPlan, UserLayout, UserOverrides, StreetData } from '../../../../core/api';
import type { Polygon, Position } from '../../../../core/geo';
import { lotFrame, polygonFt } from '../../../../core/geo/test-support/random-polygons';
import { polygonCentre } from '../../../../core/placement';

/** A rectangle with its south-west corner at (x, y) feet. */
export const rectFt = (x: number, y: number, width: number, length: number): Polygon =>
  polygonFt([[[x, y], [x + width, y], [x + width, y + length], [x, y + length]]]);

/** The lot: x from 0 to 100 ft, y from 0 (the street) to 200 ft. */
export const LOT = rectFt(0, 0, 100, 200);
/** The house: 60 by 50 ft, 20 ft from the street. */
export const HOUSE = rectFt(20, 20, 60, 50);
/** The backyard's setback area (the detached one). */
export const BACKYARD = rectFt(10, 100, 80, 90);

/** A position in feet, rounded to a tenth. */
export function feetOf(position: Position): [number, number] {
  const [x, y] = lotFrame.toFeet(position);
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** The centre of `polygon` in feet, rounded to a tenth. */
export const centreFt = (polygon: Polygon): [number, number] => feetOf(polygonCentre(polygon));

/** A 20 by 30 ft backyard cottage of catalogue plan `plan-a` with its south-west corner at (x, y). */
export function unitAt(id: string, x: number, y: number, properties: Partial<LayoutUnit['properties']> = {}): LayoutUnit {
  return {
    type: 'Feature',
    geometry: rectFt(x, y, 20, 30),
    properties: {
      id,
      adu_type: 'backyard_cottage',
      placement: 'setback_fit',
      page: 'backyard-cottage',
      floor_plan_uuid: 'plan-a',
      category: 'backyard-cottage',
      source: 'floor_plan',
      width: 20,
      length: 30,
      rotation_deg: 0,
      selected: false,
      viewMode: '2d',
      ...properties,
    },
  };
}

/** A user's plan of a `widthFt` by `lengthFt` rectangle. */
export function userPlan(uuid: string, widthFt: number, lengthFt: number): UserFloorPlan {
  return {
    uuid,
    name: 'My cottage',
    category: 'backyard-cottage',
    sqft: widthFt * lengthFt,
    dimensions: [widthFt * 12, lengthFt * 12, widthFt * 12, lengthFt * 12],
    angles: [0, 90, 180, 270],
    num_bedrooms: 1,
    num_baths: 1,
    num_floors: 1,
    height_ft: 15,
    edited: '2025-01-01T00:00:00.000Z',
  };
}

/** Saved overrides holding `layout` over an empty one. */
export function savedLayout(layout: Partial<UserLayout>): UserOverrides {
  return {
    floor_plans: [],
    buildings_geojson: { type: 'FeatureCollection', features: [] },
    layouts: {},
    playground: [],
    playground_cleared: false,
    lot: null,
    annotations: { type: 'FeatureCollection', features: [] },
    ...layout,
  } as UserOverrides;
}

/** Street data of property `p-1` on the lot with only what the layout and the lead form read. */
export function lotStreetData(fields: Partial<StreetData> = {}): StreetData {
  return {
    attributes: {
      property_id: 'p-1',
      address: { label: '12 Maple Street, Maple Hollow, MA 01999', street_number: '12', street: 'Maple Street', city: 'Maple Hollow', state: 'MA', zip_code: '01999', lat: 42.37, lng: -71.1 },
    },
    lot: LOT,
    buildings_known: true,
    buildings: [{ id: 'h', kind: 'main', label: null, building_source: 'survey', height_ft: null, footprint_sqft: 1200 }],
    buildings_geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: HOUSE, properties: {} }] },
    setbacked_area: { ext: BACKYARD, int: null },
    bylaws: {
      adu: {
        placement: {
          ext_setbacks: { front: 10, side: 10, rear: 10, building: 10 },
          int_setbacks: { front: 10, side: 10, rear: 10, building: 10 },
        },
      },
    },
    user: { user_id: 'ada' },
    user_overrides: null,
    limited_report: false,
    locked_fields: [],
    ...fields,
  } as unknown as StreetData;
}

/** The lot's four lot lines as street data answers them: the front on the street (y = 0), a corner's exterior side on the west. */
export function lotEdgesFt(): StreetData['lot_edges'] {
  const edge = (from: [number, number], to: [number, number], length_ft: number, kind: string, reason: string) => ({
    from: lotFrame.toLngLat(from) as [number, number],
    to: lotFrame.toLngLat(to) as [number, number],
    length_ft,
    kind,
    reason,
  });
  return [
    edge([0, 0], [100, 0], 100, 'front', 'address-street'),
    edge([100, 0], [100, 200], 200, 'interior side', 'neighbour'),
    edge([100, 200], [0, 200], 100, 'rear', 'opposite-front'),
    edge([0, 200], [0, 0], 200, 'exterior side', 'street-line'),
  ];
}
