import { describe, expect, it } from 'vitest';
import { savedLayout, unitAt } from './test-support/lot-fixture';
import { deselected, newUnitId, retyped, unitOf, unitsFrom, withAdded, withoutPlan, withoutUnit, withSelected, withUnit, withViewMode } from './units';

const ids = (list: readonly { properties: { id: string; selected: boolean } }[]) => list.map((u) => `${u.properties.id}${u.properties.selected ? '*' : ''}`);

describe('unitsFrom', () => {
  it('starts each page from its saved units, and with nothing saved from none', () => {
    const saved = savedLayout({ layouts: { 'backyard-cottage': [unitAt('a', 30, 120)] }, playground: [unitAt('p', 30, 120, { page: 'playground' })] });
    const units = unitsFrom(saved, null);
    expect(ids(units['backyard-cottage'])).toEqual(['a']);
    expect(units['in-home-apartment']).toEqual([]);
    expect(ids(units.playground)).toEqual(['p']);
    expect(unitsFrom(null, null)).toEqual({ 'in-home-apartment': [], 'backyard-cottage': [], playground: [] });
  });

  it('adds a kept playground after the saved one, whose units are deselected, the kept ones keeping their selection', () => {
    const saved = savedLayout({ playground: [unitAt('saved', 10, 110, { page: 'playground', selected: true })] });
    const kept = { units: [unitAt('kept', 50, 110, { page: 'playground', selected: true })], surveyBuildingsCleared: false };
    expect(ids(unitsFrom(saved, kept).playground)).toEqual(['saved', 'kept*']);
  });
});

describe('unit list transitions', () => {
  const list = [unitAt('a', 10, 110), unitAt('b', 40, 110, { selected: true }), unitAt('c', 70, 110, { floor_plan_uuid: 'plan-b' })];

  it('selects one unit, or none, and answers the same list when nothing changes', () => {
    expect(ids(withSelected(list, 'a'))).toEqual(['a*', 'b', 'c']);
    expect(ids(withSelected(list, null))).toEqual(['a', 'b', 'c']);
    expect(withSelected(list, 'b')).toBe(list);
  });

  it('adds a unit last and selected only, replaces and removes by id', () => {
    const added = withAdded(list, unitAt('d', 10, 150, { selected: true }));
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd*']);
    expect(withUnit(list, 'c', unitAt('c', 70, 150)).map((u) => u.geometry)).toEqual([list[0]!.geometry, list[1]!.geometry, unitAt('c', 70, 150).geometry]);
    expect(ids(withoutUnit(list, 'b'))).toEqual(['a', 'c']);
    expect(ids(deselected(list))).toEqual(['a', 'b', 'c']);
  });

  it('puts every unit in the view mode, the same list when they are all in it', () => {
    expect(withViewMode(list, '3d').map((u) => u.properties.viewMode)).toEqual(['3d', '3d', '3d']);
    expect(withViewMode(list, '2d')).toBe(list);
  });

  it('retypes units, keeping the unchanged ones and the list when none changes', () => {
    const next = retyped(list, (u) => (u.properties.id === 'b' ? 'forbidden_area' : u.properties.adu_type));
    expect(next.map((u) => u.properties.adu_type)).toEqual(['backyard_cottage', 'forbidden_area', 'backyard_cottage']);
    expect(next[0]).toBe(list[0]);
    expect(retyped(list, (u) => u.properties.adu_type)).toBe(list);
  });

  it('removes the units of a deleted plan, the same list when it has none', () => {
    expect(ids(withoutPlan(list, 'plan-a'))).toEqual(['c']);
    expect(withoutPlan(list, 'plan-z')).toBe(list);
  });
});

describe('new units', () => {
  it('gives every unit its own id', () => {
    const made = new Set(Array.from({ length: 50 }, () => newUnitId()));
    expect(made.size).toBe(50);
    expect([...made][0]).toMatch(/^unit-[0-9a-z]+-[0-9a-z]+$/);
  });

  it('makes a placement answer a selected unit in the view mode', () => {
    const { geometry, properties } = unitAt('ignored', 30, 120);
    const { id: _, selected: __, viewMode: ___, ...rest } = properties;
    const placed = { ...rest, setback_area: 'used' as const };
    const unit = unitOf({ type: 'Feature', geometry, properties: placed }, '3d', 'unit-x');
    expect(unit.properties).toEqual({ ...placed, id: 'unit-x', selected: true, viewMode: '3d' });
  });
});
