import { describe, expect, it } from 'vitest';
import { lostUnits, unitsToCheck, withPlacedAfresh } from './restore-units';
import { rectFt, unitAt } from './test-support/lot-fixture';

const ids = (list: readonly { properties: { id: string } }[]) => list.map((u) => u.properties.id);

describe('unitsToCheck', () => {
  const custom = unitAt('custom', 10, 110, { floor_plan_uuid: 'customPlan-1', source: 'user_defined' });
  const catalogue = unitAt('catalogue', 40, 110);
  const drawn = unitAt('drawn', 70, 110, { floor_plan_uuid: null, source: 'user_defined' });

  it('checks the user’s plans and the catalogue’s, asking an ADU page’s own category', () => {
    const checked = unitsToCheck('backyard-cottage', [custom, catalogue, drawn]);
    expect(ids(checked.custom)).toEqual(['custom']);
    expect(ids(checked.catalogue)).toEqual(['catalogue']);
    expect(checked.categories).toEqual(['backyard-cottage']);
  });

  it('asks the playground for the categories of its catalogue units, each once, leaving out those of no plan category', () => {
    const pool = unitAt('pool', 10, 150, { page: 'playground', category: 'pool' });
    const shed = unitAt('shed', 40, 150, { page: 'playground', category: 'shed' });
    const other = unitAt('other', 70, 150, { page: 'playground', category: 'custom_adu' });
    expect(unitsToCheck('playground', [pool, shed, { ...pool, properties: { ...pool.properties, id: 'pool-2' } }, other]).categories).toEqual(['pool', 'shed']);
  });
});

describe('lost units', () => {
  it('are those whose plan is in neither list', () => {
    const list = [unitAt('a', 10, 110), unitAt('b', 40, 110, { floor_plan_uuid: 'plan-b' }), unitAt('c', 70, 110, { floor_plan_uuid: null })];
    expect(ids(lostUnits(list, ['plan-a']))).toEqual(['b', 'c']);
    expect(lostUnits(list, ['plan-a', 'plan-b', ''])).toEqual([]);
  });

  it('are put back where placed afresh, keeping their id and view mode, selected', () => {
    const list = [unitAt('a', 10, 110, { viewMode: '3d' }), unitAt('b', 40, 110)];
    const fresh = { type: 'Feature' as const, geometry: rectFt(10, 150, 20, 30), properties: { ...unitAt('x', 0, 0).properties, floor_plan_uuid: null, source: 'user_defined' as const, category: 'custom_adu', setback_area: 'used' as const } };
    const next = withPlacedAfresh(list, 'a', fresh);
    expect(next[0]).toMatchObject({ geometry: fresh.geometry, properties: { id: 'a', viewMode: '3d', selected: true, source: 'user_defined', category: 'custom_adu' } });
    expect(next[1]).toBe(list[1]);
  });
});
