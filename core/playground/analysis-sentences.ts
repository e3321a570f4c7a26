// The sentences of the playground's answers ('Is this allowed?'): what each check says, the
// phrases a short explanation lists, the lines of the detailed one, and the words they are made
// of. Each is a template with `{name}` placeholders under one id; analyze.ts fills them in English,
// and analysis-es.ts has the same ids in Spanish, read back from the English by
// translate-analysis.ts as the rules' sentences are (decision 038).
import { fillTemplate } from '../text/fill-template';

/** Every sentence and phrase of the playground's answers, in English. */
export const ANALYSIS_SENTENCES = {
  // What a check calls what stands on the lot: the survey's or the user's buildings, the buildings
  // they drew, and the placed structures (numbered when a category has several).
  'standing.existingHouse': 'the existing house',
  'standing.existingOutbuilding': 'the existing outbuilding',
  'standing.existing': 'the existing {label}',
  'standing.drawn': 'the drawn {category}',
  'standing.drawnBuilding': 'the drawn building',
  'standing.placed': 'the {category}',
  'standing.placedNth': 'the {category} {nth}',
  // The lot lines by kind, and the setback measured from each.
  'line.front': 'Front lot line',
  'line.exteriorSide': 'Exterior side lot line',
  'line.interiorSide': 'Interior side lot line',
  'line.rear': 'Rear lot line',
  'line.unknown': 'Unlabelled lot line',
  'setback.front': 'the front setback',
  'setback.side': 'the side setback',
  'setback.rear': 'the rear setback',
  'setback.exteriorSide': 'the exterior side setback',
  'setback.largest': 'the largest setback',
  // Remarks after a required distance, each in parentheses.
  'remark.yours': 'your setback',
  'remark.exteriorSide': 'the larger of the front and side setbacks, as no exterior side setback is on file',
  'remark.unknownLine': 'the largest setback, as the kind of this lot line is not known',
  // What a legal status says (core/rules/model.ts StructureLegal).
  'legal.BR': 'allowed by right',
  'legal.SP': 'allowed only by special permit',
  'legal.CONDITION_USE_PERMIT': 'allowed only by condition use permit',
  'legal.UNRESTRICTED': 'allowed without restriction',
  'legal.ALLOWED': 'allowed',
  'legal.NOT_ALLOWED': 'not allowed',
  // The checks' texts, kind by kind (analyze.ts).
  'legal.noZone': "The lot's zone is not in our data, so whether {aCategory} is allowed cannot be told.",
  'legal.notInSources': 'Zone {zone}: whether {aCategory} is allowed is not in our sources.',
  'legal.notADwelling': 'The property is not recorded as a dwelling, and an ADU needs one.',
  'legal.inZone': 'Zone {zone}: {aCategory} is {legal}.',
  'legal.onLot': 'This lot: {aCategory} is {legal}.',
  'setback.notInSources': '{line}: {found} found; {setback} for {aCategory} is not in our sources.',
  'setback.measured': '{line}: {found} found, {required} required{remarks}.',
  'separation.measured': 'Distance to {other}: {found} found, {required} required{remarks}.',
  'separation.buildingsUnknown': 'The buildings on this lot are not in our data, so the distance to them cannot be checked.',
  'separation.alone': 'No other building or structure stands on the lot.',
  'separation.notInSources': 'Distance to {other}: {found} found; the separation between buildings is not in our sources.',
  'overlap.measured': 'It overlaps {other}: two structures cannot stand in one place.',
  'separation.mayAdjoin': 'Distance to {other}: {found} found; it may adjoin other buildings.',
  'footprint.limit': 'Footprint: {area}, at most {maxArea} allowed.',
  'footprint.aduLimit': 'Footprint: {area}, at most {maxArea} of floor area for the ADU allowed.',
  'footprint.noLimit': 'Footprint: {area}; there is no footprint limit besides lot coverage.',
  'footprint.aduDepends': "Footprint: {area}; the ADU's floor-area limit, at most {maxArea}, depends on facts not in our data.",
  'footprint.notInSources': 'Footprint: {area}; the footprint limit is not in our sources.',
  'footprint.aduNotInSources': 'Footprint: {area}; the floor-area limit is not in our sources.',
  'coverage.buildingsUnknown': 'Lot coverage: the buildings on this lot are not in our data, so the coverage cannot be computed.',
  'coverage.notInSources': 'Lot coverage: {share} of the lot with every building and structure; the limit is not in our sources.',
  'coverage.noLimit': 'Lot coverage: {share} of the lot with every building and structure; there is no limit.',
  'coverage.limit': 'Lot coverage: {share} of the lot with every building and structure, at most {maxShare} allowed.',
  // Spec 8's physical notices word for word (core/api/playground.schema.ts physicalNotice), with their advice.
  'physical.touchesBuilding': '{Category} cannot be connected to an existing building structure.',
  'physical.notConnected': '{Category} must be connected to the main house.',
  'physical.moveIt': 'Please move it to a different location.',
  'physical.houseUnknown': 'The main house of this lot is not in our data, so whether it is connected to it cannot be told.',
  'physical.connected': 'It is connected to the main house.',
  'physical.buildingsUnknown': 'The buildings on this lot are not in our data, so whether it touches one cannot be told.',
  'physical.apart': 'It stands apart from every existing building.',
  'consideration.onLotBadge': '{layer} ({badge}) on this lot: building here needs a review our data cannot settle.',
  'consideration.onLot': '{layer} on this lot: building here needs a review our data cannot settle.',
  'consideration.nearBadge': '{layer} ({badge}) near this lot: a note, which does not change the answer.',
  'consideration.near': '{layer} near this lot: a note, which does not change the answer.',
  // What a short explanation lists: why a structure fails, or what our data cannot settle.
  'clause.legalUnknownInZone': 'whether {aCategory} is allowed in zone {zone}',
  'clause.legalUnknownHere': 'whether {aCategory} is allowed here',
  'clause.notAllowedInZone': '{aCategory} is not allowed in zone {zone}',
  'clause.notAllowedHere': '{aCategory} is not allowed here',
  'clause.overlaps': 'it overlaps {other}',
  'clause.assumption': 'the assumption {aCategory} rests on',
  'clause.specialPermit': 'the special permit it needs',
  'clause.conditionUsePermit': 'the condition use permit it needs',
  'clause.setbackNotMet': '{setback} is not met ({found} found, {required} required)',
  'clause.tooClose': 'it stands too close to {other} ({found} found, {required} required)',
  'clause.buildingsUnknown': 'where the buildings on the lot stand',
  'clause.separation': 'the separation between buildings',
  'clause.footprintTooLarge': 'its footprint is too large ({area}, at most {maxArea})',
  'clause.floorAreaLimit': 'the floor-area limit',
  'clause.footprintLimit': 'the footprint limit',
  'clause.coverage': 'the lot coverage',
  'clause.coverageLimit': 'the lot-coverage limit',
  'clause.coverageExceeded': 'the lot would be covered beyond its limit ({share}, at most {maxShare})',
  'clause.houseUnknown': 'where the main house stands',
  'clause.touchesBuilding': 'it touches an existing building',
  'clause.notConnected': 'it is not connected to the main house',
  'clause.consideration': 'the {layer} on this lot',
  // The short explanation (decision 018's verdict).
  'short.notPermitted': 'This {category} is not permitted here: {clauses}.',
  'short.notSure': 'This {category} may be permitted here, but our data cannot settle {clauses}.',
  'short.permitted': 'This {category} is permitted here: it meets all {count} rules checked.',
  'short.notKnown': 'Whether this {category} is allowed here is not known: our data settles none of its rules ({clauses}).',
  // The detailed explanation: a title, then a line per check with its outcome and its sources.
  'detail.titleInZone': '{Category} in zone {zone}, by the rules in force on {date}:',
  'detail.titleNoZone': '{Category} in an unknown zone, by the rules in force on {date}:',
  'detail.pass': 'Passes: {check}',
  'detail.fail': 'Fails: {check}',
  'detail.unknown': 'Unknown: {check}',
  'detail.note': 'Note: {check}',
  'detail.source': 'Source: {sources}.',
} as const;

/** The id of a sentence or phrase of the playground's answers. */
export type AnalysisSentenceId = keyof typeof ANALYSIS_SENTENCES;

/**
 * What a placeholder holds, so another language can write it: a plan category in one of its forms
 * ('shed', 'Shed', 'a shed'), a length ('2 ft 6 in'), an area ('1,200 sq ft'), a percentage, a
 * number or a date written anew; a text of the answers (a phrase above, a whole check) read back
 * in turn; a list of such texts ('a, b and c'); the remarks after a distance (' (your setback)');
 * a building's word from the data ('garage'); a text of the rules (a map layer's name or badge,
 * core/rules/texts.ts); a name (a zone code) or the sources of a check (titles and sections) kept
 * as they are.
 */
export const ANALYSIS_PLACEHOLDER_KINDS = {
  category: 'category',
  Category: 'category',
  aCategory: 'category',
  found: 'length',
  required: 'length',
  area: 'area',
  maxArea: 'area',
  share: 'percent',
  maxShare: 'percent',
  count: 'number',
  nth: 'number',
  date: 'date',
  line: 'text',
  setback: 'text',
  legal: 'text',
  other: 'text',
  check: 'text',
  clauses: 'list',
  remarks: 'remarks',
  label: 'building',
  layer: 'rules',
  badge: 'rules',
  zone: 'name',
  sources: 'sources',
} as const;

/** A placeholder of the playground's sentences. */
export type AnalysisPlaceholder = keyof typeof ANALYSIS_PLACEHOLDER_KINDS;

/** A sentence of the playground's answers in English with its placeholders filled: `analysisSentence('standing.placed', { category: 'shed' })` is 'the shed'. */
export function analysisSentence(id: AnalysisSentenceId, values?: Partial<Record<AnalysisPlaceholder, string | number>>): string {
  return fillTemplate(ANALYSIS_SENTENCES[id], values);
}
