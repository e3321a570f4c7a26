// Import profiles: per source file, which fields map to what. A profile is data plus small
// mapping functions; `readProfile` reads the files, validates every feature, and reports the
// ones it skips by id with the reason. Every file is required but those of the street layer,
// which is optional evidence: a street file missing from the folder is left out, and said so.
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import * as v from 'valibot';
import { AreaGeometrySchema, LineGeometrySchema, type AreaGeometry, type Position, isPointInPolygon } from '../../../core/geo';
import { GIS_LAYERS, type GisLayerId } from '../../../core/property';
import {
  AddressInputSchema,
  BuildingInputSchema,
  ParcelInputSchema,
  validateInput,
  type AddressInput,
  type BuildingInput,
  type DatasetChunk,
  type DistrictInput,
  type ImportProgress,
  type JurisdictionInput,
  type LayerInput,
  type ParcelInput,
  type RejectedFeature,
  type StreetFeatureInput,
  type StreetFeatureKind,
} from './dataset';
import { readCsv } from './readers/read-csv';
import { readFeatures } from './readers/read-features';

/** Properties of a source feature or CSV row. */
export type Props = Record<string, unknown>;

/** A file of features and how each maps to an input (null skips the feature silently). */
export interface FeatureSource<T> {
  file: string;
  crs?: string;
  map(properties: Props, geometry: unknown): T | null;
}

/** A CSV file and how each row maps to inputs. */
export interface CsvSource<T> {
  file: string;
  map(row: Record<string, string>): T | null;
}

/** A layer (its name and group come from the GIS_LAYERS catalogue) and the files of its features. */
export interface LayerSource {
  layerId: GisLayerId;
  /** The layer's sources as people read them: publisher and document, and the link. */
  sources: { label: string; url: string }[];
  bufferFt: number;
  files: FeatureSource<{ sourceId: string; name: string | null; status: 'RED' | 'YELLOW'; badgeText: string | null; properties: Props }>[];
}

/** A file of a street layer: the kind of its features, and what a feature's properties say of it (its street's name, whether it is a street at all). */
export interface StreetFileSource {
  file: string;
  crs?: string;
  /** The layer of a file with several (a TopoJSON object); the first when not given. */
  layer?: string;
  kind: StreetFeatureKind;
  map(properties: Props): { name: string | null; include: boolean };
}

/** A street layer: pavement polygons and street centre lines, evidence for lot-line classification. */
export interface StreetLayerSource {
  files: StreetFileSource[];
}

/** An import profile for one source folder. */
export interface ImportProfile {
  id: string;
  description: string;
  jurisdiction: JurisdictionInput;
  parcels: FeatureSource<Record<string, unknown>>;
  /** Addresses from address files; they win over the parcels' own addresses. */
  addresses?: CsvSource<Record<string, unknown>>[];
  /** Addresses read off a parcel's own attributes, used for lots that the address files miss. */
  parcelAddresses?(properties: Props, sourceId: string): Record<string, unknown>[];
  /** Footprints: `extentFile` bounds the lots they cover; `rankByArea` makes a lot's largest footprint its main building (a source that names no kinds). */
  buildings?: FeatureSource<Record<string, unknown>> & { extentFile?: string; rankByArea?: boolean };
  zoning?: (FeatureSource<{ sourceId: string; zoneCode: string; name: string | null }> & {
    zoningMap: string;
    isCurrent: boolean;
    /** A CSV naming the districts: zone code column and name column. */
    names?: { file: string; code: string; name: string };
  })[];
  layers?: LayerSource[];
  /** Where the streets run; optional, and so are its files. */
  streetLayer?: StreetLayerSource;
}

/** A profile that looks at the folder first: a MassGIS download names its files after the town and joins an assessor table to the parcels. */
export interface ProfileTemplate {
  id: string;
  description: string;
  resolve(dir: string): Promise<ImportProfile>;
}

/** What `npm run import` accepts by name. */
export type ProfileEntry = ImportProfile | ProfileTemplate;

/** The profile for a folder: the entry itself, or what a template makes of the folder. */
export async function resolveProfile(entry: ProfileEntry, dir: string): Promise<ImportProfile> {
  return 'resolve' in entry ? entry.resolve(dir) : entry;
}

/** A download that cannot be imported as it is: each problem names its file and field. Nothing is written. */
export class ImportDataError extends Error {
  constructor(
    readonly profileId: string,
    readonly problems: string[],
  ) {
    super(`${profileId}: ${problems.join('; ')}`);
    this.name = 'ImportDataError';
  }
}

/** Makes ids unique in file order: a repeated id gets '~2', '~3'... */
function uniqueIds(): (base: string) => string {
  const seen = new Map<string, number>();
  return (base) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}~${count}`;
  };
}

/** What `readProfile` read: the data, the features it skipped, and the optional files that were not there. */
export interface ProfileRead {
  chunk: DatasetChunk;
  rejected: RejectedFeature[];
  /** Optional files (of the street layer) missing from the folder, as the profile names them. */
  absent: string[];
}

/** A profile's data read from `dir`, the features it skipped and the optional files it did without. */
export async function readProfile(profile: ImportProfile, dir: string, progress: ImportProgress = () => undefined): Promise<ProfileRead> {
  const rejected: RejectedFeature[] = [];
  const absent: string[] = [];
  const fullPath = (file: string) => (isAbsolute(file) ? file : join(dir, file));
  const path = (file: string) => {
    const full = fullPath(file);
    if (!existsSync(full)) throw new Error(`${profile.id}: missing file ${full}`);
    return full;
  };

  const parcels: ParcelInput[] = [];
  const rawParcels = new Map<string, Props>();
  const parcelId = uniqueIds();
  let n = 0;
  for await (const feature of readFeatures(path(profile.parcels.file), profile.parcels.crs ? { crs: profile.parcels.crs } : {})) {
    n += 1;
    const raw = profile.parcels.map(feature.properties, feature.geometry);
    if (!raw) continue;
    const sourceId = parcelId(String(raw.sourceId ?? `#${n}`));
    const result = validateInput(ParcelInputSchema, { ...raw, sourceId });
    if (!result.ok) {
      rejected.push({ source: profile.parcels.file, id: sourceId, reason: result.reason });
      continue;
    }
    parcels.push(result.value);
    rawParcels.set(sourceId, feature.properties);
    if (n % 2000 === 0) progress(`read ${profile.parcels.file}`, n, n);
  }
  progress(`read ${profile.parcels.file}`, n, n);
  const sourceIds = new Set(parcels.map((p) => p.sourceId));

  const addresses: AddressInput[] = [];
  const addressed = new Set<string>();
  for (const source of profile.addresses ?? []) {
    let rows = 0;
    for await (const row of readCsv(path(source.file))) {
      rows += 1;
      const raw = source.map(row);
      if (!raw) continue;
      const result = validateInput(AddressInputSchema, raw);
      if (!result.ok) {
        rejected.push({ source: source.file, id: `row ${rows}`, reason: result.reason });
        continue;
      }
      if (!sourceIds.has(result.value.parcelSourceId)) {
        rejected.push({ source: source.file, id: `row ${rows}`, reason: `names lot ${result.value.parcelSourceId}, which is not in the parcels` });
        continue;
      }
      addresses.push(result.value);
      addressed.add(result.value.parcelSourceId);
    }
    progress(`read ${source.file}`, rows, rows);
  }
  if (profile.parcelAddresses) {
    for (const parcel of parcels) {
      if (addressed.has(parcel.sourceId) || parcel.kind !== 'lot') continue;
      for (const raw of profile.parcelAddresses(rawParcels.get(parcel.sourceId) ?? {}, parcel.sourceId)) {
        const result = validateInput(AddressInputSchema, raw);
        if (result.ok) addresses.push(result.value);
        else rejected.push({ source: profile.parcels.file, id: parcel.sourceId, reason: `address ${result.reason}` });
      }
    }
  }

  const buildings: BuildingInput[] = [];
  let buildingsKnownFor: Set<string> | undefined;
  if (profile.buildings) {
    const source = profile.buildings;
    const buildingId = uniqueIds();
    let count = 0;
    for await (const feature of readFeatures(path(source.file), source.crs ? { crs: source.crs } : {})) {
      count += 1;
      const raw = source.map(feature.properties, feature.geometry);
      if (!raw) continue;
      const sourceId = buildingId(String(raw.sourceId ?? `#${count}`));
      const result = validateInput(BuildingInputSchema, { ...raw, sourceId });
      if (result.ok) buildings.push(result.value);
      else rejected.push({ source: source.file, id: sourceId, reason: result.reason });
    }
    progress(`read ${source.file}`, buildings.length, buildings.length);
    if (source.extentFile) buildingsKnownFor = await lotsWithin(path(source.extentFile), parcels);
  } else {
    buildingsKnownFor = new Set();
  }

  const zoningMaps: DatasetChunk['zoningMaps'] = [];
  for (const source of profile.zoning ?? []) {
    const districts: DistrictInput[] = [];
    const districtId = uniqueIds();
    const names = new Map<string, string>();
    if (source.names) for await (const row of readCsv(path(source.names.file))) names.set(row[source.names.code] ?? '', row[source.names.name] ?? '');
    for await (const feature of readFeatures(path(source.file), source.crs ? { crs: source.crs } : {})) {
      const raw = source.map(feature.properties, feature.geometry);
      if (!raw) continue;
      const mapped = { ...raw, sourceId: districtId(raw.sourceId) };
      const geometry = v.safeParse(AreaGeometrySchema, feature.geometry);
      if (!geometry.success) {
        rejected.push({ source: source.file, id: mapped.sourceId, reason: 'has no valid polygon' });
        continue;
      }
      districts.push({ ...mapped, name: mapped.name ?? names.get(mapped.zoneCode) ?? null, geometry: geometry.output });
    }
    zoningMaps.push({ zoningMap: source.zoningMap, isCurrent: source.isCurrent, districts });
    progress(`read ${source.file}`, districts.length, districts.length);
  }

  const layers: LayerInput[] = [];
  for (const layer of profile.layers ?? []) {
    const features: LayerInput['features'] = [];
    for (const source of layer.files) {
      const featureId = uniqueIds();
      let count = 0;
      for await (const feature of readFeatures(path(source.file), source.crs ? { crs: source.crs } : {})) {
        count += 1;
        const raw = source.map(feature.properties, feature.geometry);
        if (!raw) continue;
        const mapped = { ...raw, sourceId: featureId(raw.sourceId || `#${count}`) };
        const geometry = v.safeParse(AreaGeometrySchema, feature.geometry);
        if (!geometry.success) {
          rejected.push({ source: source.file, id: mapped.sourceId, reason: 'has no valid polygon' });
          continue;
        }
        features.push({ ...mapped, sourceId: `${source.file.replace(/\.\w+$/, '')}-${mapped.sourceId}`, geometry: geometry.output });
      }
    }
    const { name, group } = GIS_LAYERS[layer.layerId];
    layers.push({ layerId: layer.layerId, group, name, sources: layer.sources, bufferFt: layer.bufferFt, features });
    progress(`read layer ${layer.layerId}`, features.length, features.length);
  }

  const streetFeatures: StreetFeatureInput[] = [];
  for (const source of profile.streetLayer?.files ?? []) {
    if (!existsSync(fullPath(source.file))) {
      absent.push(source.file);
      continue;
    }
    const featureId = uniqueIds();
    const prefix = source.file.replace(/\.\w+$/, '');
    let count = 0;
    let kept = 0;
    const options = { ...(source.crs ? { crs: source.crs } : {}), ...(source.layer ? { layer: source.layer } : {}) };
    for await (const feature of readFeatures(fullPath(source.file), options)) {
      count += 1;
      const { name, include } = source.map(feature.properties);
      if (!include) continue;
      const sourceId = `${prefix}-${featureId(String(feature.id ?? `#${count}`))}`;
      const street = streetFeature(source.kind, sourceId, name, feature.geometry);
      if (!street) {
        rejected.push({ source: source.file, id: sourceId, reason: source.kind === 'pavement' ? 'has no valid polygon' : 'has no valid line' });
        continue;
      }
      streetFeatures.push(street);
      kept += 1;
    }
    progress(`read ${source.file}`, kept, kept);
  }

  const chunk: DatasetChunk = { parcels, buildings, addresses, zoningMaps, layers, ...(buildingsKnownFor ? { buildingsKnownFor } : {}), ...(profile.buildings?.rankByArea ? { buildingsRankedByArea: true } : {}), ...(profile.streetLayer ? { streetFeatures } : {}) };
  return { chunk, rejected, absent };
}

/** A street feature of `kind` when the geometry is of that kind (polygons for pavement, lines for centre lines), else undefined. */
function streetFeature(kind: StreetFeatureKind, sourceId: string, name: string | null, geometry: unknown): StreetFeatureInput | undefined {
  if (kind === 'pavement') {
    const area = v.safeParse(AreaGeometrySchema, geometry);
    return area.success ? { sourceId, name, kind, geometry: area.output } : undefined;
  }
  const line = v.safeParse(LineGeometrySchema, geometry);
  return line.success ? { sourceId, name, kind, geometry: line.output } : undefined;
}

/** Source ids of the lots lying wholly inside the extent polygon(s) of a file (where the building data is complete). */
async function lotsWithin(extentFile: string, parcels: ParcelInput[]): Promise<Set<string>> {
  const extents: AreaGeometry[] = [];
  for await (const feature of readFeatures(extentFile)) {
    const geometry = v.safeParse(AreaGeometrySchema, feature.geometry);
    if (geometry.success) extents.push(geometry.output);
  }
  const inside = new Set<string>();
  for (const parcel of parcels) {
    const vertices: Position[] = parcel.lot.type === 'Polygon' ? parcel.lot.coordinates.flat() : parcel.lot.coordinates.flat(2);
    if (extents.some((extent) => vertices.every((vertex) => isPointInPolygon(vertex, extent)))) inside.add(parcel.sourceId);
  }
  return inside;
}

/** Title case for upper-case assessor text: 'ROCKWELL ST' gives 'Rockwell St'. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase()).replace(/'S\b/g, "'s");
}

/** A number from an attribute, or null for blanks and sentinels. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > -9999 ? n : null;
}

/** A trimmed string from an attribute, or null for blanks. */
export function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
