// The sentences the rules write for the report: calculation steps, notes, summaries, assumptions
// and the distance badge of a special consideration. Each is a template with `{name}` placeholders
// under one id; the rules fill them in English, and texts-es.ts has the same ids in Spanish with
// the Spanish of every text of the rule data (decision 038).
import { fillTemplate } from '../text/fill-template';

/** Every sentence the rules write, in English. */
export const RULE_SENTENCES = {
  // The steps of a size formula (formula.ts).
  'step.value': '{label}: {size}',
  'step.unknownFact': '{label}: unknown, because {fact} is not in the data',
  'step.half': '{label}: half of {fact} of {factSize} = {size}',
  'step.times': '{label}: {factor} × {fact} of {factSize} = {size}',
  'step.smaller': 'The smaller of these: {size}',
  'step.larger': 'The larger of these: {size}',
  'step.noLimit': 'The limit cannot be computed without the missing fact',
  'step.atMost': 'The limit is at most {size} until the missing fact is known',
  // The evaluation's notes (evaluate.ts).
  'note.noTownRules': 'No town rules are on file here; the state rules are shown.',
  'note.zoneNotInRules': "Zone {zone} is not in the town's rules on file.",
  'note.noZone': 'The lot has no zone in the data.',
  'note.singleFamilyUnknown': 'Whether district {zone} allows a single-family home is not in our sources; if it does, the state ADU right applies.',
  'note.residentialUnknown': 'Whether district {zone} allows residential use is not in our sources; if it does, the state ADU right applies.',
  'note.notADwelling': 'The property is not recorded as a dwelling; an ADU needs a principal dwelling on the lot.',
  'note.condominium': 'The property is a condominium: besides zoning, its master deed and the association decide whether an owner may add a unit or build on the common land.',
  // The summary of an ADU type (status.ts): one of the first four, then the remarks that apply.
  'summary.unlikely': 'This property likely does not meet the requirements for {type}.',
  'summary.special': 'This property might meet the requirements for {type} with special considerations.',
  'summary.size': 'You may be able to build {type} of up to {size}, {legal}.',
  'summary.sizeOrMore': 'You may be able to build {type} of up to {size}, {legal}, or possibly more by Special Permit.',
  'summary.inferred': 'This rests on an assumption about the district; see the first section.',
  'summary.considerations': 'Special considerations apply; see below.',
  // The assumptions behind report values (infer.ts), by assumption key.
  'assumption.district-allows-single-family': 'Assumes single-family homes are allowed in {zone}; confirm with {town}\u2019s use table.',
  'assumption.district-allows-residential': 'Assumes {zone} is zoned for residential use; confirm with {town}\u2019s zoning code.',
  'assumption.unzoned-lot-allows-single-family':
    'Assumes the lot\u2019s district allows single-family homes, as the home on it suggests; choose the zone to confirm with {town}\u2019s use table.',
  'assumption.unzoned-lot-allows-residential':
    'Assumes the lot is zoned for residential use, as the home on it suggests; choose the zone to confirm with {town}\u2019s zoning code.',
  'assumption.secondary-source': 'Takes {value} from {source}, not from the law itself; confirm with {confirm}.',
  'assumption.exterior-side-setback':
    'Measures the exterior side lot line (a corner lot\u2019s second street line) with the larger of the front and side setbacks, as no exterior side setback is on file; confirm with {town}.',
  'assumption.unknown-lot-line-setback': 'Measures lot lines whose kind could not be told with the largest setback; mark each lot line\u2019s kind to measure from the right one.',
  // A special consideration found near the lot rather than on it (street data).
  'badge.within': 'Within {feet} ft',
} as const;

/** The id of a sentence the rules write. */
export type RuleSentenceId = keyof typeof RULE_SENTENCES;

/**
 * What a placeholder holds, so another language can write it: an area ('1,400 sq ft') or a number
 * in that language's digits, a text of the rules (a formula's label, an ADU type, a legal status)
 * in that language's words, or a name (a zone code, a town) kept as it is unless its words are known.
 */
export const PLACEHOLDER_KINDS = {
  label: 'text',
  fact: 'text',
  type: 'text',
  legal: 'text',
  value: 'text',
  source: 'text',
  confirm: 'text',
  size: 'area',
  factSize: 'area',
  factor: 'number',
  feet: 'number',
  zone: 'name',
  town: 'name',
} as const;

/** A placeholder of the sentences. */
export type Placeholder = keyof typeof PLACEHOLDER_KINDS;

/** A sentence in English with its placeholders filled: `ruleSentence('badge.within', { feet: 40 })` is 'Within 40 ft'. */
export function ruleSentence(id: RuleSentenceId, values?: Partial<Record<Placeholder, string | number>>): string {
  return fillTemplate(RULE_SENTENCES[id], values);
}

/** The town an assumption names where no town name is known. */
export const UNNAMED_TOWN = 'the town';

/** The words of the rule data and of the rules' sentences in one language. */
export interface RuleTexts {
  /** A text of the rule data or a sentence the rules wrote, in this language; the English as it is where the language has no words for it. */
  text(english: string): string;
  /** An assumption's sentence in this language. */
  assumption(assumption: { key: string; params: Readonly<Record<string, string>>; text: string }): string;
}
