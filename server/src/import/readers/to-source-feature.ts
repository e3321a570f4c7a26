// Normalisation of a parsed GeoJSON-like feature into a SourceFeature without trusting its shape.
import type { SourceFeature } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns any value into a SourceFeature: a missing or malformed geometry becomes null, missing properties an empty object. */
export function toSourceFeature(value: unknown): SourceFeature {
  const raw = isRecord(value) ? value : {};
  const geometry = isRecord(raw.geometry) && typeof raw.geometry.type === 'string'
    ? (raw.geometry as SourceFeature['geometry'])
    : null;
  const feature: SourceFeature = { geometry, properties: isRecord(raw.properties) ? raw.properties : {} };
  if (typeof raw.id === 'string' || typeof raw.id === 'number') feature.id = raw.id;
  return feature;
}
