// The self-hosted Protomaps base map as a Leaflet layer (decision 030): a PMTiles archive of the
// Protomaps basemap schema, read by byte ranges from the Lotline server and painted on canvas
// tiles by protomaps-leaflet, in the light flavour recoloured to the base map of docs/design.md
// (land, white streets with an edge drawn to scale, buildings with an edge, water, dark names on
// a white halo, greens muted so that no park reads as a setback area). Imported only by
// ProtomapsBaseMap, so this code and its libraries load in a chunk of their own.
import '../tools/leaflet-global';
import { namedFlavor, type Flavor } from '@protomaps/basemaps';
import type L from 'leaflet';
import { PMTiles } from 'pmtiles';
import { labelRules, leafletLayer, LineSymbolizer, paintRules, PolygonSymbolizer, type PaintRule } from 'protomaps-leaflet';
import { BASEMAP_COLORS as COLORS, STREET_WIDTH_FT } from './basemap-colors';

/** Parks, woods and scrub: grey-greens, quieter than the setback area's green. */
const MUTED_GREEN = { park: '#e3e6d7', wood: '#dde3d3', scrub: '#e6e8dc' } as const;

/** The light flavour in our colours. */
const FLAVOR: Flavor = {
  ...namedFlavor('light'),
  background: COLORS.land,
  earth: COLORS.land,
  water: COLORS.water,
  buildings: COLORS.building,
  park_a: MUTED_GREEN.park,
  park_b: MUTED_GREEN.park,
  wood_a: MUTED_GREEN.wood,
  wood_b: MUTED_GREEN.wood,
  scrub_a: MUTED_GREEN.scrub,
  scrub_b: MUTED_GREEN.scrub,
  roads_label_minor: COLORS.name,
  roads_label_minor_halo: COLORS.nameHalo,
  roads_label_major: COLORS.name,
  roads_label_major_halo: COLORS.nameHalo,
};

/** Feet on the ground per screen pixel at zoom 0 (Web Mercator), taken at 40°N, the middle of the contiguous states. */
const FEET_PER_PIXEL_Z0 = 156_543.03392 * Math.cos((40 * Math.PI) / 180) * 3.28084;

/** A width of `feet` on the ground in pixels at zoom `z`, never under `minPx`, so a street is a line when far out. */
const toScale = (feet: number, minPx: number) => (z: number) => Math.max(minPx, (feet * 2 ** z) / FEET_PER_PIXEL_Z0);

/** Streets by their `kind` in the Protomaps schema, drawn to scale: width curb to curb (feet) and the least width (pixels). */
const STREETS: readonly { kinds: readonly string[]; widthFt: number; minPx: number }[] = [
  { kinds: ['other'], widthFt: STREET_WIDTH_FT * 0.6, minPx: 1 },
  { kinds: ['minor_road'], widthFt: STREET_WIDTH_FT, minPx: 1.5 },
  { kinds: ['major_road'], widthFt: STREET_WIDTH_FT * 1.5, minPx: 2 },
  { kinds: ['highway'], widthFt: STREET_WIDTH_FT * 2, minPx: 3 },
];

/** Each street kind's edge, then its white middle, smallest kind first so bigger streets cross over. */
function streetRules(): PaintRule[] {
  return STREETS.flatMap(({ kinds, widthFt, minPx }) => {
    const width = toScale(widthFt, minPx);
    const filter = (_z: number, feature: { props: Record<string, unknown> }) => kinds.includes(String(feature.props.kind));
    return [
      { dataLayer: 'roads', filter, symbolizer: new LineSymbolizer({ color: COLORS.streetCasing, width: (z: number) => width(z) + 2, lineCap: 'round', lineJoin: 'round' }) },
      { dataLayer: 'roads', filter, symbolizer: new LineSymbolizer({ color: COLORS.street, width, lineCap: 'round', lineJoin: 'round' }) },
    ];
  });
}

/**
 * The flavour's paint rules with buildings edged, and our streets drawn right over the buildings;
 * the flavour's own thinner street lines follow, white on white, and its rails, paths and
 * boundaries stay as they are.
 */
function basemapPaintRules(): PaintRule[] {
  const rules = paintRules(FLAVOR).map((rule) =>
    rule.dataLayer === 'buildings' ? { ...rule, symbolizer: new PolygonSymbolizer({ fill: COLORS.building, stroke: COLORS.buildingEdge, width: 1 }) } : rule,
  );
  const afterBuildings = rules.findIndex((rule) => rule.dataLayer === 'buildings') + 1;
  return [...rules.slice(0, afterBuildings), ...streetRules(), ...rules.slice(afterBuildings)];
}

/** One reader per archive for the page's life, so its header and directories are read once; one that failed is dropped, so a later map tries again. */
const readers = new Map<string, PMTiles>();

/**
 * The base map layer of the archive at `url`, with names in `lang` where the archive has them.
 * Rejects when the archive cannot be read (missing, not PMTiles), so the map can draw another.
 */
export async function protomapsLayer(url: string, lang: string): Promise<L.GridLayer> {
  let archive = readers.get(url);
  if (!archive) readers.set(url, (archive = new PMTiles(url)));
  // The header comes with the root directory in the reader's first request, which the layer then reuses.
  const header = await archive.getHeader().catch((error: unknown) => {
    readers.delete(url);
    throw error;
  });
  return leafletLayer({
    url: archive,
    maxDataZoom: header.maxZoom,
    paintRules: basemapPaintRules(),
    labelRules: labelRules(FLAVOR, lang),
    backgroundColor: COLORS.land,
    lang,
  }) as unknown as L.GridLayer;
}
