// Evaluates the rulesets in force for a property: which state and town rules apply on a date,
// the legal status of each ADU type, size limits with their calculation steps, setbacks, and a
// citation for every value. Pure: the caller passes the facts and the rulesets.
import type { SizeLimitOverride } from './setback-overrides';
import { citationLabel, DOCUMENTS } from './documents';
import { evaluateFormula, formatSqFt, type FormulaResult } from './formula';
import type { PlanCategory } from '../floor-plans/category';
import { assumption, inferStateReach, type Assumption } from './infer';
import type { AduKind, AduRules, Cite, Cited, Extra, FactKey, Formula, LegalStatus, NearestStation, PlotPlanRule, Ruleset, ZoneRules } from './model';
import { resolveStructureRules, type ResolvedStructureRules } from './structures';
import { ruleSentence, UNNAMED_TOWN } from './texts';
import { transitNote, transitReach, type ParkingTransit } from './transit';

/** The facts of a property that rules use. */
export interface PropertyFacts {
  state: string;
  jurisdictionId: string | null;
  /** The municipality's name where no town rules are on file ('Newton'), for the words of assumptions. */
  placeName?: string | null;
  /** The district's name in the data ('Residential'), where the town's rules do not name it. */
  zoneName?: string | null;
  /** The lot's zone on each zoning map (the assessor's code goes under 'assessor'). */
  zoning: { zoningMap: string; zoneCode: string }[];
  propertyType: string | null;
  grossFloorArea: number | null;
  /** Whether `grossFloorArea` is the assessor's gross building area (not a measure of the statute's own). */
  grossFloorAreaFromAssessor?: boolean;
  lotSize: number | null;
  /** Whether the assessor records the property as a condominium (units owned apart, land in common). */
  condominium?: boolean;
  /** Whether the assessor records an accessory apartment on the lot already (use code 1014, or a use description that says so). */
  accessoryApartment?: boolean;
  /** Whether the assessor records the property as mixed use, primarily residential (use codes 013 to 019). */
  mixedUse?: boolean;
  /** Whether the assessor records homes beside another primary use (an office or a restaurant with apartments: Cambridge's '0340', '0326'). */
  mixedUseHomes?: boolean;
  /** Whether the assessor records several houses on the lot (use code 109). */
  multipleHouses?: boolean;
  /** The nearest station of the state's station data and the lot's distance from it; null or absent where none is on file (decision 052). */
  nearestStation?: NearestStation | null;
}

/** A user's corrections: facts they know better than the data, and setbacks they were told. */
export interface EvaluationOverrides {
  grossFloorArea?: number;
  propertyType?: string;
  /** The zone on the town's zoning map. */
  zoneCode?: string;
  /** Setback overrides; the ADU_ prefix is the detached type. */
  sizeLimits?: readonly SizeLimitOverride[];
}

/** A report citation (spec 1 section 3), with the words a link shows and when its source was last checked. */
export interface ReportCitation {
  document_id: string;
  sequences: string[];
  source_url: string;
  /** The document and its sections as a link reads: 'Cambridge Zoning Ordinance · §5.31'. */
  label: string;
  /** Who publishes the document ('City of Cambridge'), never the host it happens to be served from. */
  publisher: string;
  /** The day (ISO) the cited text was last checked against the source. */
  verified_at: string;
}

/** A size limit: the by-right and special-permit maxima with their steps. */
export interface SizeLimit {
  br: { max: number | null; at_most: number | null; steps: string[] } | null;
  sp: { max: number | null; at_most: number | null; steps: string[] } | null;
}

/** Setbacks in feet; null where no source gives a number. */
export interface SetbackValues {
  front: number | null;
  side: number | null;
  rear: number | null;
  building: number | null;
}

/** What evaluate answers: the rules part of the report (spec 1 and 2: bylaws). */
export interface Evaluation {
  rulesetIds: string[];
  zones: string[];
  zone: string | null;
  zoneMatched: boolean;
  /** Whether the state ADU right reaches this place and zone (null: cannot tell from our sources). */
  stateProtected: boolean | null;
  /**
   * How the legal status is known: 'verified' where every source it rests on is cited, 'inferred'
   * where it rests on an assumption (listed in `assumptions`), null where there is no answer.
   */
  basis: 'verified' | 'inferred' | null;
  /** The assumptions behind report fields, by field (as `citations`); a field listed here is inferred. */
  assumptions: Record<string, Assumption[]>;
  /** Whether a larger ADU may be had by special permit here (not where the state approves ADUs ministerially). */
  specialPermitPath: boolean;
  /**
   * Whether the lot has used the one ADU the state protects (an accessory apartment is on it
   * already, 760 CMR 71.02): the state's rules do not reach a further one, only a town's rule may.
   */
  protectedAduUsed: boolean;
  /**
   * Whether a protected ADU's dimensional rules here may be no stricter than the principal
   * dwelling's, a single-family dwelling's or an accessory structure's (760 CMR 71.03): where no
   * number is on file, the report says so instead of 'no source'; the fields cite it.
   */
  dimensionsNoStricter: boolean;
  legal: Record<AduKind, LegalStatus | null>;
  legalZone: Record<AduKind, LegalStatus | null>;
  sizeLimits: Record<AduKind, SizeLimit> & { footprint: SizeLimit };
  setbacks: Record<AduKind, SetbackValues>;
  parkingSpaces: Record<AduKind, number | null>;
  /** Where a rule waives parking near transit: how the lot lies to its nearest station; null where no such rule applies. */
  parkingTransit: ParkingTransit | null;
  heightFt: Record<AduKind, number | null>;
  /** What the building department asks for to show where new work stands (the town's, else the state's); null where no rule is on file. */
  plotPlan: (PlotPlanRule & { source: 'STATE' | 'MUNICIPALITY' }) | null;
  extras: { subject: string; source: 'STATE' | 'MUNICIPALITY'; text: string }[];
  notes: string[];
  bylawsUrl: string | null;
  documentUpdatedAt: string | null;
  citations: Record<string, ReportCitation[]>;
  /** Report fields whose value the user set (their citations are dropped). */
  overridden: string[];
  /** The facts the rules ran on: the property's, with the user's overrides. */
  facts: PropertyFacts;
  /** The rules of each playground category in this zone (structures.ts), with their sources; not part of the report. */
  structures: Record<PlanCategory, ResolvedStructureRules>;
}

const KINDS: AduKind[] = ['ext', 'int'];
const PERMISSIVENESS: Record<LegalStatus, number> = { NOT_ALLOWED: 0, CONDITION_USE_PERMIT: 1, SP: 2, BR: 3, UNRESTRICTED: 4 };

function inForce(ruleset: Ruleset, date: string): boolean {
  return ruleset.effectiveFrom <= date && (ruleset.effectiveTo === undefined || date <= ruleset.effectiveTo);
}

function toCitations(cites: readonly Cite[]): ReportCitation[] {
  return cites.map((cite) => {
    const document = DOCUMENTS[cite.doc];
    return {
      document_id: cite.doc,
      sequences: cite.sections,
      source_url: document?.sourceUrl ?? '',
      label: citationLabel(cite.doc, cite.sections),
      publisher: document?.publisher ?? '',
      verified_at: document?.verifiedAt ?? '',
    };
  });
}

/** The state ruleset and the town ruleset in force for the facts on `date` (ISO). */
export function selectRulesets(facts: Pick<PropertyFacts, 'state' | 'jurisdictionId'>, rulesets: readonly Ruleset[], date: string): { state?: Ruleset; town?: Ruleset } {
  const state = rulesets.find((r) => r.level === 'state' && r.state === facts.state && inForce(r, date));
  const town = facts.jurisdictionId
    ? rulesets.find((r) => r.level === 'municipal' && r.jurisdictionIds?.includes(facts.jurisdictionId!) && inForce(r, date))
    : undefined;
  return { ...(state ? { state } : {}), ...(town ? { town } : {}) };
}

const SIDES = { FRONT: 'front', SIDE: 'side', REAR: 'rear', BLD: 'building' } as const;

/** The setback a subject names: 'ADU_SIDE_SETBACK' is the detached type's side setback. */
export function setbackOfSubject(subject: SizeLimitOverride['subject']): { kind: AduKind; side: keyof SetbackValues } {
  const detached = subject.startsWith('ADU_');
  const name = subject.replace(/^ADU_/, '').replace(/_SETBACK$/, '') as keyof typeof SIDES;
  return { kind: detached ? 'ext' : 'int', side: SIDES[name] };
}

/**
 * Evaluates the rules for a property on `date` (ISO, default today). Overrides replace facts
 * before the rules run and setbacks after; each shows up in `overridden`.
 */
export function evaluate(
  property: PropertyFacts,
  rulesets: readonly Ruleset[],
  date: string = new Date().toISOString().slice(0, 10),
  overrides: EvaluationOverrides = {},
): Evaluation {
  const overridden: string[] = [];
  const facts: PropertyFacts = { ...property };
  if (overrides.grossFloorArea !== undefined) {
    facts.grossFloorArea = overrides.grossFloorArea;
    overridden.push('gross_floor_area');
  }
  if (overrides.propertyType !== undefined) {
    facts.propertyType = overrides.propertyType;
    overridden.push('property_type');
  }
  const { state, town } = selectRulesets(facts, rulesets, date);
  const citations: Record<string, ReportCitation[]> = {};
  const cite = (field: string, cites: readonly Cite[] | undefined) => {
    if (cites && cites.length > 0) (citations[field] ??= []).push(...toCitations(cites));
  };
  const notes: string[] = [];

  const zoneInData = town?.zoningMap ? (facts.zoning.find((z) => z.zoningMap === town.zoningMap)?.zoneCode ?? null) : (facts.zoning[0]?.zoneCode ?? null);
  const zoneCode = overrides.zoneCode ?? zoneInData;
  if (overrides.zoneCode !== undefined) overridden.push('zone_code');
  const zone: ZoneRules | undefined = zoneCode ? town?.zones?.find((z) => z.code === zoneCode) : undefined;
  if (zone) cite('adu.zone', zone.cite);
  if (!town) notes.push(ruleSentence('note.noTownRules'));
  else if (!zone) notes.push(zoneCode ? ruleSentence('note.zoneNotInRules', { zone: zoneCode }) : ruleSentence('note.noZone'));

  const reach = stateReach({ facts, state, town, zone, zoneCode, zoneName: overrides.zoneCode !== undefined ? null : (facts.zoneName ?? null) });
  const stateProtected = reach.protected;
  if (reach.note) notes.push(reach.note);
  const assumptions: Record<string, Assumption[]> = {};
  const assume = (field: string, source: 'STATE' | 'MUNICIPALITY') => {
    if (reach.assumption && source === 'STATE') (assumptions[field] ??= []).push(reach.assumption);
  };
  if (reach.assumption) assume('adu.state_protected', 'STATE');
  // A value a source gives only at second hand carries its own assumption.
  const assumeCited = (field: string, cited: Pick<Cited<unknown>, 'assumption'> | undefined) => {
    if (cited?.assumption) (assumptions[field] ??= []).push(assumption(cited.assumption.key, cited.assumption.params));
  };
  if (town?.coveredByState) {
    cite('adu.covered_by_state', town.coveredByState.cite);
    assumeCited('adu.covered_by_state', town.coveredByState);
  }

  // 760 CMR 71.02: one Protected Use ADU per lot. Where the lot has one already, the state's rules
  // do not reach a further ADU: only a town's own rules may allow it.
  const protectedAduUsed = stateProtected === true && facts.accessoryApartment === true;
  const stateApplies = stateProtected === true && !protectedAduUsed;
  if (protectedAduUsed) notes.push(ruleSentence('note.protectedAduUsed'));
  const layers = (kind: AduKind): { source: 'STATE' | 'MUNICIPALITY'; rules: AduRules | undefined }[] => [
    { source: 'MUNICIPALITY', rules: zone?.[kind] },
    { source: 'MUNICIPALITY', rules: town?.[kind] },
    ...(stateApplies ? [{ source: 'STATE' as const, rules: state?.[kind] }] : []),
  ];
  const structures = resolveStructureRules(zone, town, state);

  const legal = {} as Record<AduKind, LegalStatus | null>;
  const legalZone = {} as Record<AduKind, LegalStatus | null>;
  const sizeLimits = {} as Evaluation['sizeLimits'];
  const setbacks = {} as Record<AduKind, SetbackValues>;
  const parkingSpaces = {} as Record<AduKind, number | null>;
  let parkingTransit: ParkingTransit | null = null;
  const heightFt = {} as Record<AduKind, number | null>;
  // Several houses on one lot (use code 109): the principal dwelling is one of them, and the data
  // gives the floor area of all together, so the ½ cap waits for the house's own area.
  const houseArea = facts.multipleHouses && !overridden.includes('gross_floor_area') ? null : facts.grossFloorArea;
  const formulaFacts = { gross_floor_area: houseArea, lot_size: facts.lotSize };
  let basis: Evaluation['basis'] = null;
  // 760 CMR 71.03: a protected ADU's dimensions no stricter than the house's or an accessory building's.
  const noStricter = stateApplies ? state?.setbacksMostPermissive : undefined;
  const dimensionsNoStricter = noStricter !== undefined && noStricter.length > 0;
  // The ½ cap is measured by 760 CMR 71.02's gross floor area; the data has the assessor's gross area.
  const assessorArea =
    facts.state === 'MA' && facts.grossFloorAreaFromAssessor && houseArea !== null && !overridden.includes('gross_floor_area')
      ? assumption('assessor-gross-floor-area', { size: formatSqFt(houseArea) })
      : null;

  for (const kind of KINDS) {
    const candidates = layers(kind);
    // The most permissive legal status wins: a town may be more generous than the state, and may
    // not be stricter than the state right where it applies.
    const statuses = candidates
      .map((c) => (c.rules?.legal ? { ...c.rules.legal, source: c.source } : undefined))
      .filter((l): l is Cited<LegalStatus> & { source: 'STATE' | 'MUNICIPALITY' } => l !== undefined);
    const best = statuses.sort((a, b) => PERMISSIVENESS[b.value] - PERMISSIVENESS[a.value])[0];
    legalZone[kind] = best?.value ?? null;
    cite(`adu.${kind}_legal_zone`, best?.cite);
    const hasDwelling = facts.propertyType === null || facts.propertyType !== 'Other';
    legal[kind] = best && hasDwelling ? best.value : null;
    cite(`adu.${kind}_legal`, best?.cite);
    // Without a town rule for a further ADU, the status is unknown, and the sources say why.
    if (protectedAduUsed && !best) cite(`adu.${kind}_legal`, ONE_PROTECTED_ADU);
    if (best) {
      assume(`adu.${kind}_legal_zone`, best.source);
      assume(`adu.${kind}_legal`, best.source);
      assumeCited(`adu.${kind}_legal`, best);
      // A town's own status is verified; the state's is as sure as the reach of the state right.
      const kindBasis = (best.source === 'STATE' && reach.assumption) || best.assumption ? 'inferred' : 'verified';
      if (legal[kind] !== null) basis = basis === 'inferred' ? basis : kindBasis;
    }

    const size = (pick: (r: AduRules) => Formula | undefined, field: string) => {
      // Without a principal dwelling there is no ADU, and no size to give one.
      if (!hasDwelling) return null;
      const results = candidates
        .map((c) => (c.rules ? { formula: pick(c.rules), source: c.source } : undefined))
        .filter((f): f is { formula: Formula; source: 'STATE' | 'MUNICIPALITY' } => f?.formula !== undefined)
        .map((f) => ({ formula: f.formula, result: evaluateFormula(f.formula, formulaFacts), source: f.source }));
      // The state's standard size stands only where no local rule on file gives one (California,
      // Gov. Code §66320): then it is shown, as an assumption, since a city's own ordinance may cap lower.
      const standard = stateProtected && field.endsWith('.br') && !results.some((r) => r.source === 'MUNICIPALITY') ? state?.[kind]?.sizeStateStandard : undefined;
      const standardResult = standard ? { formula: standard, result: evaluateFormula(standard, formulaFacts), source: 'STATE' as const, standard: true } : undefined;
      const all: { formula: Formula; result: FormulaResult; source: 'STATE' | 'MUNICIPALITY'; standard?: boolean }[] = standardResult ? [...results, standardResult] : results;
      if (all.length === 0) return null;
      const chosen = all.reduce((a, b) => ((b.result.value ?? b.result.atMost ?? 0) > (a.result.value ?? a.result.atMost ?? 0) ? b : a));
      cite(field, chosen.result.cite);
      assume(field, chosen.source);
      if (chosen.standard) (assumptions[field] ??= []).push(assumption('state-standard-size', { town: town?.name ?? facts.placeName ?? UNNAMED_TOWN }));
      if (assessorArea && usesFact(chosen.formula, 'gross_floor_area')) (assumptions[field] ??= []).push(assessorArea);
      return { max: chosen.result.value, at_most: chosen.result.atMost, steps: chosen.result.steps };
    };
    sizeLimits[kind] = {
      br: size((r) => r.sizeByRight, `adu.size_limits.${kind}.br`),
      sp: size((r) => r.sizeBySpecialPermit, `adu.size_limits.${kind}.sp`),
    };

    const merged: SetbackValues = { front: null, side: null, rear: null, building: null };
    for (const side of ['front', 'side', 'rear', 'building'] as const) {
      const field = `adu.placement.${kind}_setbacks.${side}`;
      const layer = candidates.find((c) => c.rules?.setbacks?.[side] !== undefined);
      const found = layer?.rules?.setbacks?.[side];
      const chosen = protectedSetback(kind, side, found, [zone, town, state], stateApplies ? state?.setbacksMostPermissive : undefined);
      merged[side] = chosen?.value ?? null;
      cite(field, chosen?.cite);
      // A value of the state's, or one the state's rule chose, is as sure as the reach of the state right.
      if (chosen && (chosen !== found || layer?.source === 'STATE')) assume(field, 'STATE');
      assumeCited(field, chosen);
    }
    for (const override of overrides.sizeLimits ?? []) {
      const target = setbackOfSubject(override.subject);
      if (target.kind !== kind) continue;
      merged[target.side] = override.value;
      const field = `adu.placement.${kind}_setbacks.${target.side}`;
      delete citations[field];
      delete assumptions[field];
      overridden.push(field);
    }
    setbacks[kind] = merged;
    // Parking is for an ADU: a lot with no principal dwelling has none to park for.
    const parking = hasDwelling ? candidates.map((c) => (c.rules?.parkingSpaces ? { ...c.rules.parkingSpaces, source: c.source } : undefined)).find((v) => v !== undefined) : undefined;
    parkingSpaces[kind] = parking?.value ?? null;
    // Near a station the rule of the same layers waives parking (c.40A §3); the answer names the
    // station data it rests on and how the distance is measured (decision 052).
    const nearTransit = parking ? candidates.map((c) => c.rules?.parkingNearTransit).find((r) => r !== undefined) : undefined;
    const transit = nearTransit ? transitReach(facts.nearestStation, nearTransit, parking?.value ?? null) : null;
    if (transit && nearTransit && transit.reach !== 'no_data') {
      if (transit.reach !== 'beyond') parkingSpaces[kind] = nearTransit.value;
      cite(`adu.parking.${kind}`, transit.reach === 'beyond' ? [...(parking?.cite ?? []), ...nearTransit.dataCite] : [...nearTransit.cite, ...nearTransit.dataCite]);
      (assumptions[`adu.parking.${kind}`] ??= []).push(assumption('transit-distance', {}));
    } else {
      cite(`adu.parking.${kind}`, parking?.cite);
    }
    parkingTransit ??= transit;
    if (parking) assume(`adu.parking.${kind}`, parking.source);
    assumeCited(`adu.parking.${kind}`, parking);
    const height = candidates.map((c) => (c.rules?.heightFt ? { ...c.rules.heightFt, source: c.source } : undefined)).find((v) => v !== undefined);
    heightFt[kind] = height?.value ?? null;
    cite(`adu.height.${kind}`, height?.cite ?? noStricter);
    if (height) assume(`adu.height.${kind}`, height.source);
    assumeCited(`adu.height.${kind}`, height);
  }
  const footprintLayer = layers('ext').find((c) => c.rules?.footprint !== undefined);
  const footprintResult: FormulaResult | null = footprintLayer?.rules?.footprint ? evaluateFormula(footprintLayer.rules.footprint, formulaFacts) : null;
  sizeLimits.footprint = { br: footprintResult ? { max: footprintResult.value, at_most: footprintResult.atMost, steps: footprintResult.steps } : null, sp: null };
  if (footprintResult && footprintLayer) {
    cite('adu.size_limits.footprint.br', footprintResult.cite);
    assume('adu.size_limits.footprint.br', footprintLayer.source);
  } else cite('adu.size_limits.footprint', noStricter);
  if (facts.mixedUse && facts.propertyType !== 'Other') notes.push(ruleSentence('note.mixedUse'));
  if (facts.mixedUseHomes && facts.propertyType !== 'Other') notes.push(ruleSentence('note.mixedUseHomes'));
  if (houseArea === null && facts.multipleHouses && facts.grossFloorArea !== null) notes.push(ruleSentence('note.multipleHouses'));
  if (parkingTransit) notes.push(transitNote(parkingTransit));
  if (facts.propertyType === 'Other') notes.push(ruleSentence('note.notADwelling'));
  if (facts.condominium) notes.push(ruleSentence('note.condominium'));

  const applies = (e: Extra) => !e.propertyTypes || facts.propertyType === null || e.propertyTypes.includes(facts.propertyType);
  const extras = [
    ...(stateProtected !== false && state ? state.extras.filter(applies).map((e) => ({ ...e, source: 'STATE' as const })) : []),
    ...(town?.extras ?? []).filter(applies).map((e) => ({ ...e, source: 'MUNICIPALITY' as const })),
  ];
  extras.forEach((e, i) => cite(`extras.${i}`, e.cite));

  // The plan that shows where new work stands: the town's where it has one, else the state's.
  const plotPlanRule = town?.plotPlan ? { rule: town.plotPlan, source: 'MUNICIPALITY' as const } : state?.plotPlan ? { rule: state.plotPlan, source: 'STATE' as const } : null;
  if (plotPlanRule) {
    cite('plot_plan', plotPlanRule.rule.cite);
    assumeCited('plot_plan', plotPlanRule.rule);
  }

  return {
    rulesetIds: [state?.id, town?.id].filter((id): id is string => id !== undefined),
    zones: (town?.zones ?? []).map((z) => z.code).sort(),
    zone: zoneCode,
    zoneMatched: zone !== undefined,
    stateProtected,
    basis,
    assumptions,
    specialPermitPath: !(stateProtected && state?.ministerial),
    protectedAduUsed,
    dimensionsNoStricter,
    legal,
    legalZone,
    sizeLimits,
    setbacks,
    parkingSpaces,
    parkingTransit,
    heightFt,
    plotPlan: plotPlanRule ? { ...plotPlanRule.rule.value, source: plotPlanRule.source } : null,
    extras: extras.map(({ subject, source, text }) => ({ subject, source, text })),
    notes,
    bylawsUrl: town?.bylawsUrl ?? state?.bylawsUrl ?? null,
    documentUpdatedAt: [town?.documentUpdatedAt, state?.documentUpdatedAt].filter((d): d is string => d !== undefined).sort().at(-1) ?? null,
    citations,
    overridden,
    facts,
    structures,
  };
}

/** Whether the state ADU right reaches the lot: from the district's use table, else inferred from its name or the home on it, else unknown. */
function stateReach(input: {
  facts: PropertyFacts;
  state: Ruleset | undefined;
  town: Ruleset | undefined;
  zone: ZoneRules | undefined;
  zoneCode: string | null;
  zoneName: string | null;
}): { protected: boolean | null; assumption: Assumption | null; note: string | null } {
  const { facts, state, town, zone, zoneCode } = input;
  const covered = town?.coveredByState?.value ?? true;
  if (!covered || !state?.ext?.legal) return { protected: false, assumption: null, note: null };
  const reach = state.reach ?? 'single-family-district';
  const allows = (use: ZoneRules['singleFamily'] | undefined) => use === 'BR' || use === 'SP';
  if (zone) {
    const known = reach === 'residential-district' ? [zone.singleFamily, zone.multiFamily ?? 'UNKNOWN'] : [zone.singleFamily];
    // A use status taken from an account of the ordinance is inferred, and says from which.
    const sourced = zone.assumption ? assumption(zone.assumption.key, zone.assumption.params) : null;
    if (known.some(allows)) return { protected: true, assumption: sourced, note: null };
    if (known.every((use) => use === 'NO')) return { protected: false, assumption: sourced, note: null };
  }
  const inferred = inferStateReach({
    reach,
    zoneCode,
    zoneName: zone?.name ?? input.zoneName,
    propertyType: facts.propertyType,
    town: town?.name ?? facts.placeName ?? UNNAMED_TOWN,
    home: { condominium: facts.condominium, multipleHouses: facts.multipleHouses, mixedUse: facts.mixedUse || facts.mixedUseHomes },
  });
  if (inferred) return { protected: true, assumption: inferred, note: null };
  const note = zoneCode ? ruleSentence(reach === 'residential-district' ? 'note.residentialUnknown' : 'note.singleFamilyUnknown', { zone: zoneCode }) : null;
  return { protected: null, assumption: null, note };
}

/** 760 CMR 71.02's Protected Use ADU (one per lot) and the c.40A §3 right to a single ADU: why a further ADU has no state right. */
const ONE_PROTECTED_ADU: Cite[] = [
  { doc: '760-cmr-71', sections: ['71.02-protected-use-adu'] },
  { doc: 'mgl-c40a-s3', sections: ['adu-by-right'] },
];

/** Whether a formula uses a fact. */
function usesFact(formula: Formula, fact: FactKey): boolean {
  switch (formula.op) {
    case 'fact':
      return formula.fact === fact;
    case 'const':
      return false;
    case 'threshold':
      return formula.fact === fact || usesFact(formula.over, fact) || usesFact(formula.upTo, fact);
    default:
      return formula.of.some((part) => usesFact(part, fact));
  }
}

type Side = keyof SetbackValues;

/** The first setback a group's own rules give (the zone's, then the town's, then the state's), leaving out rules of single categories. */
function groupSetback(group: 'principal' | 'accessory', side: Side, places: readonly (Ruleset | ZoneRules | undefined)[]): Cited<number> | undefined {
  return places.map((place) => place?.structures?.[group]?.setbacks?.[side]).find((v): v is Cited<number> => v !== undefined);
}

/**
 * The setback of an ADU: the ADU rules' own where a source gives one; but where the state holds
 * local rules for a protected ADU to the most permissive of a single-family dwelling's and an
 * accessory structure's (760 CMR 71.03), the detached type takes the smallest of its own, the
 * principal building's and an accessory building's, and the in-home apartment the smaller of its
 * own and the principal building's.
 */
function protectedSetback(kind: AduKind, side: Side, own: Cited<number> | undefined, places: readonly (Ruleset | ZoneRules | undefined)[], mostPermissive: Cite[] | undefined): Cited<number> | undefined {
  // The in-home apartment is part of the house: no separation from other buildings applies to it.
  if (!mostPermissive || (kind === 'int' && side === 'building')) return own;
  const principal = groupSetback('principal', side, places);
  const accessory = kind === 'ext' ? groupSetback('accessory', side, places) : undefined;
  const options = [own, principal, accessory].filter((v): v is Cited<number> => v !== undefined);
  if (options.length === 0) return undefined;
  const least = options.reduce((a, b) => (b.value < a.value ? b : a));
  return least === own ? least : { ...least, cite: [...least.cite, ...mostPermissive] };
}
