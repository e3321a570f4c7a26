// The playground's 'Is this allowed?' (spec 2 section 4 'Playground check' and 'Physical rules',
// spec 3 'Playground analysis'): each structure placed on the lot is checked against the rules
// evaluated for the lot, and every check says what it measured, what the rule requires and which
// source sets it. Pure and deterministic: the same input gives the same answer, in the order of
// the structures given.
//
// Checks of one structure, in this order:
// - legal: whether its category is allowed in the lot's zone;
// - setback-front, -side, -rear: the shortest distance to the lot lines of each kind on the lot;
// - separation: the distance to every other building and structure (not for in-home apartments
//   and home additions, which are joined to the house);
// - overlap: standing over another building or structure fails whatever the rules say, as two
//   cannot stand in one place (not for in-home apartments and home additions, which are part of the
//   house; a structure marked existing is not measured against the building it is);
// - footprint: its area against the category's limit (an ADU's: its floor-area limit);
// - coverage: everything standing on the lot (buildings, drawn buildings, every structure) against
//   the lot-coverage limit;
// - physical: spec 2's physical rules (physical-rules.ts), with spec 8's notices;
// - consideration: a RED special-consideration layer on the lot leaves the answer open, a YELLOW
//   one is a note.
// A check fails, passes, or is unknown when a rule is not in our sources or our data cannot tell.
// Any failure makes the structure NOT_PERMITTED, else any unknown NOT_SURE, else PERMITTED
// (decision 018); but when every check is unknown, the answer is NOT_KNOWN, with no likelihood
// (decision 061). Lengths are compared to the nearest inch, as they are written. Every text is
// written from the templates of analysis-sentences.ts, so another language can read it back
// (decision 038).
import type { PlanCategory } from '../floor-plans/category';
import { areaSqFt, signedRingArea } from '../geo/area';
import type { MultiPolygon, Polygon } from '../geo/geojson.schema';
import type { LocalFrame } from '../geo/local-frame';
import { distanceFt, overlapAreaSqFt } from '../geo/polygon-relations';
import { outerRingInFeet } from '../placement/rings-in-feet';
import type { Evaluation } from '../rules/evaluate';
import type { Cite } from '../rules/model';
import type { StatusColor } from '../rules/status';
import { EdgeKind, type LotEdge } from '../setback/lot-edges';
import { lotLineSegments } from '../setback/lot-lines';
import { lotPart } from '../setback/lot-ring';
import { setbackArea } from '../setback/setback-area';
import { coveredArea } from '../geo/covered-area';
import type { AnalysisBuilding, AnalysisCheck, AnalysisObject, AnalysisResult, CheckOutcome, PermissionStatus } from './analysis-result';
import { analysisSentence as say, type AnalysisSentenceId } from './analysis-sentences';
import { CATEGORY_LABELS, categoryWords, formatFeetInches, formatPercent, formatSqFt, legalWords, listText, sourceText } from './analysis-text';
import { categoryRules, type CategoryRules, type RuleValue } from './category-rules';
import { lotLineDistances } from './measure';
import { HOUSE_CATEGORIES, PhysicalReason, PhysicalRule, checkPhysicalRules, mainHousesOf, physicalRuleOf } from './physical-rules';

/** The kinds of check (`AnalysisCheck.kind`). */
export const CheckKind = {
  Legal: 'legal',
  SetbackFront: 'setback-front',
  SetbackSide: 'setback-side',
  SetbackRear: 'setback-rear',
  SetbackExteriorSide: 'setback-exterior-side',
  SetbackUnknown: 'setback-unknown',
  Separation: 'separation',
  Overlap: 'overlap',
  Footprint: 'footprint',
  Coverage: 'coverage',
  Physical: 'physical',
  Consideration: 'consideration',
} as const;
export type CheckKind = (typeof CheckKind)[keyof typeof CheckKind];

/** A building on the lot as the user sees it: the survey's and the ones they added. */
export interface LotBuilding {
  id: string;
  kind: 'main' | 'outbuilding';
  label: string | null;
  geometry: Polygon;
}

/** A special-consideration layer of the lot and its status there. */
export interface LotConsideration {
  layerId: string;
  name: string;
  status: StatusColor;
  /** What the report's badge says ('Zone AE', 'Within 90 ft'), if anything. */
  badge: string | null;
}

/** The lot as the user sees it, with the rules evaluated for it. */
export interface PlaygroundLot {
  lot: Polygon | MultiPolygon;
  /** Its edges, classified and relabelled as the user sees them. */
  edges: readonly LotEdge[];
  /** The lot size the rules see (square feet); the lot's own area when unknown. */
  lotAreaSqFt: number | null;
  buildings: readonly LotBuilding[];
  /** Whether the data has the lot's buildings. */
  buildingsKnown: boolean;
  considerations: readonly LotConsideration[];
  evaluation: Evaluation;
  /** The day the rules are in force (ISO date). */
  date: string;
}

/** What the user placed: buildings they drew (with a category) and the structures to judge. */
export interface PlaygroundDrawing {
  buildings: readonly AnalysisBuilding[];
  objects: readonly AnalysisObject[];
}

/** Something standing on the lot that a structure is measured against. */
interface Standing {
  id: string;
  /** How a check names it: 'the existing house', 'the drawn garage', 'the shed 2'. */
  name: string;
  geometry: Polygon;
  /** A building already there (survey, added, drawn, or a structure marked existing). */
  existing: boolean;
  /** A house: a main building, or a drawn or placed home. */
  isHouse: boolean;
  kind: 'main' | 'outbuilding';
  /** The index among the objects, for placed structures. */
  objectIndex: number | null;
}

/** A category's forms in the sentences: 'shed', 'Shed', 'a shed'. */
type CategoryWords = ReturnType<typeof categoryWords>;

/** A check with the phrase that explains it in a one-sentence summary, and whether it is only a note. */
interface Check extends AnalysisCheck {
  clause: string;
  note?: boolean;
}

const CONNECTED: readonly PlanCategory[] = ['in-home-apartment', 'home-additions'];
const SETBACK_KINDS = {
  [EdgeKind.Front]: CheckKind.SetbackFront,
  [EdgeKind.ExteriorSide]: CheckKind.SetbackExteriorSide,
  [EdgeKind.InteriorSide]: CheckKind.SetbackSide,
  [EdgeKind.Rear]: CheckKind.SetbackRear,
  [EdgeKind.Unknown]: CheckKind.SetbackUnknown,
} as const;
const LINE_NAMES = {
  [EdgeKind.Front]: 'line.front',
  [EdgeKind.ExteriorSide]: 'line.exteriorSide',
  [EdgeKind.InteriorSide]: 'line.interiorSide',
  [EdgeKind.Rear]: 'line.rear',
  [EdgeKind.Unknown]: 'line.unknown',
} as const satisfies Record<EdgeKind, AnalysisSentenceId>;

/**
 * The setback rule that applies to a lot line of this kind. The rules give front, side and rear: an
 * exterior side takes the larger of front and side and an unknown line the largest of all (the
 * stricter readings), and the check says it assumed so.
 */
function ruleForKind(kind: EdgeKind, setbacks: CategoryRules['setbacks']): { rule: RuleValue; setback: string; assumed: string | null } {
  const stricter = (...rules: RuleValue[]): RuleValue => {
    if (rules.some((r) => r.value === null)) return { value: null, cite: [], byUser: false };
    return rules.reduce((a, b) => (b.value! > a.value! ? b : a));
  };
  switch (kind) {
    case EdgeKind.Front:
      return { rule: setbacks.front, setback: say('setback.front'), assumed: null };
    case EdgeKind.Rear:
      return { rule: setbacks.rear, setback: say('setback.rear'), assumed: null };
    case EdgeKind.InteriorSide:
      return { rule: setbacks.side, setback: say('setback.side'), assumed: null };
    case EdgeKind.ExteriorSide:
      return { rule: stricter(setbacks.front, setbacks.side), setback: say('setback.exteriorSide'), assumed: say('remark.exteriorSide') };
    default:
      return { rule: stricter(setbacks.front, setbacks.side, setbacks.rear), setback: say('setback.largest'), assumed: say('remark.unknownLine') };
  }
}
const OUTCOME_LINES = { pass: 'detail.pass', fail: 'detail.fail', unknown: 'detail.unknown' } as const satisfies Record<CheckOutcome, AnalysisSentenceId>;
/** Share of the smaller outline two outlines must overlap by to be one and the same building. */
const SAME_BUILDING_SHARE = 0.5;

const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;
const inches = (feet: number): number => Math.round(feet * 12);

function check(kind: CheckKind, outcome: CheckOutcome, text: string, clause: string, rule: { cite: Cite[] } | null, numbers: { found?: number | null; required?: number | null } = {}): Check {
  return { kind, outcome, text, clause, ...numbers, cite: rule?.cite.map((cite) => ({ doc: cite.doc, sections: [...cite.sections] })) ?? [] };
}

/** 'your setback' for a value the user set. */
const yours = (rule: RuleValue<unknown>): string | null => (rule.byUser ? say('remark.yours') : null);

/** Remarks after a required distance, each in parentheses: ' (your setback)'. */
const remarksText = (...remarks: (string | null)[]): string => remarks.map((remark) => (remark === null ? '' : ` (${remark})`)).join('');

/** The lengths a distance check states: '2 ft 6 in' found, '10 ft' required. */
const lengthsOf = (found: number, required: number) => ({ found: formatFeetInches(found), required: formatFeetInches(required) });

/** What stands on the lot besides the placed structures, then the placed structures, in the order given. */
function standingOf(lot: PlaygroundLot, drawing: PlaygroundDrawing): Standing[] {
  const drawnIds = new Set(drawing.buildings.map((b) => b.properties.id));
  const existing: Standing[] = lot.buildings
    // A drawn building with the id of one the user added is that building, now with a category.
    .filter((b) => !drawnIds.has(b.id))
    .map((b) => ({
      id: b.id,
      name: b.label !== null ? say('standing.existing', { label: b.label.toLowerCase() }) : say(b.kind === 'main' ? 'standing.existingHouse' : 'standing.existingOutbuilding'),
      geometry: b.geometry,
      existing: true,
      isHouse: b.kind === 'main',
      kind: b.kind,
      objectIndex: null,
    }));
  const drawn: Standing[] = drawing.buildings.map((b) => {
    const category = b.properties.category;
    const isHouse = category !== null && HOUSE_CATEGORIES.includes(category);
    return {
      id: b.properties.id,
      name: category ? say('standing.drawn', { category: CATEGORY_LABELS[category].toLowerCase() }) : say('standing.drawnBuilding'),
      geometry: b.geometry,
      existing: true,
      isHouse,
      kind: isHouse ? 'main' : 'outbuilding',
      objectIndex: null,
    };
  });
  const counts = new Map<string, number>();
  for (const o of drawing.objects) counts.set(o.properties.category, (counts.get(o.properties.category) ?? 0) + 1);
  const seen = new Map<string, number>();
  const placed: Standing[] = drawing.objects.map((o, objectIndex) => {
    const category = o.properties.category;
    const nth = (seen.get(category) ?? 0) + 1;
    seen.set(category, nth);
    return {
      id: o.properties.id,
      name: say(counts.get(category)! > 1 ? 'standing.placedNth' : 'standing.placed', { category: CATEGORY_LABELS[category].toLowerCase(), nth }),
      geometry: o.geometry,
      existing: o.properties.existingStructure,
      isHouse: HOUSE_CATEGORIES.includes(category),
      kind: HOUSE_CATEGORIES.includes(category) ? 'main' : 'outbuilding',
      objectIndex,
    };
  });
  return [...existing, ...drawn, ...placed];
}

/** Whether `other` is the object itself: its own entry, a building of the same id, or (for a structure marked existing) the building it outlines. */
function isItself(object: AnalysisObject, index: number, other: Standing): boolean {
  if (other.objectIndex === index) return true;
  if (other.objectIndex === null && other.id === object.properties.id) return true;
  if (!object.properties.existingStructure || other.objectIndex !== null) return false;
  const shared = overlapAreaSqFt(object.geometry, other.geometry);
  return shared > 0 && shared >= SAME_BUILDING_SHARE * Math.min(areaSqFt(object.geometry), areaSqFt(other.geometry));
}

function legalCheck(words: CategoryWords, rules: CategoryRules, evaluation: Evaluation): Check {
  const { aCategory } = words;
  const zone = evaluation.zone;
  const status = rules.legal.value;
  if (status === null) {
    const why = zone ? say('legal.notInSources', { zone, aCategory }) : say('legal.noZone', { aCategory });
    const dwelling = rules.aduKind && evaluation.facts.propertyType === 'Other' ? ` ${say('legal.notADwelling')}` : '';
    const open = zone ? say('clause.legalUnknownInZone', { aCategory, zone }) : say('clause.legalUnknownHere', { aCategory });
    return check(CheckKind.Legal, 'unknown', `${why}${dwelling}`, open, rules.legal);
  }
  const legal = legalWords(status);
  const text = zone ? say('legal.inZone', { zone, aCategory, legal }) : say('legal.onLot', { aCategory, legal });
  if (status === 'NOT_ALLOWED') {
    return check(CheckKind.Legal, 'fail', text, zone ? say('clause.notAllowedInZone', { aCategory, zone }) : say('clause.notAllowedHere', { aCategory }), rules.legal);
  }
  // An ADU's status that rests on an assumption (decision 025) is one to confirm, not a pass.
  const assumed = rules.aduKind ? (evaluation.assumptions[`adu.${rules.aduKind}_legal`] ?? []) : [];
  if (assumed.length > 0) return check(CheckKind.Legal, 'unknown', `${text} ${assumed.map((a) => a.text).join(' ')}`, say('clause.assumption', { aCategory }), rules.legal);
  if (status === 'SP' || status === 'CONDITION_USE_PERMIT') return check(CheckKind.Legal, 'unknown', text, say(status === 'SP' ? 'clause.specialPermit' : 'clause.conditionUsePermit'), rules.legal);
  return check(CheckKind.Legal, 'pass', text, '', rules.legal);
}

function setbackChecks(words: CategoryWords, rules: CategoryRules, measured: ReturnType<typeof lotLineDistances>): Check[] {
  const checks: Check[] = [];
  for (const kind of [EdgeKind.Front, EdgeKind.ExteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear, EdgeKind.Unknown]) {
    const found = measured[kind];
    if (found === null) continue;
    const { rule, setback, assumed } = ruleForKind(kind, rules.setbacks);
    const line = say(LINE_NAMES[kind]);
    const numbers = { found: roundTo(found, 2), required: rule.value };
    if (rule.value === null) {
      checks.push(check(SETBACK_KINDS[kind], 'unknown', say('setback.notInSources', { line, found: formatFeetInches(found), setback, aCategory: words.aCategory }), setback, rule, numbers));
      continue;
    }
    const lengths = lengthsOf(found, rule.value);
    const text = say('setback.measured', { line, ...lengths, remarks: remarksText(yours(rule), assumed) });
    if (inches(found) < inches(rule.value)) checks.push(check(SETBACK_KINDS[kind], 'fail', text, say('clause.setbackNotMet', { setback, ...lengths }), rule, numbers));
    else checks.push(check(SETBACK_KINDS[kind], 'pass', text, '', rule, numbers));
  }
  return checks;
}

function separationChecks(object: AnalysisObject, others: readonly Standing[], rules: CategoryRules, knowsBuildings: boolean, frame: LocalFrame): Check[] {
  const rule = rules.setbacks.building;
  const distances = others.map((other) => ({ other, found: distanceFt(object.geometry, other.geometry, frame) }));
  const checks: Check[] = [];
  if (rule.value !== null) {
    for (const { other, found } of distances) {
      if (inches(found) >= inches(rule.value)) continue;
      const lengths = lengthsOf(found, rule.value);
      const text = say('separation.measured', { other: other.name, ...lengths, remarks: remarksText(yours(rule)) });
      checks.push(check(CheckKind.Separation, 'fail', text, say('clause.tooClose', { other: other.name, ...lengths }), rule, { found: roundTo(found, 2), required: rule.value }));
    }
  }
  if (!knowsBuildings) {
    checks.push(check(CheckKind.Separation, 'unknown', say('separation.buildingsUnknown'), say('clause.buildingsUnknown'), null));
  }
  if (checks.length > 0) return checks;
  const nearest = distances.reduce<(typeof distances)[number] | null>((best, d) => (best === null || d.found < best.found ? d : best), null);
  if (!nearest) return [check(CheckKind.Separation, 'pass', say('separation.alone'), '', null)];
  const other = nearest.other.name;
  const numbers = { found: roundTo(nearest.found, 2), required: rule.value };
  if (rule.value === null) {
    return [check(CheckKind.Separation, 'unknown', say('separation.notInSources', { other, found: formatFeetInches(nearest.found) }), say('clause.separation'), rule, numbers)];
  }
  if (rule.value === 0) return [check(CheckKind.Separation, 'pass', say('separation.mayAdjoin', { other, found: formatFeetInches(nearest.found) }), '', rule, numbers)];
  return [check(CheckKind.Separation, 'pass', say('separation.measured', { other, ...lengthsOf(nearest.found, rule.value), remarks: remarksText(yours(rule)) }), '', rule, numbers)];
}

/** Square feet two outlines must share to overlap (touching, or a wall drawn on a wall, is not overlapping). */
const OVERLAP_MIN_SQFT = 0.01;

/** A failed check for each building or structure the object stands over. */
function overlapChecks(object: AnalysisObject, others: readonly Standing[], frame: LocalFrame): Check[] {
  return others
    .filter((other) => overlapAreaSqFt(object.geometry, other.geometry, frame) > OVERLAP_MIN_SQFT)
    .map((other) => check(CheckKind.Overlap, 'fail', say('overlap.measured', { other: other.name }), say('clause.overlaps', { other: other.name }), null));
}

function footprintCheck(object: AnalysisObject, rules: CategoryRules): Check {
  const area = areaSqFt(object.geometry);
  const rule = rules.footprint;
  const limited = rules.aduKind ? 'footprint.aduLimit' : 'footprint.limit';
  const numbers = { found: Math.round(area), required: typeof rule.value === 'number' ? rule.value : null };
  const limit = typeof rule.value === 'number' ? rule.value : rules.aduKind ? rule.atMost : null;
  if (limit !== null && Math.round(area) > Math.round(limit)) {
    const areas = { area: formatSqFt(area), maxArea: formatSqFt(limit) };
    return check(CheckKind.Footprint, 'fail', say(limited, areas), say('clause.footprintTooLarge', areas), rule, { found: numbers.found, required: limit });
  }
  if (typeof rule.value === 'number') return check(CheckKind.Footprint, 'pass', say(limited, { area: formatSqFt(area), maxArea: formatSqFt(rule.value) }), '', rule, numbers);
  if (rule.value === 'none') return check(CheckKind.Footprint, 'pass', say('footprint.noLimit', { area: formatSqFt(area) }), '', rule, numbers);
  if (rules.aduKind && rule.atMost !== null) {
    return check(CheckKind.Footprint, 'unknown', say('footprint.aduDepends', { area: formatSqFt(area), maxArea: formatSqFt(rule.atMost) }), say('clause.floorAreaLimit'), rule, numbers);
  }
  const text = say(rules.aduKind ? 'footprint.aduNotInSources' : 'footprint.notInSources', { area: formatSqFt(area) });
  return check(CheckKind.Footprint, 'unknown', text, say(rules.aduKind ? 'clause.floorAreaLimit' : 'clause.footprintLimit'), rule, numbers);
}

function coverageCheck(rules: CategoryRules, coveragePct: number | null): Check {
  const rule = rules.coverage;
  if (coveragePct === null) return check(CheckKind.Coverage, 'unknown', say('coverage.buildingsUnknown'), say('clause.coverage'), rule);
  const share = formatPercent(coveragePct);
  const numbers = { found: roundTo(coveragePct, 1), required: typeof rule.value === 'number' ? rule.value : null };
  if (rule.value === null) return check(CheckKind.Coverage, 'unknown', say('coverage.notInSources', { share }), say('clause.coverageLimit'), rule, numbers);
  if (rule.value === 'none') return check(CheckKind.Coverage, 'pass', say('coverage.noLimit', { share }), '', rule, numbers);
  const shares = { share, maxShare: formatPercent(rule.value) };
  if (roundTo(coveragePct, 1) > rule.value) return check(CheckKind.Coverage, 'fail', say('coverage.limit', shares), say('clause.coverageExceeded', shares), rule, numbers);
  return check(CheckKind.Coverage, 'pass', say('coverage.limit', shares), '', rule, numbers);
}

function physicalCheck(words: CategoryWords, object: AnalysisObject, others: readonly Standing[], knowsBuildings: boolean): Check | null {
  const rule = physicalRuleOf(object.properties.category);
  if (rule === null) return null;
  const buildings = others.filter((o) => o.existing).map((o) => o.geometry);
  const mainHouses = [
    ...mainHousesOf(others.filter((o) => o.objectIndex === null).map((o) => ({ geometry: o.geometry, kind: o.kind }))),
    ...others.filter((o) => o.objectIndex !== null && o.isHouse).map((o) => o.geometry),
  ];
  const result = checkPhysicalRules(object.geometry, object.properties.category, { buildings, mainHouses });
  const touches = !result.valid && result.reason === PhysicalReason.TouchesBuilding;
  // Without the lot's buildings, a structure joined to nothing we know of may still be joined to the house.
  if (!result.valid && !touches && !knowsBuildings) {
    return check(CheckKind.Physical, 'unknown', say('physical.houseUnknown'), say('clause.houseUnknown'), null);
  }
  if (!result.valid) {
    const text = say(touches ? 'physical.touchesBuilding' : 'physical.notConnected', { Category: words.Category });
    return check(CheckKind.Physical, 'fail', text, say(touches ? 'clause.touchesBuilding' : 'clause.notConnected'), null);
  }
  if (rule === PhysicalRule.JoinedToMainHouse) return check(CheckKind.Physical, 'pass', say('physical.connected'), '', null);
  if (!knowsBuildings) return check(CheckKind.Physical, 'unknown', say('physical.buildingsUnknown'), say('clause.buildingsUnknown'), null);
  return check(CheckKind.Physical, 'pass', say('physical.apart'), '', null);
}

function considerationChecks(considerations: readonly LotConsideration[]): Check[] {
  return considerations.flatMap((c): Check[] => {
    const layer = c.name;
    if (c.status === 'RED') {
      const text = c.badge ? say('consideration.onLotBadge', { layer, badge: c.badge }) : say('consideration.onLot', { layer });
      return [check(CheckKind.Consideration, 'unknown', text, say('clause.consideration', { layer }), null)];
    }
    if (c.status === 'YELLOW') {
      const text = c.badge ? say('consideration.nearBadge', { layer, badge: c.badge }) : say('consideration.near', { layer });
      return [{ ...check(CheckKind.Consideration, 'pass', text, '', null), note: true }];
    }
    return [];
  });
}

/** The share of the lot (percent) covered by everything standing on it, or null when its buildings are unknown. */
function coverageOf(lot: PlaygroundLot, standing: readonly Standing[], knowsBuildings: boolean): number | null {
  if (!knowsBuildings) return null;
  const { frame, outer, holes } = lotPart(lot.lot);
  const rings = [outer.points, ...holes.map((hole) => hole.points)];
  const lotArea = rings.reduce((sum, ring) => sum + signedRingArea(ring), 0);
  const cutters = standing.map((s) => outerRingInFeet(s.geometry, frame)).filter((ring) => ring.length >= 3);
  const base = lot.lotAreaSqFt && lot.lotAreaSqFt > 0 ? lot.lotAreaSqFt : lotArea;
  return (coveredArea(rings, cutters) / base) * 100;
}

function verdictOf(checks: readonly Check[]): PermissionStatus {
  if (checks.some((c) => c.outcome === 'fail')) return 'NOT_PERMITTED';
  const judged = checks.filter((c) => !c.note);
  if (judged.length > 0 && judged.every((c) => c.outcome === 'unknown')) return 'NOT_KNOWN';
  return checks.some((c) => c.outcome === 'unknown') ? 'NOT_SURE' : 'PERMITTED';
}

function shortExplanation(words: CategoryWords, status: PermissionStatus, checks: readonly Check[]): string {
  const { category } = words;
  if (status === 'NOT_PERMITTED') return say('short.notPermitted', { category, clauses: listText(checks.filter((c) => c.outcome === 'fail').map((c) => c.clause)) });
  if (status === 'NOT_SURE' || status === 'NOT_KNOWN') {
    const open = checks.filter((c) => c.outcome === 'unknown').map((c) => c.clause).filter((clause, i, all) => all.indexOf(clause) === i);
    return say(status === 'NOT_SURE' ? 'short.notSure' : 'short.notKnown', { category, clauses: listText(open) });
  }
  return say('short.permitted', { category, count: checks.filter((c) => !c.note).length });
}

function detailedExplanation(words: CategoryWords, lot: PlaygroundLot, checks: readonly Check[]): string {
  const { zone } = lot.evaluation;
  const title = zone ? say('detail.titleInZone', { Category: words.Category, zone, date: lot.date }) : say('detail.titleNoZone', { Category: words.Category, date: lot.date });
  const lines = checks.map((c) => {
    const source = c.cite.length > 0 ? ` ${say('detail.source', { sources: sourceText(c.cite) })}` : '';
    // Spec 8: a physical notice is followed by its advice.
    const advice = c.kind === CheckKind.Physical && c.outcome === 'fail' ? ` ${say('physical.moveIt')}` : '';
    return say(c.note ? 'detail.note' : OUTCOME_LINES[c.outcome], { check: `${c.text}${advice}${source}` });
  });
  return [title, ...lines].join('\n');
}

/**
 * The lot inside the setbacks of `rules` (and, for a structure kept apart from buildings, clear
 * of `obstacles` by the separation), as the report draws an ADU's; null when a lot-line setback
 * is unknown or nothing is left.
 */
function setbackPolygonOf(lot: PlaygroundLot, rules: CategoryRules, obstacles: readonly Polygon[]): Polygon | MultiPolygon | null {
  const { front, side, rear, building } = rules.setbacks;
  if (typeof front.value !== 'number' || typeof side.value !== 'number' || typeof rear.value !== 'number') return null;
  const apart = !CONNECTED.includes(rules.category) && obstacles.length > 0;
  return setbackArea(lot.lot, lot.edges, { frontFt: front.value, sideFt: side.value, rearFt: rear.value }, apart ? { footprints: obstacles, separationFt: building.value ?? 0 } : undefined);
}

/** Judges every structure of `drawing` on the lot: one result per structure, in the order given. */
export function analyzePlayground(lot: PlaygroundLot, drawing: PlaygroundDrawing): AnalysisResult[] {
  const { frame, segments } = lotLineSegments(lot.lot, lot.edges);
  const standing = standingOf(lot, drawing);
  // Buildings count as known where the data has them, or where the user drew or added a house.
  const knowsBuildings = lot.buildingsKnown || standing.some((s) => s.objectIndex === null && s.isHouse);
  const coveragePct = coverageOf(lot, standing, knowsBuildings);
  const considerations = considerationChecks(lot.considerations);
  const rulesOf = new Map<PlanCategory, CategoryRules>();
  const areas = new Map<string, Polygon | MultiPolygon | null>();

  return drawing.objects.map((object, index): AnalysisResult => {
    const category = object.properties.category;
    const words = categoryWords(category);
    let rules = rulesOf.get(category);
    if (!rules) rulesOf.set(category, (rules = categoryRules(category, lot.evaluation)));
    const others = standing.filter((other) => !isItself(object, index, other));
    const measured = lotLineDistances(object.geometry, lot.lot, frame, segments);
    const physical = physicalCheck(words, object, others, knowsBuildings);
    const checks: Check[] = [
      legalCheck(words, rules, lot.evaluation),
      ...setbackChecks(words, rules, measured),
      ...(CONNECTED.includes(category) ? [] : separationChecks(object, others, rules, knowsBuildings, frame)),
      ...(CONNECTED.includes(category) ? [] : overlapChecks(object, others, frame)),
      footprintCheck(object, rules),
      coverageCheck(rules, coveragePct),
      ...(physical ? [physical] : []),
      ...considerations,
    ];
    const status = verdictOf(checks);
    const obstacles = others.filter((other) => other.existing);
    const areaKey = JSON.stringify([category, obstacles.map((o) => standing.indexOf(o))]);
    if (!areas.has(areaKey)) areas.set(areaKey, setbackPolygonOf(lot, rules, obstacles.map((o) => o.geometry)));
    return {
      id: object.properties.id,
      short_explanation: shortExplanation(words, status, checks),
      detailed_explanation: detailedExplanation(words, lot, checks),
      permission_status: status,
      // Where the lot's buildings are unknown, the area clear of them would be drawn over the house
      // as if the lot were empty (issue 31): unknown, until the user draws the house.
      setback_polygon: knowsBuildings || CONNECTED.includes(category) ? (areas.get(areaKey) ?? null) : null,
      checks: checks.map(({ clause: _clause, note: _note, ...rest }) => rest),
    };
  });
}
