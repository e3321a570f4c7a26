// Massachusetts towns: Cambridge (both zoning maps), Bellingham, Boston (outside c.40A), and
// the fictional demo town Maple Hollow. Only facts with a source are encoded; a district whose
// single-family status is not in our sources is 'UNKNOWN', and the report says so.
import type { Cite, Ruleset, StructureRuleset, ZoneRules } from '../model';

const CAMBRIDGE_DISTRICTS: Cite[] = [{ doc: 'cambridge-zoning-districts', sections: ['residence-a', 'residence-b', 'residence-c'] }];

/** District codes of the Cambridge maps (zoning district list from Municode, in the city's GIS data). */
const CAMBRIDGE_CODES = [
  'A-1', 'A-2', 'B', 'C', 'C-1', 'C-1A', 'C-2', 'C-2A', 'C-2B', 'C-3', 'C-3A', 'C-3B', 'BA', 'BA-1', 'BA-2', 'BA-3', 'BA-4', 'BB', 'BB-1',
  'BB-2', 'BC', 'IA', 'IA-1', 'IA-2', 'IB', 'IB-1', 'IB-2', 'O-1', 'O-2', 'O-2A', 'O-3', 'O-3A', 'OS', 'MXD', 'ASD', 'CRDD', 'NP',
  // Districts that appear on the map after the 2025 rezoning and are not in the district list.
  'CAM-6', 'CAM-10', 'CAM-12', 'MAS-6', 'MAS-12', 'MAS-12A', 'MAS-18',
];

const MULTIFAMILY_2025: Cite[] = [{ doc: 'cambridge-multifamily-2025', sections: ['setbacks'] }];
const MULTIFAMILY_CITYWIDE: Cite[] = [{ doc: 'cambridge-multifamily-2025', sections: ['districts'] }];
/** Since February 10, 2025: at least 5 ft side and rear setbacks in the residential districts (with exceptions not in our sources). */
const residentialSetbacks2025 = { side: { value: 5, cite: MULTIFAMILY_2025 }, rear: { value: 5, cite: MULTIFAMILY_2025 } };

/**
 * The playground's structures in a Cambridge district since the rezoning: every district but open
 * space allows multifamily housing (the source does not say by which approval), and the 5 ft side
 * and rear setbacks bind the buildings of the residential districts. Accessory structures, front
 * setbacks, footprints and lot coverage are not in our sources.
 */
function cambridgeStructures2025(code: string, residential: boolean): StructureRuleset | undefined {
  const multiFamily = code !== 'OS' ? { 'multi-family': { legal: { value: 'ALLOWED' as const, cite: MULTIFAMILY_CITYWIDE } } } : undefined;
  if (!multiFamily && !residential) return undefined;
  return { principal: { ...(residential ? { setbacks: residentialSetbacks2025 } : {}), ...(multiFamily ? { categories: multiFamily } : {}) } };
}

function cambridgeZones(after2025: boolean): ZoneRules[] {
  return CAMBRIDGE_CODES.map((code) => {
    const residential = /^(A-|B$|C)/.test(code);
    const setbacks = after2025 && residential ? { setbacks: residentialSetbacks2025 } : undefined;
    const structures = after2025 ? cambridgeStructures2025(code, residential) : undefined;
    return {
      code,
      name: code.startsWith('A-') ? `Residence ${code} District` : code,
      // A-1 and A-2 are single-family districts; the other districts' use tables are not in our sources yet.
      singleFamily: code === 'A-1' || code === 'A-2' ? 'BR' : 'UNKNOWN',
      cite: CAMBRIDGE_DISTRICTS,
      ...(setbacks ? { ext: setbacks, int: setbacks } : {}),
      ...(structures ? { structures } : {}),
    };
  });
}

const CAMBRIDGE_COMMON: Omit<Ruleset, 'id' | 'effectiveFrom'> = {
  level: 'municipal',
  state: 'MA',
  name: 'Cambridge',
  jurisdictionIds: ['ma-cambridge'],
  bylawsUrl: 'https://library.municode.com/ma/cambridge/codes/zoning_ordinance',
  documentUpdatedAt: '2026-11-22',
  extras: [
    {
      subject: 'Cambridge zoning',
      text: 'Cambridge\u2019s own ADU article and its dimensional tables are not in our sources yet; the state limits are shown, and the city\u2019s setbacks apply on top of them.',
      cite: CAMBRIDGE_DISTRICTS,
    },
  ],
};

/** Cambridge on the zoning map in force until the multifamily rezoning (the map layer of 2024-03-05). */
export const cambridgeBefore2025: Ruleset = {
  ...CAMBRIDGE_COMMON,
  id: 'ma-cambridge-2024-03',
  effectiveFrom: '2024-03-05',
  effectiveTo: '2025-02-09',
  zoningMap: '2024-03',
  zones: cambridgeZones(false),
};

/** Cambridge since the multifamily rezoning adopted on February 10, 2025 (the current map layer). */
export const cambridge: Ruleset = {
  ...CAMBRIDGE_COMMON,
  id: 'ma-cambridge-2025',
  effectiveFrom: '2025-02-10',
  zoningMap: '2026-03',
  zones: cambridgeZones(true),
  extras: [
    ...CAMBRIDGE_COMMON.extras,
    {
      subject: 'Multifamily rezoning',
      text: 'Since February 10, 2025 multifamily housing is allowed citywide, and residential districts have at least 5 ft side and rear setbacks, with some exceptions.',
      cite: [{ doc: 'cambridge-multifamily-2025', sections: ['adoption', 'setbacks'] }],
    },
  ],
};

const BELLINGHAM_DISTRICTS: Cite[] = [{ doc: 'bellingham-zoning-bylaw', sections: ['districts'] }];
/** The assessor's zoning codes and the bylaw district each names. */
const BELLINGHAM_CODES: [string, string][] = [
  ['AGR', 'Agricultural'], ['SUBN', 'Suburban'], ['RES', 'Residential'], ['M', 'Multifamily Dwelling'],
  ['BUS1', 'Business B-1'], ['BUS2', 'Business B-2'], ['IND', 'Industrial'],
];

/** Bellingham: the districts of its bylaw under the assessor's codes; the use table is not in our sources yet. */
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
  extras: [],
};

/** Boston is outside the Zoning Act, so the state ADU right does not apply there. */
export const boston: Ruleset = {
  id: 'ma-boston',
  level: 'municipal',
  state: 'MA',
  name: 'Boston',
  jurisdictionIds: ['ma-boston'],
  effectiveFrom: '1975-01-01',
  coveredByState: { value: false, cite: [{ doc: 'boston-exempt', sections: ['boston'] }] },
  documentUpdatedAt: '2026-11-22',
  extras: [
    {
      subject: 'Boston',
      text: 'Boston has its own zoning code outside M.G.L. c.40A, so the state\u2019s by-right ADU rule does not apply; Boston\u2019s ADU program decides.',
      cite: [{ doc: 'boston-exempt', sections: ['boston'] }],
    },
  ],
};

const mapleHollowCite = (section: string): Cite[] => [{ doc: 'maple-hollow-zoning', sections: [section] }];
const MAPLE_HOLLOW = mapleHollowCite('districts');
const MAPLE_HOLLOW_SETBACKS = mapleHollowCite('accessory-setbacks');
const PRINCIPAL = mapleHollowCite('principal-setbacks');
const ACCESSORY_USES = mapleHollowCite('accessory-uses');
const POOLS_COURTS = mapleHollowCite('pools-courts');
const COVERAGE = { value: 35, cite: mapleHollowCite('lot-coverage') };
const accessorySetbacks = {
  front: { value: 25, cite: MAPLE_HOLLOW_SETBACKS },
  side: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
  rear: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
  building: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
};
const principalSetbacks = {
  front: { value: 25, cite: PRINCIPAL },
  side: { value: 15, cite: PRINCIPAL },
  rear: { value: 25, cite: PRINCIPAL },
  building: { value: 10, cite: PRINCIPAL },
};
const byRight = (cite: Cite[]) => ({ value: 'BR' as const, cite });
const notAllowed = (cite: Cite[]) => ({ value: 'NOT_ALLOWED' as const, cite });
/** Pools and sport courts keep 15 ft from side and rear lot lines. */
const poolCourtSetbacks = { side: { value: 15, cite: POOLS_COURTS }, rear: { value: 15, cite: POOLS_COURTS } };
/** Decks and patios may adjoin other buildings. */
const adjoining = { setbacks: { building: { value: 0, cite: ACCESSORY_USES } } };

/** Every district's structures: the principal building's setbacks, the accessory structures', and lot coverage for all. */
const mapleHollowStructures: StructureRuleset = {
  principal: {
    setbacks: principalSetbacks,
    maxFootprintSqFt: { value: 'none', cite: PRINCIPAL },
    maxLotCoveragePct: COVERAGE,
    categories: { 'home-additions': { legal: byRight(PRINCIPAL) } },
  },
  accessory: {
    legal: byRight(ACCESSORY_USES),
    setbacks: accessorySetbacks,
    maxFootprintSqFt: { value: 1000, cite: ACCESSORY_USES },
    maxLotCoveragePct: COVERAGE,
    categories: {
      pool: { setbacks: poolCourtSetbacks },
      'sport-court': { setbacks: poolCourtSetbacks, maxFootprintSqFt: { value: 3000, cite: POOLS_COURTS } },
      deck: adjoining,
      patio: adjoining,
    },
  },
};

/** The fictional demo town: its bylaw is our own, written for the demo. */
export const mapleHollow: Ruleset = {
  id: 'ma-maple-hollow',
  level: 'municipal',
  state: 'MA',
  name: 'Maple Hollow',
  jurisdictionIds: ['ma-maple-hollow'],
  effectiveFrom: '2025-02-02',
  zoningMap: 'current',
  bylawsUrl: '/demo/',
  documentUpdatedAt: '2026-11-22',
  ext: { setbacks: accessorySetbacks },
  // An in-home apartment is part of the principal building and keeps its setbacks.
  int: { setbacks: { front: principalSetbacks.front, side: principalSetbacks.side, rear: principalSetbacks.rear } },
  structures: mapleHollowStructures,
  zones: [
    { code: 'SR', name: 'Single Residence', singleFamily: 'BR', cite: MAPLE_HOLLOW, structures: { principal: { categories: { 'multi-family': { legal: notAllowed(MAPLE_HOLLOW) } } } } },
    { code: 'TR', name: 'Two-Family Residence', singleFamily: 'BR', cite: MAPLE_HOLLOW, structures: { principal: { categories: { 'multi-family': { legal: byRight(MAPLE_HOLLOW) } } } } },
    {
      code: 'B',
      name: 'Business',
      singleFamily: 'NO',
      cite: MAPLE_HOLLOW,
      ext: { legal: notAllowed(MAPLE_HOLLOW) },
      int: { legal: notAllowed(MAPLE_HOLLOW) },
      structures: {
        principal: { categories: { 'multi-family': { legal: byRight(MAPLE_HOLLOW) } } },
        accessory: { categories: { 'backyard-farm': { legal: notAllowed(ACCESSORY_USES) } } },
      },
    },
  ],
  extras: [{ subject: 'Demo town', text: 'Maple Hollow is fictional; its bylaw exists to show how Lotline reports a town\u2019s own rules.', cite: MAPLE_HOLLOW }],
};
