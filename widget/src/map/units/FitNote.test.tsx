// The note on the map beside a selected unit that is not where it may go (the placement's fit
// note): why, measured where the unit stands, and the catalogue's plans that fit this lot, largest
// first, each offered to try in its place; nothing for a unit that fits or none selected.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutUnit, StreetData } from '../../../../core/api';
import type { SentRequest } from '../../test-support/fake-fetch';
import { centreFt, lotEdgesFt, lotStreetData, rectFt, savedLayout, unitAt } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { FitNote } from './FitNote';

const withUnits = (...units: LayoutUnit[]): StreetData =>
  lotStreetData({ lot_edges: lotEdgesFt(), user_overrides: savedLayout({ layouts: { 'backyard-cottage': units } }) });

/**
 * The catalogue: `plans` of the backyard cottage page, and the units' own plan-a, listed (so the
 * saved units are restored as they stand) too big to fit; a placement lands a 24 by 30 ft unit at
 * (40, 120); saves succeed.
 */
const catalogue = (plans: object[]) => (request: SentRequest) => {
  if (request.path.startsWith('/api/floor-plans')) return { body: { plans: [plan('plan-a', 'Saved', 90, 95), ...plans] } };
  if (request.path === '/api/placement') {
    const { id: _, selected: __, viewMode: ___, ...properties } = unitAt('placed', 40, 120, { floor_plan_uuid: 'xl', width: 24, length: 30 }).properties;
    return { body: { type: 'Feature', geometry: rectFt(40, 120, 24, 30), properties: { ...properties, setback_area: 'used' } } };
  }
  if (request.method === 'PATCH') return { body: { property_id: 'p-1', user_overrides: savedLayout({}) } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
};

function plan(uuid: string, name: string, widthFt: number, lengthFt: number) {
  return {
  uuid,
  name,
  category: 'backyard-cottage',
  sqft: widthFt * lengthFt,
  dimensions: [widthFt * 12, lengthFt * 12, widthFt * 12, lengthFt * 12],
  angles: [0, 90, 180, 270],
  };
}

const note = () => document.querySelector<HTMLElement>('.fit-note__body');

describe('FitNote', () => {
  it('says why a unit across the side setback line is not where it may go', async () => {
    // 8 ft past the west side's 10 ft setback.
    const property = withUnits(unitAt('u1', 2, 110, { selected: true }));
    await renderOnMap(<FitNote property={property} />, { property, answer: catalogue([]) });
    expect(note()?.getAttribute('role')).toBe('status');
    expect(within(note()!).getByText('Not where this unit may go')).toBeTruthy();
    expect([...note()!.querySelectorAll('.fit-note__reason')].map((reason) => reason.textContent)).toEqual(['8 ft inside the 10 ft exterior side setback']);
    // No plan of the catalogue fits (there is none).
    await waitFor(() => expect(note()!.textContent).toContain('No plan of the catalogue fits this lot’s setback area'));
  });

  it('offers the plans that fit, largest first, at most three', async () => {
    const property = withUnits(unitAt('u1', 2, 110, { selected: true }));
    const plans = [plan('s', 'Small', 12, 16), plan('m', 'Medium', 16, 20), plan('l', 'Large', 20, 24), plan('xl', 'Extra', 24, 30), plan('huge', 'Huge', 90, 95)];
    await renderOnMap(<FitNote property={property} />, { property, answer: catalogue(plans) });
    await waitFor(() => expect(note()!.textContent).toContain('4 plans fit this lot:'));
    expect(within(note()!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Try Extra', 'Try Large', 'Try Medium']);
  });

  it('puts the plan tried in the unit’s place: placed afresh, and the unit it replaces gone', async () => {
    const property = withUnits(unitAt('u1', 2, 110, { selected: true }));
    const view = await renderOnMap(<FitNote property={property} />, { property, answer: catalogue([plan('xl', 'Extra', 24, 30)]) });
    const tryIt = await within(document.body).findByRole('button', { name: 'Try Extra' });
    await act(async () => void fireEvent.click(tryIt));
    await waitFor(() => expect(view.layout().units.map((unit) => unit.properties.floor_plan_uuid)).toEqual(['xl']));
    expect(centreFt(view.layout().units[0]!.geometry)).toEqual([52, 135]);
    expect(view.fetch.sentTo('POST', '/api/placement')).toHaveLength(1);
    // The new unit fits: the note is gone.
    expect(note()).toBeNull();
  });

  it('shows nothing for a unit that fits, or with no unit selected', async () => {
    const fits = withUnits(unitAt('u1', 40, 120, { selected: true }));
    await renderOnMap(<FitNote property={fits} />, { property: fits, answer: catalogue([]) });
    expect(note()).toBeNull();
    const unselected = withUnits(unitAt('u1', 2, 110));
    await renderOnMap(<FitNote property={unselected} />, { property: unselected, answer: catalogue([]) });
    expect(note()).toBeNull();
    expect(screen.queryByText('Not where this unit may go')).toBeNull();
  });

  it('says it in Spanish', async () => {
    const property = withUnits(unitAt('u1', 2, 110, { selected: true }));
    await renderOnMap(<FitNote property={property} />, { property, answer: catalogue([]), locale: 'es' });
    expect(within(note()!).getByText('No está donde puede ir esta unidad')).toBeTruthy();
    await waitFor(() => expect(note()!.textContent).toContain('Ningún plano del catálogo cabe'));
  });
});
