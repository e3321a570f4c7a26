// Bellingham, MA from the MassGIS standardized assessors' parcels (Level 3, CY2025/FY2026):
// parcels with assessor attributes and zoning codes; no building footprints, zoning polygons or
// map layers in the source, so lots say their buildings are unknown.
import { propertyTypeFromUseCode } from '../../../../core/property/use-code';
import { numberOrNull, textOrNull, titleCase, type ImportProfile } from '../profile';

const SQFT_PER_ACRE = 43_560;

/** The Bellingham profile. */
export const bellinghamProfile: ImportProfile = {
  id: 'bellingham-ma',
  description: 'Bellingham, MA: MassGIS L3 parcels CY2025/FY2026 with assessor attributes',
  jurisdiction: {
    id: 'ma-bellingham',
    state: 'MA',
    name: 'Bellingham',
    county: 'Norfolk',
    kind: 'town',
    zipCode: '02019',
    externalLinks: [
      { subject: 'Town of Bellingham', link: 'https://www.bellinghamma.org/' },
      { subject: 'MassGIS property tax parcels', link: 'https://www.mass.gov/info-details/massgis-data-property-tax-parcels' },
    ],
    source: 'MassGIS Standardized Assessors\u2019 Parcels (Level 3), Bellingham CY2025/FY2026',
  },
  parcels: {
    file: 'parcels_cy25_fy26.geojson',
    map: (p, geometry) => {
      const polyType = textOrNull(p.poly_type);
      const useCode = textOrNull(p.use_code);
      const acres = numberOrNull(p.lot_size_acres);
      const year = numberOrNull(p.year_built);
      return {
        sourceId: textOrNull(p.map_par_id) ?? textOrNull(p.loc_id),
        kind: polyType === 'WATER' ? 'water' : polyType && polyType.endsWith('ROW') ? 'right_of_way' : 'lot',
        lot: geometry,
        zipCode: textOrNull(p.zip) ?? undefined,
        lotSizeSqFt: acres === null || acres <= 0 ? null : Math.round(acres * SQFT_PER_ACRE),
        propertyTypeName: propertyTypeFromUseCode(useCode),
        useCode,
        useDescription: null,
        zoneCode: textOrNull(p.zoning),
        grossBuildingAreaSqFt: numberOrNull(p.bld_area_sqft),
        grossFloorAreaSqFt: numberOrNull(p.bld_area_sqft),
        habitableAreaSqFt: numberOrNull(p.res_area_sqft),
        basementAreaSqFt: null,
        yearBuilt: year && year > 1600 ? Math.round(year) : null,
        style: textOrNull(p.style) === null ? null : titleCase(String(p.style)),
        stories: numberOrNull(p.stories),
        units: numberOrNull(p.units),
      };
    },
  },
  parcelAddresses: (p, sourceId) => {
    const number = textOrNull(p.addr_num);
    const street = textOrNull(p.full_str);
    if (!number || !street || number === '0') return [];
    return [{ parcelSourceId: sourceId, streetNumber: number, street: titleCase(street), point: null }];
  },
};
