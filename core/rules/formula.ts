// Evaluates a size formula over property facts, writing the calculation steps a person can
// follow and collecting the citations of every value used.
import type { Cite, FactKey, Formula } from './model';
import { ruleSentence } from './texts';

/** The result of a formula: its value (null when a fact is unknown), an upper bound when one is known, the steps and the sources. */
export interface FormulaResult {
  value: number | null;
  atMost: number | null;
  steps: string[];
  cite: Cite[];
}

/** The words for each fact a formula may use, as its steps name it. */
export const FACT_LABELS: Readonly<Record<FactKey, string>> = {
  gross_floor_area: "the principal dwelling's gross floor area",
  lot_size: 'the lot size',
};

/** Formats square feet for steps: 1,400 sq ft. */
export function formatSqFt(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} sq ft`;
}

/** Evaluates `formula` with `facts` (missing or null facts are unknown). */
export function evaluateFormula(formula: Formula, facts: Partial<Record<FactKey, number | null>>): FormulaResult {
  switch (formula.op) {
    case 'const':
      return { value: formula.value, atMost: formula.value, steps: [ruleSentence('step.value', { label: formula.label, size: formatSqFt(formula.value) })], cite: formula.cite };
    case 'fact': {
      const fact = facts[formula.fact];
      if (fact === undefined || fact === null) {
        return { value: null, atMost: null, steps: [ruleSentence('step.unknownFact', { label: formula.label, fact: FACT_LABELS[formula.fact] })], cite: formula.cite };
      }
      const value = fact * formula.factor;
      const words = { label: formula.label, fact: FACT_LABELS[formula.fact], factSize: formatSqFt(fact), size: formatSqFt(value) };
      return {
        value,
        atMost: value,
        steps: [formula.factor === 0.5 ? ruleSentence('step.half', words) : formula.factor === 1 ? ruleSentence('step.whole', words) : ruleSentence('step.times', { ...words, factor: formula.factor })],
        cite: formula.cite,
      };
    }
    case 'threshold': {
      const fact = facts[formula.fact];
      if (fact === undefined || fact === null) {
        // Without the fact, the limit is at most the larger branch.
        const [over, upTo] = [evaluateFormula(formula.over, facts), evaluateFormula(formula.upTo, facts)];
        const atMost = over.atMost !== null && upTo.atMost !== null ? Math.max(over.atMost, upTo.atMost) : null;
        const tail = atMost === null ? ruleSentence('step.noLimit') : ruleSentence('step.atMost', { size: formatSqFt(atMost) });
        return {
          value: null,
          atMost,
          steps: [ruleSentence('step.unknownFact', { label: formula.label, fact: FACT_LABELS[formula.fact] }), tail],
          cite: [...formula.cite, ...over.cite, ...upTo.cite],
        };
      }
      const isOver = fact > formula.above;
      const branch = evaluateFormula(isOver ? formula.over : formula.upTo, facts);
      const words = { label: formula.label, fact: FACT_LABELS[formula.fact], factSize: formatSqFt(fact), threshold: formatSqFt(formula.above) };
      return { ...branch, steps: [ruleSentence(isOver ? 'step.over' : 'step.upTo', words), ...branch.steps], cite: [...formula.cite, ...branch.cite] };
    }
    case 'min':
    case 'max': {
      const parts = formula.of.map((part) => evaluateFormula(part, facts));
      const steps = parts.flatMap((part) => part.steps);
      const cite = parts.flatMap((part) => part.cite);
      const known = parts.map((part) => part.value).filter((value): value is number => value !== null);
      const pick = formula.op === 'min' ? Math.min : Math.max;
      if (known.length === parts.length) {
        const value = pick(...known);
        return { value, atMost: value, steps: [...steps, ruleSentence(formula.op === 'min' ? 'step.smaller' : 'step.larger', { size: formatSqFt(value) })], cite };
      }
      // With a fact unknown, the smaller-of still has a ceiling: the known parts.
      const atMost = formula.op === 'min' && known.length > 0 ? Math.min(...known) : null;
      const tail = atMost === null ? ruleSentence('step.noLimit') : ruleSentence('step.atMost', { size: formatSqFt(atMost) });
      return { value: null, atMost, steps: [...steps, tail], cite };
    }
  }
}
