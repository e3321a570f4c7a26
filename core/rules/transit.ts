// Parking near transit (decision 052): where a ruleset waives parking near a station
// (Massachusetts: none within 0.5 mile of a commuter rail station, subway station, ferry terminal
// or bus station, M.G.L. c.40A §3), what the lot's nearest station in our data says. The law
// measures from the ADU, which is not placed yet: a lot wholly within the distance waives it, a lot
// that straddles it waives it for an ADU on the near part, and a lot beyond it keeps the limit.
import type { NearestStation, StationKind, TransitParking } from './model';
import { ruleSentence } from './texts';

/** How the lot lies to the nearest station: wholly within the distance, partly, beyond it, or not known (no station data on file). */
export type TransitReach = 'within' | 'partly_within' | 'beyond' | 'no_data';

/** What parking near transit comes to for a lot. */
export interface ParkingTransit {
  reach: TransitReach;
  /** The nearest station in the data, or null without station data. */
  station: NearestStation | null;
  /** The distance the rule waives parking within, in feet. */
  withinFt: number;
  /** The spaces that may be required beyond that distance (null: no source gives a number). */
  spacesBeyond: number | null;
}

/** The same in the report's words (`bylaws.adu.parking_transit`), distances in feet. */
export interface ParkingTransitAnswer {
  reach: TransitReach;
  station: string | null;
  station_kind: StationKind | null;
  distance_ft: number | null;
  farthest_ft: number | null;
  within_ft: number;
  spaces_beyond: number | null;
}

/** The answer's form of a lot's parking near transit. */
export function parkingTransitAnswer(transit: ParkingTransit): ParkingTransitAnswer {
  return {
    reach: transit.reach,
    station: transit.station?.name ?? null,
    station_kind: transit.station?.kind ?? null,
    distance_ft: transit.station?.nearFt ?? null,
    farthest_ft: transit.station?.farFt ?? null,
    within_ft: transit.withinFt,
    spaces_beyond: transit.spacesBeyond,
  };
}

/** Which line a report shows for parking: the waiver near a station, the limit beyond, without station data, or a plain limit. */
export type ParkingLineKey = 'nearStation' | 'partlyNearStation' | 'noStationNear' | 'noStationData' | 'atMost' | 'unknown';

/**
 * The parking line of a report (widget and PDF word it from their catalogues): its key and
 * values, the station named and its distance in miles ('0 spaces: 0.3 mi from Lechmere station').
 */
export function parkingLine(spaces: number | null, transit: ParkingTransitAnswer | null): { key: ParkingLineKey; values: { spaces: number; station: string; miles: string; farMiles: string } } {
  const values = {
    spaces: transit?.spaces_beyond ?? spaces ?? 0,
    station: transit?.station ?? '',
    miles: transit?.distance_ft === null || transit?.distance_ft === undefined ? '' : milesText(transit.distance_ft),
    farMiles: transit?.farthest_ft === null || transit?.farthest_ft === undefined ? '' : milesText(transit.farthest_ft),
  };
  if (transit) {
    const key = ({ within: 'nearStation', partly_within: 'partlyNearStation', beyond: 'noStationNear', no_data: 'noStationData' } as const)[transit.reach];
    return { key, values };
  }
  return { key: spaces === null ? 'unknown' : 'atMost', values };
}

/** The words of a station kind, for the notes (texts-es.ts has their Spanish). */
export const STATION_KIND_WORDS: Record<StationKind, string> = {
  commuter_rail: 'commuter rail station',
  subway: 'subway station',
  bus_rapid_transit: 'Silver Line bus rapid transit stop',
};

/** Where a lot lies to its nearest station (undefined or null: no station data on file here). */
export function transitReach(station: NearestStation | null | undefined, rule: Pick<TransitParking, 'withinFt'>, spacesBeyond: number | null = null): ParkingTransit {
  if (!station) return { reach: 'no_data', station: null, withinFt: rule.withinFt, spacesBeyond };
  const reach: TransitReach = station.farFt <= rule.withinFt ? 'within' : station.nearFt <= rule.withinFt ? 'partly_within' : 'beyond';
  return { reach, station, withinFt: rule.withinFt, spacesBeyond };
}

/** Miles with one decimal ('0.3'), two where one would read as the half mile itself or as nothing ('0.49', '0.04'). */
export function milesText(feet: number): string {
  const miles = feet / 5280;
  const one = miles.toFixed(1);
  return one === '0.5' || one === '0.0' ? miles.toFixed(2) : one;
}

/** The note that says what the distance to the nearest station does to parking. */
export function transitNote(transit: ParkingTransit): string {
  const { station } = transit;
  if (!station) return ruleSentence('note.parkingNoStationData');
  const values = { station: station.name, stationKind: STATION_KIND_WORDS[station.kind], miles: milesText(station.nearFt), farMiles: milesText(station.farFt) };
  switch (transit.reach) {
    case 'within':
      return ruleSentence('note.parkingNearStation', values);
    case 'partly_within':
      return ruleSentence('note.parkingPartlyNearStation', values);
    default:
      return ruleSentence('note.parkingNoStationNear', values);
  }
}
