// The front door of core/jurisdictions: every jurisdiction's folder, and what the rules engine
// takes from them (the rulesets, the documents they cite). Adding a town is one new folder listed
// here (docs/adding-a-town.md). The Spanish of their texts is in texts-es.ts, loaded apart.
import { CA } from './ca';
import { CA_SAN_JOSE } from './ca-san-jose';
import type { Jurisdiction } from './jurisdiction';
import { MA } from './ma';
import { MA_BELLINGHAM } from './ma-bellingham';
import { MA_BOSTON } from './ma-boston';
import { MA_CAMBRIDGE } from './ma-cambridge';
import { MA_MAPLE_HOLLOW } from './ma-maple-hollow';
import type { SourceDocument } from '../rules/documents';
import type { Ruleset } from '../rules/model';

export type { Jurisdiction, RealLot } from './jurisdiction';
export { CA, california, california2025, californiaBefore2025 } from './ca';
export { CA_SAN_JOSE, sanJose, sanJoseBefore2026 } from './ca-san-jose';
export { MA, massachusetts, MASSACHUSETTS_SIZE_CAP, massachusettsBefore2025 } from './ma';
export { bellingham, MA_BELLINGHAM } from './ma-bellingham';
export { boston, MA_BOSTON } from './ma-boston';
export { cambridge, cambridgeBefore2025, MA_CAMBRIDGE } from './ma-cambridge';
export { MA_MAPLE_HOLLOW, mapleHollow } from './ma-maple-hollow';

/** Every jurisdiction: states first, then towns. */
export const JURISDICTIONS: readonly Jurisdiction[] = [MA, CA, MA_CAMBRIDGE, MA_BELLINGHAM, MA_BOSTON, MA_MAPLE_HOLLOW, CA_SAN_JOSE];

/** The rulesets of every jurisdiction: states first, then towns. */
export const RULESETS: readonly Ruleset[] = JURISDICTIONS.flatMap((j) => j.rulesets);

/** The documents the jurisdictions' rulesets cite. */
export const JURISDICTION_DOCUMENTS: readonly SourceDocument[] = JURISDICTIONS.flatMap((j) => j.documents);
