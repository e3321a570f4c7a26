// The station data that parking near transit is measured to (decision 052): MassGIS's layers of
// commuter rail and rapid transit stations. Data, not law: the law (M.G.L. c.40A §3) names the
// kinds of station; these layers say where the stations are. They hold no ferry terminals and no
// bus stations.
import type { SourceDocument } from '../../rules/documents';

export const TRANSIT_DOCUMENTS: SourceDocument[] = [
  {
    id: 'massgis-transit-stations',
    title: 'MassGIS Trains and MBTA Rapid Transit station layers',
    publisher: 'MassGIS (Bureau of Geographic Information, Commonwealth of Massachusetts)',
    jurisdiction: 'MA',
    sourceUrl: 'https://www.mass.gov/info-details/massgis-data-trains',
    verifiedAt: '2026-12-03',
    kind: 'primary',
    sections: [
      {
        id: 'trains-node',
        heading: 'Commuter rail stations (TRAINS_NODE)',
        excerpt: 'The points of the state\u2019s passenger rail stations; those the layer marks as commuter rail stations with year-round service are used (metadata synchronized 2025-10-30).',
      },
      {
        id: 'mbta-node',
        heading: 'Rapid transit stations (MBTA_NODE)',
        excerpt: 'The points of the MBTA\u2019s Red, Orange, Blue and Green Line stations and the Silver Line\u2019s stops.',
      },
    ],
  },
];
