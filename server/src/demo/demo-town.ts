// Deterministic generator of Maple Hollow, a small fictional Massachusetts neighbourhood for demos.
import { areaSqFt, signedRingArea } from '../../../core/geo/area';
import type { Polygon, Position } from '../../../core/geo/geojson.schema';
import { createLocalFrame } from '../../../core/geo/local-frame';
import { createRandom, type Random } from './random';

/** Name of the fictional demo town. */
export const DEMO_TOWN_NAME = 'Maple Hollow';

/** Options for generateDemoTown: the seed and the exact number of parcels (20 to 5000). */
export interface DemoTownOptions {
  seed?: number;
  parcels?: number;
}

/** A building footprint on a demo parcel. */
export interface DemoBuilding {
  id: string;
  kind: 'main' | 'outbuilding';
  label: 'house' | 'garage' | 'shed';
  footprint: Polygon;
  heightFt: number;
  footprintSqFt: number;
}

/** A demo lot with its address point, assessor-style attributes and buildings. */
export interface DemoParcel {
  id: string;
  address: { number: string; street: string };
  point: Position;
  lot: Polygon;
  lotSizeSqFt: number;
  attributes: {
    propertyTypeName: 'Single Family' | 'Two Family' | 'Multi-Family Home' | 'Other';
    useCode: string;
    zoneCode: 'SR' | 'TR' | 'B';
    grossFloorAreaSqFt: number;
    yearBuilt: number;
    style: string;
    stories: number;
  };
  buildings: DemoBuilding[];
}

/** The generated town: its place names and parcels. */
export interface DemoTown {
  city: string;
  state: 'MA';
  zip: string;
  county: string;
  parcels: DemoParcel[];
}

type Zone = DemoParcel['attributes']['zoneCode'];
type Pt = [number, number];

const ORIGIN: Position = [-71.19, 42.33];
const DEFAULT_SEED = 20261122;
const DEFAULT_PARCELS = 160;
const MIN_PARCELS = 20;
const MAX_PARCELS = 5000;
const STREET_WIDTH_FT = 50;
const HALF_STREET_FT = STREET_WIDTH_FT / 2;
// Buildings keep this far from lot lines; the extra quarter foot absorbs coordinate rounding.
const LINE_CLEARANCE_FT = 5.25;
const HOUSE_CLEARANCE_FT = 6.25;
const MIN_LOT_WIDTH_FT = 50;
const MAX_LOT_WIDTH_FT = 90;
const NARROW_LOT_WIDTH_FT = 40;

const STREET_NAMES = [
  'Maple Street', 'Orchard Road', 'Elm Avenue', 'Hawthorn Lane', 'Chestnut Street', 'Birch Terrace',
  'Willow Road', 'Cedar Street', 'Linden Avenue', 'Juniper Lane', 'Spruce Street', 'Walnut Road',
  'Hemlock Street', 'Alder Lane', 'Poplar Avenue', 'Sycamore Road', 'Laurel Street', 'Hickory Lane',
  'Ash Street', 'Beech Road', 'Magnolia Avenue', 'Dogwood Lane', 'Locust Street', 'Cherry Road',
  'Hazel Terrace', 'Larch Street', 'Mulberry Lane', 'Pine Avenue', 'Holly Road', 'Acorn Street',
] as const;

interface HouseStyle {
  style: string;
  stories: number;
  years: readonly [number, number];
}

const SINGLE_FAMILY_STYLES: readonly HouseStyle[] = [
  { style: 'Colonial', stories: 2, years: [1905, 2015] },
  { style: 'Colonial', stories: 2, years: [1920, 1990] },
  { style: 'Cape Cod', stories: 1.5, years: [1935, 1965] },
  { style: 'Victorian', stories: 2.5, years: [1880, 1910] },
  { style: 'Garrison', stories: 2, years: [1950, 1975] },
  { style: 'Split Level', stories: 1.5, years: [1955, 1980] },
  { style: 'Conventional', stories: 2, years: [1900, 1935] },
];
const TWO_FAMILY_STYLE: HouseStyle = { style: 'Two Family', stories: 2.5, years: [1890, 1930] };
const MULTI_FAMILY_STYLE: HouseStyle = { style: 'Multi-Conversion', stories: 2.5, years: [1880, 1915] };
const MIXED_USE_STYLE: HouseStyle = { style: 'Mixed Use', stories: 2, years: [1895, 1965] };

/** One side of one block: a strip of lots fronting a street. */
interface Row {
  street: number;
  side: 'north' | 'south';
  x0: number;
  width: number;
  frontY: number;
  depth: number;
  count: number;
  zone: Zone;
}

/** A lot laid out in its row's frame: u along the street, v from the front line towards the rear. */
interface LotPlan {
  row: Row;
  left: number;
  right: number;
  leftSlant: number;
  rightSlant: number;
  leftChamfer: number;
  rightChamfer: number;
  narrow: boolean;
}

interface PlannedBuilding {
  label: DemoBuilding['label'];
  ring: Pt[];
  heightFt: number;
}

interface PlannedParcel {
  street: number;
  side: Row['side'];
  number: number;
  lot: Pt[];
  point: Pt;
  buildings: PlannedBuilding[];
  attributes: Omit<DemoParcel['attributes'], 'grossFloorAreaSqFt'>;
}

/** Flags that make sure every town shows each kind of irregular lot at least once. */
interface Pending {
  narrow: boolean;
  slant: boolean;
  chamfer: boolean;
}

/** Generates the demo town; the same options always give the same town. */
export function generateDemoTown(options: DemoTownOptions = {}): DemoTown {
  const seed = options.seed ?? DEFAULT_SEED;
  const parcelCount = options.parcels ?? DEFAULT_PARCELS;
  if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
  if (!Number.isInteger(parcelCount) || parcelCount < MIN_PARCELS || parcelCount > MAX_PARCELS) {
    throw new RangeError(`parcels must be an integer from ${MIN_PARCELS} to ${MAX_PARCELS}`);
  }
  const rng = createRandom(seed);
  const rows = layoutRows(rng, parcelCount);
  const pending: Pending = { narrow: true, slant: true, chamfer: true };
  const planned: PlannedParcel[] = [];
  for (const row of rows) {
    for (const lot of planRow(rng, row, pending)) planned.push(planParcel(rng, lot));
  }
  numberParcels(planned);
  planned.sort((a, b) => a.street - b.street || a.number - b.number);
  return {
    city: DEMO_TOWN_NAME,
    state: 'MA',
    zip: '01999',
    county: 'Middlesex',
    parcels: toParcels(planned),
  };
}

/** Picks streets and blocks for the parcel count, then places every block side in feet. */
function layoutRows(rng: Random, parcelCount: number): Row[] {
  const targetRows = parcelCount / 8;
  const streets = Math.max(2, Math.min(STREET_NAMES.length, Math.round(Math.sqrt(targetRows))));
  const blocks = Math.max(1, Math.round(targetRows / (2 * streets)));
  const totalRows = 2 * streets * blocks;
  const counts = distribute(rng, parcelCount, totalRows);

  const streetY: number[] = [0];
  for (let k = 1; k < streets; k++) streetY.push(streetY[k - 1]! + STREET_WIDTH_FT + rng.int(240, 290));

  const rows: Row[] = [];
  // Band b lies between street b (below) and street b + 1 (above); the outer bands face one street.
  for (let band = -1; band < streets; band++) {
    const below = band >= 0 ? band : undefined;
    const above = band + 1 < streets ? band + 1 : undefined;
    const bandDepth = below !== undefined && above !== undefined ? streetY[above]! - streetY[below]! - STREET_WIDTH_FT : 0;
    let x = rng.int(0, 80);
    for (let block = 0; block < blocks; block++) {
      const northCount = below !== undefined ? counts[rows.length]! : 0;
      const southCount = above !== undefined ? counts[rows.length + (below !== undefined ? 1 : 0)]! : 0;
      const width = Math.max(northCount, southCount) * rng.int(60, 68);
      let northDepth = rng.int(100, 160);
      let southDepth = rng.int(100, 160);
      if (below !== undefined && above !== undefined) {
        northDepth = rng.int(100, Math.min(160, bandDepth - 104));
        southDepth = rng.int(100, Math.min(160, bandDepth - 4 - northDepth));
      }
      if (below !== undefined) {
        rows.push({
          street: below, side: 'north', x0: x, width, frontY: streetY[below]! + HALF_STREET_FT,
          depth: northDepth, count: northCount, zone: 'SR',
        });
      }
      if (above !== undefined) {
        rows.push({
          street: above, side: 'south', x0: x, width, frontY: streetY[above]! - HALF_STREET_FT,
          depth: southDepth, count: southCount, zone: 'SR',
        });
      }
      x += width + STREET_WIDTH_FT;
    }
  }
  assignZones(rng, rows, streets, blocks);
  return rows;
}

/** Splits total into parts that differ by at most one, the larger parts at random positions. */
function distribute(rng: Random, total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const counts = new Array<number>(parts).fill(base);
  const order = counts.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (let i = 0; i < total - base * parts; i++) counts[order[i]!]! += 1;
  return counts;
}

/** Makes one block on the first street a business district and one or two block sides two-family. */
function assignZones(rng: Random, rows: Row[], streets: number, blocks: number): void {
  const sideOf = (street: number, side: Row['side']) => rows.filter((r) => r.street === street && r.side === side);
  const businessBlock = rng.int(0, blocks - 1);
  sideOf(0, 'north')[businessBlock]!.zone = 'B';
  if (rows.length >= 12) sideOf(0, 'south')[businessBlock]!.zone = 'B';
  const twoFamilyStreet = rng.int(1, streets - 1);
  const twoFamilyBlock = rng.int(0, blocks - 1);
  sideOf(twoFamilyStreet, 'north')[twoFamilyBlock]!.zone = 'TR';
  if (rows.length >= 8) sideOf(twoFamilyStreet, 'south')[twoFamilyBlock]!.zone = 'TR';
}

/** Cuts a row into lots: corner lots at both ends, some narrow lots, slanted side lines and cut corners. */
function planRow(rng: Random, row: Row, pending: Pending): LotPlan[] {
  const { widths, narrow } = partitionFrontage(rng, row.count, row.width, pending.narrow);
  if (narrow.some(Boolean)) pending.narrow = false;
  const bounds = [row.x0];
  let sum = 0;
  for (let i = 0; i < widths.length - 1; i++) {
    sum += widths[i]!;
    bounds.push(row.x0 + Math.round(sum * 2) / 2);
  }
  bounds.push(row.x0 + row.width);

  const slants = new Array<number>(bounds.length).fill(0);
  for (let i = 1; i < bounds.length - 1; i++) {
    if (narrow[i - 1] || narrow[i] || !(pending.slant || rng.next() < 0.12)) continue;
    const slant = rng.pick([-1, 1]) * rng.int(6, 16);
    const leftRear = bounds[i]! + slant - (bounds[i - 1]! + slants[i - 1]!);
    const rightRear = bounds[i + 1]! - (bounds[i]! + slant);
    if (leftRear < MIN_LOT_WIDTH_FT || leftRear > 96 || rightRear < MIN_LOT_WIDTH_FT || rightRear > 96) continue;
    slants[i] = slant;
    pending.slant = false;
  }

  const lots: LotPlan[] = [];
  for (let i = 0; i < widths.length; i++) {
    const lot: LotPlan = {
      row, left: bounds[i]!, right: bounds[i + 1]!, leftSlant: slants[i]!, rightSlant: slants[i + 1]!,
      leftChamfer: 0, rightChamfer: 0, narrow: narrow[i]!,
    };
    const isFirst = i === 0;
    const isLast = i === widths.length - 1;
    if ((isFirst || isLast) && (pending.chamfer || rng.next() < 0.3)) {
      if (isFirst) lot.leftChamfer = rng.int(8, 12);
      else lot.rightChamfer = rng.int(8, 12);
      pending.chamfer = false;
    }
    lots.push(lot);
  }
  return lots;
}

/** Frontages that add up to width: corners wider, a few narrow lots, the rest 50 to 90 ft. */
function partitionFrontage(
  rng: Random,
  count: number,
  width: number,
  forceNarrow: boolean,
): { widths: number[]; narrow: boolean[] } {
  const forcedIndex = forceNarrow && count >= 3 ? rng.int(1, count - 2) : -1;
  for (let attempt = 0; attempt < 30; attempt++) {
    const narrow = Array.from({ length: count }, (_, i) => i > 0 && i < count - 1 && (i === forcedIndex || rng.next() < 0.07));
    const raw = narrow.map((isNarrow, i) => {
      if (isNarrow) return NARROW_LOT_WIDTH_FT;
      return i === 0 || i === count - 1 ? rng.int(70, 88) : rng.int(52, 80);
    });
    const fixed = raw.reduce((s, w, i) => s + (narrow[i] ? w : 0), 0);
    const adjustable = raw.reduce((s, w, i) => s + (narrow[i] ? 0 : w), 0);
    const scale = (width - fixed) / adjustable;
    const widths = raw.map((w, i) => (narrow[i] ? w : w * scale));
    if (widths.every((w, i) => narrow[i] || (w >= MIN_LOT_WIDTH_FT + 0.5 && w <= MAX_LOT_WIDTH_FT - 0.5))) {
      return { widths, narrow };
    }
  }
  return { widths: new Array<number>(count).fill(width / count), narrow: new Array<boolean>(count).fill(false) };
}

/** Lays out the lot ring, address point, buildings and attributes of one lot. */
function planParcel(rng: Random, plan: LotPlan): PlannedParcel {
  const { row } = plan;
  const d = row.depth;
  const uv: Pt[] = [];
  if (plan.leftChamfer > 0) uv.push([plan.left, plan.leftChamfer], [plan.left + plan.leftChamfer, 0]);
  else uv.push([plan.left, 0]);
  if (plan.rightChamfer > 0) uv.push([plan.right - plan.rightChamfer, 0], [plan.right, plan.rightChamfer]);
  else uv.push([plan.right, 0]);
  uv.push([plan.right + plan.rightSlant, d], [plan.left + plan.leftSlant, d]);

  const frontStart = plan.left + plan.leftChamfer;
  const frontEnd = plan.right - plan.rightChamfer;
  const pointUv: Pt = [(frontStart + frontEnd) / 2, rng.int(24, 36) / 2];

  const attributes = describeParcel(rng, row.zone, plan.left === row.x0);
  const buildings = planBuildings(rng, plan, attributes.stories);
  const toFeet = ([u, v]: Pt): Pt => [u, row.frontY + (row.side === 'north' ? v : -v)];
  return {
    street: row.street,
    side: row.side,
    number: 0,
    lot: counterClockwise(uv.map(toFeet)),
    point: toFeet(pointUv),
    buildings: buildings.map((b) => ({ ...b, ring: counterClockwise(b.ring.map(toFeet)) })),
    attributes,
  };
}

/** Places the main house behind the front setback and, on about a third of lots, a garage or shed out back. */
function planBuildings(rng: Random, plan: LotPlan, stories: number): PlannedBuilding[] {
  const d = plan.row.depth;
  const leftAt = (v: number) => plan.left + (plan.leftSlant * v) / d;
  const rightAt = (v: number) => plan.right + (plan.rightSlant * v) / d;
  const leftMargin = LINE_CLEARANCE_FT * Math.hypot(1, plan.leftSlant / d);
  const rightMargin = LINE_CLEARANCE_FT * Math.hypot(1, plan.rightSlant / d);
  const limits = (v0: number, v1: number) => ({
    lo: Math.max(leftAt(v0), leftAt(v1)) + leftMargin,
    hi: Math.min(rightAt(v0), rightAt(v1)) - rightMargin,
  });

  const hasOutbuilding = rng.next() < 0.35;
  const label = rng.next() < 0.55 ? 'garage' : 'shed';
  const outWidth = label === 'garage' ? rng.int(12, 22) : rng.int(10, 14);
  const outDepth = label === 'garage' ? rng.int(18, 24) : rng.int(12, 16);

  const setback = rng.int(15, 30);
  const maxHouseDepth = hasOutbuilding
    ? Math.floor(d - LINE_CLEARANCE_FT - outDepth - HOUSE_CLEARANCE_FT - setback)
    : d - setback - 30;
  const houseDepth = rng.int(28, Math.min(50, maxHouseDepth));
  const v0 = setback;
  const v1 = setback + houseDepth;
  const house = limits(v0, v1);
  const houseWidth = Math.min(rng.int(24, 40), Math.floor(house.hi - house.lo));
  if (houseWidth < 24) throw new Error(`Lot at u=${plan.left} is too narrow for a house`);
  const u0 = house.lo + (house.hi - house.lo - houseWidth) * (0.25 + 0.5 * rng.next());
  const u1 = u0 + houseWidth;
  let ring: Pt[] = [[u0, v0], [u1, v0], [u1, v1], [u0, v1]];
  if (houseWidth >= 28 && houseDepth >= 32 && rng.next() < 0.18) {
    const notchWidth = Math.round(houseWidth * (0.35 + 0.15 * rng.next()));
    const notchDepth = Math.round(houseDepth * (0.3 + 0.15 * rng.next()));
    ring = rng.next() < 0.5
      ? [[u0, v0], [u1, v0], [u1, v1 - notchDepth], [u1 - notchWidth, v1 - notchDepth], [u1 - notchWidth, v1], [u0, v1]]
      : [[u0, v0], [u1, v0], [u1, v1], [u0 + notchWidth, v1], [u0 + notchWidth, v1 - notchDepth], [u0, v1 - notchDepth]];
  }
  const houseHeight = stories <= 1.5 ? rng.int(20, 25) : stories <= 2 ? rng.int(24, 30) : rng.int(29, 35);
  const buildings: PlannedBuilding[] = [{ label: 'house', ring, heightFt: houseHeight }];

  if (hasOutbuilding) {
    const rearLimit = d - LINE_CLEARANCE_FT;
    const slack = rearLimit - (v1 + HOUSE_CLEARANCE_FT) - outDepth;
    const ov1 = rearLimit - rng.next() * Math.min(slack, 12);
    const ov0 = ov1 - outDepth;
    const yard = limits(ov0, ov1);
    const room = yard.hi - yard.lo - outWidth;
    if (room < 0) throw new Error(`Lot at u=${plan.left} has no room for a ${label}`);
    const offset = rng.next() * Math.min(room, 6);
    const ou0 = rng.next() < 0.5 ? yard.lo + offset : yard.hi - outWidth - offset;
    buildings.push({
      label,
      ring: [[ou0, ov0], [ou0 + outWidth, ov0], [ou0 + outWidth, ov1], [ou0, ov1]],
      heightFt: label === 'garage' ? rng.int(12, 16) : rng.int(8, 11),
    });
  }
  return buildings;
}

/** Property type, use code, style and age for a lot in a zone; the first lot of a two-family block is a two-family house. */
function describeParcel(rng: Random, zone: Zone, firstInRow: boolean): PlannedParcel['attributes'] {
  let propertyTypeName: DemoParcel['attributes']['propertyTypeName'] = 'Single Family';
  let useCode = '101';
  let house = rng.pick(SINGLE_FAMILY_STYLES);
  if (zone === 'B') {
    propertyTypeName = 'Other';
    useCode = rng.pick(['031', '013']);
    house = MIXED_USE_STYLE;
  } else if (zone === 'TR') {
    const roll = rng.next();
    if (roll < 0.6 || firstInRow) {
      propertyTypeName = 'Two Family';
      useCode = '104';
      house = TWO_FAMILY_STYLE;
    } else if (roll < 0.7) {
      propertyTypeName = 'Multi-Family Home';
      useCode = '105';
      house = MULTI_FAMILY_STYLE;
    }
  }
  return {
    propertyTypeName,
    useCode,
    zoneCode: zone,
    yearBuilt: rng.int(house.years[0], house.years[1]),
    style: house.style,
    stories: zone === 'B' ? rng.pick([2, 2.5]) : house.stories,
  };
}

/** Numbers each street along its length: odd numbers on the south side, even on the north side. */
function numberParcels(parcels: PlannedParcel[]): void {
  const next = new Map<string, number>();
  // Parcels arrive band by band and block by block, so each street side is already in order along the street.
  for (const parcel of parcels) {
    const key = `${parcel.street}:${parcel.side}`;
    const number = next.get(key) ?? (parcel.side === 'south' ? 1 : 2);
    parcel.number = number;
    next.set(key, number + 2);
  }
}

/** Centres the town on its origin and converts every position to rounded [lng, lat]. */
function toParcels(planned: PlannedParcel[]): DemoParcel[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const parcel of planned) {
    for (const [x, y] of parcel.lot) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const shiftX = -Math.round((minX + maxX) / 2);
  const shiftY = -Math.round((minY + maxY) / 2);
  const frame = createLocalFrame(ORIGIN);
  const round7 = (n: number) => Math.round(n * 1e7) / 1e7;
  const position = ([x, y]: Pt): Position => {
    const [lng, lat] = frame.toLngLat([x + shiftX, y + shiftY]);
    return [round7(lng), round7(lat)];
  };
  const polygon = (ring: Pt[]): Polygon => {
    const coordinates = ring.map(position);
    coordinates.push([...coordinates[0]!] as Position);
    return { type: 'Polygon', coordinates: [coordinates] };
  };

  return planned.map((parcel, i) => {
    const id = `demo-${String(i + 1).padStart(4, '0')}`;
    const lot = polygon(parcel.lot);
    const buildings: DemoBuilding[] = parcel.buildings.map((b, j) => {
      const footprint = polygon(b.ring);
      return {
        id: `${id}-b${j + 1}`,
        kind: b.label === 'house' ? 'main' : 'outbuilding',
        label: b.label,
        footprint,
        heightFt: b.heightFt,
        footprintSqFt: Math.round(areaSqFt(footprint)),
      };
    });
    return {
      id,
      address: { number: String(parcel.number), street: STREET_NAMES[parcel.street]! },
      point: position(parcel.point),
      lot,
      lotSizeSqFt: Math.round(areaSqFt(lot)),
      attributes: {
        ...parcel.attributes,
        grossFloorAreaSqFt: Math.round(buildings[0]!.footprintSqFt * parcel.attributes.stories),
      },
      buildings,
    };
  });
}

/** The ring in counter-clockwise order. */
function counterClockwise(ring: Pt[]): Pt[] {
  return signedRingArea(ring) < 0 ? [...ring].reverse() : ring;
}
