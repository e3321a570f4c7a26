import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutUnit, UserBuilding, PlacementPage, StreetData } from '../../../core/api';
import { FAKE_API_BASE, stubFetch, type FakeAnswer, type SentRequest } from '../test-support/fake-fetch';
import { createApiClient } from '../api/client';
import { keptPlaygroundKey } from './kept-playground';
import { useLayout, type LayoutValue } from '../shell/layout-context';
import { LayoutProvider } from './LayoutProvider';
import { SAVE_DELAY_MS } from './saving';
import { centreFt, feetOf, lotStreetData, rectFt, savedLayout, unitAt, userPlan } from './test-support/lot-fixture';
import { RESTORE_LOG } from './use-restore-units';

const PLAN_A = { uuid: 'plan-a', category: 'backyard-cottage', dimensions: [240, 360, 240, 360], angles: [0, 90, 180, 270] };

/** The placement engine's answer: a 20 by 30 ft unit of plan-a with its south-west corner at (x, y). */
function placedAt(x: number, y: number): FakeAnswer {
  const { id: _, selected: __, viewMode: ___, ...properties } = unitAt('placed', x, y).properties;
  return { body: { type: 'Feature', geometry: rectFt(x, y, 20, 30), properties: { ...properties, setback_area: 'used' } } };
}

/** Answers placements at each of `spots` in turn, the catalogue with plan-a only, and every save with 200. */
const placingAt = (...spots: [number, number][]) => (request: SentRequest): FakeAnswer => {
  if (request.path === '/api/placement') return placedAt(...spots.shift()!);
  if (request.path.startsWith('/api/floor-plans?')) return { body: { plans: [{ uuid: 'plan-a' }] } };
  if (request.method === 'PATCH') return { body: { property_id: 'p-1', user_overrides: savedLayout({}) } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
};

/** Renders the layout of `property` on `page` and gives its latest value, the toasts and the requests sent. */
function renderLayout(options: { property?: StreetData; page?: PlacementPage | null; answer?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> } = {}) {
  const fetch = stubFetch(options.answer ?? placingAt());
  const toasts: [string, string][] = [];
  let reloads = 0;
  let latest: LayoutValue | undefined;
  function Probe() {
    latest = useLayout();
    return null;
  }
  const view = render(
    <LayoutProvider
      property={options.property ?? lotStreetData()}
      api={createApiClient(FAKE_API_BASE)}
      page={options.page === undefined ? 'backyard-cottage' : options.page}
      notify={(kind, text) => toasts.push([kind, text])}
      onPropertyChanged={async () => {
        reloads++;
      }}
    >
      <Probe />
    </LayoutProvider>,
  );
  const layout = () => latest!;
  /** Runs `action` on the layout as a user's event would, answering what it answers. */
  const run = <T,>(action: (value: LayoutValue) => T): T => {
    let result: T | undefined;
    act(() => {
      result = action(layout());
    });
    return result as T;
  };
  return { layout, toasts, fetch, run, reloads: () => reloads, unmount: view.unmount };
}

/** Lets the save delay pass. */
const afterSaveDelay = () => act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
const saves = (fetch: ReturnType<typeof stubFetch>) => fetch.sentTo('PATCH', '/api/properties/p-1').map((r) => r.body);
const ids = (units: readonly LayoutUnit[]) => units.map((u) => `${u.properties.id}${u.properties.selected ? '*' : ''}`);
const withSaved = (...units: LayoutUnit[]) => lotStreetData({ user_overrides: savedLayout({ layouts: { 'backyard-cottage': units } }) });

// The save delay runs on fake timers; tests/setup/dom.ts puts real ones back after the unmount.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

describe('placing plans', () => {
  it('places a plan as the only selected unit, remembers where the first went, and saves the page after the delay', async () => {
    const { layout, fetch } = renderLayout({ answer: placingAt([40, 120], [10, 150]) });
    await act(() => layout().placePlan(PLAN_A));
    await act(() => layout().placePlan(PLAN_A));
    expect(fetch.sentTo('POST', '/api/placement').map((r) => r.body)).toEqual([
      { property_id: 'p-1', floor_plan_uuid: 'plan-a', page: 'backyard-cottage' },
      // The second keeps clear of the first.
      { property_id: 'p-1', floor_plan_uuid: 'plan-a', page: 'backyard-cottage', avoid: [layout().units[0]!.geometry] },
    ]);
    expect(layout().units.map((u) => centreFt(u.geometry))).toEqual([[50, 135], [20, 165]]);
    expect(layout().units.map((u) => u.properties.selected)).toEqual([false, true]);
    expect(layout().selected).toBe(layout().units[1]);
    expect(feetOf(layout().startPoint!)).toEqual([50, 135]);

    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1));
    expect(saves(fetch)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves(fetch)).toEqual([{ layouts: { 'in-home-apartment': [], 'backyard-cottage': layout().units } }]);
  });

  it('places the next plan after a delete where the first one went', async () => {
    const { layout, fetch, run } = renderLayout({ answer: placingAt([40, 120], [60, 150]) });
    await act(() => layout().placePlan(PLAN_A));
    const start = layout().startPoint;
    run((l) => l.deleteUnit(l.units[0]!.properties.id));
    expect(layout().units).toEqual([]);
    await act(() => layout().placePlan(PLAN_A));
    expect(fetch.sentTo('POST', '/api/placement')[1]!.body).toEqual({ property_id: 'p-1', floor_plan_uuid: 'plan-a', page: 'backyard-cottage', start });
  });

  it('changes the selected unit’s plan in place without asking the placement engine', async () => {
    const { layout, fetch } = renderLayout({ property: withSaved(unitAt('a', 30, 120, { selected: true })) });
    const bigger = { uuid: 'plan-b', category: 'backyard-cottage', dimensions: [288, 432, 288, 432], angles: [0, 90, 180, 270] };
    await act(() => layout().placePlan(bigger, { replaceSelected: true }));
    expect(fetch.sentTo('POST', '/api/placement')).toEqual([]);
    expect(layout().units[0]!.properties).toMatchObject({ id: 'a', floor_plan_uuid: 'plan-b', width: 24, length: 36, selected: true });
    expect(centreFt(layout().units[0]!.geometry)).toEqual([40, 135]);
  });

  it('refuses a plan without an outline', async () => {
    const { layout, toasts, fetch } = renderLayout();
    await act(() => layout().placePlan({ ...PLAN_A, dimensions: [] }));
    expect(toasts).toEqual([['warning', 'This ADU is broken. You can only delete it']]);
    expect(fetch.requests).toEqual([]);
  });
});

describe('editing units', () => {
  it('moves and turns a unit, and keeps it where it was, with a warning, when it would leave the lot', async () => {
    const { layout, toasts, fetch, run } = renderLayout({ property: withSaved(unitAt('a', 30, 120, { selected: true })) });
    expect(run((l) => l.moveUnit('a', 10, 0))).toBe(true);
    expect(centreFt(layout().units[0]!.geometry)).toEqual([50, 135]);
    expect(run((l) => l.rotateUnit('a', 90))).toBe(true);
    expect(layout().units[0]!.properties.rotation_deg).toBe(90);
    expect(run((l) => l.moveUnit('a', 60, 0))).toBe(false);
    expect(centreFt(layout().units[0]!.geometry)).toEqual([50, 135]);
    expect(toasts).toEqual([['warning', 'Adu should be inside lot']]);
    // Dragged over the house, the unit is typed where it stands.
    expect(run((l) => l.setUnitGeometry('a', rectFt(30, 40, 30, 20)))).toBe(true);
    expect(layout().units[0]!.properties).toMatchObject({ adu_type: 'forbidden_area', rotation_deg: 90 });

    await afterSaveDelay();
    expect(saves(fetch)).toEqual([{ layouts: { 'in-home-apartment': [], 'backyard-cottage': layout().units } }]);
  });

  it('selects one unit at a time, and saves nothing when the selection does not change', async () => {
    const { layout, fetch, run } = renderLayout({ property: withSaved(unitAt('a', 10, 120, { selected: true }), unitAt('b', 50, 120)) });
    run((l) => l.selectUnit('a'));
    await afterSaveDelay();
    expect(saves(fetch)).toEqual([]);
    run((l) => l.selectUnit('b'));
    expect(ids(layout().units)).toEqual(['a', 'b*']);
    run((l) => l.selectUnit(null));
    expect(ids(layout().units)).toEqual(['a', 'b']);
    expect(layout().selected).toBeUndefined();
  });

  it('adds a copy of the selected unit beside it, and says when there is no room', () => {
    const { layout, toasts, run } = renderLayout({ property: withSaved(unitAt('a', 30, 120, { selected: true })) });
    run((l) => l.addCopy());
    expect(layout().units.map((u) => centreFt(u.geometry))).toEqual([[40, 135], [60, 135]]);
    expect(layout().selected).toBe(layout().units[1]);
    const wide = { ...unitAt('w', 20, 150, { width: 60, selected: true }), geometry: rectFt(20, 150, 60, 30) };
    const second = renderLayout({ property: withSaved(wide) });
    second.run((l) => l.addCopy());
    expect(second.layout().units).toHaveLength(1);
    expect(second.toasts).toEqual([['warning', 'There is no room on the lot for another copy beside this one.']]);
    expect(toasts).toEqual([]);
  });

  it('shows every unit of the page in the view mode chosen', () => {
    const { layout, run } = renderLayout({ property: withSaved(unitAt('a', 10, 120), unitAt('b', 50, 120)) });
    run((l) => l.setViewMode('3d'));
    expect(layout().viewMode).toBe('3d');
    expect(layout().units.map((u) => u.properties.viewMode)).toEqual(['3d', '3d']);
  });

  it('edits nothing without a page', () => {
    const { layout, run } = renderLayout({ property: withSaved(unitAt('a', 10, 120)), page: null });
    expect(layout().units).toEqual([]);
    expect(run((l) => l.moveUnit('a', 1, 0))).toBe(false);
  });
});

describe('the edit lock', () => {
  it('refuses edits and taking up tools with its message while set, and lets selection and putting tools down through', async () => {
    const message = 'Checking what the playground allows…';
    const { layout, toasts, fetch, run } = renderLayout({ property: withSaved(unitAt('a', 10, 120, { selected: true }), unitAt('b', 50, 120)) });
    run((l) => l.setEditLock(message));
    expect(run((l) => l.moveUnit('a', 5, 0))).toBe(false);
    expect(run((l) => l.rotateUnit('a', 45))).toBe(false);
    run((l) => l.deleteUnit('b'));
    run((l) => l.addCopy());
    await act(() => layout().placePlan(PLAN_A));
    run((l) => l.setTool('measure'));
    run((l) => l.setDraft({ tool: 'polygon', shape: null }));
    expect(toasts).toEqual(Array.from({ length: 7 }, () => ['warning', message]));
    expect(ids(layout().units)).toEqual(['a*', 'b']);
    expect(centreFt(layout().units[0]!.geometry)).toEqual([20, 135]);
    expect(layout().tool).toBe('select');
    expect(layout().draft).toEqual({ tool: 'unset', shape: null });
    expect(fetch.sentTo('POST', '/api/placement')).toEqual([]);
    await afterSaveDelay();
    expect(saves(fetch)).toEqual([]);

    run((l) => l.selectUnit('b'));
    run((l) => l.setTool('select'));
    expect(ids(layout().units)).toEqual(['a', 'b*']);
    expect(toasts).toHaveLength(7);

    run((l) => l.setEditLock(null));
    expect(run((l) => l.moveUnit('a', 5, 0))).toBe(true);
    expect(centreFt(layout().units[0]!.geometry)).toEqual([25, 135]);
  });
});

describe('saving', () => {
  it('keeps the change after a failed save, says so, and sends it again with the next change', async () => {
    let failing = true;
    const { layout, toasts, fetch, run } = renderLayout({
      property: withSaved(unitAt('a', 30, 120, { selected: true })),
      answer: (request) => (failing ? { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } } : placingAt()(request)),
    });
    run((l) => l.moveUnit('a', 10, 0));
    await afterSaveDelay();
    expect(toasts).toEqual([['error', 'Failed to save the current ADU']]);
    expect(centreFt(layout().units[0]!.geometry)).toEqual([50, 135]);
    failing = false;
    run((l) => l.addNote({ type: 'Feature', geometry: { type: 'Point', coordinates: [-71.1, 42.37] }, properties: { id: 'n-1', kind: 'text', text: 'Gate' } } as never));
    await afterSaveDelay();
    const [, second] = saves(fetch) as Record<string, unknown>[];
    expect(Object.keys(second!).sort()).toEqual(['annotations', 'layouts']);
    expect(toasts).toHaveLength(1);
  });

  it('sends a waiting save at once when the report is left', async () => {
    const { fetch, run, unmount } = renderLayout({ property: withSaved(unitAt('a', 30, 120, { selected: true })) });
    run((l) => l.moveUnit('a', 10, 0));
    unmount();
    await act(() => Promise.resolve());
    expect(saves(fetch)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(saves(fetch)).toHaveLength(1);
  });

  it('saves nothing of a visitor’s, and keeps their playground in the tab', async () => {
    const { layout, fetch } = renderLayout({ property: lotStreetData({ user: null }), page: 'playground', answer: placingAt([40, 120]) });
    expect(layout().saves).toBe(false);
    await act(() => layout().placePlan({ ...PLAN_A, category: 'shed' }));
    await afterSaveDelay();
    expect(saves(fetch)).toEqual([]);
    const kept = JSON.parse(sessionStorage.getItem(keptPlaygroundKey('p-1'))!) as { units: LayoutUnit[]; surveyBuildingsCleared: boolean };
    expect(kept.units.map((u) => u.properties.id)).toEqual(layout().units.map((u) => u.properties.id));
    expect(kept.surveyBuildingsCleared).toBe(false);
  });

  it('takes a kept playground over for the account after a sign-in and forgets it in the tab', async () => {
    const keptUnit = unitAt('kept', 30, 120, { page: 'playground', selected: true });
    sessionStorage.setItem(keptPlaygroundKey('p-1'), JSON.stringify({ units: [keptUnit], surveyBuildingsCleared: true }));
    const { layout, fetch } = renderLayout({ page: 'playground' });
    expect(ids(layout().units)).toEqual(['kept*']);
    expect(layout().surveyBuildingsCleared).toBe(true);
    expect(sessionStorage.getItem(keptPlaygroundKey('p-1'))).toBeNull();
    await afterSaveDelay();
    // The cleared buildings go with it: the account keeps the visitor's choice.
    expect(saves(fetch)).toEqual([{ playground: [keptUnit], playground_cleared: true }]);
  });
});

describe('plans, buildings and the lot', () => {
  it('makes a drawn structure a unit when its plan is saved, and deleting the plan removes its units', async () => {
    const { layout, fetch, run } = renderLayout({ property: withSaved(unitAt('a', 10, 120), unitAt('b', 50, 120)) });
    const shape = rectFt(40, 160, 18, 24);
    run((l) => l.setDraft({ tool: 'edit', shape }));
    const plan = userPlan('customPlan-1700000000000', 18, 24);
    await act(() => layout().savePlan(plan));
    expect(layout().plans).toEqual([plan]);
    expect(layout().draft).toEqual({ tool: 'unset', shape: null });
    expect(layout().units.map((u) => [u.properties.floor_plan_uuid, u.properties.source, u.properties.selected])).toEqual([
      ['plan-a', 'floor_plan', false],
      ['plan-a', 'floor_plan', false],
      ['customPlan-1700000000000', 'user_defined', true],
    ]);
    run((l) => l.deletePlan(plan.uuid));
    expect(layout().plans).toEqual([]);
    expect(ids(layout().units)).toEqual(['a', 'b']);
    await afterSaveDelay();
    expect(saves(fetch)).toEqual([{ floor_plans: [], layouts: { 'in-home-apartment': [], 'backyard-cottage': layout().units } }]);
  });

  it('saves buildings and the lot at once and fetches the report again', async () => {
    const building = { type: 'Feature', geometry: rectFt(10, 170, 10, 10), properties: { id: 'b-1', building_source: 'user', kind: 'outbuilding', label: null, height_ft: null } } as UserBuilding;
    const { layout, fetch, reloads } = renderLayout();
    await act(async () => layout().addBuilding(building));
    expect(saves(fetch)).toEqual([{ buildings_geojson: { type: 'FeatureCollection', features: [building] } }]);
    expect(reloads()).toBe(1);
    await act(() => layout().setLot(null));
    expect(saves(fetch)[1]).toEqual({ lot: '' });
    expect(reloads()).toBe(2);
  });

  it('clears the survey’s buildings and the playground’s units', async () => {
    const { layout, run } = renderLayout({ property: lotStreetData({ user_overrides: savedLayout({ playground: [unitAt('p', 30, 120, { page: 'playground' })] }) }), page: 'playground' });
    run((l) => l.clearExistingStructures());
    expect(layout().surveyBuildingsCleared).toBe(true);
    expect(layout().units).toEqual([]);
  });

  it('saves the cleared buildings, and their return', async () => {
    const { layout, fetch, run } = renderLayout({ page: 'playground' });
    run((l) => l.clearExistingStructures());
    await afterSaveDelay();
    expect(saves(fetch)).toEqual([{ playground: [], playground_cleared: true }]);
    run((l) => l.restoreExistingStructures());
    expect(layout().surveyBuildingsCleared).toBe(false);
    await afterSaveDelay();
    expect(saves(fetch)[1]).toEqual({ playground: [], playground_cleared: false });
  });

  it('starts from the saved choice to clear the buildings', () => {
    const { layout } = renderLayout({ property: lotStreetData({ user_overrides: savedLayout({ playground_cleared: true }) }), page: 'playground' });
    expect(layout().surveyBuildingsCleared).toBe(true);
  });
});

describe('restoring a saved layout', () => {
  it('places a unit whose plan is gone afresh from its own outline, where it stood', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const lost = unitAt('lost', 30, 120, { floor_plan_uuid: 'plan-gone', selected: true });
      const { layout, fetch } = renderLayout({
        property: withSaved(lost, unitAt('kept', 60, 150)),
        answer: (request) => {
          if (request.path.startsWith('/api/floor-plans')) return { body: { plans: [{ uuid: 'plan-a' }] } };
          if (request.path === '/api/placement') return placedAt(30, 120);
          return { body: {} };
        },
      });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(warn).toHaveBeenCalledWith(RESTORE_LOG, 'plan-gone');
      expect(fetch.sentTo('GET', '/api/floor-plans')[0]!.path).toBe('/api/floor-plans?category=backyard-cottage');
      const placement = fetch.sentTo('POST', '/api/placement')[0]!.body as { outline: { dimensions: number[] }; page: string };
      expect(placement.outline.dimensions.map((d) => Math.round(d))).toEqual([240, 360, 240, 360]);
      expect(ids(layout().units)).toEqual(['lost*', 'kept']);
      expect(layout().units[0]!.properties.floor_plan_uuid).toBe('plan-a');
    } finally {
      warn.mockRestore();
    }
  });
});
