// Entry point of the geodata readers: picks the reader for a file by its extension.
import { extname } from 'node:path';
import { readFlatGeobuf } from './read-flatgeobuf';
import { readGeoJson } from './read-geojson';
import { readShapefile, readZippedShapefile } from './read-shapefile';
import type { SourceFeature } from './types';

/** Options of readFeatures: the source CRS when the file does not state it, and the layer of a multi-layer file. */
export interface ReadFeaturesOptions {
  crs?: string;
  layer?: string;
}

/** Yields the features of a .geojson/.json/.topojson, .fgb, .shp or zipped-shapefile file with WGS84 coordinates. */
export async function* readFeatures(path: string, options: ReadFeaturesOptions = {}): AsyncGenerator<SourceFeature> {
  switch (extname(path).toLowerCase()) {
    case '.geojson':
    case '.json':
    case '.topojson':
      yield* readGeoJson(path, options);
      return;
    case '.fgb':
      yield* readFlatGeobuf(path, options);
      return;
    case '.shp':
      yield* readShapefile(path, options);
      return;
    case '.zip':
      yield* readZippedShapefile(path, options);
      return;
    default:
      throw new Error(`Unsupported file type: ${path}`);
  }
}
