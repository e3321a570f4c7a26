// Bellingham, MA: the districts of its zoning bylaw under the assessor's codes. Only what its
// sources give is encoded; what is not on file is said (index.ts).
import type { Cite, Ruleset } from '../../rules/model';
import { BELLINGHAM_CODES } from './districts';

const BELLINGHAM_DISTRICTS: Cite[] = [{ doc: 'bellingham-zoning-bylaw', sections: ['districts'] }];

/**
 * Bellingham: the districts of its bylaw under the assessor's codes. Its Use Regulations Schedule
 * (§ 240-31), its Intensity of Use Schedule (§ 240-40) and any accessory dwelling rule of its own
 * are not in our sources: every district's single-family status stays unknown (a residential
 * district is inferred to allow one, and says so), and no setback or height of the town is
 * encoded; the extra says what would decide them.
 */
export const bellingham: Ruleset = {
  id: 'ma-bellingham',
  level: 'municipal',
  state: 'MA',
  name: 'Bellingham',
  jurisdictionIds: ['ma-bellingham'],
  effectiveFrom: '2025-02-02',
  zoningMap: 'assessor',
  documentUpdatedAt: '2026-11-22',
  zones: BELLINGHAM_CODES.map(([code, name]) => ({ code, name, singleFamily: 'UNKNOWN', cite: BELLINGHAM_DISTRICTS })),
  extras: [
    {
      subject: 'Bellingham zoning',
      text: 'Bellingham\u2019s Use Regulations Schedule (\u00a7 240-31), its Intensity of Use Schedule of lot sizes, frontages and yards (\u00a7 240-40) and any ADU rule of its own are not in our sources yet: the state ADU right is shown, a residential district is assumed to allow single-family homes, and the town\u2019s setbacks and heights are not on file; the Building Department can confirm them.',
      cite: [{ doc: 'bellingham-zoning-bylaw', sections: ['use-regulations', 'intensity-of-use'] }],
    },
  ],
};
