// Boston, MA: outside M.G.L. c.40A, so the state ADU right does not reach it.
import type { Ruleset } from '../../rules/model';

/** Boston is outside the Zoning Act, so the state ADU right does not apply there. */
export const boston: Ruleset = {
  id: 'ma-boston',
  level: 'municipal',
  state: 'MA',
  name: 'Boston',
  jurisdictionIds: ['ma-boston'],
  effectiveFrom: '1975-01-01',
  coveredByState: {
    value: false,
    cite: [{ doc: 'boston-exempt', sections: ['boston'] }],
    // Boston zones under its own enabling act (St. 1956 c.665), not c.40A; our source says so at second hand.
    assumption: { key: 'secondary-source', params: { value: 'that Boston is outside the Zoning Act', source: 'news accounts of the 2024 ADU law', confirm: 'the Boston Planning Department' } },
  },
  documentUpdatedAt: '2026-11-22',
  extras: [
    {
      subject: 'Boston',
      text: 'Boston has its own zoning code outside M.G.L. c.40A, so the state\u2019s by-right ADU rule does not apply; Boston\u2019s ADU program decides.',
      cite: [{ doc: 'boston-exempt', sections: ['boston'] }],
    },
  ],
};
