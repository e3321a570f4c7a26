// Cambridge, MA: its districts on both zoning maps (before and since the multifamily amendments
// adopted February 10, 2025), the buildings' setbacks the city publishes, and what the state ADU
// right takes from them. Only facts with a source are encoded; a district whose single-family
// status is not in our sources is 'UNKNOWN', and the report says so; one taken from an account of
// the ordinance rather than its text carries that assumption (decision 054).
import type { Cite, Ruleset, StructureRuleset, ZoneRules } from '../../rules/model';
import { CAMBRIDGE_NAMES } from './districts';

const cambridgeCite = (...sections: string[]): Cite[] => [{ doc: 'cambridge-zoning-districts', sections }];


/** Where Article 3.000's district list names a Cambridge district, by the kind of district. */
function districtCite(code: string, name: string): Cite[] {
  if (code.startsWith('A-')) return cambridgeCite('residence-a');
  if (code === 'B') return cambridgeCite('residence-b');
  if (/^Residence /.test(name)) return cambridgeCite('residence-c');
  if (code === 'OS') return cambridgeCite('open-space');
  if (code.startsWith('SD-')) return cambridgeCite('special');
  if (['MXD', 'ASD', 'CRDD', 'NP'].includes(code)) return cambridgeCite('planned');
  if (/^(CAM|MAS)-/.test(code)) return cambridgeCite('corridors');
  return cambridgeCite('other');
}

/**
 * Whether a district allows homes since February 10, 2025. The City Clerk's notice of the
 * petition and the city's account of its adoption say every district but Open Space allows
 * multifamily and townhouse residences as of right; the ordinance's use table (Section 4.30) is
 * not in our sources, so each status carries the assumption and names where to confirm it.
 */
const CITYWIDE_HOMES = {
  cite: [
    { doc: 'cambridge-multifamily-petition-notice', sections: ['part-one'] },
    { doc: 'cambridge-multifamily-2025', sections: ['adoption', 'districts'] },
  ],
  assumption: {
    key: 'secondary-source' as const,
    params: {
      value: 'homes allowed as of right in every district but open space',
      source: 'the City Clerk\u2019s notice of the multifamily petition and the city\u2019s account of its adoption, which name multifamily and townhouse homes',
      confirm: 'the use table (Section 4.30) of Cambridge\u2019s Zoning Ordinance',
    },
  },
};
/** The corridor districts of the Massachusetts Avenue and Cambridge Street rezonings, on the map of March 2026 only. */
const CORRIDOR_HOMES = {
  cite: [{ doc: 'cambridge-corridor-petitions-notice', sections: ['mass-ave', 'cambridge-street'] }],
  assumption: {
    key: 'secondary-source' as const,
    params: {
      value: 'homes allowed in the Massachusetts Avenue and Cambridge Street districts',
      source: 'the City Clerk\u2019s notice of the 2025 corridor petitions, which allow residential uses up to 8 and 12 stories',
      confirm: 'the use table (Section 4.30) of Cambridge\u2019s Zoning Ordinance',
    },
  },
};

/** Cambridge's setbacks and heights since 2025 come from accounts of the amendments; the dimensional table (Section 5.31) is not in our sources. */
const DIMENSIONS_CONFIRM = 'Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance';
const CDD_ACCOUNT = 'the Community Development Department\u2019s account of the 2025 amendments';
const SIDE_REAR = {
  cite: [{ doc: 'cambridge-multifamily-2025', sections: ['setbacks'] }],
  assumption: { key: 'secondary-source' as const, params: { value: 'the 5 ft side and rear setbacks, and that no exception applies', source: CDD_ACCOUNT, confirm: DIMENSIONS_CONFIRM } },
};
const C1_HEIGHT = {
  value: 45,
  cite: [{ doc: 'cambridge-multifamily-2025', sections: ['height'] }],
  assumption: { key: 'secondary-source' as const, params: { value: 'the 45 ft height of Residence C-1', source: CDD_ACCOUNT, confirm: DIMENSIONS_CONFIRM } },
};
/** The 10 ft front yard is in the sponsoring councillors' account of the amendments only: an inferred number. */
const C1_FRONT = {
  value: 10,
  cite: [{ doc: 'cambridge-multifamily-sponsors', sections: ['yards'] }],
  assumption: {
    key: 'secondary-source' as const,
    params: { value: 'the 10 ft front yard', source: 'the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman', confirm: DIMENSIONS_CONFIRM },
  },
};

/**
 * The rules of buildings in a Cambridge district since the rezoning: multifamily homes as of right
 * in every district but open space, and residential buildings at least 5 ft from side and rear
 * lot lines; in Residence C-1, also 10 ft from the front and 45 ft of height. Under 760 CMR 71.03
 * a protected ADU may use them. Accessory structures' distances, footprints and lot coverage are
 * not in our sources.
 */
function cambridgeStructures2025(code: string, residential: boolean): StructureRuleset | undefined {
  const homes = code === 'OS' || /^(CAM|MAS)-/.test(code) ? undefined : CITYWIDE_HOMES;
  const multiFamily = homes ? { 'multi-family': { legal: { value: 'BR' as const, ...homes } } } : undefined;
  const setbacks = residential
    ? { side: { value: 5, ...SIDE_REAR }, rear: { value: 5, ...SIDE_REAR }, ...(code === 'C-1' ? { front: C1_FRONT } : {}) }
    : undefined;
  if (!multiFamily && !setbacks) return undefined;
  return { principal: { ...(setbacks ? { setbacks } : {}), ...(multiFamily ? { categories: multiFamily } : {}) } };
}

/**
 * The use status of a district since February 10, 2025, with its sources. A Residence district
 * keeps the inference from its name (the state right's usual one); open space allows no homes.
 */
function cambridgeUses2025(code: string, name: string): Pick<ZoneRules, 'singleFamily' | 'multiFamily' | 'assumption'> & { cite: Cite[] } {
  const districts = districtCite(code, name);
  if (code === 'OS') return { singleFamily: 'NO', multiFamily: 'NO', cite: [...districts, ...CITYWIDE_HOMES.cite], assumption: CITYWIDE_HOMES.assumption };
  if (/^(CAM|MAS)-/.test(code)) return { singleFamily: 'BR', multiFamily: 'BR', cite: [...districts, ...CORRIDOR_HOMES.cite], assumption: CORRIDOR_HOMES.assumption };
  // A Residence district's single-family row is left to the inference from its name.
  if (/^Residence /.test(name)) return { singleFamily: 'UNKNOWN', multiFamily: 'BR', cite: [...districts, ...CITYWIDE_HOMES.cite], assumption: CITYWIDE_HOMES.assumption };
  return { singleFamily: 'BR', multiFamily: 'BR', cite: [...districts, ...CITYWIDE_HOMES.cite], assumption: CITYWIDE_HOMES.assumption };
}

/** Districts on one map only: the 2025 rezoning folded, B and C into C-1; BA-5 and BC are on the 2024 map only; the corridor rezonings added CAM and MAS districts. */
const BEFORE_2025_ONLY = new Set(['A-1', 'A-2', 'B', 'C', 'BA-5']);

function cambridgeZones(after2025: boolean): ZoneRules[] {
  const onMap = CAMBRIDGE_NAMES.filter(([code]) => (after2025 ? !BEFORE_2025_ONLY.has(code) : !/^(CAM|MAS)-/.test(code)));
  return onMap.map(([code, name]): ZoneRules => {
    const residential = /^Residence /.test(name);
    if (!after2025) {
      // are the single-family districts. The use table of the others is not in our
      // sources: a Residence district is inferred to allow a single-family home, and says so.
      return { code, name, singleFamily: code === 'A-1' || code === 'A-2' ? 'BR' : 'UNKNOWN', cite: districtCite(code, name) };
    }
    const structures = cambridgeStructures2025(code, residential);
    return {
      code,
      name,
      ...cambridgeUses2025(code, name),
      ...(code === 'C-1' ? { int: { heightFt: C1_HEIGHT } } : {}),
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
  documentUpdatedAt: '2026-12-03',
  extras: [],
};
/** Cambridge on the zoning map in force until the multifamily rezoning (the map layer of 2024-03-05). */
export const cambridgeBefore2025: Ruleset = {
  ...CAMBRIDGE_COMMON,
  id: 'ma-cambridge-2024-03',
  effectiveFrom: '2024-03-05',
  effectiveTo: '2025-02-09',
  zoningMap: '2024-03',
  zones: cambridgeZones(false),
  extras: [
    {
      subject: 'Cambridge zoning',
      text: 'Cambridge\u2019s use table, its accessory-building rules and its ADU article are not in our sources yet: the state ADU right is shown, with what the city publishes about its districts, and what rests on an assumption says so.',
      cite: cambridgeCite('residence-a', 'residence-b', 'residence-c'),
    },
  ],
};

/** Cambridge since the multifamily rezoning adopted on February 10, 2025 (the current map layer). */
export const cambridge: Ruleset = {
  ...CAMBRIDGE_COMMON,
  id: 'ma-cambridge-2025',
  effectiveFrom: '2025-02-10',
  zoningMap: '2026-03',
  zones: cambridgeZones(true),
  extras: [
    {
      subject: 'Cambridge zoning',
      text: 'The text of Cambridge\u2019s use table (Section 4.30) and dimensional tables (Article 5.000) as amended in 2025 is not in our sources, nor its accessory-building rules: that every district but open space allows homes, and the setbacks, come from accounts of the amendments by the city and by their sponsors, and the report marks them inferred.',
      cite: [
        { doc: 'cambridge-multifamily-petition-notice', sections: ['part-one'] },
        { doc: 'cambridge-multifamily-2025', sections: ['districts', 'setbacks'] },
      ],
    },
    {
      subject: 'Multifamily rezoning',
      text: 'Since February 10, 2025 multifamily housing is allowed citywide, and residential districts have at least 5 ft side and rear setbacks, with some exceptions.',
      cite: [{ doc: 'cambridge-multifamily-2025', sections: ['adoption', 'setbacks'] }],
    },
  ],
};
