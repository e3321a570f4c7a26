// What the report says an ADU costs, what it could earn and what comes next (decision 048), as
// street data answers it: each figure with its calculation steps (sentences of
// core/rules/texts.ts) and its sources, never a number without one.
import type { ReportCitation } from '../rules/evaluate';

/** Where the size a cost rests on comes from: the placed plan, or the by-right size limit (a locked value). */
export type SizeSource = 'plan' | 'size_limit';

/** The cost of one ADU kind. */
export interface CostEstimate {
  low: number;
  high: number;
  currency: 'USD';
  steps: string[];
  sources: ReportCitation[];
  /** 'price_book': the organization's own prices; 'inferred': a cited public range, not priced for this lot. */
  basis: 'price_book' | 'inferred';
  /** The unit's size in square feet the estimate used, or null where it used none. */
  size_sqft: number | null;
  size_source: SizeSource | null;
}

/** What one ADU kind could rent for, and the years its cost takes to earn back. */
export interface RentEstimate {
  monthly: number;
  bedrooms: number;
  steps: string[];
  sources: ReportCitation[];
  /** 'cited': a published rent; 'fictional': the demo town's made-up one. */
  basis: 'cited' | 'fictional';
  /** The cost estimate's middle over a year's rent, or null without a cost estimate (or when it is locked). */
  payback_years: number | null;
}

/** One step of what comes next: a cited fact, or a page to ask. */
export interface NextStep {
  id: string;
  /** The step's title and description: sentences of core/rules/texts.ts. */
  step: string;
  description: string;
  sources: ReportCitation[];
  /** The page to ask where no source says it (the town's building department), or null. */
  link: string | null;
}

/** The dated checklist of a jurisdiction. */
export interface NextSteps {
  /** The day (ISO) the checklist's sources were last read. */
  as_of: string;
  steps: NextStep[];
}
