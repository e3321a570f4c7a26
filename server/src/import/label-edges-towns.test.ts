// `npm run label-edges` on what two towns publish (../shared/data), a few blocks at a time: Cambridge's
// parcels with its address list (CSV, joined on the map-lot), its pavement layer (TopoJSON) and its city
// boundary; Bellingham's MassGIS Level 3 parcels with their right-of-way polygons and site addresses,
// and the town's outline read off its own parcel fabric. Each lot named here is checked by the street
// its front faces: the address street of the first lot across that line.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEET_PER_METER, metersPerDegree, type AreaGeometry, type Position } from '../../../core/geo';
import { isInsideArea, parcelFabricOutline, streetOfAddress, type ParcelFile, type ParcelFileFeature } from '../../../core/setback';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../tests/setup/shared-data';
import { labelEdges } from './label-edges';

const mPerDegLng = (lat: number): number => metersPerDegree(lat).lng;
const mPerDegLat = (lat: number): number => metersPerDegree(lat).lat;
const positionsOf = (g: AreaGeometry): Position[] => (g.type === 'Polygon' ? g.coordinates.flat() : g.coordinates.flat(2));

/** The parcels with a corner within `halfM` metres (east-west and north-south) of a point, each keyed by `idField` as its `parcel_id`. */
function cut(file: ParcelFile, [lng, lat]: Position, halfM: number, idField: string, strip: string[] = []): ParcelFile {
  const dx = halfM / mPerDegLng(lat);
  const dy = halfM / mPerDegLat(lat);
  const features = file.features
    .filter((f) => positionsOf(f.geometry as AreaGeometry).some(([x, y]) => Math.abs(x - lng) < dx && Math.abs(y - lat) < dy))
    .map((f) => {
      const properties: Record<string, unknown> = { ...f.properties, parcel_id: f.properties?.[idField] };
      for (const key of strip) delete properties[key];
      return { ...f, properties };
    });
  return { type: 'FeatureCollection', features };
}

/** A lot's labelled edges: each edge's kind, its length in feet, and the street its line faces. */
interface LabelledEdge {
  kind: string;
  lengthFt: number;
  faces: string | undefined;
}

/** A line's length in feet, rounded. */
function lengthFt(line: readonly Position[]): number {
  let m = 0;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    m += Math.hypot((b[0] - a[0]) * mPerDegLng(a[1]), (b[1] - a[1]) * mPerDegLat(a[1]));
  }
  return Math.round(m * FEET_PER_METER);
}

/**
 * The street a lot line faces, as a planner reads it off the map: the street most lots across it are
 * addressed on. From the middle of the line and from points 15, 30 and 45 m along it either way,
 * walking out away from the lot, the first other lot reached within 50 m gives its address street (a
 * lot right across may be a corner lot addressed on the other street; the lots down the street are not).
 */
function streetFaced(line: readonly Position[], lot: AreaGeometry, lots: readonly ParcelFileFeature[], addressField: string): string | undefined {
  const [a, b] = [line[0]!, line[line.length - 1]!];
  const mid: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const kx = mPerDegLng(mid[1]);
  const ky = mPerDegLat(mid[1]);
  const [ex, ey] = [(b[0] - a[0]) * kx, (b[1] - a[1]) * ky];
  const norm = Math.hypot(ex, ey);
  const [tx, ty] = [ex / norm, ey / norm];
  const at = (alongM: number, outM: number): Position => [mid[0] + (tx * alongM + ty * outM) / kx, mid[1] + (ty * alongM - tx * outM) / ky];
  const sign = isInsideArea(at(0, 0.5), lot) ? -1 : 1;
  const addressed = lots.filter((f) => f.geometry !== null && f.geometry !== lot && typeof f.properties?.[addressField] === 'string');
  const votes = new Map<string, number>();
  for (const alongM of [0, -15, 15, -30, 30, -45, 45]) {
    for (let m = 1; m <= 50; m += 1) {
      const point = at(alongM, sign * m);
      if (isInsideArea(point, lot)) break;
      const hit = addressed.find((f) => isInsideArea(point, f.geometry as AreaGeometry));
      if (!hit) continue;
      const street = streetOfAddress(String(hit.properties![addressField])).toUpperCase();
      votes.set(street, (votes.get(street) ?? 0) + 1);
      break;
    }
  }
  return [...votes].sort((x, y) => y[1] - x[1])[0]?.[0];
}

/** Every lot's labelled edges in an output file, by parcel id. */
function edgesByLot(out: ParcelFile, input: ParcelFile, addressField: string): Map<string, LabelledEdge[]> {
  const lotOf = new Map(input.features.map((f) => [String(f.properties?.['parcel_id']), f.geometry as AreaGeometry]));
  const lots = input.features.filter((f) => f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon');
  const byLot = new Map<string, LabelledEdge[]>();
  for (const f of out.features) {
    if (f.geometry?.type !== 'LineString') continue;
    const id = String(f.properties?.['parcel_id']);
    const line = f.geometry.coordinates as Position[];
    const edges = byLot.get(id) ?? [];
    edges.push({ kind: String(f.properties?.['side']), lengthFt: lengthFt(line), faces: streetFaced(line, lotOf.get(id)!, lots, addressField) });
    byLot.set(id, edges);
  }
  return byLot;
}

/** A lot's edges of one kind, as "LENGTH ft facing STREET". */
const ofKind = (edges: readonly LabelledEdge[] | undefined, kind: string): string[] =>
  (edges ?? []).filter((e) => e.kind === kind).map((e) => `${e.lengthFt} ft facing ${e.faces ?? 'nothing'}`);

/** The kinds of a lot's edges, in ring order. */
const kindsOf = (edges: readonly LabelledEdge[] | undefined): string[] => (edges ?? []).map((e) => e.kind);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'label-edges-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs label-edges on a cut written to a temporary file, with the options given; the labelled file. */
async function run(name: string, file: ParcelFile, options: string[]): Promise<ParcelFile> {
  const input = join(work, `${name}.geojson`);
  await writeFile(input, JSON.stringify(file));
  const result = await labelEdges([input, join(work, `${name}-out.geojson`), ...options]);
  if (!result.ok) throw new Error(result.error);
  return result.file;
}

describe.skipIf(!SHARED_DATA_DIR)(SHARED_DATA_DIR ? 'label-edges on Cambridge: address list, pavement layer, city boundary' : `label-edges on Cambridge (${SHARED_DATA_MISSING})`, () => {
  const dir = `${SHARED_DATA_DIR}cambridge-ma/`;
  const parcels = (): ParcelFile => JSON.parse(readFileSync(`${dir}parcels_fy2014.geojson`, 'utf8')) as ParcelFile;
  // The list's MapLot joins the parcels' ml; its full_address is the address. The pavement layer names
  // no streets; untaxed parcels (tax_records 0) are the city's streets, as the importer takes them.
  const sources = ['--streets', `${dir}roads_2018.topojson`, '--addresses', `${dir}master_address_list_maplot_bldgid.csv`, '--address-join', 'MapLot=ml', '--address-street', 'full_address', '--right-of-way', 'tax_records=0'];
  // Between Essex St and Harvard St by Central Square: 38 Essex St (90-87) and 260 Harvard St (107-121).
  const centre: Position = [-71.1015, 42.3676];

  it('fronts the corner lots on the street of their address, and gives a lot inside the block a front, a rear and two sides', async () => {
    const input = cut(parcels(), centre, 170, 'ml');
    const started = performance.now();
    const lots = edgesByLot(await run('essex', input, sources), input, 'address');
    const ms = performance.now() - started;
    // 38 Essex St, on the corner of Percy Pl: the 38 ft line on Essex St is the front, the 49 ft one on Percy Pl an exterior side.
    expect(ofKind(lots.get('90-87'), 'front')).toEqual(['38 ft facing ESSEX ST']);
    expect(kindsOf(lots.get('90-87')).sort()).toEqual(['exterior side', 'front', 'interior side', 'rear']);
    // 260 Harvard St, a corner lot: its long 224 ft line on Harvard St is the front, its 91 ft line on the side street an exterior side.
    expect(ofKind(lots.get('107-121'), 'front')).toEqual(['224 ft facing HARVARD ST']);
    expect(lots.get('107-121')?.filter((e) => e.kind === 'exterior side').map((e) => e.lengthFt)).toEqual([91]);
    // 36 Essex St, inside the block: front on Essex St, a rear, two interior sides and no exterior side.
    expect(ofKind(lots.get('90-86'), 'front')).toEqual(['38 ft facing ESSEX ST']);
    expect(kindsOf(lots.get('90-86')).sort()).toEqual(['front', 'interior side', 'interior side', 'rear']);
    console.log(`Cambridge, ${input.features.length} parcels around Essex St labelled in ${Math.round(ms)} ms`);
  }, 30_000);

  it('takes the address from the list where the parcels carry none: 260 Harvard St fronts Harvard St by it, and not without it', async () => {
    const input = cut(parcels(), centre, 170, 'ml', ['address']);
    const withList = edgesByLot(await run('essex-bare', input, sources), input, 'address');
    const without = edgesByLot(await run('essex-bare-none', input, sources.slice(0, 2).concat('--right-of-way', 'tax_records=0')), input, 'address');
    // The faced street is read off the lots across, whose addresses the cut no longer has: the lengths tell the lines apart.
    expect(withList.get('107-121')?.filter((e) => e.kind === 'front').map((e) => e.lengthFt)).toEqual([224]);
    expect(without.get('107-121')?.filter((e) => e.kind === 'front').map((e) => e.lengthFt)).toEqual([91]);
  }, 30_000);

  it('with the city boundary, a lot line on the city line is no exterior side; a street mapped past the line stays one', async () => {
    // 704 Huron Ave (257-60) ends at the city's western line in a 49 ft line with nothing mapped beyond; 44 Cameron Ave
    // (183-1), by the northern city line, has the pavement the city maps there beyond its 98 ft side.
    const file = parcels();
    const huron = cut(file, [-71.15465, 42.3809], 120, 'ml');
    const options = sources.slice(0, 2).concat('--right-of-way', 'tax_records=0');
    const boundary = ['--boundary', `${dir}city_boundary.geojson`];
    const onLine = (edges: LabelledEdge[] | undefined) => (edges ?? []).filter((e) => e.lengthFt === 49).map((e) => e.kind);
    // Without the line, the 49 ft line is taken for a street (an exterior side; the neighbours' addresses keep the front on Huron Ave).
    const without = edgesByLot(await run('huron', huron, options), huron, 'address').get('257-60');
    expect(onLine(without)).toEqual(['exterior side']);
    // With it, the line is an interior side, and the front is the lot's long frontage on Huron Ave.
    const withLine = edgesByLot(await run('huron-town', huron, [...options, ...boundary]), huron, 'address').get('257-60');
    expect(onLine(withLine)).toEqual(['interior side']);
    expect(withLine?.filter((e) => e.kind === 'front').map((e) => e.lengthFt)).toEqual([74, 153, 125, 39, 10, 134, 9]);
    expect(withLine?.filter((e) => e.kind === 'exterior side')).toEqual([]);
    const cameron = cut(file, [-71.12865, 42.39857], 120, 'ml');
    const cameronLines = edgesByLot(await run('cameron-town', cameron, [...options, ...boundary]), cameron, 'address').get('183-1');
    expect(cameronLines?.map((e) => `${e.kind} ${e.lengthFt}`)).toEqual(['interior side 98', 'rear 44', 'exterior side 98', 'front 44']);
  }, 30_000);
});

describe.skipIf(!SHARED_DATA_DIR)(SHARED_DATA_DIR ? 'label-edges on Bellingham: right-of-way polygons, site addresses, the town line' : `label-edges on Bellingham (${SHARED_DATA_MISSING})`, () => {
  const path = `${SHARED_DATA_DIR}bellingham-ma/parcels_cy25_fy26.geojson`;
  const parcels = (): ParcelFile => JSON.parse(readFileSync(path, 'utf8')) as ParcelFile;

  it('fronts corner lots on the street of their site address', async () => {
    const file = parcels();
    // 23 Mary St (corner of Blackmar St) and 17 Lakeview Av, 80 m apart, and 371 Pulaski Bv by the town centre.
    // Without the site addresses each of them fronts its other street (decision 069).
    const lakeside = cut(file, [-71.4630, 42.0613], 170, 'loc_id');
    const pulaski = cut(file, [-71.49022, 42.0246], 150, 'loc_id');
    const started = performance.now();
    const a = edgesByLot(await run('mary', lakeside, []), lakeside, 'site_addr');
    const b = edgesByLot(await run('pulaski', pulaski, []), pulaski, 'site_addr');
    const ms = performance.now() - started;
    expect(ofKind(a.get('F_666339_2847345'), 'front')).toEqual(['115 ft facing MARY ST']);
    expect(ofKind(a.get('F_666339_2847345'), 'exterior side')).toEqual(['50 ft facing BLACKMAR ST']);
    expect(ofKind(a.get('F_666071_2847431'), 'front')).toEqual(['152 ft facing LAKEVIEW AV']);
    expect(ofKind(b.get('F_658803_2833985'), 'front')).toEqual(['100 ft facing PULASKI BV']);
    expect(kindsOf(b.get('F_658803_2833985')).sort()).toEqual(['exterior side', 'front', 'interior side', 'rear']);
    console.log(`Bellingham, ${lakeside.features.length + pulaski.features.length} parcels in two cuts labelled in ${Math.round(ms)} ms`);
  }, 30_000);

  it('reads the town line off the parcel fabric, and a lot line on it is no exterior side', async () => {
    const file = parcels();
    const outline = parcelFabricOutline(file)!;
    // The Level 3 parcels tile the town: their outer edge encloses what they add up to, Bellingham's 18.9 square miles.
    expect(outline.coordinates[0]).toHaveLength(885);
    const boundary = join(work, 'bellingham-outline.geojson');
    await writeFile(boundary, JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: outline }] }));
    // 131 Essex St runs 155 ft along the town line; without the line, the gap beyond it reads as a street.
    const essex = cut(file, [-71.4978, 42.0222], 150, 'loc_id');
    const lineOf = (edges: LabelledEdge[] | undefined) => (edges ?? []).filter((e) => e.lengthFt === 155).map((e) => e.kind);
    expect(lineOf(edgesByLot(await run('essex-b', essex, []), essex, 'site_addr').get('F_656743_2833120'))).toEqual(['exterior side']);
    const withLine = edgesByLot(await run('essex-b-town', essex, ['--boundary', boundary]), essex, 'site_addr').get('F_656743_2833120');
    expect(lineOf(withLine)).toEqual(['interior side']);
    expect(kindsOf(withLine).filter((kind) => kind !== 'interior side')).toEqual(['rear', 'front']);
    // 1 Shellendy Ct's 496 ft line on the town line: no exterior side.
    const shellendy = cut(file, [-71.4566, 42.0358], 200, 'loc_id');
    const line496 = edgesByLot(await run('shellendy', shellendy, ['--boundary', boundary]), shellendy, 'site_addr').get('F_667942_2837925')?.filter((e) => e.lengthFt === 496);
    expect(line496?.map((e) => e.kind)).toEqual(['interior side']);
  }, 30_000);
});
