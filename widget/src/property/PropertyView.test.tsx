// The map pane's note when the lot is past the geometry limits (issue 28), in English and Spanish.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { createApiClient } from '../api/client';
import { createTranslator, loadLocale, type Locale } from '../i18n/messages';
import { LocaleContext } from '../i18n/use-translate';
import { LayoutProvider } from '../layout/LayoutProvider';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import { FAKE_API_BASE } from '../test-support/fake-fetch';
import { PropertyView } from './PropertyView';

function renderView(property: StreetData, locale: Locale = 'en') {
  const api = createApiClient(FAKE_API_BASE);
  render(
    <LocaleContext.Provider value={locale}>
      <LayoutProvider property={property} api={api} page="backyard-cottage" notify={() => undefined} onPropertyChanged={async () => undefined}>
        <PropertyView property={property} t={createTranslator(locale)} />
      </LayoutProvider>
    </LocaleContext.Provider>,
  );
}

const unmeasured = (what: 'lot_corners' | 'lot_rings' | 'building_corners', count: number, limit: number): StreetData =>
  lotStreetData({ unmeasured: { what, count, limit }, lot_edges: [], setbacked_area: { ext: null, int: null } } as Partial<StreetData>);

describe('the map pane of a lot Lotline does not measure', () => {
  it('says why no lot lines are sorted and no setback area is drawn, with the counts', () => {
    renderView(unmeasured('lot_corners', 5234, 5000));
    expect(screen.getByRole('note').textContent).toBe(
      'This lot’s outline has 5,234 corners, more than the 5,000 Lotline measures: its lot lines are not sorted into front, side and rear, and no setback area is drawn.',
    );
    expect(screen.queryByText('Where a backyard cottage may stand')).toBeNull();
  });

  it('says it in Spanish, numbers written as in the United States (es-US)', async () => {
    await loadLocale('es');
    renderView(unmeasured('building_corners', 10_400, 10_000), 'es');
    expect(screen.getByRole('note').textContent).toBe(
      'Los edificios de este lote suman 10,400 vértices, más de los 10,000 que mide Lotline: sus linderos no se clasifican en frente, lado y fondo, y no se dibuja el área de retiros.',
    );
  });

  it('says nothing of limits on a measured lot', () => {
    renderView(lotStreetData());
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Where a backyard cottage may stand')).toBeTruthy();
  });
});

describe('the map pane of a lot whose house is not in the data', () => {
  const missing = (fields: Partial<StreetData> = {}) =>
    lotStreetData({
      buildings_known: false,
      buildings: [],
      buildings_geojson: { type: 'FeatureCollection', features: [] },
      attributes: { ...lotStreetData().attributes, property_type_name: 'Single Family', gross_building_area: 1_932 },
      ...fields,
    } as Partial<StreetData>);

  it('says the house’s position is not in the public data, offers to trace it, and lists no buildable area', () => {
    renderView(missing());
    const note = screen.getByRole('note', { name: 'The house’s position is not in the public data' });
    expect(note.textContent).toBe('The house’s position is not in the public dataThe buildable area and whether a unit fits cannot be shown until the house is traced.Trace the house');
    expect(screen.getByRole('button', { name: 'Trace the house' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Where a backyard cottage may stand')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await loadLocale('es');
    renderView(missing(), 'es');
    expect(screen.getByRole('note', { name: 'La posición de la casa no está en los datos públicos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trazar la casa' })).toBeTruthy();
  });

  it('says nothing once the user traced the house, and lists the buildable area again', () => {
    renderView(missing({ buildings: [{ id: 'mine', kind: 'main', label: null, building_source: 'user', height_ft: null, footprint_sqft: 1_200 }] }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Where a backyard cottage may stand')).toBeTruthy();
  });
});
