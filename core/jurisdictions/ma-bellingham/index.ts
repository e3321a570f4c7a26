// Bellingham, MA: the districts of its zoning bylaw, under the assessor's codes.
import type { Jurisdiction } from '../jurisdiction';
import { bellingham } from './rules';
import { BELLINGHAM_DOCUMENTS } from './sources';

export { bellingham } from './rules';

export const MA_BELLINGHAM: Jurisdiction = {
  id: 'ma-bellingham',
  name: 'Bellingham',
  level: 'municipal',
  state: 'MA',
  rulesets: [bellingham],
  documents: BELLINGHAM_DOCUMENTS,
  notOnFile: [
    'The Use Regulations Schedule (\u00a7 240-31): which districts allow a single-family home, so the residential districts are inferred from their names.',
    'The Intensity of Use Schedule (\u00a7 240-40): lot sizes, frontages, yards and heights.',
    'An ADU bylaw of its own, before or after February 2, 2025.',
    'The floor areas of a condominium\u2019s units beyond the first: the joined parcel file keeps one unit record per lot, so a building of several units has no floor area.',
  ],
  importProfiles: ['bellingham-ma', 'massgis-l3'],
};
