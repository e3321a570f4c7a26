// Writes a jurisdiction's data in one transaction: the old rows go, the new ones come with
// their spatial joins, so a failed import leaves the previous data untouched and a re-import
// replaces it (idempotent).
import { eq } from 'drizzle-orm';
import { normalizeAddressText } from '../../../core/address';
import { areaSqFt, bboxOf, type BBox, pointOnSurface } from '../../../core/geo';
import type { AreaGeometry, LineGeometry, Position } from '../../../core/geo';
import type { Db } from '../db/database';
import {
  addresses,
  buildings,
  cubeFromBBox,
  jurisdictions,
  mapLayerFeatures,
  mapLayers,
  parcelLayerHits,
  parcelZoning,
  parcels,
  streetFeatures,
  streets,
  zoningDistricts,
} from '../db/schema';
import type { DatasetChunk, ImportProgress, JurisdictionInput, ParcelInput, RejectedFeature } from './dataset';
import { bestDistrict, GeometryIndex, indexed, lotOfFootprint, lotsNear } from './spatial-join';
import { nearestStations, stationsOfState, stationsReach, type StationPoint } from './stations';
import { chunkNamePlaces, nameLine } from './street-names';
import { tileArea, tileLine } from './street-tiles';

/** Counts of what an import wrote. */
export interface ImportSummary {
  parcels: number;
  lots: number;
  buildings: number;
  addresses: number;
  streets: number;
  districts: number;
  zonedLots: number;
  layerFeatures: number;
  layerHits: number;
  /** Street-layer features (pavement polygons and centre lines) as the source has them. */
  streetFeatures: number;
  /** The rows they were stored as, cut into tiles. */
  streetPieces: number;
  /** Places of street names on the street areas (server/src/import/street-names.ts). */
  namePlaces: number;
  rejected: RejectedFeature[];
}

const BATCH_ROWS = 500;

/** A lower-case slug for ids: 'Maple Street' gives 'maple-street'. */
export function slug(text: string): string {
  return normalizeAddressText(text).replace(/ /g, '-') || 'unnamed';
}

/** The place id of an address: `<jurisdiction>/a/<street slug>/<number>` (what search answers and details takes). */
export function addressPlaceId(jurisdictionId: string, street: string, streetNumber: string): string {
  return `${jurisdictionId}/a/${slug(street)}/${streetNumber.toLowerCase()}`;
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

/** Replaces everything of `jurisdiction` with the chunks' data; answers what was written. */
export async function writeJurisdiction(
  db: Db,
  jurisdiction: JurisdictionInput,
  chunks: Iterable<DatasetChunk> | AsyncIterable<DatasetChunk>,
  progress: ImportProgress = () => undefined,
): Promise<ImportSummary> {
  const summary: ImportSummary = { parcels: 0, lots: 0, buildings: 0, addresses: 0, streets: 0, districts: 0, zonedLots: 0, layerFeatures: 0, layerHits: 0, streetFeatures: 0, streetPieces: 0, namePlaces: 0, rejected: [] };
  const jid = jurisdiction.id;
  await db.transaction(async (tx) => {
    await tx.delete(jurisdictions).where(eq(jurisdictions.id, jid));
    await tx.insert(jurisdictions).values({
      id: jid,
      state: jurisdiction.state,
      name: jurisdiction.name,
      county: jurisdiction.county,
      kind: jurisdiction.kind,
      externalLinks: jurisdiction.externalLinks,
      source: jurisdiction.source,
    });
    const streetIds = new Map<string, string>();
    const addressKeys = new Set<string>();
    const layerIds = new Map<string, string>();
    // The state's stations on file, for each lot's nearest (decision 052); none for a fictional town.
    const stations = stationsReach(jurisdiction, jurisdiction.state) ? await stationsOfState(tx as unknown as Db, jurisdiction.state) : [];
    let chunkIndex = 0;
    for await (const chunk of chunks) {
      chunkIndex += 1;
      await writeChunk(tx as unknown as Db, jurisdiction, chunk, chunkIndex, { streetIds, addressKeys, layerIds, stations }, summary, progress);
    }
  });
  return summary;
}

interface SharedState {
  streetIds: Map<string, string>;
  addressKeys: Set<string>;
  layerIds: Map<string, string>;
  stations: readonly StationPoint[];
}

async function writeChunk(
  db: Db,
  jurisdiction: JurisdictionInput,
  chunk: DatasetChunk,
  chunkIndex: number,
  shared: SharedState,
  summary: ImportSummary,
  progress: ImportProgress,
): Promise<void> {
  const jid = jurisdiction.id;
  const parcelId = (sourceId: string) => `${jid}/${sourceId}`;
  const lotEntries = indexed(
    chunk.parcels.filter((p) => p.kind === 'lot'),
    (p) => p.lot,
  );
  const lots = new GeometryIndex<ParcelInput>(lotEntries);
  const bboxBySource = new Map<string, BBox>(lotEntries.map((e) => [e.item.sourceId, e.bbox]));
  const parcelSources = new Set(chunk.parcels.map((p) => p.sourceId));

  // Zoning: the district covering most of each lot, on every zoning map.
  const zoneRows: (typeof parcelZoning.$inferInsert)[] = [];
  const currentZone = new Map<string, string>();
  for (const map of chunk.zoningMaps) {
    const districts = new GeometryIndex(indexed(map.districts, (d) => d.geometry));
    lotEntries.forEach((entry, i) => {
      const best = bestDistrict(districts, entry.geometry, entry.bbox);
      if (best) {
        zoneRows.push({ parcelId: parcelId(entry.item.sourceId), zoningMap: map.zoningMap, zoneCode: best.item.zoneCode, coverage: Number(best.coverage.toFixed(4)) });
        if (map.isCurrent) currentZone.set(entry.item.sourceId, best.item.zoneCode);
      }
      if (i % 500 === 0) progress(`zoning ${map.zoningMap}`, i, lotEntries.length);
    });
    progress(`zoning ${map.zoningMap}`, lotEntries.length, lotEntries.length);
  }

  // Parcels, each lot with its nearest station when the state has stations on file.
  const nearest = new Map<string, NonNullable<ReturnType<typeof nearestStations>[number]>>();
  nearestStations(lotEntries.map((e) => e.geometry), shared.stations).forEach((station, i) => {
    if (station) nearest.set(lotEntries[i]!.item.sourceId, station);
  });
  progress('nearest stations', nearest.size, lotEntries.length);
  const parcelRows = chunk.parcels.map((p) => {
    const bbox = bboxBySource.get(p.sourceId) ?? bboxOf(p.lot);
    return {
      id: parcelId(p.sourceId),
      jurisdictionId: jid,
      sourceId: p.sourceId,
      kind: p.kind,
      city: jurisdiction.name,
      state: jurisdiction.state,
      zipCode: p.zipCode ?? jurisdiction.zipCode,
      county: jurisdiction.county,
      lot: p.lot,
      lotSizeSqFt: p.lotSizeSqFt ?? Math.round(areaSqFt(p.lot)),
      propertyTypeName: p.propertyTypeName,
      useCode: p.useCode,
      useDescription: p.useDescription,
      zoneCode: p.zoneCode ?? currentZone.get(p.sourceId) ?? null,
      grossBuildingAreaSqFt: p.grossBuildingAreaSqFt,
      grossFloorAreaSqFt: p.grossFloorAreaSqFt,
      habitableAreaSqFt: p.habitableAreaSqFt,
      basementAreaSqFt: p.basementAreaSqFt,
      yearBuilt: p.yearBuilt,
      style: p.style,
      stories: p.stories,
      units: p.units,
      buildingsKnown: chunk.buildingsKnownFor ? chunk.buildingsKnownFor.has(p.sourceId) : true,
      nearestStation: nearest.get(p.sourceId) ?? null,
      bbox: cubeFromBBox(bbox),
    };
  });
  let written = 0;
  await insertBatched(parcelRows, async (batch) => {
    await db.insert(parcels).values(batch);
    written += batch.length;
    progress('parcels', written, parcelRows.length);
  });
  summary.parcels += parcelRows.length;
  summary.lots += lotEntries.length;
  await insertBatched(zoneRows, (batch) => db.insert(parcelZoning).values(batch));
  summary.zonedLots += currentZone.size;

  // Buildings: on the lot the source names, else on the lot containing the centroid.
  const buildingRows: (typeof buildings.$inferInsert)[] = [];
  for (const b of chunk.buildings) {
    const lotSource = b.parcelSourceId && parcelSources.has(b.parcelSourceId) ? b.parcelSourceId : lotOfFootprint(lots, b.footprint)?.sourceId;
    if (!lotSource) {
      summary.rejected.push({ source: 'buildings', id: b.sourceId, reason: 'lies outside every lot' });
      continue;
    }
    buildingRows.push({
      id: `${jid}/b/${b.sourceId}`,
      parcelId: parcelId(lotSource),
      kind: b.kind,
      label: b.label,
      source: 'survey',
      footprint: b.footprint,
      footprintSqFt: Math.round(areaSqFt(b.footprint) * 10) / 10,
      heightFt: b.heightFt,
    });
  }
  if (chunk.buildingsRankedByArea) rankByArea(buildingRows);
  await insertBatched(buildingRows, (batch) => db.insert(buildings).values(batch));
  summary.buildings += buildingRows.length;
  progress('buildings', buildingRows.length, buildingRows.length);

  // Streets and addresses.
  const lotBySource = new Map(chunk.parcels.map((p) => [p.sourceId, p]));
  const streetRows: (typeof streets.$inferInsert)[] = [];
  const addressRows: (typeof addresses.$inferInsert)[] = [];
  for (const a of chunk.addresses) {
    const parcel = lotBySource.get(a.parcelSourceId);
    if (!parcel) {
      summary.rejected.push({ source: 'addresses', id: `${a.streetNumber} ${a.street}`, reason: `names lot ${a.parcelSourceId}, which is not in the data` });
      continue;
    }
    const nameNorm = normalizeAddressText(a.street);
    const zipCode = parcel.zipCode ?? jurisdiction.zipCode;
    const streetKey = nameNorm;
    let streetId = shared.streetIds.get(streetKey);
    if (!streetId) {
      streetId = `${jid}/s/${slug(a.street)}`;
      shared.streetIds.set(streetKey, streetId);
      streetRows.push({
        id: streetId,
        jurisdictionId: jid,
        name: a.street,
        nameNorm,
        city: jurisdiction.name,
        placeNorm: normalizeAddressText(`${jurisdiction.name} ${jurisdiction.state} ${zipCode}`),
        state: jurisdiction.state,
      });
    }
    const number = a.streetNumber.toUpperCase();
    const numberTo = a.streetNumberTo ? Number(a.streetNumberTo) : null;
    const key = `${streetId}|${number}`;
    if (shared.addressKeys.has(key)) continue; // the same address listed twice (units, condos)
    shared.addressKeys.add(key);
    const point = a.point ?? pointOnSurface(parcel.lot);
    const place = zipCode ? `${jurisdiction.name}, ${jurisdiction.state} ${zipCode}` : `${jurisdiction.name}, ${jurisdiction.state}`;
    addressRows.push({
      id: addressPlaceId(jid, a.street, number),
      parcelId: parcelId(parcel.sourceId),
      streetId,
      streetNumber: number,
      numberFrom: Number.parseInt(number, 10),
      numberTo,
      street: a.street,
      city: jurisdiction.name,
      state: jurisdiction.state,
      zipCode,
      label: `${numberTo === null ? number : `${number}\u2013${numberTo}`} ${a.street}, ${place}`,
      lng: point[0],
      lat: point[1],
      pointInferred: a.point === null,
    });
  }
  await insertBatched(streetRows, (batch) => db.insert(streets).values(batch));
  await insertBatched(addressRows, (batch) => db.insert(addresses).values(batch));
  summary.streets += streetRows.length;
  summary.addresses += addressRows.length;
  progress('addresses', addressRows.length, addressRows.length);

  // Zoning districts, for the map.
  const districtRows = chunk.zoningMaps.flatMap((map) =>
    indexed(map.districts, (d) => d.geometry).map((entry) => ({
      id: `${jid}/z/${slug(map.zoningMap)}/${chunkIndex}-${entry.item.sourceId}`,
      jurisdictionId: jid,
      zoningMap: map.zoningMap,
      zoneCode: entry.item.zoneCode,
      name: entry.item.name,
      geometry: entry.geometry,
      bbox: cubeFromBBox(entry.bbox),
    })),
  );
  await insertBatched(districtRows, (batch) => db.insert(zoningDistricts).values(batch));
  summary.districts += districtRows.length;

  // Map layers and the lots that touch each feature (or lie within the layer's buffer).
  for (const layer of chunk.layers) {
    let layerRowId = shared.layerIds.get(layer.layerId);
    if (!layerRowId) {
      layerRowId = `${jid}/l/${layer.layerId}`;
      shared.layerIds.set(layer.layerId, layerRowId);
      await db.insert(mapLayers).values({
        id: layerRowId,
        jurisdictionId: jid,
        layerId: layer.layerId,
        group: layer.group,
        name: layer.name,
        sourceUrls: layer.sources.map((source) => source.url),
        sources: layer.sources,
        bufferFt: layer.bufferFt,
      });
    }
    const featureRows: (typeof mapLayerFeatures.$inferInsert)[] = [];
    const hitRows: (typeof parcelLayerHits.$inferInsert)[] = [];
    indexed(layer.features, (f) => f.geometry).forEach((entry, i) => {
      const f = entry.item;
      const featureId = `${layerRowId}/${chunkIndex}-${f.sourceId}`;
      featureRows.push({ id: featureId, mapLayerId: layerRowId, name: f.name, status: f.status, badgeText: f.badgeText, properties: f.properties, geometry: f.geometry, bbox: cubeFromBBox(entry.bbox) });
      for (const hit of lotsNear(lots, f.geometry, layer.bufferFt)) {
        hitRows.push({
          parcelId: parcelId(hit.item.sourceId),
          featureId,
          mapLayerId: layerRowId,
          distanceFt: Math.round(hit.distanceFt * 10) / 10,
          status: hit.distanceFt === 0 ? f.status : 'YELLOW',
        });
      }
      progress(`layer ${layer.layerId}`, i + 1, layer.features.length);
    });
    await insertBatched(featureRows, (batch) => db.insert(mapLayerFeatures).values(batch));
    await insertBatched(hitRows, (batch) => db.insert(parcelLayerHits).values(batch));
    summary.layerFeatures += featureRows.length;
    summary.layerHits += hitRows.length;
  }

  // The street layer, cut into tiles so that a lot's box meets only the pieces near it.
  const features = chunk.streetFeatures ?? [];
  const pieceRows: (typeof streetFeatures.$inferInsert)[] = [];
  features.forEach((f, i) => {
    const pieces = f.kind === 'pavement' ? tileArea(f.geometry) : tileLine(f.geometry);
    pieces.forEach((geometry, k) => {
      pieceRows.push({
        id: `${jid}/sf/${chunkIndex}-${f.sourceId}/${k + 1}`,
        jurisdictionId: jid,
        sourceId: f.sourceId,
        kind: f.kind,
        name: f.name,
        geometry,
        bbox: cubeFromBBox(bboxOf(positionsOf(geometry))),
      });
    });
    if (i % 100 === 0) progress('street features', i, features.length);
  });
  await insertBatched(pieceRows, (batch) => db.insert(streetFeatures).values(batch));
  summary.streetFeatures += features.length;
  summary.streetPieces += pieceRows.length;
  if (features.length > 0) progress('street features', features.length, features.length);

  // Where the base map names each street: in the roadway, from the lots' fronts and addresses.
  const places = chunkNamePlaces(chunk);
  const nameRows: (typeof streetFeatures.$inferInsert)[] = places.map((place, i) => {
    const geometry = nameLine(place);
    return { id: `${jid}/sn/${chunkIndex}-${i + 1}`, jurisdictionId: jid, sourceId: `name-${i + 1}`, kind: 'name', name: place.name, geometry, bbox: cubeFromBBox(bboxOf(geometry.coordinates)) };
  });
  await insertBatched(nameRows, (batch) => db.insert(streetFeatures).values(batch));
  summary.namePlaces += nameRows.length;
  if (nameRows.length > 0) progress('street names', nameRows.length, nameRows.length);
}

/** Every position of an area or line geometry. */
function positionsOf(geometry: AreaGeometry | LineGeometry): Position[] {
  switch (geometry.type) {
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

/** Kinds for a source that names none: on each lot the largest footprint is the main building, the others outbuildings. */
function rankByArea(rows: (typeof buildings.$inferInsert)[]): void {
  const largest = new Map<string, typeof buildings.$inferInsert>();
  for (const row of rows) {
    const best = largest.get(row.parcelId);
    if (!best || (row.footprintSqFt ?? 0) > (best.footprintSqFt ?? 0)) largest.set(row.parcelId, row);
  }
  for (const row of rows) {
    const main = largest.get(row.parcelId) === row;
    row.kind = main ? 'main' : 'outbuilding';
    row.label = main ? 'building' : 'outbuilding';
  }
}
