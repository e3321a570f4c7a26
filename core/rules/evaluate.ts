// Evaluates the rulesets in force for a property: which state and town rules apply on a date,
// the legal status of each ADU type, size limits with their calculation steps, setbacks, and a
// citation for every value. Pure: the caller passes the facts and the rulesets.
import type { SizeLimitOverride } from '../api/overrides.schema';
import { DOCUMENTS } from './documents';
import { evaluateFormula, type FormulaResult } from './formula';
import type { PlanCategory } from '../floor-plans/category';
import type { AduKind, AduRules, Cite, Cited, Formula, LegalStatus, Ruleset, ZoneRules } from './model';
import { resolveStructureRules, type ResolvedStructureRules } from './structures';

/** The facts of a property that rules use. */
export interface PropertyFacts {
  state: string;
  jurisdictionId: string | null;
  /** The lot's zone on each zoning map (the assessor's code goes under 'assessor'). */
  zoning: { zoningMap: string; zoneCode: string }[];
  propertyType: string | null;
  grossFloorArea: number | null;
  lotSize: number | null;
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

/** A report citation (spec 1 section 3). */
export interface ReportCitation {
  document_id: string;
  sequences: string[];
  source_url: string;
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
  legal: Record<AduKind, LegalStatus | null>;
  legalZone: Record<AduKind, LegalStatus | null>;
  sizeLimits: Record<AduKind, SizeLimit> & { footprint: SizeLimit };
  setbacks: Record<AduKind, SetbackValues>;
  parkingSpaces: Record<AduKind, number | null>;
  heightFt: Record<AduKind, number | null>;
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
  return cites.map((cite) => ({ document_id: cite.doc, sequences: cite.sections, source_url: DOCUMENTS[cite.doc]?.sourceUrl ?? '' }));
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
  if (!town) notes.push('No town rules are on file here; the state rules are shown.');
  else if (!zone) notes.push(zoneCode ? `Zone ${zoneCode} is not in the town's rules on file.` : 'The lot has no zone in the data.');

  // The state right reaches a lot in a district that allows a single-family home (760 CMR 71.02),
  // unless the place is outside the statute (Boston).
  const covered = town?.coveredByState?.value ?? true;
  if (town?.coveredByState) cite('adu.covered_by_state', town.coveredByState.cite);
  let stateProtected: boolean | null;
  if (!covered || !state?.ext?.legal) stateProtected = false;
  else if (!zone || zone.singleFamily === 'UNKNOWN') stateProtected = null;
  else stateProtected = zone.singleFamily === 'BR' || zone.singleFamily === 'SP';
  if (stateProtected === null && zone) notes.push(`Whether district ${zone.code} allows a single-family home is not in our sources; if it does, the state ADU right applies.`);

  const layers = (kind: AduKind): { source: 'STATE' | 'MUNICIPALITY'; rules: AduRules | undefined }[] => [
    { source: 'MUNICIPALITY', rules: zone?.[kind] },
    { source: 'MUNICIPALITY', rules: town?.[kind] },
    ...(stateProtected ? [{ source: 'STATE' as const, rules: state?.[kind] }] : []),
  ];

  const legal = {} as Record<AduKind, LegalStatus | null>;
  const legalZone = {} as Record<AduKind, LegalStatus | null>;
  const sizeLimits = {} as Evaluation['sizeLimits'];
  const setbacks = {} as Record<AduKind, SetbackValues>;
  const parkingSpaces = {} as Record<AduKind, number | null>;
  const heightFt = {} as Record<AduKind, number | null>;
  const formulaFacts = { gross_floor_area: facts.grossFloorArea, lot_size: facts.lotSize };

  for (const kind of KINDS) {
    const candidates = layers(kind);
    // The most permissive legal status wins: a town may be more generous than the state, and may
    // not be stricter than the state right where it applies.
    const statuses = candidates.map((c) => c.rules?.legal).filter((l): l is Cited<LegalStatus> => l !== undefined);
    const best = statuses.sort((a, b) => PERMISSIVENESS[b.value] - PERMISSIVENESS[a.value])[0];
    legalZone[kind] = best?.value ?? null;
    cite(`adu.${kind}_legal_zone`, best?.cite);
    const hasDwelling = facts.propertyType === null || facts.propertyType !== 'Other';
    legal[kind] = best && hasDwelling ? best.value : null;
    cite(`adu.${kind}_legal`, best?.cite);

    const size = (pick: (r: AduRules) => Formula | undefined, field: string) => {
      const results = candidates
        .map((c) => (c.rules ? pick(c.rules) : undefined))
        .filter((f): f is Formula => f !== undefined)
        .map((f) => evaluateFormula(f, formulaFacts));
      if (results.length === 0) return null;
      const chosen = results.reduce((a, b) => ((b.value ?? b.atMost ?? 0) > (a.value ?? a.atMost ?? 0) ? b : a));
      cite(field, chosen.cite);
      return { max: chosen.value, at_most: chosen.atMost, steps: chosen.steps };
    };
    sizeLimits[kind] = {
      br: size((r) => r.sizeByRight, `adu.size_limits.${kind}.br`),
      sp: size((r) => r.sizeBySpecialPermit, `adu.size_limits.${kind}.sp`),
    };

    const merged: SetbackValues = { front: null, side: null, rear: null, building: null };
    for (const side of ['front', 'side', 'rear', 'building'] as const) {
      const found = candidates.map((c) => c.rules?.setbacks?.[side]).find((v): v is Cited<number> => v !== undefined);
      merged[side] = found?.value ?? null;
      cite(`adu.placement.${kind}_setbacks.${side}`, found?.cite);
    }
    for (const override of overrides.sizeLimits ?? []) {
      const target = setbackOfSubject(override.subject);
      if (target.kind !== kind) continue;
      merged[target.side] = override.value;
      const field = `adu.placement.${kind}_setbacks.${target.side}`;
      delete citations[field];
      overridden.push(field);
    }
    setbacks[kind] = merged;
    const parking = candidates.map((c) => c.rules?.parkingSpaces).find((v) => v !== undefined);
    parkingSpaces[kind] = parking?.value ?? null;
    cite(`adu.parking.${kind}`, parking?.cite);
    const height = candidates.map((c) => c.rules?.heightFt).find((v) => v !== undefined);
    heightFt[kind] = height?.value ?? null;
    cite(`adu.height.${kind}`, height?.cite);
  }
  const footprint = (layers('ext').map((c) => c.rules?.footprint).find((f) => f !== undefined) ?? null) as Formula | null;
  const footprintResult: FormulaResult | null = footprint ? evaluateFormula(footprint, formulaFacts) : null;
  sizeLimits.footprint = { br: footprintResult ? { max: footprintResult.value, at_most: footprintResult.atMost, steps: footprintResult.steps } : null, sp: null };
  if (footprintResult) cite('adu.size_limits.footprint.br', footprintResult.cite);
  if (facts.propertyType === 'Other') notes.push('The property is not recorded as a dwelling; an ADU needs a principal dwelling on the lot.');

  const extras = [
    ...(stateProtected !== false && state ? state.extras.map((e) => ({ ...e, source: 'STATE' as const })) : []),
    ...(town?.extras ?? []).map((e) => ({ ...e, source: 'MUNICIPALITY' as const })),
  ];
  extras.forEach((e, i) => cite(`extras.${i}`, e.cite));

  return {
    rulesetIds: [state?.id, town?.id].filter((id): id is string => id !== undefined),
    zones: (town?.zones ?? []).map((z) => z.code).sort(),
    zone: zoneCode,
    zoneMatched: zone !== undefined,
    stateProtected,
    legal,
    legalZone,
    sizeLimits,
    setbacks,
    parkingSpaces,
    heightFt,
    extras: extras.map(({ subject, source, text }) => ({ subject, source, text })),
    notes,
    bylawsUrl: town?.bylawsUrl ?? state?.bylawsUrl ?? null,
    documentUpdatedAt: [town?.documentUpdatedAt, state?.documentUpdatedAt].filter((d): d is string => d !== undefined).sort().at(-1) ?? null,
    citations,
    overridden,
    facts,
    structures: resolveStructureRules(zone, town, state),
  };
}
