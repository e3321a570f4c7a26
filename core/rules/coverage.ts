// docs/coverage.md, written from the rule data itself so it cannot drift: per jurisdiction what is
// verified (a cited primary source), what is inferred (an assumption in words) and what is
// unknown, with the sources and the day each was last checked. `npm run docs:coverage` writes it;
// a test fails when the file and the data disagree.
import { MASSACHUSETTS_MUNICIPALITIES, massachusettsJurisdictionId } from '../property/massachusetts-municipalities';
import { RULESETS } from './data/index';
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
    case 'fact':
      return `${formula.factor === 0.5 ? '½' : `${formula.factor} ×`} the ${formula.fact === 'gross_floor_area' ? 'gross floor area' : 'lot size'}`;
    default:
      return `${formula.op === 'min' ? 'the smaller of' : 'the larger of'} (${formula.of.map(formulaText).join(', ')})`;
  }
}

function formulaCites(formula: Formula): Cite[] {
  switch (formula.op) {
    case 'min':
    case 'max':
      return formula.of.flatMap(formulaCites);
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
  if (rules.sizeByRight) row('size by right', formulaText(rules.sizeByRight), { cite: formulaCites(rules.sizeByRight) });
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
  if (zone.singleFamily !== 'UNKNOWN') return `${zone.singleFamily} (verified)`;
  if (reach === 'residential-district' && zone.multiFamily && zone.multiFamily !== 'UNKNOWN') return `multifamily ${zone.multiFamily} (verified)`;
  return looksResidential(zone.code, zone.name) ? 'inferred from its name' : 'unknown';
}

function rulesetSection(ruleset: Ruleset): string[] {
  const period = `${ruleset.effectiveFrom} to ${ruleset.effectiveTo ?? 'today'}`;
  const lines = [`### ${ruleset.name}: ${ruleset.id} (${period})`, ''];
  if (ruleset.zoningMap) lines.push(`Zone codes of the \`${ruleset.zoningMap}\` zoning map.`, '');
  if (ruleset.coveredByState) lines.push(`The state ADU right reaches it: **${ruleset.coveredByState.value ? 'yes' : 'no'}** (${basisOf(ruleset.coveredByState)}; ${sources(ruleset.coveredByState.cite)}).`, '');
  const values = [...aduRows(KIND_NAMES.ext, ruleset.ext), ...aduRows(KIND_NAMES.int, ruleset.int)];
  if (values.length > 0) lines.push('| Value | Rule | Basis | Sources |', '|---|---|---|---|', ...values, '');
  const reach = RULESETS.find((r) => r.level === 'state' && r.state === ruleset.state)?.reach ?? 'single-family-district';
  if (ruleset.zones && ruleset.zones.length > 0) {
    const verified = ruleset.zones.filter((z) => z.singleFamily !== 'UNKNOWN').length;
    const named = ruleset.zones.filter((z) => z.singleFamily === 'UNKNOWN' && looksResidential(z.code, z.name)).length;
    lines.push(
      `Districts: ${ruleset.zones.length}; use table verified for ${verified}, the state right inferred from the name for ${named}, unknown for ${ruleset.zones.length - verified - named}.`,
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

/** The whole of docs/coverage.md. */
export function renderCoverage(): string {
  const withRules = new Set(RULESETS.flatMap((r) => r.jurisdictionIds ?? []));
  const stateOnly = MASSACHUSETTS_MUNICIPALITIES.filter((m) => !withRules.has(massachusettsJurisdictionId(m.name)));
  const ownRules = [...new Set(MASSACHUSETTS_MUNICIPALITIES.filter((m) => withRules.has(massachusettsJurisdictionId(m.name))).map((m) => m.name))];
  const states = RULESETS.filter((r) => r.level === 'state');
  const towns = RULESETS.filter((r) => r.level === 'municipal');
  const example = (key: Parameters<typeof assumption>[0], params: Record<string, string>) => `- \`${key}\`: "${assumption(key, params).text}"`;
  return [
    '# What Lotline knows, and how well',
    '',
    '<!-- Written by `npm run docs:coverage` from core/rules/data and core/rules/sources; a test fails when they disagree. Do not edit by hand. -->',
    '',
    'Every value in a report is **verified** (it comes from a primary source: a statute, a regulation, an',
    'ordinance or its authority\'s own page, cited with its section and the day we last checked it), **inferred**',
    '(it rests on an assumption the report states in words, and the likelihood is lower), or **unknown** (no',
    'source on file gives it, and the report says so). This file lists, per jurisdiction, which is which.',
    '',
    '## Where the answers come from',
    '',
    `- **Massachusetts**: all ${MASSACHUSETTS_MUNICIPALITIES.length} municipalities are jurisdictions. The state ADU right (c.40A §3, 760 CMR 71.00) reaches every district that allows a single-family home; ${ownRules.join(', ')} have rules of their own on file, and the other ${stateOnly.length} are answered by the state layer alone. Maple Hollow is the fictional demo town.`,
    '- **California**: the state standards (Gov. Code §§66310–66342) apply on every residential lot; San Jose\'s districts are on file, its own ADU code is not.',
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
    'An inferred legal status is never shown as green: its check is yellow and its likelihood is 45% ("Might be Allowed"), below any verified answer that is not red.',
    '',
    '## States',
    '',
    ...states.flatMap(rulesetSection),
    '## Towns',
    '',
    ...towns.flatMap(rulesetSection),
    '## Sources',
    '',
    ...sourcesSection(),
  ].join('\n');
}
