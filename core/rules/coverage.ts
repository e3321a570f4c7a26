// docs/coverage.md, written from the rule data itself so it cannot drift: per jurisdiction what is
// verified (a cited primary source), what is inferred (an assumption in words) and what is
// unknown, with the sources and the day each was last checked. `npm run docs:coverage` writes it;
// a test fails when the file and the data disagree.
import { MASSACHUSETTS_MUNICIPALITIES, massachusettsJurisdictionId } from '../property/massachusetts-municipalities';
import { JURISDICTIONS, RULESETS, type Jurisdiction } from '../jurisdictions';
import { citationLabel, DOCUMENTS } from './documents';
import { assumption, looksResidential } from './infer';
import type { AduKind, AduRules, Cite, Cited, Formula, Ruleset, SetbackRules, ZoneRules } from './model';

const SIDES = ['front', 'side', 'rear', 'building'] as const;

function isPrimary(cites: readonly Cite[]): boolean {
  return cites.length > 0 && cites.every((c) => DOCUMENTS[c.doc]?.kind === 'primary');
}

/** 'verified' or 'inferred: <the assumption>' for a cited value. */
function basisOf(cited: Pick<Cited<unknown>, 'cite' | 'assumption'>): string {
  if (cited.assumption) return `inferred: ${assumption(cited.assumption.key, cited.assumption.params).text}`;
  return isPrimary(cited.cite) ? 'verified' : 'inferred: a secondary source only';
}

function sources(cites: readonly Cite[]): string {
  return [...new Set(cites.map((c) => citationLabel(c.doc, c.sections)))].join('; ');
}

function formulaText(formula: Formula): string {
  switch (formula.op) {
    case 'const':
      return `${formula.value.toLocaleString('en-US')} sq ft`;
    case 'fact': {
      const what = `the ${formula.fact === 'gross_floor_area' ? 'gross floor area' : 'lot size'}`;
      return formula.factor === 1 ? what : `${formula.factor === 0.5 ? '½' : `${formula.factor} ×`} ${what}`;
    }
    case 'threshold':
      return `${formulaText(formula.over)} on a ${formula.fact === 'lot_size' ? 'lot' : 'house'} of more than ${formula.above.toLocaleString('en-US')} sq ft, else ${formulaText(formula.upTo)}`;
    default:
      return `${formula.op === 'min' ? 'the smaller of' : 'the larger of'} (${formula.of.map(formulaText).join(', ')})`;
  }
}

function formulaCites(formula: Formula): Cite[] {
  switch (formula.op) {
    case 'min':
    case 'max':
      return formula.of.flatMap(formulaCites);
    case 'threshold':
      return [...formula.cite, ...formulaCites(formula.over), ...formulaCites(formula.upTo)];
    default:
      return formula.cite;
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function aduRows(label: string, rules: AduRules | undefined): string[] {
  if (!rules) return [];
  const rows: string[] = [];
  const row = (what: string, value: string, cited: Pick<Cited<unknown>, 'cite' | 'assumption'>) =>
    rows.push(`| ${label} ${what} | ${cell(value)} | ${cell(basisOf(cited))} | ${cell(sources(cited.cite))} |`);
  if (rules.legal) row('legal status', rules.legal.value, rules.legal);
  if (rules.sizeByRight) row(rules.sizeStateStandard ? 'size allowed in any case' : 'size by right', formulaText(rules.sizeByRight), { cite: formulaCites(rules.sizeByRight) });
  if (rules.sizeStateStandard) {
    const cites = formulaCites(rules.sizeStateStandard);
    rows.push(`| ${label} size by right where the city has no ADU ordinance of its own | ${cell(formulaText(rules.sizeStateStandard))} | inferred where no local ordinance is on file (a city's own may cap lower) | ${cell(sources(cites))} |`);
  }
  if (rules.sizeBySpecialPermit) row('size by special permit', formulaText(rules.sizeBySpecialPermit), { cite: formulaCites(rules.sizeBySpecialPermit) });
  for (const side of SIDES) {
    const value = rules.setbacks?.[side];
    if (value) row(`${side} setback`, `${value.value} ft`, value);
  }
  if (rules.heightFt) row('height', `${rules.heightFt.value} ft`, rules.heightFt);
  if (rules.parkingSpaces) row('parking', `at most ${rules.parkingSpaces.value} space`, rules.parkingSpaces);
  if (rules.parkingNearTransit) {
    // The law gives the number; how the half mile is measured, and to which stations, is ours (decision 052).
    const transit = rules.parkingNearTransit;
    const value = `${transit.value} spaces within ${(transit.withinFt / 5280).toLocaleString('en-US')} mi of a station in our data (commuter rail, subway, Silver Line; no ferry terminals or bus stations on file)`;
    rows.push(`| ${label} parking near transit | ${cell(value)} | ${cell(`inferred: ${assumption('transit-distance', {}).text}`)} | ${cell(sources([...transit.cite, ...transit.dataCite]))} |`);
  }
  return rows;
}

const KIND_NAMES: Record<AduKind, string> = { ext: 'Detached', int: 'In-home' };

function setbacksText(setbacks: SetbackRules | undefined): string {
  if (!setbacks) return '—';
  const parts = SIDES.filter((side) => setbacks[side]).map((side) => {
    const value = setbacks[side]!;
    return `${side} ${value.value} ft${value.assumption || !isPrimary(value.cite) ? ' (inferred)' : ''}`;
  });
  return parts.length > 0 ? parts.join(', ') : '—';
}

function singleFamilyText(zone: ZoneRules, reach: 'single-family-district' | 'residential-district'): string {
  const basis = zone.assumption ? 'inferred: a secondary source' : 'verified';
  if (zone.singleFamily !== 'UNKNOWN') return `${zone.singleFamily} (${basis})`;
  if (reach === 'residential-district' && zone.multiFamily && zone.multiFamily !== 'UNKNOWN') return `multifamily ${zone.multiFamily} (${basis})`;
  return looksResidential(zone.code, zone.name) ? 'inferred from its name' : 'unknown';
}

function rulesetSection(ruleset: Ruleset): string[] {
  const period = `${ruleset.effectiveFrom} to ${ruleset.effectiveTo ?? 'today'}`;
  const lines = [`#### ${ruleset.id} (${period})`, ''];
  if (ruleset.zoningMap) lines.push(`Zone codes of the \`${ruleset.zoningMap}\` zoning map.`, '');
  if (ruleset.coveredByState) lines.push(`The state ADU right reaches it: **${ruleset.coveredByState.value ? 'yes' : 'no'}** (${basisOf(ruleset.coveredByState)}; ${sources(ruleset.coveredByState.cite)}).`, '');
  const values = [...aduRows(KIND_NAMES.ext, ruleset.ext), ...aduRows(KIND_NAMES.int, ruleset.int)];
  if (values.length > 0) lines.push('| Value | Rule | Basis | Sources |', '|---|---|---|---|', ...values, '');
  const reach = RULESETS.find((r) => r.level === 'state' && r.state === ruleset.state)?.reach ?? 'single-family-district';
  if (ruleset.zones && ruleset.zones.length > 0) {
    const verified = ruleset.zones.filter((z) => z.singleFamily !== 'UNKNOWN' && !z.assumption).length;
    const secondary = ruleset.zones.filter((z) => z.singleFamily !== 'UNKNOWN' && z.assumption).length;
    const named = ruleset.zones.filter((z) => z.singleFamily === 'UNKNOWN' && looksResidential(z.code, z.name)).length;
    lines.push(
      `Districts: ${ruleset.zones.length}; use table verified for ${verified}${secondary > 0 ? `, taken from a secondary source for ${secondary}` : ''}, the state right inferred from the name for ${named}, unknown for ${ruleset.zones.length - verified - secondary - named}.`,
      '',
      '| District | Name | Single-family dwelling | Principal building setbacks | Accessory building setbacks | Own ADU rules |',
      '|---|---|---|---|---|---|',
      ...ruleset.zones.map((z) => {
        const own = [...aduRows('', z.ext), ...aduRows('', z.int)].length > 0 ? 'yes' : '—';
        return `| ${z.code} | ${cell(z.name)} | ${singleFamilyText(z, reach)} | ${setbacksText(z.structures?.principal?.setbacks)} | ${setbacksText(z.structures?.accessory?.setbacks)} | ${own} |`;
      }),
      '',
    );
  }
  if (ruleset.extras.length > 0) lines.push(`Other things to know: ${ruleset.extras.map((e) => e.subject).join(', ')}.`, '');
  return lines;
}

/** What a town's ruleset holds of its own: its district list, its use table, dimensional rules and ADU rules. */
export function townHoldings(ruleset: Ruleset): string {
  const zones = ruleset.zones ?? [];
  const useTable = zones.filter((z) => z.singleFamily !== 'UNKNOWN' || (z.multiFamily !== undefined && z.multiFamily !== 'UNKNOWN')).length;
  const dimensional = zones.filter((z) => z.structures?.principal?.setbacks || z.structures?.accessory?.setbacks).length;
  const townAdu = [...aduRows('', ruleset.ext), ...aduRows('', ruleset.int)].length > 0;
  const zoneAdu = zones.filter((z) => [...aduRows('', z.ext), ...aduRows('', z.int)].length > 0).length;
  const has: string[] = [];
  const missing: string[] = [];
  if (zones.length > 0) has.push(`its district list (${zones.length} districts)`);
  const inferredUses = zones.filter((z) => z.singleFamily !== 'UNKNOWN' && (z.assumption || !isPrimary(z.cite))).length;
  const usesBasis = inferredUses === 0 ? '' : inferredUses === useTable ? ' (inferred from secondary sources)' : ` (inferred from secondary sources for ${inferredUses})`;
  if (useTable > 0) has.push(`${useTable === zones.length ? 'its use table' : `its use table for ${useTable} of them`}${usesBasis}`);
  else if (zones.length > 0) missing.push('its use table');
  if (ruleset.structures || dimensional > 0) has.push(ruleset.structures ? 'building setbacks in every district' : `building setbacks for ${dimensional} districts`);
  else if (zones.length > 0) missing.push('its setbacks and heights');
  if (townAdu || zoneAdu > 0) has.push(townAdu ? 'ADU rules of its own' : `ADU rules of its own for ${zoneAdu} ${zoneAdu === 1 ? 'district' : 'districts'}`);
  else if (zones.length > 0) missing.push('ADU rules of its own');
  if (ruleset.coveredByState?.value === false) has.push(`a finding that the state ADU right does not reach it (${basisOf(ruleset.coveredByState).replace(/:.*$/, '')})`);
  const only = has.length === 1 && zones.length > 0 ? ' only' : '';
  return `${has.join(', ')}${only}${missing.length > 0 ? `; not on file: ${missing.join(', ')}` : ''}`;
}

/** The Massachusetts towns with rules of their own, each with what it holds under its current ruleset. */
function townsWithRules(names: string[]): string[] {
  return names.map((name) => {
    const id = massachusettsJurisdictionId(name);
    const current = RULESETS.filter((r) => r.level === 'municipal' && r.jurisdictionIds?.includes(id) && !r.effectiveTo)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
    return current ? `  - ${name}: ${townHoldings(current)}.` : `  - ${name}: no ruleset in force.`;
  });
}

/** The documents the rule data cites, by jurisdiction. */
function sourcesSection(): string[] {
  const cited = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'cite' && Array.isArray(item)) (item as Cite[]).forEach((c) => cited.add(c.doc));
        else visit(item);
      }
    }
  };
  RULESETS.forEach(visit);
  const documents = Object.values(DOCUMENTS)
    .filter((d) => cited.has(d.id))
    .sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction) || a.id.localeCompare(b.id));
  return [
    '| Document | Publisher | Kind | Checked | Link |',
    '|---|---|---|---|---|',
    ...documents.map((d) => `| ${cell(d.title)} (\`${d.id}\`) | ${cell(d.publisher)} | ${d.kind} | ${d.verifiedAt} | ${d.sourceUrl} |`),
    '',
  ];
}

/** A jurisdiction's folder: what its law sets that is not on file, then each of its rulesets. */
function jurisdictionSection(jurisdiction: Jurisdiction): string[] {
  const notOnFile = jurisdiction.notOnFile.length > 0 ? ['Not on file:', '', ...jurisdiction.notOnFile.map((line) => `- ${line}`), ''] : ['Nothing its law sets is missing from the folder.', ''];
  return [`### ${jurisdiction.name} (\`core/jurisdictions/${jurisdiction.id}/\`)`, '', ...notOnFile, ...jurisdiction.rulesets.flatMap(rulesetSection)];
}

/** The whole of docs/coverage.md. */
export function renderCoverage(): string {
  const withRules = new Set(RULESETS.flatMap((r) => r.jurisdictionIds ?? []));
  const stateOnly = MASSACHUSETTS_MUNICIPALITIES.filter((m) => !withRules.has(massachusettsJurisdictionId(m.name)));
  const ownRules = [...new Set(MASSACHUSETTS_MUNICIPALITIES.filter((m) => withRules.has(massachusettsJurisdictionId(m.name))).map((m) => m.name))];
  const example = (key: Parameters<typeof assumption>[0], params: Record<string, string>) => `- \`${key}\`: "${assumption(key, params).text}"`;
  return [
    '# What Lotline knows, and how well',
    '',
    '<!-- Written by `npm run docs:coverage` from core/jurisdictions; a test fails when they disagree. Do not edit by hand. -->',
    '',
    'Every value in a report is **verified** (it comes from a primary source: a statute, a regulation, an',
    'ordinance or its authority\'s own page, cited with its section and the day we last checked it), **inferred**',
    '(it rests on an assumption the report states in words, and the likelihood is lower), or **unknown** (no',
    'source on file gives it, and the report says so). This file lists, per jurisdiction, which is which.',
    '',
    '## Where the answers come from',
    '',
    `- **Massachusetts**: all ${MASSACHUSETTS_MUNICIPALITIES.length} municipalities are jurisdictions. The state ADU right (c.40A §3, 760 CMR 71.00) reaches every district that allows a single-family home; ${ownRules.length} have something of their own on file, as follows, and the other ${stateOnly.length} are answered by the state layer alone. Maple Hollow is the fictional demo town.`,
    ...townsWithRules(ownRules),
    '- **California**: the state ADU law (Gov. Code §§66310–66342) reaches every residential lot. Its 1,200 sq ft standard applies only where the city has no ADU ordinance of its own (or one that is void), so without a local ordinance on file it is shown as inferred; 800 sq ft with 4 ft side and rear setbacks is allowed in any case, and the in-home apartment is a conversion of the existing space (decision 053). San Jose\'s districts are on file, and from March 5, 2026 its own ADU standards as the city publishes them (Bulletin #210, on Municipal Code §§20.80.175 and 20.80.176); the ordinance text itself is not.',
    '',
    '## When a use table is not on file',
    '',
    'Where a district\'s use table is not in our sources, the state right is inferred, never invented:',
    '',
    example('district-allows-single-family', { zone: 'RES', town: 'Bellingham' }) + ' when the district\'s code or name says residential (RES, R-1, SR, SUBN, AGR, "Residence C-1 District"...).',
    example('district-allows-residential', { zone: 'R-M', town: 'San Jose' }) + ' in California.',
    example('unzoned-lot-allows-single-family', { town: 'Bellingham' }) + ' when the lot has no zone and a single-family or two-family house (any home in California); the report asks for the zone.',
    '- A business, industrial or office district without its use table stays unknown, and the report says what would decide it.',
    '- A number only a secondary source gives (a news account, a sponsor\'s summary) is inferred: `secondary-source`.',
    '',
    'An answer whose only assumption is that a residence district allows homes, or that an unzoned lot\'s district allows the house of one or two families on it, reads as allowed, the assumption stated beside it (85% where every check is green, 75% where something else is left to check, such as where on the lot a cottage stands or a map layer\'s review, and 70% where the lot\'s zone is not in the data: all "Probably Allowed"); a weaker assumption (a building of three or more homes, a condominium complex or several houses on an unzoned lot, a secondary source) keeps its check yellow (45%, "Might be Allowed"); a legal status no source gives counts least (35%). A verified answer stays above each of them.',
    '',
    '## States',
    '',
    ...JURISDICTIONS.filter((j) => j.level === 'state').flatMap(jurisdictionSection),
    '## Towns',
    '',
    ...JURISDICTIONS.filter((j) => j.level === 'municipal').flatMap(jurisdictionSection),
    '## Sources',
    '',
    ...sourcesSection(),
  ].join('\n');
}
