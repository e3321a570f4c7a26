// Massachusetts, statewide: what applies in every town (M.G.L. c.40A §§1A and 3, 760 CMR 71.00).
import type { Jurisdiction } from '../jurisdiction';
import { massachusetts, massachusettsBefore2025 } from './rules';
import { MASSACHUSETTS_DOCUMENTS } from './sources';
import { TRANSIT_DOCUMENTS } from './station-sources';

export { MASSACHUSETTS_SIZE_CAP, massachusetts, massachusettsBefore2025 } from './rules';

export const MA: Jurisdiction = {
  id: 'ma',
  name: 'Massachusetts',
  level: 'state',
  state: 'MA',
  rulesets: [massachusetts, massachusettsBefore2025],
  documents: [...MASSACHUSETTS_DOCUMENTS, ...TRANSIT_DOCUMENTS],
  notOnFile: [
    'The text of 760 CMR 71.02\u2019s definitions beyond the ADU\u2019s size clause (Gross Floor Area, Protected Use ADU, Single-family Residential Zoning District, the kinds of station) and of 71.03 and 71.04: read in accounts of the regulation (law firms\u2019 notes, the state\u2019s FAQ, the Attorney General\u2019s decisions on town bylaws), so their subsection numbers are not verified.',
    'How the half mile to a station is measured: the law does not say; a straight line from the lot is assumed, and said.',
    'Ferry terminals and bus stations: not in the station data on file, so a lot near only one of them is answered as if beyond half a mile.',
  ],
  importProfiles: ['ma-transit'],
};
