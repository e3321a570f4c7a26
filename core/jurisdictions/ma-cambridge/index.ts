// Cambridge, MA: its districts on both zoning maps and what the city publishes about them since
// the multifamily amendments of February 10, 2025.
import type { Jurisdiction } from '../jurisdiction';
import { cambridge, cambridgeBefore2025 } from './rules';
import { CAMBRIDGE_DOCUMENTS } from './sources';

export { cambridge, cambridgeBefore2025 } from './rules';

export const MA_CAMBRIDGE: Jurisdiction = {
  id: 'ma-cambridge',
  name: 'Cambridge',
  level: 'municipal',
  state: 'MA',
  rulesets: [cambridge, cambridgeBefore2025],
  documents: CAMBRIDGE_DOCUMENTS,
  notOnFile: [
    'The text of the Zoning Ordinance as amended on February 10, 2025: the use table (Section 4.30), the dimensional table (Section 5.31, Table 5-1) and the special districts (Article 17.000); what the districts allow and the setbacks come from the City Clerk\u2019s notices and the city\u2019s and the sponsors\u2019 accounts, marked inferred.',
    'The ordinance number of the multifamily amendment.',
    'Accessory buildings\u2019 setbacks, footprints and lot coverage, and the city\u2019s own ADU article.',
    'The names of the CAM and MAS corridor districts, and the day the Cambridge Street petition was adopted.',
  ],
  importProfiles: ['cambridge-ma'],
};
