// Massachusetts stations from MassGIS, as ../shared/data/massachusetts-transit holds them: the
// "Trains" layer's stations (TRAINS_NODE, a point shapefile in EPSG:26986) and the MBTA rapid
// transit stations (MBTA_NODE, converted to WGS84 GeoJSON). Which of them count as the commuter
// rail and subway stations of M.G.L. c.40A §3 is decision 052: commuter rail stations with
// year-round service (C_RAILSTAT 'Y'; seasonal CapeFLYER and event-only Foxboro stops, Amtrak-only
// stations, freight points and proposed stations are left out), every rapid transit station, and
// the Silver Line's stops as bus rapid transit. The files hold no ferry terminals or bus stations.
import { titleCase, textOrNull } from '../profile';
import type { StationProfile } from '../stations';

const MASSGIS = 'MassGIS (Bureau of Geographic Information, Commonwealth of Massachusetts)';

/** The Massachusetts station profile. */
export const massachusettsTransitProfile: StationProfile = {
  id: 'ma-transit',
  description: 'Massachusetts stations: MassGIS commuter rail (TRAINS_NODE) and MBTA rapid transit (MBTA_NODE); no ferry terminals or bus stations',
  state: 'MA',
  files: [
    {
      file: 'TRAINS_NODE.shp',
      // The .prj says NAD83 / Massachusetts Mainland (metres); the fallback when it is missing.
      crs: 'EPSG:26986',
      source: `${MASSGIS}: Trains, stations (TRAINS_NODE)`,
      map: (p) => {
        const name = textOrNull(p.STATION);
        if (!name || p.C_RAILSTAT !== 'Y') return null;
        return { sourceId: name, name: titleCase(name), kind: 'commuter_rail', lines: textOrNull(p.LINE_BRNCH) };
      },
    },
    {
      file: 'mbta_node_stations.geojson',
      source: `${MASSGIS}: MBTA Rapid Transit, stations (MBTA_NODE)`,
      map: (p) => {
        const name = textOrNull(p.STATION);
        const line = textOrNull(p.LINE);
        if (!name || !line) return null;
        // A Silver Line stop is listed once per route and direction; its id keeps the route.
        return { sourceId: `${line}-${name}-${textOrNull(p.ROUTE) ?? ''}`, name, kind: line === 'SILVER' ? 'bus_rapid_transit' : 'subway', lines: line };
      },
    },
  ],
};
