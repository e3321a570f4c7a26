// The playground's answers in Spanish cannot drift from the English: every sentence the playground
// writes, over every category and every outcome of every check (places, zones and dates of the
// rule data, lots with every kind of lot line, structures that pass and fail, unknown buildings,
// special considerations, and each legal status and limit the rules can give), reads back into
// Spanish with its numbers written anew, and the walk writes every template of the answers.
import { describe, expect, it } from 'vitest';
import type { AnalysisObject, AnalysisResult } from './analysis-result';
import { physicalNotice, PlaygroundMessage } from '../api/playground.schema';
import { PLAN_CATEGORIES, type PlanCategory } from '../floor-plans/category';
import type { Polygon } from '../geo/geojson.schema';
import { polygonFt } from '../geo/test-support/random-polygons';
import { PropertyType } from '../property/use-code';
import { RULESETS } from '../jurisdictions';
import { evaluate, type Evaluation, type EvaluationOverrides, type PropertyFacts } from '../rules/evaluate';
import type { StructureLegal } from '../rules/model';
import { SETBACK_SUBJECTS } from '../rules/setback-overrides';
import { ruleSentence } from '../rules/texts';
import { classifyLotEdges } from '../setback/lot-edges';
import { ANALYSIS_SENTENCES_ES, CATEGORY_NOUNS_ES, SPANISH_ANALYSIS_TEXTS as es } from './analysis-es';
import { ANALYSIS_PLACEHOLDER_KINDS, ANALYSIS_SENTENCES, analysisSentence, type AnalysisSentenceId } from './analysis-sentences';
import { analyzePlayground, type LotBuilding, type LotConsideration, type PlaygroundDrawing, type PlaygroundLot } from './analyze';
import { categoryRules } from './category-rules';

type Ft = [number, number];
const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as Ft[]]);

// A 100 x 150 ft lot with a 40 x 30 ft house (as analyze.test.ts), its street to the south; a
// corner lot with a second street to the east; and a lot with nothing known around it.
const lot = rect(0, 0, 100, 150);
const south = rect(-100, -60, 200, -0.5);
const east = rect(100.5, -60, 160, 210);
const EDGES = {
  inside: classifyLotEdges(lot, { streets: [south], neighbours: [rect(-80, 0, -0.5, 150), rect(100.5, 0, 180, 150), rect(-80, 150.5, 180, 230)] }),
  corner: classifyLotEdges(lot, { streets: [south, east], neighbours: [rect(-80, 0, -0.5, 150), rect(-80, 150.5, 99.5, 230)] }),
  unknown: classifyLotEdges(lot, {}),
};
const house: LotBuilding = { id: 'house', kind: 'main', label: null, geometry: rect(30, 30, 70, 60) };

/** Where a structure is placed: well inside the yard, 2 ft from a side line, against the house, and over most of the lot. */
const PLACES: readonly Polygon[] = [rect(15, 110, 25, 122), rect(88, 100, 98, 120), rect(40, 60, 60, 80), rect(5, 65, 95, 148)];
const DATES = ['2024-06-01', '2026-06-01'];

const object = (id: string, category: PlanCategory, geometry: Polygon, existingStructure = false): AnalysisObject => ({ type: 'Feature', geometry, properties: { id, category, existingStructure } });

/** Every place of the rule data with its zones, a zone not in its rules and none; a state without town rules; a state without a place. */
function placesOnFile(): { facts: Pick<PropertyFacts, 'state' | 'jurisdictionId' | 'placeName'>; map: string; zones: (string | null)[] }[] {
  const towns = RULESETS.filter((r) => r.level === 'municipal').flatMap((r) =>
    (r.jurisdictionIds ?? []).map((id) => ({ facts: { state: r.state, jurisdictionId: id, placeName: r.name }, map: r.zoningMap ?? 'assessor', zones: [...(r.zones ?? []).map((z) => z.code), 'XYZ', null] })),
  );
  return [...towns, { facts: { state: 'MA', jurisdictionId: 'ma-newton', placeName: 'Newton' }, map: 'assessor', zones: ['R-1', null] }, { facts: { state: 'CA', jurisdictionId: null, placeName: null }, map: 'assessor', zones: [null] }];
}

/**
 * The evaluations over places, zones, dates and property facts, one for each set of rules the
 * playground reads (most zones share their town's); then, on one of them, every legal status and a
 * missing and an unlimited footprint and coverage, which no place may give yet.
 */
function evaluations(): Evaluation[] {
  const found = new Map<string, Evaluation>();
  for (const date of DATES) {
    for (const place of placesOnFile()) {
      for (const zone of place.zones) {
        for (const [propertyType, grossFloorArea] of [[PropertyType.SingleFamily, 1800], [PropertyType.SingleFamily, null], [PropertyType.Other, 1800]] as const) {
          const facts: PropertyFacts = { ...place.facts, zoning: zone === null ? [] : [{ zoningMap: place.map, zoneCode: zone }], propertyType, grossFloorArea, lotSize: 15000 };
          const evaluation = evaluate(facts, RULESETS, date);
          const key = JSON.stringify([evaluation.zone === null, PLAN_CATEGORIES.map((c) => categoryRules(c, evaluation)), evaluation.assumptions, evaluation.facts.propertyType]);
          if (!found.has(key)) found.set(key, evaluation);
        }
      }
    }
  }
  const base = evaluate({ state: 'MA', jurisdictionId: 'ma-maple-hollow', zoning: [{ zoningMap: 'current', zoneCode: 'SR' }], propertyType: 'Single Family', grossFloorArea: 1800, lotSize: 15000 }, RULESETS, '2026-06-01');
  const statuses: StructureLegal[] = ['BR', 'SP', 'CONDITION_USE_PERMIT', 'UNRESTRICTED', 'ALLOWED', 'NOT_ALLOWED'];
  const forced = statuses.map((value, i) => {
    const limit = [null, { value: 'none' as const, cite: [] }][i % 2]!;
    const structures = { ...base.structures };
    for (const c of PLAN_CATEGORIES) structures[c] = { ...base.structures[c], legal: { value, cite: [] }, maxFootprintSqFt: limit, maxLotCoveragePct: limit };
    return { ...base, structures };
  });
  return [...found.values(), ...forced, { ...base, zone: null }];
}

/** Everything the playground writes over the grid: short and detailed explanations and every check's text. */
function writtenTexts(): Set<string> {
  const texts = new Set<string>();
  const add = (results: AnalysisResult[]) => {
    for (const result of results) {
      texts.add(result.short_explanation);
      texts.add(result.detailed_explanation);
      for (const check of result.checks) texts.add(check.text);
    }
  };
  const on = (evaluation: Evaluation, more: Partial<PlaygroundLot> = {}): PlaygroundLot => ({
    lot,
    edges: EDGES.inside,
    lotAreaSqFt: 15000,
    buildings: [house],
    buildingsKnown: true,
    considerations: [],
    evaluation,
    date: '2026-06-01',
    ...more,
  });
  const alone = (where: PlaygroundLot, drawing: Partial<PlaygroundDrawing> = {}) => {
    for (const category of PLAN_CATEGORIES) {
      for (const [i, place] of PLACES.entries()) add(analyzePlayground(where, { buildings: [], objects: [object(`${category}-${i}`, category, place)], ...drawing }));
    }
  };
  for (const evaluation of evaluations()) alone(on(evaluation));

  const maple = (overrides?: EvaluationOverrides) =>
    evaluate({ state: 'MA', jurisdictionId: 'ma-maple-hollow', zoning: [{ zoningMap: 'current', zoneCode: 'SR' }], propertyType: 'Single Family', grossFloorArea: 1800, lotSize: 15000 }, RULESETS, '2026-06-01', overrides);
  // Corner lots and lots whose lines are of unknown kind; the user's own setbacks.
  alone(on(maple(), { edges: EDGES.corner }));
  alone(on(maple(), { edges: EDGES.unknown }));
  alone(on(maple({ sizeLimits: SETBACK_SUBJECTS.map((subject) => ({ subject, bound: 'LOWER' as const, value: 12 })) }), { edges: EDGES.corner }));
  // A lot known to be empty, one whose buildings are unknown, and buildings drawn with and without a
  // category (the gray one beside the yard's structure); labelled buildings of the data.
  alone(on(maple(), { buildings: [] }));
  alone(on(maple(), { buildings: [], buildingsKnown: false }));
  const drawn = (id: string, category: PlanCategory | null, geometry: Polygon) => ({ type: 'Feature' as const, geometry, properties: { id, category } });
  alone(on(maple(), { buildings: [], buildingsKnown: false }), { buildings: [drawn('mine', 'single-family', rect(30, 30, 70, 60)), drawn('gray', null, rect(27, 110, 35, 120))] });
  alone(on(maple(), { buildings: [house, { id: 'g', kind: 'outbuilding', label: 'Garage', geometry: rect(75, 20, 90, 35) }, { id: 'w', kind: 'outbuilding', label: 'Workshop', geometry: rect(5, 20, 20, 35) }, { id: 'o', kind: 'outbuilding', label: null, geometry: rect(75, 130, 90, 145) }] }));
  // A shed standing over the house.
  add(analyzePlayground(on(maple()), { buildings: [], objects: [object('s0', 'shed', rect(35, 35, 45, 45))] }));
  // Two structures of one category, one of them marked existing.
  add(analyzePlayground(on(maple()), { buildings: [], objects: [object('s1', 'shed', PLACES[0]!), object('s2', 'shed', PLACES[1]!, true)] }));
  // Special considerations on and near the lot, with and without a badge, of the map layers and of the data.
  const considerations: LotConsideration[] = [
    { layerId: 'WETLANDS', name: 'Wetlands', status: 'RED', badge: 'Palustrine' },
    { layerId: 'FEMA', name: 'FEMA Flood Zones', status: 'RED', badge: null },
    { layerId: 'HISTORIC', name: 'Historical Preservation', status: 'YELLOW', badge: ruleSentence('badge.within', { feet: 90 }) },
    { layerId: 'SHORE', name: 'Shoreland Zone, possible', status: 'YELLOW', badge: null },
    { layerId: 'OTHER', name: 'Other', status: 'GREEN', badge: null },
  ];
  alone(on(maple(), { considerations }));
  return texts;
}

/** Whether `text` holds something written from `template`: its own words in order, anything in its placeholders. */
function holdsTemplate(text: string, template: string): boolean {
  const source = template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '.*?'))
    .join('');
  return new RegExp(source).test(text);
}

const written = writtenTexts();

describe('the playground’s answers in Spanish', () => {
  it('has every sentence in Spanish, with the placeholders of the English or a category’s Spanish forms', () => {
    const forms = new Set(['theCategory', 'TheCategory', 'thisCategory']);
    for (const [id, english] of Object.entries(ANALYSIS_SENTENCES) as [AnalysisSentenceId, string][]) {
      const spanish = ANALYSIS_SENTENCES_ES[id];
      const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g)?.map((name) => name.slice(1, -1)));
      const englishOnes = placeholders(english);
      // Each of the English placeholders is said in Spanish, if only as a form of the same category.
      for (const name of englishOnes) {
        const said = placeholders(spanish).has(name) || (ANALYSIS_PLACEHOLDER_KINDS[name as 'category'] === 'category' && [...placeholders(spanish)].some((n) => forms.has(n)));
        expect([id, name, said]).toEqual([id, name, true]);
      }
      for (const name of placeholders(spanish)) expect([id, name, englishOnes.has(name) || forms.has(name)]).toEqual([id, name, true]);
    }
  });

  it('writes spec 8’s physical notices and advice word for word', () => {
    expect(analysisSentence('physical.touchesBuilding', { Category: 'Pool' })).toBe(physicalNotice.touchesBuilding('Pool'));
    expect(analysisSentence('physical.notConnected', { Category: 'Home addition' })).toBe(physicalNotice.notConnected('Home addition'));
    expect(analysisSentence('physical.moveIt')).toBe(`${PlaygroundMessage.MoveIt}.`);
  });

  it('writes every template of the answers somewhere over categories, outcomes, places and lots', () => {
    const texts = [...written];
    expect(texts.length).toBeGreaterThan(500);
    const unwritten = (Object.keys(ANALYSIS_SENTENCES) as AnalysisSentenceId[]).filter((id) => !texts.some((text) => holdsTemplate(text, ANALYSIS_SENTENCES[id])));
    expect(unwritten).toEqual([]);
  });

  it('reads back everything the playground writes, leaving none of its English', () => {
    const unread = [...written].filter((text) => es.known(text) === null);
    expect(unread).toEqual([]);
    // Sources stay in English (the line says so), as do zone codes and the names of the data (a badge, a building's label).
    const english = /\b(the|of|and|is|not|found|required|allowed|permitted|Passes|Fails|Unknown|Note|Source|ft|in zone|lot line|Footprint|Lot coverage|Distance)\b|\bin\b(?! inglés)|sq ft|\{/;
    const left = [...written].map((text) => es.text(text).replace(/Fuente \(en inglés\): .*$/gm, '').replace(/\((?:Palustrine|workshop)\)/g, '')).filter((text) => english.test(text));
    expect(left).toEqual([]);
  });

  it('says a permitted shed, a refused pool and what our data cannot settle in Spanish, numbers and dates in es-US', () => {
    expect(es.text('This shed is permitted here: it meets all 7 rules checked.')).toBe('Se permite este cobertizo aquí: cumple las 7 normas revisadas.');
    expect(es.text('Shed in zone SR, by the rules in force on 2026-06-01:\nPasses: Zone SR: a shed is allowed by right. Source: Maple Hollow Zoning Bylaw (fictional demo town), Accessory structures allowed.')).toBe(
      'Cobertizo en la zona SR, según las normas vigentes el 1 de junio de 2026:\nCumple: Zona SR: un cobertizo se permite por derecho propio. Fuente (en inglés): Maple Hollow Zoning Bylaw (fictional demo town), Accessory structures allowed.',
    );
    expect(es.text('This pool is not permitted here: it stands too close to the existing house (0 ft found, 10 ft required) and it touches an existing building.')).toBe(
      'No se permite esta piscina aquí: está demasiado cerca de la casa existente (0 pies; se exigen 10 pies) y toca una construcción existente.',
    );
    expect(es.text('Lot coverage: 35.3% of the lot with every building and structure, at most 35% allowed.')).toBe(
      'Cobertura del lote: 35.3 % del lote con todos los edificios y estructuras; se permite un 35 % como máximo.',
    );
    expect(es.text('Footprint: 3,600 sq ft, at most 3,000 sq ft allowed.')).toBe('Superficie ocupada: 3,600 pies²; se permiten 3,000 pies² como máximo.');
    expect(
      es.text(
        'This shed may be permitted here, but our data cannot settle whether a shed is allowed in zone RES, the front setback, the side setback, the rear setback, the separation between buildings, the footprint limit and the lot-coverage limit.',
      ),
    ).toBe(
      'Quizás se permita este cobertizo aquí, pero nuestros datos no permiten determinar si se permite un cobertizo en la zona RES, el retiro frontal, el retiro lateral, el retiro posterior, la separación entre edificios, el límite de superficie ocupada y el límite de cobertura del lote.',
    );
    expect(es.text('Fails: Rear lot line: 2 ft 6 in found, 2 ft required (your setback). Source: Maple Hollow Zoning Bylaw (fictional demo town), Accessory structures.')).toBe(
      'No cumple: Lindero posterior: 2 pies 6 pulg de distancia; se exigen 2 pies (su retiro). Fuente (en inglés): Maple Hollow Zoning Bylaw (fictional demo town), Accessory structures.',
    );
    expect(es.text('Note: FEMA Flood Zones (Within 1250 ft) near this lot: a note, which does not change the answer.')).toBe(
      'Nota: Zonas inundables de FEMA (A menos de 1,250 pies) cerca de este lote: es una nota, que no cambia la respuesta.',
    );
  });

  it('names each category with the article its gender takes', () => {
    expect(es.text('Fails: Pool cannot be connected to an existing building structure. Please move it to a different location.')).toBe(
      'No cumple: La piscina no puede estar en contacto con una construcción existente. Muévala a otro lugar.',
    );
    expect(es.text('Zone SR: an in-home apartment is allowed by right.')).toBe('Zona SR: un apartamento dentro de la casa se permite por derecho propio.');
    // 'a el' and 'de el' contract, as Spanish writes them.
    expect(es.text('Distance to the shed 2: 3 ft found, 10 ft required.')).toBe('Distancia al cobertizo 2: 3 pies; se exigen 10 pies.');
    expect(es.text('it stands too close to the drawn garage (3 ft found, 10 ft required)')).toBe('está demasiado cerca del garaje que usted dibujó (3 pies; se exigen 10 pies)');
    expect(Object.values(CATEGORY_NOUNS_ES).map((noun) => noun.gender).sort()).toEqual([...'fffffffmmmmm']);
  });

  it('keeps English it has no words for as it is', () => {
    expect(es.known('This gazebo is permitted here: it meets all 7 rules checked.')).toBeNull();
    expect(es.text('Something else entirely.')).toBe('Something else entirely.');
  });
});
