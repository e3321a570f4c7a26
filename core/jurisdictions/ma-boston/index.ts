// Boston, MA: outside the Zoning Act, so the state ADU right does not reach it.
import type { Jurisdiction } from '../jurisdiction';
import { boston } from './rules';
import { BOSTON_DOCUMENTS } from './sources';

export { boston } from './rules';

export const MA_BOSTON: Jurisdiction = {
  id: 'ma-boston',
  name: 'Boston',
  level: 'municipal',
  state: 'MA',
  rulesets: [boston],
  documents: BOSTON_DOCUMENTS,
  notOnFile: ['Boston\u2019s own zoning code and its ADU program\u2019s rules; that the Zoning Act does not reach Boston is taken from accounts of the 2024 law.'],
  importProfiles: [],
};
