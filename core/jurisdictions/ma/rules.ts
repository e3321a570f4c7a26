// Massachusetts, statewide: M.G.L. c.40A §§1A and 3 as amended by the Affordable Homes Act
// (St. 2024 c.150) and 760 CMR 71.00, in force since February 2, 2025.
import type { Cite, Formula, Ruleset } from '../../rules/model';

const byRight: Cite[] = [
  { doc: 'mgl-c40a-s3', sections: ['adu-by-right'] },
  { doc: '760-cmr-71', sections: ['71.02-single-family-district', '71.02-principal-dwelling'] },
  { doc: 'st-2024-c150', sections: ['effective-date'] },
];
/** 760 CMR 71.03: a protected ADU's dimensions no stricter than a single-family dwelling's or an accessory structure's. */
const dimensions: Cite[] = [{ doc: '760-cmr-71', sections: ['71.03-dimensions'] }];
const definition: Cite[] = [{ doc: 'mgl-c40a-s1a', sections: ['adu-definition'] }];
/** The half-of-the-house cap is measured in 760 CMR 71.02's gross floor area. */
const halfCap: Cite[] = [...definition, { doc: '760-cmr-71', sections: ['71.02-gross-floor-area'] }];

/** c.40A §1A: the smaller of 900 sq ft and half the principal dwelling's gross floor area. */
export const MASSACHUSETTS_SIZE_CAP: Formula = {
  op: 'min',
  of: [
    { op: 'const', value: 900, label: 'State cap for an ADU', cite: definition },
    { op: 'fact', fact: 'gross_floor_area', factor: 0.5, label: 'Half the principal dwelling', cite: halfCap },
  ],
};

const parking = { value: 1, cite: [{ doc: 'mgl-c40a-s3', sections: ['adu-parking'] }] };
/**
 * c.40A §3: no parking space may be required for an ADU within 0.5 mile of a commuter rail
 * station, subway station, ferry terminal or bus station; measured to the stations of MassGIS's
 * layers (decision 052), which hold no ferry terminals or bus stations.
 */
const parkingNearTransit = {
  withinFt: 2640,
  value: 0,
  cite: [{ doc: 'mgl-c40a-s3', sections: ['adu-parking'] }],
  dataCite: [{ doc: 'massgis-transit-stations', sections: ['trains-node', 'mbta-node'] }],
};

/**
 * What a building department asks for to show where new work stands: the state code asks that the
 * construction documents show where the work is (780 CMR 51.00 R107.2.1); what plan will do is each
 * department's practice, here Carlisle's, taken for the state's until a town's own is on file.
 */
const plotPlan = {
  value: { asks: 'surveyor-plot-plan' as const, lesserPlanMarginFt: 5 },
  cite: [
    { doc: '780-cmr-51-r107', sections: ['r107.2.1'] },
    { doc: 'carlisle-plot-plans', sections: ['plot-plan-required', 'mortgage-plan'] },
  ],
  assumption: {
    key: 'secondary-source' as const,
    params: {
      value: 'a plot plan by a registered land surveyor, and a mortgage plan only at least 5 ft past the setbacks',
      source: 'another Massachusetts building department\u2019s practice (Carlisle\u2019s)',
      confirm: 'the town\u2019s building department',
    },
  },
};

/** The state rules since February 2, 2025: one ADU by right in any district that allows a single-family home. */
export const massachusetts: Ruleset = {
  id: 'ma-2025',
  level: 'state',
  state: 'MA',
  name: 'Massachusetts',
  effectiveFrom: '2025-02-02',
  documentUpdatedAt: '2026-12-03',
  bylawsUrl: 'https://www.mass.gov/info-details/accessory-dwelling-units',
  reach: 'single-family-district',
  setbacksMostPermissive: dimensions,
  plotPlan,
  ext: { legal: { value: 'BR', cite: byRight }, sizeByRight: MASSACHUSETTS_SIZE_CAP, parkingSpaces: parking, parkingNearTransit },
  int: { legal: { value: 'BR', cite: byRight }, sizeByRight: MASSACHUSETTS_SIZE_CAP, parkingSpaces: parking, parkingNearTransit },
  extras: [
    { subject: 'Owner occupancy', text: 'Neither the ADU nor the principal dwelling has to be occupied by the owner.', cite: [{ doc: 'mgl-c40a-s3', sections: ['adu-owner-occupancy'] }] },
    { subject: 'Lot size', text: 'No minimum lot size may be imposed on a protected use ADU.', cite: [{ doc: '760-cmr-71', sections: ['71.03-lot-size'] }] },
    {
      subject: 'Parking',
      text: 'At most one extra parking space may be required, and none within half a mile of a commuter-rail, subway, ferry or bus station.',
      cite: [{ doc: 'mgl-c40a-s3', sections: ['adu-parking'] }],
    },
    {
      subject: 'Local rules',
      text: 'The town may still apply Title 5 septic rules, site plan review and reasonable setbacks, bulk and height limits, and may restrict short-term rentals.',
      cite: [{ doc: 'mgl-c40a-s3', sections: ['adu-regulations'] }],
    },
    {
      subject: 'Dimensions',
      text: 'Setbacks and other dimensional rules for the ADU may be no stricter than those for the house, a single-family home or an accessory building in the district, whichever is most permissive.',
      cite: dimensions,
    },
    {
      subject: 'One protected ADU',
      text: 'The law protects one ADU per lot, attached or detached; the town may allow more, and may require a special permit for a second.',
      // One per lot is the regulation's; that a town may allow more, on its own terms, the state's FAQ says.
      cite: [{ doc: '760-cmr-71', sections: ['71.02-protected-use-adu'] }, { doc: 'eohlc-adu-faq', sections: ['second-adu'] }],
    },
    {
      subject: 'Local bylaws',
      text: 'Since February 2, 2025, local zoning that conflicts with the ADU law cannot be enforced against a protected ADU, whether or not the town has amended its bylaw.',
      cite: [{ doc: 'eohlc-adu-faq', sections: ['unenforceable'] }],
    },
  ],
};

/** Before February 2, 2025 the state gave no ADU right: only the town's bylaw decided. */
export const massachusettsBefore2025: Ruleset = {
  id: 'ma-before-2025',
  level: 'state',
  state: 'MA',
  name: 'Massachusetts (before the Affordable Homes Act)',
  effectiveFrom: '1975-01-01',
  effectiveTo: '2025-02-01',
  documentUpdatedAt: '2026-11-22',
  extras: [
    {
      subject: 'Before February 2, 2025',
      text: 'The state did not yet protect ADUs; whether one was allowed depended on the town\u2019s zoning alone.',
      cite: [{ doc: 'st-2024-c150', sections: ['effective-date'] }],
    },
  ],
};
