// Reader for GeoJSON FeatureCollections and TopoJSON Topologies (whole-file parse; sources are at most ~10 MB).
import { readFile } from 'node:fs/promises';
import { feature as topologyFeature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { createReprojector } from './reproject';
import { toSourceFeature } from './to-source-feature';
import type { SourceFeature } from './types';

type Json = Record<string, unknown>;

function legacyCrs(document: Json): string | undefined {
  const crs = document.crs as { type?: unknown; properties?: { name?: unknown; code?: unknown } } | undefined;
  if (typeof crs?.properties?.name === 'string') return crs.properties.name;
  if (crs?.type === 'EPSG' && typeof crs.properties?.code === 'number') return `EPSG:${crs.properties.code}`;
  return undefined;
}

function topologyFeatures(topology: Topology, layer: string | undefined, path: string): unknown[] {
  const names = Object.keys(topology.objects ?? {});
  const name = layer ?? names[0];
  const object = name === undefined ? undefined : topology.objects[name];
  if (name === undefined || object === undefined) {
    throw new Error(`TopoJSON layer ${layer ?? '(first)'} not found in ${path}; layers: ${names.join(', ') || 'none'}`);
  }
  const converted = topologyFeature(topology, object);
  return converted.type === 'FeatureCollection' ? converted.features : [converted];
}

function documentFeatures(document: Json, layer: string | undefined, path: string): unknown[] {
  if (document.type === 'Topology') return topologyFeatures(document as unknown as Topology, layer, path);
  if (document.type === 'FeatureCollection' && Array.isArray(document.features)) return document.features;
  if (document.type === 'Feature') return [document];
  throw new Error(`Not a GeoJSON FeatureCollection or TopoJSON Topology: ${path}`);
}

/** Reads the features of a GeoJSON or TopoJSON file in WGS84; the CRS is options.crs, else a legacy `crs` member, else WGS84. */
export async function* readGeoJson(path: string, options: { crs?: string; layer?: string } = {}): AsyncGenerator<SourceFeature> {
  const parsed: unknown = JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`Not a GeoJSON FeatureCollection or TopoJSON Topology: ${path}`);
  const document = parsed as Json;
  const reproject = createReprojector(options.crs ?? legacyCrs(document) ?? 'EPSG:4326');
  for (const feature of documentFeatures(document, options.layer, path)) yield reproject(toSourceFeature(feature));
}
