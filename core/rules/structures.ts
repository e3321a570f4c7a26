// The playground's categories as the rules see them: which group's rules each one follows, which
// are dwellings, and the rules of each category resolved for one zone of one town (the zone before
// the town before the state, the category before its group), each value with its citation.
//
// The ADU categories (backyard cottage, in-home apartment) are judged by the ADU rules of
// evaluate.ts, which also apply the state ADU right; from their group they take only the lot
// coverage. A detached cottage is an accessory building, an in-home apartment part of the house.
import { PLAN_CATEGORIES, type PlanCategory } from '../floor-plans/category';
import type { Cited, Limit, Ruleset, SingleFamilyUse, StructureGroup, StructureLegal, StructureRules, ZoneRules } from './model';

/** The group whose rules each category follows. */
export const STRUCTURE_GROUP_OF: Readonly<Record<PlanCategory, StructureGroup>> = {
  'in-home-apartment': 'principal',
  'backyard-cottage': 'accessory',
  'single-family': 'principal',
  'multi-family': 'principal',
  'home-additions': 'principal',
  deck: 'accessory',
  patio: 'accessory',
  pool: 'accessory',
  'sport-court': 'accessory',
  shed: 'accessory',
  garage: 'accessory',
  'backyard-farm': 'accessory',
};

/** The categories judged by the ADU rules, and the ADU type of each. */
export const ADU_CATEGORIES: Readonly<Partial<Record<PlanCategory, 'ext' | 'int'>>> = { 'backyard-cottage': 'ext', 'in-home-apartment': 'int' };

/** Categories whose structures are homes: the ADUs and new houses. */
export const DWELLING_CATEGORIES: readonly PlanCategory[] = ['in-home-apartment', 'backyard-cottage', 'single-family', 'multi-family'];

/** Whether structures of `category` are homes. */
export const isDwelling = (category: PlanCategory): boolean => DWELLING_CATEGORIES.includes(category);

/** The rules of one category in one place, each null where no source gives it. */
export interface ResolvedStructureRules {
  group: StructureGroup;
  legal: Cited<StructureLegal> | null;
  setbacks: { front: Cited<number> | null; side: Cited<number> | null; rear: Cited<number> | null; building: Cited<number> | null };
  maxFootprintSqFt: Cited<Limit> | null;
  maxLotCoveragePct: Cited<Limit> | null;
}

const SINGLE_FAMILY_LEGAL: Record<Exclude<SingleFamilyUse, 'UNKNOWN'>, StructureLegal> = { BR: 'BR', SP: 'SP', NO: 'NOT_ALLOWED' };

/** The rules of every category for a zone of a town (either may be missing) under a state's rules. */
export function resolveStructureRules(zone: ZoneRules | undefined, town: Ruleset | undefined, state: Ruleset | undefined): Record<PlanCategory, ResolvedStructureRules> {
  const resolved = {} as Record<PlanCategory, ResolvedStructureRules>;
  for (const category of PLAN_CATEGORIES) {
    const group = STRUCTURE_GROUP_OF[category];
    // The most specific place first; within a place, the category before its group.
    const layers: StructureRules[] = [zone?.structures, town?.structures, state?.structures].flatMap((ruleset) => {
      const rules = ruleset?.[group];
      return rules ? [rules.categories?.[category], rules].filter((r): r is StructureRules => r !== undefined) : [];
    });
    const first = <T>(pick: (rules: StructureRules) => Cited<T> | undefined): Cited<T> | null =>
      layers.map(pick).find((value): value is Cited<T> => value !== undefined) ?? null;
    let legal = first((rules) => rules.legal);
    // A district's single-family use is part of its zone rules already (the Massachusetts ADU test).
    if (!legal && category === 'single-family' && zone && zone.singleFamily !== 'UNKNOWN') {
      legal = { value: SINGLE_FAMILY_LEGAL[zone.singleFamily], cite: zone.cite, ...(zone.assumption ? { assumption: zone.assumption } : {}) };
    }
    resolved[category] = {
      group,
      legal,
      setbacks: {
        front: first((rules) => rules.setbacks?.front),
        side: first((rules) => rules.setbacks?.side),
        rear: first((rules) => rules.setbacks?.rear),
        building: first((rules) => rules.setbacks?.building),
      },
      maxFootprintSqFt: first((rules) => rules.maxFootprintSqFt),
      maxLotCoveragePct: first((rules) => rules.maxLotCoveragePct),
    };
  }
  return resolved;
}
