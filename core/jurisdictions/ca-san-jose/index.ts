// San Jose, CA: its residential districts and, from March 5, 2026, its own ADU standards.
import type { Jurisdiction } from '../jurisdiction';
import { sanJose, sanJoseBefore2026 } from './rules';
import { SAN_JOSE_DOCUMENTS } from './sources';

export { sanJose, sanJoseBefore2026 } from './rules';

export const CA_SAN_JOSE: Jurisdiction = {
  id: 'ca-san-jose',
  name: 'San Jose',
  level: 'municipal',
  state: 'CA',
  rulesets: [sanJose, sanJoseBefore2026],
  documents: SAN_JOSE_DOCUMENTS,
  notOnFile: [
    'The text of Municipal Code \u00a7\u00a720.80.175 and 20.80.176: the standards are the city\u2019s bulletin of them (Bulletin #210, March 5, 2026).',
    'San Jose\u2019s own ADU standards before March 5, 2026: the state standards are shown for that period.',
    'Parcels: no San Jose parcel data is imported, only its 2016 zoning districts.',
  ],
  importProfiles: [],
};
