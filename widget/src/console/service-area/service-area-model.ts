// The service-area selector's model (spec 2 'Service-area selector', spec 3 'City'): cities
// grouped into a state → county tree, the search over names, the tri-state of a county or state
// (all, some or none of its cities chosen), toggling a whole group, the visible rows of the tree,
// and the summary of what is chosen. Pure: the component only renders what these answer.
import type { City } from '../../../../core/api';

/** A county and its cities, sorted by name. */
export interface CountyNode {
  /** Unique over the tree: `state/county`. */
  key: string;
  state: string;
  county: string;
  cities: City[];
}

/** A state and its counties, sorted by name. */
export interface StateNode {
  key: string;
  state: string;
  counties: CountyNode[];
  /** Every city id of the state, in tree order. */
  cityIds: number[];
}

/** Whether a group's cities are all chosen, some of them, or none (a checkbox's tri-state). */
export type CheckState = 'checked' | 'mixed' | 'unchecked';

const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The cities grouped by state, then county; states, counties and cities sorted by name. */
export function groupCities(cities: readonly City[]): StateNode[] {
  const byState = new Map<string, Map<string, City[]>>();
  for (const city of cities) {
    let counties = byState.get(city.state);
    if (!counties) byState.set(city.state, (counties = new Map()));
    let list = counties.get(city.county);
    if (!list) counties.set(city.county, (list = []));
    list.push(city);
  }
  return [...byState.keys()].sort(compare).map((state) => {
    const counties = [...byState.get(state)!.entries()]
      .sort(([a], [b]) => compare(a, b))
      .map(([county, list]) => ({ key: `${state}/${county}`, state, county, cities: [...list].sort((a, b) => compare(a.name, b.name)) }));
    return { key: state, state, counties, cityIds: counties.flatMap((county) => county.cities.map((city) => city.city_id)) };
  });
}

/** Search text made comparable: lower case, accents dropped, spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The tree narrowed to a search: a county whose name matches keeps all its cities, a state
 * whose two-letter code is the whole query keeps all its counties, otherwise only cities whose
 * name matches stay. An empty query keeps everything.
 */
export function filterTree(states: readonly StateNode[], query: string): StateNode[] {
  const q = normalizeSearch(query);
  if (q === '') return [...states];
  const result: StateNode[] = [];
  for (const state of states) {
    if (normalizeSearch(state.state) === q) {
      result.push(state);
      continue;
    }
    const counties: CountyNode[] = [];
    for (const county of state.counties) {
      if (normalizeSearch(county.county).includes(q)) counties.push(county);
      else {
        const cities = county.cities.filter((city) => normalizeSearch(city.name).includes(q));
        if (cities.length > 0) counties.push({ ...county, cities });
      }
    }
    if (counties.length > 0) result.push({ ...state, counties, cityIds: counties.flatMap((county) => county.cities.map((city) => city.city_id)) });
  }
  return result;
}

/**
 * Cities whose name matches the query, for the dropdown: names starting with it first, then
 * names containing it, each alphabetically (then by county and state). An empty query matches all.
 */
export function matchingCities(cities: readonly City[], query: string): City[] {
  const q = normalizeSearch(query);
  const rank = (city: City) => (q === '' ? 0 : normalizeSearch(city.name).startsWith(q) ? 0 : 1);
  return cities
    .filter((city) => q === '' || normalizeSearch(city.name).includes(q))
    .sort((a, b) => rank(a) - rank(b) || compare(a.name, b.name) || compare(a.county, b.county) || compare(a.state, b.state));
}

/** The ids of a group's cities. */
export function countyCityIds(county: CountyNode): number[] {
  return county.cities.map((city) => city.city_id);
}

/** How many of `ids` are chosen, out of how many. */
export function groupCount(ids: readonly number[], selected: ReadonlySet<number>): { selected: number; total: number } {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  return { selected: count, total: ids.length };
}

/** The tri-state of a group: checked when all its cities are chosen, mixed when some are. */
export function checkState(ids: readonly number[], selected: ReadonlySet<number>): CheckState {
  const { selected: count, total } = groupCount(ids, selected);
  if (count === 0 || total === 0) return 'unchecked';
  return count === total ? 'checked' : 'mixed';
}

/**
 * Toggles a whole group: when all its cities are chosen they are all removed, otherwise the
 * missing ones are added (as a tri-state checkbox does). Other ids keep their order.
 */
export function toggleGroup(value: readonly number[], ids: readonly number[]): number[] {
  const selected = new Set(value);
  if (ids.length > 0 && ids.every((id) => selected.has(id))) {
    const removed = new Set(ids);
    return value.filter((id) => !removed.has(id));
  }
  return [...value, ...ids.filter((id) => !selected.has(id))];
}

/** Adds a city, or removes it when chosen. */
export function toggleCity(value: readonly number[], id: number): number[] {
  return value.includes(id) ? value.filter((other) => other !== id) : [...value, id];
}

/** Every city id of each state and county by its key, over the whole tree (a search narrows rows, not groups). */
export function groupIdsByKey(states: readonly StateNode[]): Map<string, number[]> {
  const ids = new Map<string, number[]>();
  for (const state of states) {
    ids.set(state.key, state.cityIds);
    for (const county of state.counties) ids.set(county.key, countyCityIds(county));
  }
  return ids;
}

/** The city ids a row stands for: a city's own, or all of its group's (even while a search shows fewer). */
export function rowCityIds(row: TreeRow, groups: ReadonlyMap<string, readonly number[]>): readonly number[] {
  if (row.kind === 'city') return [row.city.city_id];
  return groups.get(row.key) ?? (row.kind === 'state' ? row.node.cityIds : countyCityIds(row.node));
}

/** One visible row of the tree, with what ARIA needs to place it among its siblings. */
export type TreeRow =
  | { kind: 'state'; key: string; level: 1; setSize: number; posInSet: number; node: StateNode; isExpanded: boolean }
  | { kind: 'county'; key: string; level: 2; setSize: number; posInSet: number; node: CountyNode; isExpanded: boolean; parentKey: string }
  | { kind: 'city'; key: string; level: 3; setSize: number; posInSet: number; city: City; parentKey: string };

/**
 * The rows shown for the tree: each state, its counties when the state is expanded, and a
 * county's cities when the county is expanded. While searching every group is expanded, so
 * the matches show.
 */
export function visibleRows(states: readonly StateNode[], expanded: ReadonlySet<string>, isSearching: boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  states.forEach((state, stateIndex) => {
    const isStateOpen = isSearching || expanded.has(state.key);
    rows.push({ kind: 'state', key: state.key, level: 1, setSize: states.length, posInSet: stateIndex + 1, node: state, isExpanded: isStateOpen });
    if (!isStateOpen) return;
    state.counties.forEach((county, countyIndex) => {
      const isCountyOpen = isSearching || expanded.has(county.key);
      rows.push({ kind: 'county', key: county.key, level: 2, setSize: state.counties.length, posInSet: countyIndex + 1, node: county, isExpanded: isCountyOpen, parentKey: state.key });
      if (!isCountyOpen) return;
      county.cities.forEach((city, cityIndex) => {
        rows.push({ kind: 'city', key: `city/${city.city_id}`, level: 3, setSize: county.cities.length, posInSet: cityIndex + 1, city, parentKey: county.key });
      });
    });
  });
  return rows;
}

/** One line of the selection summary: a whole county, or some cities of one. */
export type SummaryGroup =
  | { kind: 'county'; key: string; state: string; county: string; ids: number[] }
  | { kind: 'cities'; key: string; state: string; county: string; ids: number[]; cities: City[] };

/** What is chosen: the total, by county (whole counties as one line), and ids the list does not know. */
export interface SelectionSummary {
  total: number;
  groups: SummaryGroup[];
  /** Chosen ids missing from the loaded cities (kept as they are). */
  unknown: number;
}

/** The summary of the chosen cities over the whole (unfiltered) tree. */
export function summarizeSelection(states: readonly StateNode[], value: readonly number[]): SelectionSummary {
  const selected = new Set(value);
  const groups: SummaryGroup[] = [];
  let known = 0;
  for (const state of states) {
    for (const county of state.counties) {
      const chosen = county.cities.filter((city) => selected.has(city.city_id));
      if (chosen.length === 0) continue;
      known += chosen.length;
      groups.push(
        chosen.length === county.cities.length
          ? { kind: 'county', key: county.key, state: county.state, county: county.county, ids: countyCityIds(county) }
          : { kind: 'cities', key: county.key, state: county.state, county: county.county, ids: chosen.map((city) => city.city_id), cities: chosen },
      );
    }
  }
  return { total: selected.size, groups, unknown: selected.size - known };
}
