// A jurisdiction is one folder of core/jurisdictions: a state, or a town that refines its state.
// The folder holds its rule data (rules.ts), the documents they cite (sources.ts), the Spanish of
// every text its data writes (texts-es.ts), its district list where it has one (districts.ts), its tests, and
// the real lots its answers are checked on (real-lots.ts, for the data tests). index.ts says what
// the folder holds and what its law sets that is not on file yet. docs/adding-a-town.md walks it.
import type { SourceDocument } from '../rules/documents';
import type { Ruleset } from '../rules/model';

/** What a jurisdiction's folder holds. */
export interface Jurisdiction {
  /** The folder's name: 'ma' for a state, 'ma-cambridge' for a town (its property data's jurisdiction id). */
  id: string;
  name: string;
  level: 'state' | 'municipal';
  state: 'MA' | 'CA';
  /** Its rulesets, one per period of force. */
  rulesets: readonly Ruleset[];
  /** The documents its rulesets cite. */
  documents: readonly SourceDocument[];
  /**
   * What the place's law sets that is not on file yet, in words (docs/coverage.md): a table not
   * found, a section read only in an account of it, a number no source gives.
   */
  notOnFile: readonly string[];
  /** The import profiles its data comes in by (server/src/import/profiles), where it has data of its own. */
  importProfiles: readonly string[];
}

/** A real lot of a jurisdiction's data and what its report must say, checked by the data tests on ../shared/data. */
export interface RealLot {
  /** The address as a person types it. */
  address: string;
  /** Why this lot: the rule it shows. */
  shows: string;
  /** The report's answers (street data `bylaws.adu`), each compared exactly; an absent one is not checked. */
  expect: {
    ext_legal?: string | null;
    int_legal?: string | null;
    state_protected?: boolean | null;
    basis?: 'verified' | 'inferred' | null;
    /** The detached type's by-right size limit (max), square feet. */
    ext_size?: number | null;
    int_size?: number | null;
    parking?: { ext: number | null; int: number | null };
    status?: { ext: 'GREEN' | 'YELLOW' | 'RED'; int: 'GREEN' | 'YELLOW' | 'RED' };
    /** The likelihood in percent (decisions 025 and 063), whose words the report shows. */
    likelihood?: { ext: number; int: number };
    /** A note the report must hold, in part. */
    note?: string;
  };
}
