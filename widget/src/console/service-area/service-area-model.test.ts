import { describe, expect, it } from 'vitest';
import type { City } from '../../../../core/api';
import {
  checkState,
  countyCityIds,
  filterTree,
  groupCities,
  groupCount,
  groupIdsByKey,
  matchingCities,
  normalizeSearch,
  rowCityIds,
  summarizeSelection,
  toggleCity,
  toggleGroup,
  visibleRows,
} from './service-area-model';

/**
 * Massachusetts' 351 municipalities by county (2020 Census county subdivisions), as the server
 * seeds them: the county counts are real; towns not named here get placeholder names.
 */
const MA_COUNTIES: Record<string, number> = {
  Barnstable: 15,
  Berkshire: 32,
  Bristol: 20,
  Dukes: 7,
  Essex: 34,
  Franklin: 26,
  Hampden: 23,
  Hampshire: 20,
  Middlesex: 54,
  Nantucket: 1,
  Norfolk: 28,
  Plymouth: 27,
  Suffolk: 4,
  Worcester: 60,
};
const REAL_NAMES: Record<string, string[]> = {
  Suffolk: ['Boston', 'Chelsea', 'Revere', 'Winthrop'],
  Dukes: ['Aquinnah', 'Chilmark', 'Edgartown', 'Gosnold', 'Oak Bluffs', 'Tisbury', 'West Tisbury'],
  Nantucket: ['Nantucket'],
  Middlesex: ['Acton', 'Arlington', 'Cambridge', 'Somerville', 'Winchester'],
};

function massachusetts(): City[] {
  const cities: City[] = [];
  let id = 1;
  for (const [county, count] of Object.entries(MA_COUNTIES)) {
    const names = REAL_NAMES[county] ?? [];
    for (let i = 0; i < count; i++) cities.push({ city_id: id++, name: names[i] ?? `${county} Town ${String(i + 1).padStart(2, '0')}`, state: 'MA', county });
  }
  return cities;
}
const CALIFORNIA: City[] = [
  { city_id: 1001, name: 'San Francisco', state: 'CA', county: 'San Francisco' },
  { city_id: 1002, name: 'Berkeley', state: 'CA', county: 'Alameda' },
  { city_id: 1003, name: 'Oakland', state: 'CA', county: 'Alameda' },
];
const cities = [...massachusetts(), ...CALIFORNIA];
const tree = groupCities(cities);
const ma = tree.find((state) => state.state === 'MA')!;
const county = (name: string) => ma.counties.find((node) => node.county === name)!;
const idOf = (name: string) => cities.find((city) => city.name === name)!.city_id;

describe('groupCities', () => {
  it('groups Massachusetts’ 351 municipalities into its 14 counties with their real counts, states and counties sorted', () => {
    expect(tree.map((state) => state.state)).toEqual(['CA', 'MA']);
    expect(ma.cityIds).toHaveLength(351);
    expect(ma.counties).toHaveLength(14);
    expect(Object.fromEntries(ma.counties.map((node) => [node.county, node.cities.length]))).toEqual(MA_COUNTIES);
    expect(ma.counties.map((node) => node.county)).toEqual(Object.keys(MA_COUNTIES));
    expect(county('Suffolk').cities.map((city) => city.name)).toEqual(['Boston', 'Chelsea', 'Revere', 'Winthrop']);
    expect(tree[0]!.counties.map((node) => [node.county, node.cities.map((city) => city.name)])).toEqual([
      ['Alameda', ['Berkeley', 'Oakland']],
      ['San Francisco', ['San Francisco']],
    ]);
  });
});

describe('search', () => {
  it('normalizes case, accents and spaces', () => {
    expect(normalizeSearch('  Óak   Bluffs ')).toBe('oak bluffs');
  });

  it('keeps a whole county whose name matches, only the matching cities otherwise, a whole state by its code', () => {
    const middlesex = filterTree(tree, 'middlesex');
    expect(middlesex.map((state) => state.counties.map((node) => [node.county, node.cities.length]))).toEqual([[['Middlesex', 54]]]);
    expect(middlesex[0]!.cityIds).toHaveLength(54);
    const boston = filterTree(tree, 'BOSTON');
    expect(boston.map((state) => state.counties.map((node) => [node.county, node.cities.map((city) => city.name)]))).toEqual([[['Suffolk', ['Boston']]]]);
    expect(filterTree(tree, 'ma')[0]!.cityIds).toHaveLength(351);
    expect(filterTree(tree, 'no such town')).toEqual([]);
    expect(filterTree(tree, '  ')).toHaveLength(2);
  });

  it('lists matching cities for the dropdown, names starting with the query first', () => {
    expect(matchingCities(cities, 'ch').map((city) => city.name)).toEqual(['Chelsea', 'Chilmark', 'Winchester']);
    expect(matchingCities(cities, 'oak').map((city) => city.name)).toEqual(['Oak Bluffs', 'Oakland']);
    expect(matchingCities(cities, 'zzz')).toEqual([]);
    expect(matchingCities(cities, '')).toHaveLength(354);
  });
});

describe('tri-state and toggling', () => {
  it('reads a county or state as unchecked, mixed or checked, with selected/total counts', () => {
    const suffolk = countyCityIds(county('Suffolk'));
    expect(checkState(suffolk, new Set())).toBe('unchecked');
    expect(checkState(suffolk, new Set([idOf('Boston')]))).toBe('mixed');
    expect(checkState(suffolk, new Set(suffolk))).toBe('checked');
    expect(checkState(ma.cityIds, new Set(suffolk))).toBe('mixed');
    expect(groupCount(ma.cityIds, new Set([...suffolk, 1001]))).toEqual({ selected: 4, total: 351 });
    expect(checkState([], new Set([1]))).toBe('unchecked');
  });

  it('adds a group’s missing cities, removes them all when all are chosen, and keeps other ids in order', () => {
    const suffolk = countyCityIds(county('Suffolk'));
    const partly = [1001, idOf('Chelsea')];
    const whole = toggleGroup(partly, suffolk);
    expect(whole).toEqual([1001, idOf('Chelsea'), idOf('Boston'), idOf('Revere'), idOf('Winthrop')]);
    expect(toggleGroup(whole, suffolk)).toEqual([1001]);
    expect(toggleGroup([], ma.cityIds)).toHaveLength(351);
    expect(toggleCity([5, 7], 7)).toEqual([5]);
    expect(toggleCity([5], 7)).toEqual([5, 7]);
  });
});

describe('visibleRows', () => {
  it('shows states, then counties and cities of expanded groups, each with its place among its siblings', () => {
    expect(visibleRows(tree, new Set(), false).map((row) => row.key)).toEqual(['CA', 'MA']);
    const maOpen = visibleRows(tree, new Set(['MA']), false);
    expect(maOpen).toHaveLength(2 + 14);
    expect(maOpen[2]).toMatchObject({ kind: 'county', key: 'MA/Barnstable', level: 2, setSize: 14, posInSet: 1, parentKey: 'MA', isExpanded: false });
    const middlesexOpen = visibleRows(tree, new Set(['MA', 'MA/Middlesex']), false);
    expect(middlesexOpen).toHaveLength(2 + 14 + 54);
    const cambridge = middlesexOpen.find((row) => row.kind === 'city' && row.city.name === 'Cambridge');
    expect(cambridge).toMatchObject({ level: 3, setSize: 54, parentKey: 'MA/Middlesex' });
  });

  it('expands every group while searching, and a searched group still stands for all its cities', () => {
    const rows = visibleRows(filterTree(tree, 'tisbury'), new Set(), true);
    expect(rows.map((row) => (row.kind === 'city' ? row.city.name : row.key))).toEqual(['MA', 'MA/Dukes', 'Tisbury', 'West Tisbury']);
    const groups = groupIdsByKey(tree);
    expect(rowCityIds(rows[1]!, groups)).toHaveLength(7);
    expect(rowCityIds(rows[0]!, groups)).toHaveLength(351);
    expect(rowCityIds(rows[2]!, groups)).toEqual([idOf('Tisbury')]);
  });
});

describe('summarizeSelection', () => {
  it('names whole counties as one line, other cities by county, and counts ids the list does not know', () => {
    const suffolk = countyCityIds(county('Suffolk'));
    const summary = summarizeSelection(tree, [idOf('Cambridge'), ...suffolk, 99_999]);
    expect(summary.total).toBe(6);
    expect(summary.unknown).toBe(1);
    expect(summary.groups.map((group) => (group.kind === 'county' ? `${group.county}: all ${group.ids.length}` : `${group.county}: ${group.cities.map((city) => city.name).join(', ')}`))).toEqual([
      'Middlesex: Cambridge',
      'Suffolk: all 4',
    ]);
    expect(summarizeSelection(tree, [])).toEqual({ total: 0, groups: [], unknown: 0 });
  });
});
