// California, statewide: Government Code §§66310–66342 in its periods of force.
import type { Jurisdiction } from '../jurisdiction';
import { california, california2025, californiaBefore2025 } from './rules';
import { CALIFORNIA_DOCUMENTS } from './sources';

export { california, california2025, californiaBefore2025 } from './rules';

export const CA: Jurisdiction = {
  id: 'ca',
  name: 'California',
  level: 'state',
  state: 'CA',
  rulesets: [california, california2025, californiaBefore2025],
  documents: CALIFORNIA_DOCUMENTS,
  notOnFile: [
    'The number SB 543 gave the former \u00a766332 (unpermitted ADUs): the 2026 notes cite SB 543 itself.',
    'The ADU changes of AB 130 (2025) beyond its homeowners\u2019 association fees.',
    'The text of \u00a766314(d), \u00a766323 and \u00a766325 as amended by SB 543, read only in accounts of it; and AB 462\u2019s day of effect.',
    'Cities\u2019 ADU ordinances, except San Jose\u2019s published standards: elsewhere the state standard of 1,200 sq ft is shown as an assumption.',
  ],
  importProfiles: [],
};
