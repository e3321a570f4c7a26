// Cambridge, MA from the city's open GIS data (cambridgegis/cambridgegis_data, PDDL 1.0): FY2014
// parcels with tax attributes, the master address list, building footprints of the Kendall / East
// Cambridge window, both zoning maps, FEMA flood zones, wetlands and water bodies, the historic
// layers, and the basemap's road polygons as the street layer. File names as in
// ../shared/data/cambridge-ma (see its README for provenance).
import { propertyTypeFromUseCode } from '../../../../core/property';
import { numberOrNull, textOrNull, titleCase, type ImportProfile } from '../profile';

const CITY_GIS = 'https://github.com/cambridgegis/cambridgegis_data';

/** Splits an assessor location such as '1-3 ROCKINGHAM PL' into number and street. */
export function parseAssessorAddress(location: string): { streetNumber: string; street: string } | null {
  const match = /^\s*(\d+[A-Z]?(?:-\d+[A-Z]?)?)\s+(.+?)\s*$/i.exec(location);
  return match ? { streetNumber: match[1]!, street: titleCase(match[2]!) } : null;
}

/** The `TYPE`s of the basemap's road polygons that are pavement: streets, unpaved ways, alleys and bridges (not RD-TRAF-ISLAND). */
export const CAMBRIDGE_PAVEMENT_TYPES: readonly string[] = ['RD-PAVED', 'RD-UNPAVED', 'RD-ALLEY', 'RD-BRIDGE'];

/** The use code of a condominium building, whose tax records are its own and its units'. */
const CONDOMINIUM_BUILDING = '199';

/**
 * The dwelling units of a condominium building (use code 199) from its tax records: the building's
 * own record and one per unit (no condominium building has exactly two records, and most have three
 * or four: the city's two-family and three-decker conversions). Null for other lots, and when
 * the records do not tell.
 */
export function condominiumUnits(useCode: string | null, taxRecords: number | null): number | null {
  return useCode === CONDOMINIUM_BUILDING && taxRecords !== null && taxRecords >= 3 ? taxRecords - 1 : null;
}

/** The use code of a condominium unit's record. */
const CONDOMINIUM_UNIT = '102';

/**
 * The gross floor area of a lot's principal dwelling from its joined tax record. A condominium
 * building's record (199) carries the building's gross area. A lot whose joined record is a unit's
 * (102) among several tax records carries that one unit's area, not the building's, which 760 CMR
 * 71.02 makes the principal dwelling: null, and the report asks for it (two lots, 1 Newport Rd and
 * 2 Crawford St, of 41 and 38 records).
 */
export function principalGrossAreaSqFt(useCode: string | null, taxRecords: number | null, grossAreaSqFt: number | null): number | null {
  return useCode === CONDOMINIUM_UNIT && (taxRecords ?? 1) > 1 ? null : grossAreaSqFt;
}

/** The Cambridge profile. */
export const cambridgeProfile: ImportProfile = {
  id: 'cambridge-ma',
  description: 'Cambridge, MA: parcels FY2014, addresses, Kendall buildings, zoning (current and 2024-03), FEMA, wetlands, historic, road pavement',
  jurisdiction: {
    id: 'ma-cambridge',
    state: 'MA',
    name: 'Cambridge',
    county: 'Middlesex',
    kind: 'city',
    zipCode: '',
    externalLinks: [
      { subject: 'Zoning Ordinance', link: 'https://library.municode.com/ma/cambridge/codes/zoning_ordinance' },
      { subject: 'Cambridge Historical Commission', link: 'https://www.cambridgema.gov/historic' },
      { subject: 'City GIS data', link: CITY_GIS },
    ],
    source: `${CITY_GIS} (PDDL 1.0)`,
  },
  parcels: {
    file: 'parcels_fy2014.geojson',
    map: (p, geometry) => {
      const useCode = textOrNull(p.use_code);
      const land = numberOrNull(p.land_area_sqft);
      const gross = principalGrossAreaSqFt(useCode, numberOrNull(p.tax_records), numberOrNull(p.gross_area_sqft));
      const year = numberOrNull(p.year_built);
      const units = numberOrNull(p.units) ?? condominiumUnits(useCode, numberOrNull(p.tax_records));
      return {
        sourceId: textOrNull(p.ml) ?? textOrNull(p.loc_id),
        // Rows without a tax record are streets and other untaxed right-of-way (data README).
        kind: useCode ? 'lot' : 'right_of_way',
        lot: geometry,
        lotSizeSqFt: land === null ? null : Math.round(land),
        propertyTypeName: propertyTypeFromUseCode(useCode, units),
        useCode,
        useDescription: textOrNull(p.use_desc),
        zoneCode: null,
        grossBuildingAreaSqFt: gross,
        grossFloorAreaSqFt: gross,
        habitableAreaSqFt: null,
        basementAreaSqFt: null,
        yearBuilt: year && year > 1600 ? Math.round(year) : null,
        style: textOrNull(p.style),
        stories: numberOrNull(p.stories),
        units,
      };
    },
  },
  addresses: [
    {
      file: 'master_address_list_maplot_bldgid.csv',
      map: (row) => {
        // A letter joins its number ('7' 'A' is 7A, 'R' a rear building); a unit number or a half
        // follows a hyphen, as the list's full_address writes it ('18' '1' is 18-1 Bay St, never 181).
        const suffix = (row.street_number_suffix ?? '').replace(/["\s]/g, '');
        const number = `${(row.street_number ?? '').trim()}${/^[A-Za-z]$/.test(suffix) || suffix === '' ? suffix : `-${suffix}`}`;
        const street = titleCase([row.street_name, row.street_suffix, row.dir_suffix].filter((part) => part?.trim()).join(' '));
        if (!row.MapLot || !number || !street) return null;
        return { parcelSourceId: row.MapLot, streetNumber: number, street, point: null };
      },
    },
  ],
  parcelAddresses: (p, sourceId) => {
    const parsed = typeof p.address === 'string' ? parseAssessorAddress(p.address) : null;
    if (!parsed) return [];
    const numbers = parsed.streetNumber.split('-');
    return [...new Set([numbers[0]!, numbers[numbers.length - 1]!])].map((streetNumber) => ({ parcelSourceId: sourceId, streetNumber, street: parsed.street, point: null }));
  },
  buildings: {
    file: 'buildings_kendall_east_cambridge_2017.geojson',
    extentFile: 'buildings_kendall_east_cambridge_extent.geojson',
    map: (p, geometry) => {
      const type = textOrNull(p.type);
      if (type !== 'BLDG' && type !== 'OUTBLDG' && type !== 'MOBILE') return null; // walkways, ruins, construction
      return {
        sourceId: textOrNull(p.bldg_id),
        parcelSourceId: textOrNull(p.ml),
        kind: type === 'OUTBLDG' ? 'outbuilding' : 'main',
        label: type === 'OUTBLDG' ? 'outbuilding' : type === 'MOBILE' ? 'mobile home' : 'building',
        footprint: geometry,
        heightFt: numberOrNull(p.top_height_ft) ?? numberOrNull(p.roofline_height_ft),
      };
    },
  },
  zoning: [
    {
      file: 'zoning_districts.geojson',
      zoningMap: '2026-03',
      isCurrent: true,
      names: { file: 'zoning_district_names.csv', code: 'Zone_Type', name: 'District_Name' },
      map: (p) => ({ sourceId: textOrNull(p.GlobalID) ?? String(p.ZCODE), zoneCode: String(p.ZONE_TYPE), name: null }),
    },
    {
      file: 'zoning_districts_2024-03_pre_reform.geojson',
      zoningMap: '2024-03',
      isCurrent: false,
      names: { file: 'zoning_district_names.csv', code: 'Zone_Type', name: 'District_Name' },
      map: (p) => ({ sourceId: textOrNull(p.GlobalID) ?? String(p.ZCODE), zoneCode: String(p.ZONE_TYPE), name: null }),
    },
  ],
  layers: [
    {
      layerId: 'FEMA',
      sources: [
        { label: 'FEMA National Flood Hazard Layer (FIRM effective July 8, 2025)', url: 'https://msc.fema.gov/portal/search' },
        { label: 'City of Cambridge GIS: FEMA floodplains', url: CITY_GIS },
      ],
      bufferFt: 0,
      files: [
        {
          file: 'fema_flood_zones_0_2pct.geojson',
          map: (p) => {
            const special = p.sfha_tf === 'T';
            const zone = textOrNull(p.fld_zone) ?? '?';
            return {
              sourceId: textOrNull(p.fld_ar_id) ?? textOrNull(p.GlobalID) ?? '',
              name: special ? `Special Flood Hazard Area, Zone ${zone}` : '0.2% annual chance flood hazard',
              // Zone AE is the 1 % annual-chance floodplain; zone X shaded is the 0.2 % one.
              status: special ? 'RED' : 'YELLOW',
              badgeText: p.zone_subty === 'FLOODWAY' ? `Floodway, Zone ${zone}` : `Zone ${zone}`,
              properties: { fld_zone: zone, zone_subty: textOrNull(p.zone_subty), dfirm_id: textOrNull(p.dfirm_id), static_bfe: numberOrNull(p.static_bfe) },
            };
          },
        },
      ],
    },
    {
      layerId: 'WETLANDS',
      sources: [
        { label: 'MassDEP: 310 CMR 10.00 Wetlands Protection Act Regulations', url: 'https://www.mass.gov/regulations/310-CMR-1000-wetlands-protection-act-regulations' },
        { label: 'City of Cambridge GIS: wetlands and water bodies', url: CITY_GIS },
      ],
      // 310 CMR 10.02(2)(b): work within 100 feet of a wetland resource area needs review.
      bufferFt: 100,
      files: [
        {
          file: 'wetlands.geojson',
          map: (p) => ({
            sourceId: String(p.WTLND_ID ?? p.GlobalID),
            name: textOrNull(p.NAMELOCATI),
            status: 'RED',
            badgeText: textOrNull(p.WTSYSTEM),
            properties: { system: textOrNull(p.WTSYSTEM), description: textOrNull(p.WTDESCRIPT) },
          }),
        },
        {
          file: 'water_bodies.geojson',
          map: (p) => ({
            sourceId: textOrNull(p.GlobalID) ?? textOrNull(p.NAME) ?? '',
            name: textOrNull(p.NAME),
            status: 'RED',
            badgeText: 'Water body',
            properties: { type: textOrNull(p.TYPE) },
          }),
        },
      ],
    },
    {
      layerId: 'HISTORICAL_PRESERVATION',
      sources: [
        { label: 'Cambridge Historical Commission', url: 'https://www.cambridgema.gov/historic' },
        { label: 'City of Cambridge GIS: historic districts and landmarks', url: CITY_GIS },
      ],
      bufferFt: 0,
      files: [
        {
          file: 'historic_districts.geojson',
          map: (p) => ({ sourceId: textOrNull(p.GlobalID) ?? '', name: `${textOrNull(p.NAME)} Historic District`, status: 'YELLOW', badgeText: 'Historic District', properties: {} }),
        },
        {
          file: 'neighborhood_conservation_districts.geojson',
          map: (p) => ({ sourceId: textOrNull(p.GlobalID) ?? '', name: `${textOrNull(p.NAME)} Neighborhood Conservation District`, status: 'YELLOW', badgeText: 'Conservation District', properties: {} }),
        },
        {
          file: 'landmarks_and_easements.geojson',
          map: (p) => ({
            sourceId: textOrNull(p.GlobalID) ?? '',
            name: textOrNull(p.HISTORIC_N) ?? textOrNull(p.ADDRESS),
            status: 'YELLOW',
            badgeText: textOrNull(p.PROPERTY_T) ?? 'Landmark',
            properties: { address: textOrNull(p.ADDRESS) },
          }),
        },
        {
          file: 'national_register_historic_places.geojson',
          map: (p) => ({
            sourceId: textOrNull(p.GlobalID) ?? '',
            name: textOrNull(p.HistName) ?? textOrNull(p.LabelName),
            status: 'YELLOW',
            badgeText: 'National Register',
            properties: { district: p.NRDIS === 'Y' },
          }),
        },
      ],
    },
  ],
  streetLayer: {
    files: [
      {
        // The 1"=40' planimetric basemap (2018 flyover, edited to 2025): where the pavement runs. The
        // file names no streets. Traffic islands lie inside the roadway but are not pavement.
        file: 'roads_2018.topojson',
        layer: 'BASEMAP_Roads',
        kind: 'pavement',
        map: (p) => ({ name: null, include: CAMBRIDGE_PAVEMENT_TYPES.includes(String(p.TYPE)) }),
      },
    ],
  },
};
