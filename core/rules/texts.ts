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
  'step.whole': '{label}: {fact} of {size}',
  'step.over': '{label}: {fact} of {factSize} is more than {threshold}',
  'step.upTo': '{label}: {fact} of {factSize} is {threshold} or less',
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
  'note.protectedAduUsed':
    'The assessor records an accessory apartment on this lot already. The state protects one ADU per lot (760 CMR 71.02, Protected Use ADU; M.G.L. c.40A \u00a73): another has no state right, and is allowed only where a town rule allows more.',
  'note.multipleHouses': 'The lot has several houses: the cap is half of the principal dwelling\u2019s floor area, and the data gives the floor area of all of them together, so the cap is at most 900 sq ft until the house\u2019s own area is given.',
  'note.mixedUseHomes': 'The assessor records homes in the property beside another use (offices, a shop, a restaurant): a building with a dwelling unit can be the principal dwelling of an ADU (760 CMR 71.02), and the other uses may bring rules of their own.',
  'note.mixedUse': 'The assessor records the property as mixed use, primarily residential: its dwelling can be the principal dwelling of an ADU (760 CMR 71.02), and the other uses on the lot may bring rules of their own.',
  'note.condominium': 'The property is a condominium: besides zoning, its master deed and the association decide whether an owner may add a unit or build on the common land.',
  // Parking near transit (transit.ts, decision 052).
  'note.parkingNearStation': 'No parking space may be required for the ADU: the lot is {miles} mi from {station}, a {stationKind}, within half a mile.',
  'note.parkingPartlyNearStation':
    'No parking space may be required for an ADU on the part of the lot within half a mile of {station}, a {stationKind} {miles} to {farMiles} mi away; farther back on the lot, at most one space may be required.',
  'note.parkingNoStationNear':
    'At most one parking space may be required: no commuter rail or subway station in our data is within half a mile (the nearest is {station}, {miles} mi away). None may be required within half a mile of a ferry terminal or bus station either; those are not in our data.',
  'note.parkingNoStationData':
    'At most one parking space may be required, and none within half a mile of a commuter rail station, subway station, ferry terminal or bus station; no station data is on file for this place, so the distance is not checked.',
  // The summary of an ADU type (status.ts): one of the first four, then the remarks that apply.
  'summary.unlikely': 'This property likely does not meet the requirements for {type}.',
  'summary.noDwelling': 'An ADU needs a principal dwelling on the lot, and this property is not recorded as one; see the first section.',
  'summary.legalUnknown': 'Whether {type} is allowed here is not in our sources; see the first section.',
  'summary.sizeAtMost': 'You may be able to build {type} of at most {size}, {legal}; the exact limit needs the house\u2019s floor area, which the data does not give (see Size Limitations).',
  'summary.special': 'This property might meet the requirements for {type} with special considerations.',
  'summary.size': 'You may be able to build {type} of up to {size}, {legal}.',
  'summary.sizeOrMore': 'You may be able to build {type} of up to {size}, {legal}, or possibly more by Special Permit.',
  'summary.protectedAduUsed': 'This lot already has an accessory apartment, the one ADU the state protects; whether the town allows {type} besides it is not in our sources.',
  'summary.inferred': 'This rests on an assumption about the district; see the first section.',
  'summary.considerations': 'Special considerations apply; see below.',
  'summary.noZone': 'The lot has no zone in the data; choosing it confirms the answer (see the first section).',
  'summary.zone': 'The lot\u2019s zone is not among the town\u2019s rules on file; see the first section.',
  'summary.propertyType': 'The property is not recorded as a house; see the first section.',
  'summary.principalDwelling': 'The house\u2019s floor area is not in the data; see Size Limitations.',
  'summary.placement': 'Where on the lot it can stand is not known yet; see Placement.',
  // The assumptions behind report values (infer.ts), by assumption key.
  'assumption.district-allows-single-family': 'Assumes single-family homes are allowed in {zone}; confirm with {town}\u2019s use table.',
  'assumption.district-allows-residential': 'Assumes {zone} is zoned for residential use; confirm with {town}\u2019s zoning code.',
  'assumption.unzoned-lot-allows-single-family':
    'Assumes the lot\u2019s district allows single-family homes, as {home} on it suggests residential use is allowed there; choose the zone to confirm with {town}\u2019s use table.',
  'assumption.unzoned-lot-allows-residential':
    'Assumes the lot is zoned for residential use, as the home on it suggests; choose the zone to confirm with {town}\u2019s zoning code.',
  'assumption.state-standard-size':
    'Shows the state standard, which applies where {town} has no ADU ordinance of its own or one that is void; a city ordinance may cap the size lower, never below 850 sq ft (1,000 sq ft with more than one bedroom), and 800 sq ft with 4 ft side and rear setbacks is allowed in any case; confirm with {town}.',
  'assumption.assessor-gross-floor-area':
    'Takes the principal dwelling\u2019s gross floor area as the assessor\u2019s gross building area, {size}; 760 CMR 71.02 defines the gross floor area the cap is measured by, and what it counts (a basement, an attic, a garage) may differ from the assessor\u2019s measure: confirm the area with the building department.',
  'assumption.secondary-source': 'Takes {value} from {source}, not from the law itself; confirm with {confirm}.',
  'assumption.exterior-side-setback':
    'Measures the exterior side lot line (a corner lot\u2019s second street line) with the larger of the front and side setbacks, as no exterior side setback is on file; confirm with {town}.',
  'assumption.transit-distance':
    'Measures the half mile in a straight line from the lot to the station\u2019s point in the state\u2019s station data (MassGIS); the law does not say how the distance is measured, and a walking route is longer.',
  'assumption.unknown-lot-line-setback': 'Measures lot lines whose kind could not be told with the largest setback; mark each lot line\u2019s kind to measure from the right one.',
  // The cost estimate of an ADU type (core/estimates/cost.ts).
  'cost.sizePlan': 'Size: {size}, the placed plan {plan}',
  'cost.sizeAssumed': 'Size: {size} assumed, the by-right size limit, as no plan is placed',
  'cost.perSqft': '{item}: ${low} to ${high} a square foot \u00d7 {size} = ${totalLow} to ${totalHigh}',
  'cost.fixed': '{item}: ${low} to ${high}',
  'cost.total': 'Total: ${low} to ${high}',
  'cost.publicRange': 'Range: ${low} to ${high}, what {source} gives for {what}, read {date}; not priced for this lot or this size',
  'cost.feeNone': 'Impact fees: none, as the unit has {size} of interior livable space, 750 sq ft or less',
  'cost.feeProportional': 'Impact fees: may be charged in proportion to the main home, as the unit has more than 750 sq ft; not included',
  'cost.feeRule': 'Impact fees: none for 750 sq ft of interior livable space or less, in proportion to the main home above; not included',
  'cost.feeAskTown': 'Permit fees: set by {town}\u2019s fee schedule, which we do not hold; ask the building department; not included',
  // The rent estimate of an ADU type (core/estimates/rent.ts).
  'rent.bedroomsPlan': 'Bedrooms: {bedrooms}, the placed plan {plan}',
  'rent.bedroomsAssumed': 'Bedrooms: {bedrooms} assumed, the most common new ADU, as no plan is placed',
  'rent.fmr': 'Fair Market Rent FY{fy}, {area}, {bedrooms}-bedroom unit: ${monthly} a month',
  'rent.fictional': 'Fictional rent of the demo town, {bedrooms}-bedroom unit: ${monthly} a month',
  'rent.payback': 'Payback: ${cost}, the middle of the cost estimate, \u00f7 ${yearly} a year = {years} years, before financing, taxes, upkeep and vacancy',
  // The next steps of a jurisdiction (core/estimates/next-steps.ts): each step's title and description.
  'next.checkFirst.ma': 'Check the rules first',
  'next.checkFirst.ma.text': 'Confirm with the town that the lot is in a district where a single-family home is allowed: there one ADU is allowed by right, and the town may not require a special permit for it.',
  'next.checkFirst.ca': 'Check the rules first',
  'next.checkFirst.ca.text': 'A conversion within a single-family home, and one new detached ADU with 4-foot side and rear setbacks, must be approved on a residential lot, whatever the local rules say.',
  'next.plotPlan': 'Plot plan',
  'next.plotPlan.text': 'Ask the building department whether it needs a plot plan drawn by a registered land surveyor, showing the lot lines, the buildings and the setbacks.',
  'next.apply': 'Apply for the building permit',
  'next.apply.ask.text': 'Ask the building department for the application and the list of documents: usually the plans, the plot plan and the builder\u2019s license.',
  'next.apply.cambridge.text': 'Apply online through the city\u2019s permitting portal with the plans as PDFs; the city checks that the application is complete, then sends it to its other departments.',
  'next.apply.ca.text': 'The city decides within 15 business days whether the application is complete, and lists what is missing.',
  'next.townMayRequire': 'What the town may require',
  'next.townMayRequire.text': 'Only reasonable rules: Title 5 septic rules where they apply, site plan review, and dimensional rules such as setbacks, bulk and height, no stricter than for the house. No special permit, no owner occupancy, and at most one parking space, none near transit.',
  'next.clock.ca': 'The 60-day clock',
  'next.clock.ca.text': 'The city approves or denies a complete application within 60 days, without a hearing; if it does not decide, the permit is deemed approved.',
  'next.fees.ca': 'Impact fees',
  'next.fees.ca.text': 'None for an ADU of 750 sq ft of interior livable space or less; above that, only in proportion to the main home.',
  'next.historic.cambridge': 'Historic districts',
  'next.historic.cambridge.text': 'A building in a historic or neighbourhood conservation district, a landmark, or one under a preservation restriction needs the Cambridge Historical Commission first.',
  'next.inspections': 'Inspections',
  'next.inspections.text': 'The building inspector inspects the work as it is built; ask the building department which inspections to book and when the unit may be lived in.',
  'next.contact': 'Who to contact',
  'next.contact.cambridge.text': 'Cambridge Inspectional Services Department issues building permits, to licensed construction supervisors or to owners working on the home they live in.',
  'next.contact.town.text': 'The town\u2019s building department: its public page has the forms, the fees and the contact.',
  'next.financing.ma': 'Financing',
  'next.financing.ma.text': 'MassHousing lends up to $250,000 for a detached ADU and up to $150,000 for an attached one to income-eligible owners who live in the house, once plans and permits are in hand.',
  'next.ask': 'Ask the town',
  'next.ask.text': 'We hold no checklist for this place yet; the town\u2019s building department has the steps, documents and fees.',
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
  threshold: 'area',
  factor: 'number',
  feet: 'number',
  zone: 'name',
  town: 'name',
  home: 'text',
  plan: 'name',
  item: 'text',
  what: 'text',
  area: 'name',
  date: 'name',
  fy: 'name',
  low: 'number',
  high: 'number',
  totalLow: 'number',
  totalHigh: 'number',
  bedrooms: 'number',
  monthly: 'number',
  cost: 'number',
  yearly: 'number',
  years: 'number',
  station: 'name',
  stationKind: 'text',
  miles: 'number',
  farMiles: 'number',
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
