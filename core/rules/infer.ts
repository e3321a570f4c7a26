// What a careful planner would assume where a town's use table is not on file: a district whose
// code or name says residential allows a single-family home, and so does the district of a lot
// that has a home on it (any dwelling says residential use is allowed there). Every such answer is
// marked inferred, says its assumption in words, and counts for less than a verified one
// (status.ts). Also the assumption behind the size cap's floor area: the assessor's figure.
import type { StateReach } from './model';
import { ruleSentence } from './texts';

/** The kinds of assumption the rules make; the words of each are the sentence `assumption.<key>` of texts.ts. */
export type AssumptionKey =
  | 'district-allows-single-family'
  | 'district-allows-residential'
  | 'unzoned-lot-allows-single-family'
  | 'unzoned-lot-allows-residential'
  | 'assessor-gross-floor-area'
  | 'secondary-source'
  | 'state-standard-size'
  | 'exterior-side-setback'
  | 'unknown-lot-line-setback'
  | 'transit-distance';

/** An assumption behind a report value: its key and parameters (for other languages) and its English sentence. */
export interface Assumption {
  key: AssumptionKey;
  params: Record<string, string>;
  text: string;
}

/**
 * The assumptions the setback areas rest on, by report field, from the kinds of the lot's lines: an
 * exterior side measured with the stricter of front and side (no exterior side setback is on file),
 * lines of unknown kind with the largest setback.
 */
export function lotLineAssumptions(kinds: readonly string[], town: string): Record<string, Assumption[]> {
  const found: Record<string, Assumption[]> = {};
  for (const kind of ['ext', 'int'] as const) {
    if (kinds.includes('exterior side')) found[`adu.placement.${kind}_setbacks.side`] = [assumption('exterior-side-setback', { town })];
    if (kinds.includes('unknown')) found[`adu.placement.${kind}_setbacks.front`] = [assumption('unknown-lot-line-setback', {})];
  }
  return found;
}

/** An assumption with its sentence. */
export function assumption(key: AssumptionKey, params: Record<string, string>): Assumption {
  return { key, params, text: ruleSentence(`assumption.${key}`, params) };
}

/** Words in a district's name that say it is for homes. */
const RESIDENTIAL_NAME = /resid|single[- ]?family|one[- ]?family|two[- ]?family|suburban|rural|agricultur|farm|estate|mobile ?home/i;
/**
 * District codes that say residential: R with a number or letter (R, R-1, R10, RA, RES), single
 * residence (SR, SR-2), suburban (SUB, SUBN), rural (RR, RU), agricultural-residential (AG, AGR,
 * AR) and single-family (SF). Business, industrial, mixed-use and office codes do not match.
 */
const RESIDENTIAL_CODE = /^(R|RES|RESIDENCE|RESIDENTIAL|RS|SR|RR|RU|SF|SFR|SUB|SUBN|SUBURBAN|AG|AGR|AR|RURAL)(-?[0-9]{1,3}[A-Z]?|-?[A-E]|-?[0-9]+-[0-9]+)?$/i;

/** Words that make a district mixed or non-residential even where its name also names homes ('Residence, Office and Business'). */
const OTHER_USES_NAME = /business|office|commerc|industr|mixed|manufactur/i;

/** Whether a district's code or name says it is residential. */
export function looksResidential(code: string | null, name: string | null = null): boolean {
  if (name && OTHER_USES_NAME.test(name)) return false;
  if (name && RESIDENTIAL_NAME.test(name)) return true;
  return code !== null && RESIDENTIAL_CODE.test(code.trim().replace(/\s+/g, '-'));
}

/**
 * The dwellings whose presence on an unzoned lot says its district allows residential use: any
 * home. For the single-family-district test the assumption names the home it rests on, and says
 * no more for a larger building than for a house.
 */
const HOMES: readonly string[] = ['Single Family', 'Two Family', 'Multi-Family Home'];

/** What stands on a lot, as the assumption that rests on it names it. */
export type HomeKind = 'single-family' | 'two-family' | 'multifamily' | 'condominium' | 'houses' | 'mixed-use';

/** The words of each kind of home, as the assumption's `{home}` (texts-es.ts has their Spanish). */
export const HOME_WORDS: Readonly<Record<HomeKind, string>> = {
  'single-family': 'the single-family home',
  'two-family': 'the two-family home',
  multifamily: 'the building of three or more homes',
  condominium: 'the condominium building',
  houses: 'the group of houses',
  'mixed-use': 'the home in the mixed-use building',
};

/** The kind of home of a property type, refined by what the assessor records (a condominium, several houses, mixed use); null for no home. */
export function homeKindOf(propertyType: string | null, refined: { condominium?: boolean; multipleHouses?: boolean; mixedUse?: boolean } = {}): HomeKind | null {
  if (propertyType === null || !HOMES.includes(propertyType)) return null;
  if (refined.condominium) return 'condominium';
  if (refined.multipleHouses) return 'houses';
  if (refined.mixedUse) return 'mixed-use';
  return propertyType === 'Single Family' ? 'single-family' : propertyType === 'Two Family' ? 'two-family' : 'multifamily';
}

/**
 * Whether the state ADU right may be inferred to reach a lot whose district's use table is not on
 * file, and the assumption it rests on; null when nothing supports it (a business district, a
 * lot that is not a home).
 */
export function inferStateReach(input: {
  reach: StateReach;
  zoneCode: string | null;
  zoneName: string | null;
  propertyType: string | null;
  town: string;
  /** What the assessor records besides the type, for the words of an unzoned lot's assumption. */
  home?: { condominium?: boolean; multipleHouses?: boolean; mixedUse?: boolean };
}): Assumption | null {
  // Whether a district allows homes does not hang on the building of one lot: a lot that is not a
  // home is answered by its own check (an ADU needs a principal dwelling), not by an unknown district.
  if (input.zoneCode === null) {
    const home = homeKindOf(input.propertyType, input.home);
    if (home === null) return null;
    if (input.reach === 'residential-district') return assumption('unzoned-lot-allows-residential', { town: input.town });
    return assumption('unzoned-lot-allows-single-family', { town: input.town, home: HOME_WORDS[home] });
  }
  if (!looksResidential(input.zoneCode, input.zoneName)) return null;
  const key = input.reach === 'residential-district' ? 'district-allows-residential' : 'district-allows-single-family';
  return assumption(key, { zone: input.zoneCode, town: input.town });
}
