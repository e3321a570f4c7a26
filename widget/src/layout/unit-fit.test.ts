// Whether a unit fits where it stands, in words, on the fixture lot (100 x 200 ft, fronting south,
// 10 ft setbacks and 10 ft from the house): measured anew from its geometry, so a unit moved past
// the side line says by how much, and moved back says it fits; playground structures go by their category.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LayoutUnit, StreetData } from '../../../core/api';
import { classifyLotEdges } from '../../../core/setback';
import { createTranslator, loadLocale } from '../i18n/messages';
import { LOT, lotStreetData, rectFt, unitAt } from './test-support/lot-fixture';
import { fitStatusOf, isOverlapping, unitKindLabel } from './unit-fit';

const edges = classifyLotEdges(LOT, { streets: [rectFt(-200, -50, 500, 50)], neighbours: [rectFt(-50, 0, 50, 200), rectFt(100, 0, 50, 200), rectFt(-50, 200, 200, 50)] });
const property: StreetData = {
  ...lotStreetData(),
  lot_edges: edges.map((e) => ({ from: e.from as [number, number], to: e.to as [number, number], length_ft: e.lengthFt, kind: e.kind, reason: e.reason })),
  buildings_geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: rectFt(20, 20, 60, 50), properties: { id: 'h', building_source: 'survey', kind: 'main', label: null, height_ft: null, footprint_sqft: 3000 } }] },
} as StreetData;
const en = createTranslator('en');
const shed = (id: string, x: number, y: number): LayoutUnit => ({
  ...unitAt(id, x, y),
  geometry: rectFt(x, y, 8, 10),
  properties: { ...unitAt(id, x, y).properties, adu_type: 'playground', page: 'playground', category: 'shed', width: 8, length: 10 },
});

beforeAll(() => loadLocale('es'));

describe('fitStatusOf', () => {
  it('says a cottage inside every setback fits inside the setback area', () => {
    const cottage = unitAt('c', 40, 120);
    expect(fitStatusOf(en, 'en', cottage, [cottage], property)).toEqual({ fits: true, text: 'Fits inside the setback area', reasons: [] });
  });

  it('says by how much a cottage moved 1.8 ft past the 10 ft side setback line crosses it, and in Spanish', () => {
    const cottage = unitAt('c', 8.2, 120);
    expect(fitStatusOf(en, 'en', cottage, [cottage], property)).toEqual({
      fits: false,
      text: 'Does not fit where it stands: 1.8 ft inside the 10 ft side setback.',
      reasons: ['1.8 ft inside the 10 ft side setback'],
    });
    expect(fitStatusOf(createTranslator('es'), 'es', cottage, [cottage], property).text).toBe('No cabe donde está: 1.8 pies dentro del retiro lateral de 10 pies.');
  });

  it('claims no fit where the house is not in the data: not known, until the user traced the house; a crossed line still does not fit', () => {
    const missing = { ...property, buildings_known: false, buildings: [], buildings_geojson: { type: 'FeatureCollection', features: [] }, attributes: { ...property.attributes, property_type_name: 'Single Family' } } as StreetData;
    const cottage = unitAt('c', 40, 120);
    expect(fitStatusOf(en, 'en', cottage, [cottage], missing)).toEqual({ fits: null, text: 'Whether it fits is not known until the house is traced on the map', reasons: [] });
    expect(fitStatusOf(createTranslator('es'), 'es', cottage, [cottage], missing).text).toBe('No se sabe si cabe hasta trazar la casa en el mapa');
    expect(fitStatusOf(en, 'en', unitAt('c', 8.2, 120), [], missing).fits).toBe(false);
    const traced = { ...missing, buildings: [{ id: 'mine', kind: 'main', label: null, building_source: 'user', height_ft: null, footprint_sqft: 1_200 }] } as StreetData;
    expect(fitStatusOf(en, 'en', cottage, [cottage], traced)).toEqual({ fits: true, text: 'Fits inside the setback area', reasons: [] });
  });

  it('names the house it comes too close to, and the other unit it overlaps', () => {
    // 4 ft north of the house (which ends at y = 70), 10 ft required; over the first cottage.
    const first = unitAt('a', 40, 74);
    const second = unitAt('b', 50, 80);
    expect(fitStatusOf(en, 'en', first, [first], property).reasons).toEqual(['6 ft inside the 10 ft separation from the house']);
    // 10 ft from the house exactly: only the overlap is a reason.
    expect(fitStatusOf(en, 'en', second, [first, second], property).reasons).toEqual(['Overlaps the backyard cottage']);
  });

  it('checks only the lot, the buildings and the other structures on the playground, and names them by category', () => {
    const a = shed('s1', 40, 120);
    const b = shed('s2', 44, 124);
    expect(fitStatusOf(en, 'en', a, [a], property)).toEqual({ fits: true, text: 'Stands on the lot clear of the buildings', reasons: [] });
    expect(fitStatusOf(en, 'en', b, [a, b], property).reasons).toEqual(['Overlaps the shed']);
    expect(fitStatusOf(en, 'en', shed('s3', 30, 60), [], property).reasons).toEqual(['Overlaps the house']);
    expect(isOverlapping(b, [a, b], property)).toBe(true);
    expect(isOverlapping(a, [a], property)).toBe(false);
    expect(unitKindLabel(en, a)).toBe('Shed');
    expect(unitKindLabel(createTranslator('es'), a)).toBe('Cobertizo');
    expect(unitKindLabel(en, unitAt('c', 40, 120))).toBe('Backyard cottage');
    // A pool dragged onto the house takes the forbidden colour, and is still the pool; the legend explains the colour.
    const onHouse = { ...a, properties: { ...a.properties, adu_type: 'forbidden_area' as const } };
    expect(unitKindLabel(en, onHouse)).toBe('Shed');
    expect(unitKindLabel(en, onHouse, { byColour: true })).toBe('Forbidden area');
    expect(unitKindLabel(en, a, { byColour: true })).toBe('Shed');
  });
});
