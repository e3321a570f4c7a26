// California, statewide: Government Code §§66310–66342 (recodified by SB 477, operative
// January 1, 2025), and San Jose's single-family districts from the city's zoning data.
import type { Cite, Ruleset } from '../model';

const byRight: Cite[] = [{ doc: 'ca-gov-66323', sections: ['by-right'] }];
const guarantee: Cite[] = [{ doc: 'ca-gov-66321', sections: ['guarantee-800'] }];
const floor: Cite[] = [{ doc: 'ca-gov-66321', sections: ['size-floor'] }];
const sizes: Cite[] = [{ doc: 'ca-gov-66314', sections: ['sizes'] }];

/** The state rules: a detached ADU of 800 sq ft with 4 ft side and rear setbacks cannot be refused on a residential lot. */
export const california: Ruleset = {
  id: 'ca-2025',
  level: 'state',
  state: 'CA',
  name: 'California',
  effectiveFrom: '2025-01-01',
  documentUpdatedAt: '2026-11-22',
  bylawsUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=GOV&division=1.&title=7.&part=&chapter=13.',
  ext: {
    legal: { value: 'BR', cite: byRight },
    sizeByRight: { op: 'const', value: 800, label: 'Size no local rule may refuse', cite: guarantee },
    sizeBySpecialPermit: { op: 'const', value: 1200, label: 'Largest detached ADU a local ordinance may be limited to', cite: sizes },
    setbacks: { side: { value: 4, cite: guarantee }, rear: { value: 4, cite: guarantee } },
    heightFt: { value: 16, cite: [{ doc: 'ca-gov-66321', sections: ['height'] }] },
  },
  int: {
    legal: { value: 'BR', cite: byRight },
    // An attached ADU may be limited to half the primary dwelling, but never below 850 sq ft.
    sizeByRight: {
      op: 'max',
      of: [
        { op: 'const', value: 850, label: 'Floor of any local size limit (studio or one bedroom)', cite: floor },
        { op: 'fact', fact: 'gross_floor_area', factor: 0.5, label: 'Half the primary dwelling', cite: sizes },
      ],
    },
  },
  extras: [
    { subject: 'Junior ADU', text: 'A junior ADU of up to 500 sq ft may be made within the house as well.', cite: [{ doc: 'ca-gov-66313', sections: ['jadu'] }] },
    { subject: 'Lot size', text: 'No minimum lot size may be required, and only objective standards apply.', cite: [{ doc: 'ca-gov-66314', sections: ['objective-standards'] }] },
  ],
};

const SAN_JOSE: Cite[] = [{ doc: 'san-jose-zoning-2016', sections: ['r-1'] }];

/** San Jose: the R-1 districts of the 2016 zoning data are single-family districts. */
export const sanJose: Ruleset = {
  id: 'ca-san-jose',
  level: 'municipal',
  state: 'CA',
  name: 'San Jose',
  jurisdictionIds: ['ca-san-jose'],
  effectiveFrom: '2025-01-01',
  zoningMap: '2016',
  documentUpdatedAt: '2026-11-22',
  zones: ['R-1-1', 'R-1-2', 'R-1-5', 'R-1-8', 'R-1-RR', 'R-2', 'R-M', 'R-MH'].map((code) => ({
    code,
    name: code,
    singleFamily: code.startsWith('R-1') ? 'BR' : 'UNKNOWN',
    cite: SAN_JOSE,
  })),
  extras: [],
};
