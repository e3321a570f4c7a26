// The Spanish of the rules cannot drift from the English: every text of the rule data, every map
// layer's name and every sentence the rules write, over the whole grid of places, zones, dates and
// facts, has its Spanish, with the numbers read back and written in Spanish.
import { describe, expect, it } from 'vitest';
import { GIS_LAYERS } from '../property/gis-layers';
import { PropertyType } from '../property/use-code';
import { toBylaws } from './bylaws';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';
import { FACT_LABELS } from './formula';
import { lotLineAssumptions, type Assumption } from './infer';
import type { LegalStatus } from './model';
import { ADU_TYPE_NAMES, legalLabel } from './status';
import { PLACEHOLDER_KINDS, RULE_SENTENCES, ruleSentence, UNNAMED_TOWN, type RuleSentenceId } from './texts';
import { SENTENCES_ES, SPANISH_RULE_TEXTS, TEXTS_ES } from './texts-es';

const es = SPANISH_RULE_TEXTS;

/** Fields of the rule data that hold texts a reader sees: notes' subjects and texts, formulas' labels; and every value of an assumption's params. */
const TEXT_FIELDS = new Set(['subject', 'text', 'label']);
/**
 * Fields that hold codes, dates, links or names the report does not show as words: a place's and a
 * district's name stay as the sources give them (a town in an assumption is a name, kept).
 */
const OTHER_FIELDS = new Set([
  'id', 'level', 'state', 'name', 'jurisdictionIds', 'effectiveFrom', 'effectiveTo', 'zoningMap', 'bylawsUrl', 'documentUpdatedAt', 'reach',
  'doc', 'sections', 'code', 'singleFamily', 'multiFamily', 'value', 'op', 'fact', 'propertyTypes', 'key', 'asks',
]);

/** Every text of the rule data, and every string field neither list above knows (a new field must be sorted into one). */
function dataTexts(value: unknown, field: string, found: { texts: Set<string>; unsorted: Set<string> }, inParams = false): void {
  if (typeof value === 'string') {
    if (inParams || TEXT_FIELDS.has(field)) found.texts.add(value);
    else if (!OTHER_FIELDS.has(field)) found.unsorted.add(field);
  } else if (Array.isArray(value)) {
    for (const item of value) dataTexts(item, field, found, inParams);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) dataTexts(item, key, found, inParams || key === 'params');
  }
}

/** Every sentence the rules write over a grid of places, zones, dates and facts, with the assumptions behind them. */
function writtenSentences(): { sentences: Set<string>; assumptions: Assumption[] } {
  const sentences = new Set<string>();
  const assumptions: Assumption[] = [];
  const dates = [...new Set(RULESETS.map((r) => r.effectiveFrom).filter((d) => d >= '2024-01-01'))];
  const places = [
    ...RULESETS.filter((r) => r.level === 'municipal').flatMap((r) => (r.jurisdictionIds ?? []).map((id) => ({ state: r.state, id, name: r.name, maps: [r.zoningMap ?? 'assessor'], zones: (r.zones ?? []).map((z) => z.code) }))),
    { state: 'MA', id: 'ma-newton', name: 'Newton', maps: ['assessor'], zones: [] as string[] },
    { state: 'CA', id: null, name: null, maps: ['assessor'], zones: [] as string[] },
  ];
  for (const date of dates) {
    for (const place of places) {
      for (const zone of [...place.zones, 'R-1', 'XYZ', null]) {
        for (const propertyType of [PropertyType.SingleFamily, PropertyType.MultiFamily, PropertyType.Other, null]) {
          for (const grossFloorArea of [1400, null]) {
            const facts: PropertyFacts = {
              state: place.state,
              jurisdictionId: place.id,
              placeName: place.name,
              zoning: zone === null ? [] : place.maps.map((zoningMap) => ({ zoningMap, zoneCode: zone })),
              propertyType,
              grossFloorArea,
              lotSize: 9000,
            };
            const evaluation = evaluate(facts, RULESETS, date);
            for (const considerations of [[], ['YELLOW'], ['RED']] as const) {
              for (const placement of ['GREEN', 'YELLOW'] as const) {
                const { bylaws } = toBylaws(evaluation, { considerations, placement, buildable: placement === 'GREEN' });
                for (const summary of Object.values(bylaws.adu.summary)) if (summary) sentences.add(summary);
              }
            }
            for (const limit of [evaluation.sizeLimits.ext, evaluation.sizeLimits.int, evaluation.sizeLimits.footprint]) {
              for (const bound of [limit.br, limit.sp]) for (const step of bound?.steps ?? []) sentences.add(step);
            }
            for (const note of evaluation.notes) sentences.add(note);
            for (const extra of evaluation.extras) sentences.add(extra.subject).add(extra.text);
            assumptions.push(...Object.values(evaluation.assumptions).flat());
          }
        }
      }
    }
  }
  for (const town of ['Newton', UNNAMED_TOWN]) assumptions.push(...Object.values(lotLineAssumptions(['front', 'exterior side', 'unknown'], town)).flat());
  return { sentences, assumptions };
}

describe('the rules in Spanish', () => {
  it('has every sentence of the rules, with the same placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    expect(Object.keys(SENTENCES_ES).sort()).toEqual(Object.keys(RULE_SENTENCES).sort());
    for (const id of Object.keys(RULE_SENTENCES) as RuleSentenceId[]) {
      expect([id, placeholders(SENTENCES_ES[id])]).toEqual([id, placeholders(RULE_SENTENCES[id])]);
      for (const name of placeholders(RULE_SENTENCES[id])) expect([id, Object.hasOwn(PLACEHOLDER_KINDS, name.slice(1, -1))]).toEqual([id, true]);
    }
  });

  it('has the Spanish of every text of every ruleset, its zones and its structure rules', () => {
    const found = { texts: new Set<string>(), unsorted: new Set<string>() };
    for (const ruleset of RULESETS) dataTexts(ruleset, '', found);
    expect([...found.unsorted]).toEqual([]);
    expect(found.texts.size).toBeGreaterThan(60);
    expect([...found.texts].filter((text) => !Object.hasOwn(TEXTS_ES, text))).toEqual([]);
  });

  it('has the Spanish of the words the sentences put in their placeholders and of every map layer', () => {
    const legal: (LegalStatus | null)[] = ['BR', 'SP', 'CONDITION_USE_PERMIT', 'UNRESTRICTED', 'NOT_ALLOWED', null];
    const words = [...Object.values(FACT_LABELS), ...Object.values(ADU_TYPE_NAMES), ...legal.map(legalLabel), UNNAMED_TOWN, ...Object.values(GIS_LAYERS).map((layer) => layer.name)];
    expect(words.filter((text) => !Object.hasOwn(TEXTS_ES, text))).toEqual([]);
  });

  it('reads back every sentence the rules write over places, zones, dates and facts', () => {
    const { sentences, assumptions } = writtenSentences();
    expect(sentences.size).toBeGreaterThan(100);
    expect([...sentences].filter((text) => es.known(text) === null)).toEqual([]);
    // Nothing of the English template's own words and no placeholder is left in the Spanish.
    const english = /\b(the|of|and|sq ft|unknown|may|This|You|Zone)\b|\{/;
    expect([...sentences].map((text) => es.text(text)).filter((text) => english.test(text))).toEqual([]);
    expect(assumptions.length).toBeGreaterThan(10);
    const unknownParams = assumptions.flatMap((a) => Object.entries(a.params).filter(([name, value]) => PLACEHOLDER_KINDS[name as 'value'] === 'text' && !Object.hasOwn(TEXTS_ES, value)));
    expect(unknownParams).toEqual([]);
    expect(assumptions.map((a) => es.assumption(a)).filter((text) => /\b(Assumes|Takes|Measures|the)\b|\{/.test(text))).toEqual([]);
  });

  it('writes the numbers of a calculation in Spanish and the labels in Spanish words', () => {
    const evaluation = evaluate({ state: 'MA', jurisdictionId: 'ma-maple-hollow', zoning: [{ zoningMap: 'current', zoneCode: 'SR' }], propertyType: 'Single Family', grossFloorArea: 1400, lotSize: 9000 }, RULESETS, '2026-06-01');
    expect(evaluation.sizeLimits.ext.br!.steps.map((step) => es.text(step))).toEqual([
      'Tope estatal para una ADU: 900 pies²',
      'La mitad de la vivienda principal: la mitad de la superficie bruta de la vivienda principal (1,400 pies²) = 700 pies²',
      'El menor de estos valores: 700 pies²',
    ]);
    const unknown = evaluate({ state: 'MA', jurisdictionId: 'ma-maple-hollow', zoning: [{ zoningMap: 'current', zoneCode: 'SR' }], propertyType: 'Single Family', grossFloorArea: null, lotSize: 9000 }, RULESETS, '2026-06-01');
    expect(unknown.sizeLimits.ext.br!.steps.map((step) => es.text(step)).slice(1)).toEqual([
      'La mitad de la vivienda principal: no se conoce, porque la superficie bruta de la vivienda principal no figura en los datos',
      'El límite es de 900 pies² como máximo hasta que se conozca el dato que falta',
    ]);
  });

  it('reads a summary sentence by sentence, and a badge with its distance', () => {
    const english = `${ruleSentence('summary.sizeOrMore', { type: 'a Backyard Cottage', size: '1,200 sq ft', legal: 'allowed by right' })} ${ruleSentence('summary.inferred')} ${ruleSentence('summary.considerations')}`;
    expect(es.text(english)).toBe(
      'Podría construir una cabaña en el patio de hasta 1,200 pies²; se permite por derecho propio, o quizás más grande con un permiso especial. Esto se apoya en un supuesto sobre el distrito; vea la primera sección. Hay consideraciones especiales; vea más abajo.',
    );
    expect(es.text(ruleSentence('badge.within', { feet: 1250 }))).toBe('A menos de 1,250 pies');
    expect(es.text('Zone C-9 is not in the town\'s rules on file.')).toBe('La zona C-9 no figura en las normas municipales registradas.');
  });

  it('says an assumption with its values in Spanish: the unnamed town as “su municipio”, names as they are', () => {
    const [unnamed] = lotLineAssumptions(['exterior side'], UNNAMED_TOWN)['adu.placement.ext_setbacks.side']!;
    expect(es.assumption(unnamed!)).toMatch(/; confírmelo con su municipio\.$/);
    const secondary: Assumption = {
      key: 'secondary-source',
      params: { value: 'the 10 ft front yard', source: 'the sponsoring councillors\u2019 account of the 2025 amendments in Banker & Tradesman', confirm: 'Section 5.31 (Table 5-1) of Cambridge\u2019s Zoning Ordinance' },
      text: '',
    };
    expect(es.assumption(secondary)).toBe(
      'Este dato (el retiro frontal de 10 pies) procede de una fuente secundaria (el resumen de las enmiendas de 2025 publicado en Banker & Tradesman por los concejales que las propusieron), no de la norma misma; confírmelo con la sección 5.31 (tabla 5-1) de la Zoning Ordinance de Cambridge.',
    );
  });

  it('keeps English it has no words for as it is: a source’s name, a feature of the data', () => {
    expect(es.known('Mill Brook Floodway')).toBeNull();
    expect(es.text('Mill Brook Floodway')).toBe('Mill Brook Floodway');
    // A label the data does not have is not read into a step.
    expect(es.known('Some other cap: 900 sq ft')).toBeNull();
  });
});
