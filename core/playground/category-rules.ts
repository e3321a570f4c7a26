// The rules one playground category is judged by, from one evaluation: the ADU categories by the
// ADU rules (legal status with the state right, setbacks with the user's own, the size limit),
// every other category by its structure rules (core/rules/structures.ts); lot coverage always
// from the category's group. Each value carries its sources, or says the user set it.
import type { PlanCategory } from '../floor-plans/category';
import type { Evaluation, ReportCitation } from '../rules/evaluate';
import type { Cite, Cited, Limit, StructureLegal } from '../rules/model';
import { ADU_CATEGORIES } from '../rules/structures';

/** A rule's value: a number, 'none' (the source sets no limit), or null (no source gives it). */
export interface RuleValue<T = number> {
  value: T | null;
  cite: Cite[];
  /** The user set it (a setback override), so it has no source. */
  byUser: boolean;
}

/** The side names of setbacks; `building` is the separation from other buildings. */
export type SetbackSide = 'front' | 'side' | 'rear' | 'building';

/** Everything a structure of one category is checked against. */
export interface CategoryRules {
  category: PlanCategory;
  /** 'ext' or 'int' for the ADU categories. */
  aduKind: 'ext' | 'int' | null;
  legal: RuleValue<StructureLegal>;
  setbacks: Record<SetbackSide, RuleValue>;
  /** Largest footprint; for an ADU its largest floor area, with `atMost` when only a ceiling is known. */
  footprint: RuleValue<Limit> & { atMost: number | null };
  coverage: RuleValue<Limit>;
}

const SIDES: readonly SetbackSide[] = ['front', 'side', 'rear', 'building'];

const asCites = (citations: readonly ReportCitation[] | undefined): Cite[] =>
  (citations ?? []).map((citation) => ({ doc: citation.document_id, sections: citation.sequences }));

const fromCited = <T>(cited: Cited<T> | null): RuleValue<T> => ({ value: cited?.value ?? null, cite: cited?.cite ?? [], byUser: false });

/** The rules of `category` in the evaluated place. */
export function categoryRules(category: PlanCategory, evaluation: Evaluation): CategoryRules {
  const structure = evaluation.structures[category];
  const coverage = fromCited(structure.maxLotCoveragePct);
  const kind = ADU_CATEGORIES[category];
  if (!kind) {
    return {
      category,
      aduKind: null,
      legal: fromCited(structure.legal),
      setbacks: Object.fromEntries(SIDES.map((side) => [side, fromCited(structure.setbacks[side])])) as Record<SetbackSide, RuleValue>,
      footprint: { ...fromCited(structure.maxFootprintSqFt), atMost: null },
      coverage,
    };
  }
  const setbacks = {} as Record<SetbackSide, RuleValue>;
  for (const side of SIDES) {
    const field = `adu.placement.${kind}_setbacks.${side}`;
    setbacks[side] = { value: evaluation.setbacks[kind][side], cite: asCites(evaluation.citations[field]), byUser: evaluation.overridden.includes(field) };
  }
  // The ADU's largest floor area by right, else by special permit; a footprint never exceeds its floor area.
  const size = evaluation.sizeLimits[kind].br ?? evaluation.sizeLimits[kind].sp;
  const sizeField = evaluation.sizeLimits[kind].br ? `adu.size_limits.${kind}.br` : `adu.size_limits.${kind}.sp`;
  return {
    category,
    aduKind: kind,
    legal: { value: evaluation.legal[kind], cite: asCites(evaluation.citations[`adu.${kind}_legal`]), byUser: false },
    setbacks,
    footprint: { value: size?.max ?? null, atMost: size?.at_most ?? null, cite: asCites(evaluation.citations[sizeField]), byUser: false },
    coverage,
  };
}
