// The map layers behind special considerations (spec 2 section 3), with their display names and
// groups. Importers and the demo town take names and groups from here.

/** A layer's group in the report. */
export type GisLayerGroup = 'ENVIRONMENTAL' | 'REGULATORY';

/** Every layer id the report knows, with its name and group. */
export const GIS_LAYERS = {
  WETLANDS: { name: 'Wetlands', group: 'ENVIRONMENTAL' },
  HISTORICAL_PRESERVATION: { name: 'Historical Preservation', group: 'REGULATORY' },
  FEMA: { name: 'FEMA Flood Zones', group: 'ENVIRONMENTAL' },
  COASTAL: { name: 'California Coastal Zone', group: 'REGULATORY' },
  TSUNAMI: { name: 'Tsunami Inundation Zones', group: 'ENVIRONMENTAL' },
  TAHOE: { name: 'Tahoe Regional Planning Agency', group: 'REGULATORY' },
  TRANSIT_CORRIDOR: { name: 'High-Quality Transit Corridor', group: 'REGULATORY' },
  SEISMIC_HAZARD: { name: 'Seismic Hazard Zone', group: 'ENVIRONMENTAL' },
  EARTHQUAKE_FAULT: { name: 'Alquist-Priolo Earthquake Fault Zone', group: 'ENVIRONMENTAL' },
  WUI: { name: 'Wildland-Urban Interface', group: 'ENVIRONMENTAL' },
  FIRE_HAZARD: { name: 'Fire Hazard Severity Zone', group: 'ENVIRONMENTAL' },
  SHORELAND: { name: 'Shoreland Zone, possible', group: 'ENVIRONMENTAL' },
  ZONE_A: { name: 'Surface Water Supply Protection Area', group: 'ENVIRONMENTAL' },
  TITLE5: { name: 'Septic Setback Area', group: 'ENVIRONMENTAL' },
} as const satisfies Record<string, { name: string; group: GisLayerGroup }>;

/** A layer id of spec 2. */
export type GisLayerId = keyof typeof GIS_LAYERS;
