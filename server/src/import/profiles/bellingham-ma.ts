// Bellingham, MA from the MassGIS standardized assessors' parcels (Level 3, CY2025/FY2026), as the
// shared data holds them: the parcel shapefile already joined to the assessor table in one GeoJSON
// file (field names in lower case, a few renamed, owners dropped), and the use-code lookup as CSV.
// The mapping is massgis-l3's; no building footprints, zoning polygons or map layers in the
// source, so lots say their buildings are unknown (unless the folder holds a footprint file, see
// footprints.ts) and the assessor's zoning code is the zone. The
// file keeps only the first assessor record of a lot: a condominium of several units gives one
// unit's floor area, not its building's, so its floor area is unknown (massgis-l3's
// condominiumBuildingArea) and the report asks for it; a Level 3 download sums the units'.
import { join } from 'node:path';
import { readCsv } from '../readers/read-csv';
import type { ProfileTemplate, Props } from '../profile';
import { footprintSource } from './footprints';
import { l3Addresses, l3Jurisdiction, l3Parcel, useCodeDescriptions } from './massgis-l3';

/** The joined file's names for the Level 3 fields it renamed. */
const RENAMED: Record<string, string> = { lot_size_acres: 'LOT_SIZE', bld_area_sqft: 'BLD_AREA', res_area_sqft: 'RES_AREA' };

/** A joined record under the Level 3 field names. */
function asL3(p: Props): Props {
  return Object.fromEntries(Object.entries(p).map(([key, value]) => [RENAMED[key] ?? key.toUpperCase(), value]));
}

const JURISDICTION = {
  ...l3Jurisdiction('Bellingham', { zipCode: '02019', vintage: 'CY2025/FY2026' }),
  externalLinks: [
    { subject: 'Town of Bellingham', link: 'https://www.bellinghamma.org/' },
    { subject: 'MassGIS property tax parcels', link: 'https://www.mass.gov/info-details/massgis-data-property-tax-parcels' },
  ],
};

/** The Bellingham profile. */
export const bellinghamProfile: ProfileTemplate & { jurisdiction: typeof JURISDICTION } = {
  id: 'bellingham-ma',
  description: 'Bellingham, MA: MassGIS L3 parcels CY2025/FY2026 with assessor attributes (joined GeoJSON)',
  jurisdiction: JURISDICTION,
  async resolve(dir) {
    const useDescriptions = await useCodeDescriptions(readCsv(join(dir, 'use_code_lookup.csv')));
    const buildings = await footprintSource(dir);
    return {
      id: 'bellingham-ma',
      description: this.description,
      jurisdiction: JURISDICTION,
      parcels: { file: 'parcels_cy25_fy26.geojson', map: (p, geometry) => l3Parcel(asL3(p), geometry, useDescriptions) },
      parcelAddresses: (p, sourceId) => l3Addresses(asL3(p), sourceId),
      ...(buildings ? { buildings } : {}),
    };
  },
};
