// IV. Placement: the setbacks of the ADU type from each lot line and other buildings, 'Not on
// file' where unknown, locked in a limited report, edited by a signed-in user; then whether a
// backyard cottage fits, or why that is not known (the house not in the data); in English and Spanish.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { lotEdgesFt, lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderInReport } from '../test-support/report-harness';
import { PlacementSection } from './PlacementSection';

type Setbacks = { front: number | null; side: number | null; rear: number | null; building: number | null };

function placementData(options: { ext?: Partial<Setbacks>; buildable?: boolean | null; fields?: Partial<StreetData> } = {}): StreetData {
  const base = lotStreetData();
  return lotStreetData({
    lot_edges: [],
    ...options.fields,
    citations: {},
    bylaws: {
      ...base.bylaws,
      overridden: [],
      adu: {
        ...base.bylaws.adu,
        placement: {
          ext_setbacks: { front: 25, side: 7.5, rear: null, building: 10, ...options.ext },
          int_setbacks: { front: 20, side: 10, rear: 20, building: null },
          buildable: options.buildable === undefined ? true : options.buildable,
          status: null,
        },
      },
    },
  } as Partial<StreetData>);
}

const rows = () => [...document.querySelectorAll('tr[data-setback]')].map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);

describe('PlacementSection', () => {
  it('lists the backyard cottage’s setbacks in feet and inches, Not on file where unknown, and says it fits', async () => {
    await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ fields: { user: null } }) });
    expect(screen.getByRole('table', { name: 'Setbacks: Backyard Cottage' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Front lot line', '25 ft'],
      ['Side lot lines', '7 ft 6 in'],
      ['Rear lot line', 'Not on file'],
      ['Other buildings', '10 ft'],
    ]);
    expect(document.querySelector('[data-placement]')?.textContent).toBe('There is room on the lot for a backyard cottage outside the setbacks; the map shows where.');
  });

  it('says when the setbacks leave no room, and when the area is not computed', async () => {
    const first = await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ buildable: false }) });
    expect(document.querySelector('[data-placement="false"]')?.textContent).toBe('The setbacks leave no room on the lot for a backyard cottage.');
    first.unmount();
    await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ buildable: null }) });
    expect(document.querySelector('[data-placement="null"]')?.textContent).toBe('Where a backyard cottage may stand cannot be drawn until every setback is known.');
  });

  it('says an in-home apartment is made inside the house', async () => {
    await renderInReport(<PlacementSection kind="int" />, { property: placementData() });
    expect(screen.getByRole('table', { name: 'Setbacks: In-Home Apartment' })).toBeTruthy();
    expect(rows()[3]).toEqual(['Other buildings', 'Not on file']);
    expect(document.querySelector('[data-placement="internal"]')?.textContent).toBe('An in-home apartment is made inside the house, so setbacks matter only if the house grows.');
  });

  it('says the fit is not known where the house is not in the data', async () => {
    const property = placementData({
      fields: { buildings_known: false, buildings: [], buildings_geojson: { type: 'FeatureCollection', features: [] }, attributes: { ...lotStreetData().attributes, property_type_name: 'Single Family', gross_building_area: 1_932 } } as Partial<StreetData>,
    });
    await renderInReport(<PlacementSection kind="ext" />, { property });
    const note = document.querySelector('[data-placement="house-not-in-data"]')!;
    expect(note.querySelector('.report-note__lead')?.textContent).toBe('The house’s position is not in the public data.');
    expect(note.textContent).toContain('cannot be shown until the house is traced on the map.');
  });

  it('locks the setbacks of a limited report, each opening the lock prompt', async () => {
    const property = placementData({ fields: { limited_report: true, locked_fields: ['bylaws.adu.placement.ext_setbacks'] } });
    const view = await renderInReport(<PlacementSection kind="ext" />, { property });
    const locks = screen.getAllByRole('button', { name: 'Locked: sign in or upgrade to see this value' });
    expect(locks).toHaveLength(4);
    expect(document.querySelector('tbody')!.textContent).not.toMatch(/\d/);
    fireEvent.click(locks[2]!);
    expect(view.locked()).toBe(1);
  });

  it('lets a signed-in user set a setback: the list of overrides is sent, then the report is fetched again', async () => {
    const view = await renderInReport(<PlacementSection kind="ext" />, {
      property: placementData(),
      answer: () => ({ body: { property_id: 'p-1', user_overrides: null } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Rear setback' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Rear setback in ft' }), { target: { value: '15' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Rear setback' })));
    await waitFor(() => expect(view.reloads()).toBe(1));
    expect(view.fetch.sentTo('PUT', '/api/properties/p-1/size-limits').map((r) => r.body)).toEqual([[{ bound: 'LOWER', value: 15, subject: 'ADU_REAR_SETBACK' }]]);
  });

  it('offers the lot lines’ kinds to correct under the setbacks, for a user who may edit', async () => {
    const first = await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ fields: { lot_edges: lotEdgesFt() } }) });
    expect(screen.getByText('Correct the lot lines')).toBeTruthy();
    first.unmount();
    // A visitor has no pencil and no lot line form.
    await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ fields: { lot_edges: lotEdgesFt(), user: null } }) });
    expect(screen.queryByText('Correct the lot lines')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('says it in Spanish', async () => {
    await renderInReport(<PlacementSection kind="ext" />, { property: placementData({ fields: { user: null } }), locale: 'es' });
    expect(screen.getByRole('table', { name: 'Retiros: Cabaña en el patio' })).toBeTruthy();
    expect(rows()[1]).toEqual(['Linderos laterales', '7 pies 6 pulg']);
    expect(rows()[2]).toEqual(['Lindero posterior', 'No registrado']);
    expect(within(document.body).getByText('Hay espacio en el lote para una cabaña en el patio fuera de los retiros; el mapa muestra dónde.')).toBeTruthy();
  });
});
