// The feature shape every geodata reader yields, before the importer validates it.

/** One feature as read from a source file, with WGS84 [lng, lat] coordinates and never-null properties. */
export interface SourceFeature {
  id?: string | number;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}
