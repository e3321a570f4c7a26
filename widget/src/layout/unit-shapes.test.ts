import { describe, expect, it } from 'vitest';
import type { LayoutUnit } from '../../../core/api';
import { outlineFromPlan, movePolygon, rotatePolygon } from '../../../core/placement';
import { centreFt, HOUSE, lotStreetData, rectFt, unitAt, userPlan } from './test-support/lot-fixture';
import { copiedUnit, drawnUnit, replannedUnit, reshapedUnit, surroundingsOf, UnitRefusal, withDrawnUnit, type UnitResult } from './unit-shapes';

const property = lotStreetData();

/** The unit of a result, failing the test on a refusal. */
function unitOf(result: UnitResult): LayoutUnit {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.unit;
}

describe('surroundingsOf', () => {
  it('classifies against the page’s area, the lot standing in for an unknown one, and no area when it is empty', () => {
    expect(surroundingsOf(property, 'backyard-cottage')).toMatchObject({ page: 'backyard-cottage', area: property.setbacked_area.ext, buildings: [HOUSE] });
    // The internal area is null while every setback is known: no room is left.
    expect(surroundingsOf(property, 'in-home-apartment').area).toBeNull();
    const unknown = lotStreetData({ bylaws: { adu: { placement: { ext_setbacks: { front: null, side: 10, rear: 10, building: 10 }, int_setbacks: { front: 10, side: 10, rear: 10, building: 10 } } } } } as never);
    expect(surroundingsOf(unknown, 'backyard-cottage').area).toBeUndefined();
  });
});

describe('reshapedUnit', () => {
  const unit = unitAt('a', 30, 120);

  it('moves a unit inside the lot and types it where it now stands', () => {
    const moved = unitOf(reshapedUnit(unit, movePolygon(unit.geometry, 0, -80), 0, property));
    expect(centreFt(moved.geometry)).toEqual([40, 55]);
    // Off the backyard and over the house: not allowed there.
    expect(moved.properties.adu_type).toBe('forbidden_area');
    expect(unitOf(reshapedUnit(unit, movePolygon(unit.geometry, 10, 10), 0, property)).properties.adu_type).toBe('backyard_cottage');
  });

  it('keeps the rotation to three decimals', () => {
    const turned = unitOf(reshapedUnit(unit, rotatePolygon(unit.geometry, 33.33333), 33.33333, property));
    expect(turned.properties.rotation_deg).toBe(33.333);
    expect(centreFt(turned.geometry)).toEqual([40, 135]);
  });

  it('refuses a shape with a corner outside the lot', () => {
    expect(reshapedUnit(unit, movePolygon(unit.geometry, 55, 0), 0, property)).toEqual({ ok: false, reason: UnitRefusal.OutsideLot });
  });
});

describe('copiedUnit', () => {
  it('copies a unit to its east by its width, selected and with a new id', () => {
    const copy = unitOf(copiedUnit(unitAt('a', 30, 120), property, 'backyard-cottage'));
    expect(centreFt(copy.geometry)).toEqual([60, 135]);
    expect(copy.properties).toMatchObject({ selected: true, floor_plan_uuid: 'plan-a', adu_type: 'backyard_cottage' });
    expect(copy.properties.id).not.toBe('a');
  });

  it('copies to the west when the east leaves the lot, and refuses when neither side has room', () => {
    expect(centreFt(unitOf(copiedUnit(unitAt('a', 75, 120), property, 'backyard-cottage')).geometry)).toEqual([65, 135]);
    const wide = { ...unitAt('wide', 20, 120, { width: 60 }), geometry: rectFt(20, 120, 60, 30) };
    expect(copiedUnit(wide, property, 'backyard-cottage')).toEqual({ ok: false, reason: UnitRefusal.NoRoom });
  });

  it('copies nothing of a unit without a floor plan, nor of no unit', () => {
    expect(copiedUnit(unitAt('a', 30, 120, { floor_plan_uuid: null }), property, 'backyard-cottage')).toEqual({ ok: false, reason: UnitRefusal.NoPlan });
    expect(copiedUnit(undefined, property, 'backyard-cottage')).toEqual({ ok: false, reason: UnitRefusal.NoPlan });
  });
});

describe('replannedUnit', () => {
  const plan = { uuid: 'plan-b', category: 'backyard-cottage', dimensions: [24 * 12, 36 * 12, 24 * 12, 36 * 12], angles: [0, 90, 180, 270] };
  const ring = (p: typeof plan) => {
    const outline = outlineFromPlan(p.dimensions, p.angles);
    if (!outline.ok) throw new Error(outline.reason);
    return outline.ring;
  };

  it('gives the unit the plan where it stands, keeping its rotation', () => {
    const unit = unitOf(replannedUnit(unitAt('a', 30, 120, { rotation_deg: 90 }), plan, ring(plan), property));
    expect(centreFt(unit.geometry)).toEqual([40, 135]);
    expect(unit.properties).toMatchObject({ id: 'a', floor_plan_uuid: 'plan-b', source: 'floor_plan', width: 24, length: 36, rotation_deg: 90 });
  });

  it('refuses a plan too big for where the unit stands', () => {
    const wide = { ...plan, dimensions: [40 * 12, 36 * 12, 40 * 12, 36 * 12] };
    expect(replannedUnit(unitAt('a', 75, 120), wide, ring(wide), property)).toEqual({ ok: false, reason: UnitRefusal.OutsideLot });
  });
});

describe('drawn units', () => {
  const plan = userPlan('customPlan-1700000000000', 18, 24);

  it('places a structure drawn in the backyard as a user-defined unit fitting the setback area', () => {
    const unit = drawnUnit({ shape: rectFt(40, 120, 18, 24), plan, page: 'backyard-cottage', id: 'unit-d', viewMode: '3d' }, property);
    expect(unit.properties).toEqual({
      id: 'unit-d',
      adu_type: 'backyard_cottage',
      placement: 'setback_fit',
      page: 'backyard-cottage',
      floor_plan_uuid: 'customPlan-1700000000000',
      category: 'backyard-cottage',
      source: 'user_defined',
      width: 18,
      length: 24,
      rotation_deg: 0,
      selected: true,
      viewMode: '3d',
    });
  });

  it('stands a structure drawn over the house on the lot, as a forbidden area', () => {
    const unit = drawnUnit({ shape: rectFt(30, 30, 18, 24), plan, page: 'backyard-cottage', id: 'unit-d', viewMode: '2d' }, property);
    expect(unit.properties).toMatchObject({ adu_type: 'forbidden_area', placement: 'lot_fit_no_collision' });
  });

  it('replaces a page’s single unit outside the playground, and otherwise adds or redraws', () => {
    const drawn = unitAt('new', 50, 150, { selected: true });
    const one = [unitAt('a', 10, 110)];
    expect(withDrawnUnit(one, drawn, undefined, 'backyard-cottage').map((u) => u.properties.id)).toEqual(['new']);
    const playground = [unitAt('a', 10, 110, { page: 'playground', selected: true })];
    expect(withDrawnUnit(playground, drawn, undefined, 'playground').map((u) => [u.properties.id, u.properties.selected])).toEqual([['a', false], ['new', true]]);
    const two = [unitAt('a', 10, 110), unitAt('b', 40, 110)];
    expect(withDrawnUnit(two, drawn, two[0], 'backyard-cottage').map((u) => u.properties.id)).toEqual(['b', 'new']);
  });
});
