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
