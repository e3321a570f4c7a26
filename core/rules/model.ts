// ADU law as data: rulesets for a state and for the towns that refine it, with effective dates
// and a citation on every value. Evaluation (evaluate.ts) turns them into the report's bylaws.
// Rules of the playground's other structures (houses, additions, sheds, pools...) sit beside the
// ADU rules as structure rules per group of categories (structures.ts).
import type { PlanCategory } from '../floor-plans/category';

/** Legal status of an ADU type (spec 2 section 3). */
export const LegalStatus = {
  ByRight: 'BR',
  SpecialPermit: 'SP',
  ConditionalUsePermit: 'CONDITION_USE_PERMIT',
  Unrestricted: 'UNRESTRICTED',
  NotAllowed: 'NOT_ALLOWED',
} as const;
export type LegalStatus = (typeof LegalStatus)[keyof typeof LegalStatus];

/** The two ADU types: ext = detached backyard cottage, int = in-home apartment. */
export type AduKind = 'ext' | 'int';

/** A reference into a document of the documents table: its id and section ids. */
export interface Cite {
  doc: string;
  sections: string[];
}

/** A value with the sources that set it. */
export interface Cited<T> {
  value: T;
  cite: Cite[];
  /**
   * Where the source is not the law itself (a secondary account of an ordinance, say), the
   * assumption the value rests on: the report marks it inferred and says so.
   */
  assumption?: SourcedAssumption;
}

/** A value taken from a secondary source: which one, and where to confirm it. */
export interface SourcedAssumption {
  key: 'secondary-source';
  params: { value: string; source: string; confirm: string };
}

/** Property facts a size formula may use. */
export type FactKey = 'gross_floor_area' | 'lot_size';

/** A size limit as a formula over property facts, each leaf cited. */
export type Formula =
  | { op: 'const'; value: number; label: string; cite: Cite[] }
  | { op: 'fact'; fact: FactKey; factor: number; label: string; cite: Cite[] }
  | { op: 'min' | 'max'; of: Formula[] }
  /** One formula where a fact is more than `above`, another where it is `above` or less (San Jose: 1,200 sq ft on a lot of more than 9,000 sq ft). */
  | { op: 'threshold'; fact: FactKey; above: number; label: string; cite: Cite[]; over: Formula; upTo: Formula };

/** Setback distances in feet; a missing one is unknown (never invented). */
export interface SetbackRules {
  front?: Cited<number>;
  side?: Cited<number>;
  rear?: Cited<number>;
  /** Separation from other buildings on the lot. */
  building?: Cited<number>;
}

/** The rules of one ADU type in one place. */
export interface AduRules {
  legal?: Cited<LegalStatus>;
  /** Largest gross floor area allowed by right, and by special permit. */
  sizeByRight?: Formula;
  /**
   * State level: the state's standard size, which applies only where the city has no ADU ordinance
   * of its own or one that is void (California, Gov. Code §§66316, 66320, 66326). It counts where
   * no town or zone rule on file gives a by-right size, and then as an inferred value, since a
   * city's own ordinance may cap lower; `sizeByRight` beside it is what the state guarantees anyway.
   */
  sizeStateStandard?: Formula;
  sizeBySpecialPermit?: Formula;
  /** Largest footprint (detached only). */
  footprint?: Formula;
  setbacks?: SetbackRules;
  heightFt?: Cited<number>;
  parkingSpaces?: Cited<number>;
  /** Fewer parking spaces near a station (Massachusetts: none within 0.5 mile, c.40A §3). */
  parkingNearTransit?: TransitParking;
}

/** The kinds of station in the station data: commuter rail, rapid transit (subway, Green Line), and the Silver Line's bus rapid transit. */
export const STATION_KINDS = ['commuter_rail', 'subway', 'bus_rapid_transit'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

/** The station nearest a lot in the station data on file, and the straight-line distance from the lot to it. */
export interface NearestStation {
  name: string;
  kind: StationKind;
  /** Feet from the lot's nearest point (0: the station is on the lot). */
  nearFt: number;
  /** Feet from the lot's farthest point. */
  farFt: number;
}

/** Parking near transit: at most `value` spaces where the ADU lies within `withinFt` of a station, by `cite`. */
export interface TransitParking {
  withinFt: number;
  value: number;
  cite: Cite[];
  /** The station data the distance is measured to, cited beside the law. */
  dataCite: Cite[];
}

/** The groups of playground categories that share their rules (structures.ts says which category is in which). */
export const STRUCTURE_GROUPS = ['principal', 'accessory'] as const;
export type StructureGroup = (typeof STRUCTURE_GROUPS)[number];

/**
 * Whether a place allows a kind of structure: a legal status, or 'ALLOWED' where the source says
 * it is allowed without saying by which approval.
 */
export type StructureLegal = LegalStatus | 'ALLOWED';

/** A limit a source sets, or 'none' where the source says there is no such limit. */
export type Limit = number | 'none';

/** The rules of one group of structures (or of one category of it) in one place; a missing value is unknown. */
export interface StructureRules {
  legal?: Cited<StructureLegal>;
  /** Distances from the lot lines, and `building` from the other buildings on the lot, in feet. */
  setbacks?: SetbackRules;
  /** Largest footprint of one structure, in square feet. */
  maxFootprintSqFt?: Cited<Limit>;
  /** Largest share of the lot that every building and structure together may cover, in percent. */
  maxLotCoveragePct?: Cited<Limit>;
}

/** A group's rules, with the rules of single categories of it where a source sets them apart (pools, sport courts...). */
export interface StructureGroupRules extends StructureRules {
  categories?: Partial<Record<PlanCategory, StructureRules>>;
}

/** Structure rules per group of categories. */
export type StructureRuleset = Partial<Record<StructureGroup, StructureGroupRules>>;

/** How a district treats a use (a single-family dwelling, a multifamily dwelling): by right, by special permit, not at all, or not in our sources. */
export type SingleFamilyUse = 'BR' | 'SP' | 'NO' | 'UNKNOWN';

/**
 * Which lots a state's ADU law reaches: Massachusetts, a district that allows a single-family
 * dwelling by right or by special permit (760 CMR 71.02); California, a lot zoned for
 * single-family or multifamily residential use (Gov. Code §66314(a), §66323(a)).
 */
export type StateReach = 'single-family-district' | 'residential-district';

/** A zoning district of a town. */
export interface ZoneRules {
  code: string;
  name: string;
  /** Whether the district allows a single-family dwelling (the use table's row), cited by `cite`. */
  singleFamily: SingleFamilyUse;
  /** Whether the district allows a multifamily dwelling (two or more units), where the use table is on file. */
  multiFamily?: SingleFamilyUse;
  cite: Cite[];
  /**
   * Where the use statuses come from an account of the ordinance rather than its use table (a
   * city's summary of an amendment): the assumption they rest on; the report marks them inferred.
   */
  assumption?: SourcedAssumption;
  ext?: AduRules;
  int?: AduRules;
  /** Rules of the playground's other structures in this district (they come before the town's). */
  structures?: StructureRuleset;
}

/** A note for "Other things to know". */
export interface Extra {
  subject: string;
  text: string;
  cite: Cite[];
  /** Only for properties of these types (a note about multifamily lots), where the type is known. */
  propertyTypes?: string[];
}

/** The rules of a state (level 'state') or of a town refining its state (level 'municipal'). */
export interface Ruleset {
  id: string;
  level: 'state' | 'municipal';
  state: 'MA' | 'CA';
  name: string;
  /** The jurisdiction ids of the property data this ruleset applies to (municipal only). */
  jurisdictionIds?: string[];
  /** First and last day (ISO dates) the rules are in force; open-ended without `effectiveTo`. */
  effectiveFrom: string;
  effectiveTo?: string;
  /** Which zoning map the zone codes belong to (a town may keep a former map). */
  zoningMap?: string;
  /** False where the state ADU statute does not reach (Boston is outside M.G.L. c.40A). */
  coveredByState?: Cited<boolean>;
  /** State level: which districts the state ADU right reaches. */
  reach?: StateReach;
  /** State level: ADUs are approved ministerially, so no special-permit path exists for them (California, Gov. Code §66317). */
  ministerial?: boolean;
  /**
   * State level: a protected ADU's setbacks may be no stricter than a single-family dwelling's or an
   * accessory structure's in the district, whichever is more permissive (760 CMR 71.03): the
   * detached type takes, side by side, the smaller of the district's principal and accessory setbacks.
   */
  setbacksMostPermissive?: Cite[];
  bylawsUrl?: string;
  /** When the rule text was last checked against its sources (ISO date). */
  documentUpdatedAt: string;
  ext?: AduRules;
  int?: AduRules;
  /** Rules of the playground's other structures in every district of the place. */
  structures?: StructureRuleset;
  zones?: ZoneRules[];
  extras: Extra[];
  /** What the building department asks for to show where new work stands on the lot (a town's replaces its state's). */
  plotPlan?: Cited<PlotPlanRule>;
}

/** The plans a building department may take to show where new work stands on its lot, most exact first. */
export const PLOT_PLAN_KINDS = ['surveyor-plot-plan', 'plot-plan', 'mortgage-plan', 'assessor-map'] as const;
export type PlotPlanKind = (typeof PLOT_PLAN_KINDS)[number];

/** What a place asks for to show where new work stands: the plan, and how far clear of a setback line a lesser plan will do. */
export interface PlotPlanRule {
  asks: PlotPlanKind;
  /** Feet past a setback line within which only the plan asked for will do; null where no margin is given. */
  lesserPlanMarginFt: number | null;
}
