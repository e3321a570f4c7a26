// Maple Hollow, MA: the fictional demo town, its bylaw written for the demo (server/src/demo seeds its data).
import type { Jurisdiction } from '../jurisdiction';
import { mapleHollow } from './rules';
import { MAPLE_HOLLOW_DOCUMENTS } from './sources';

export { mapleHollow } from './rules';

export const MA_MAPLE_HOLLOW: Jurisdiction = {
  id: 'ma-maple-hollow',
  name: 'Maple Hollow',
  level: 'municipal',
  state: 'MA',
  rulesets: [mapleHollow],
  documents: MAPLE_HOLLOW_DOCUMENTS,
  notOnFile: [],
  importProfiles: [],
};
