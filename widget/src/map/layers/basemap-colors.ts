// The base map's colours (docs/design.md, Colour: the base map is quiet under the lot), shared by
// the map drawn from our data (BaseMap.tsx) and the Protomaps one (protomaps-layer.ts), so both
// look alike whichever the server offers.

/** Land, streets with their edge, lots, buildings with their edge, water, and street names with their halo. */
export const BASEMAP_COLORS = {
  land: '#f4f1ea',
  street: '#ffffff',
  streetCasing: '#d4cfc6',
  water: '#a9cfe0',
  lot: '#cdc6ba',
  building: '#ddd5cb',
  buildingEdge: '#c3b7a8',
  name: '#4a4f55',
  nameHalo: '#ffffff',
} as const;

/** A street's drawn width, in feet (a two-lane residential street curb to curb). */
export const STREET_WIDTH_FT = 30;
