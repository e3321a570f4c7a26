// Every ruleset Lotline knows.
import type { Ruleset } from '../model';
import { california, california2025, californiaBefore2025, sanJose, sanJoseBefore2026 } from './california';
import { massachusetts, massachusettsBefore2025 } from './massachusetts';
import { bellingham, boston, cambridge, cambridgeBefore2025, mapleHollow } from './massachusetts-towns';

/** The rulesets: states first, then towns. */
export const RULESETS: readonly Ruleset[] = [massachusetts, massachusettsBefore2025, california, california2025, californiaBefore2025, cambridge, cambridgeBefore2025, bellingham, boston, mapleHollow, sanJose, sanJoseBefore2026];
