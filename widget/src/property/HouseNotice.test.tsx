// The notice of a house the data has no footprint of: its words, and 'Trace the house', which
// starts tracing for a signed-in user (pressed, and the map focused so Enter picks the first
// corner), stops it when pressed again, and asks a visitor to sign in; in English and Spanish.
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { createApiClient } from '../api/client';
import { createTranslator, loadLocale, type Locale } from '../i18n/messages';
import { LocaleContext, TranslateContext } from '../i18n/use-translate';
import { useLayout, type LayoutValue } from '../shell/layout-context';
import { LayoutProvider } from '../layout/LayoutProvider';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../shell/report-context';
import { FAKE_API_BASE } from '../test-support/fake-fetch';
import { HouseNotice } from './HouseNotice';

async function renderNotice(property: StreetData, locale: Locale = 'en') {
  await loadLocale(locale);
  const t = createTranslator(locale);
  let locked = 0;
  let layout: LayoutValue | undefined;
  const api = createApiClient(FAKE_API_BASE);
  const report: ReportContextValue = { property, api, onLocked: () => void locked++, onPropertyChanged: async () => undefined, notify: () => undefined };
  function Pane() {
    const pane = useRef<HTMLDivElement>(null);
    layout = useLayout();
    return (
      <div ref={pane}>
        <HouseNotice t={t} pane={pane} />
        <div className="leaflet-container" tabIndex={0} data-testid="map" />
      </div>
    );
  }
  render(
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={t}>
        <ReportContext.Provider value={report}>
          <LayoutProvider property={property} api={api} page="backyard-cottage" notify={() => undefined} onPropertyChanged={async () => undefined}>
            <Pane />
          </LayoutProvider>
        </ReportContext.Provider>
      </TranslateContext.Provider>
    </LocaleContext.Provider>,
  );
  return { locked: () => locked, layout: () => layout! };
}

const trace = () => screen.getByRole('button', { name: /^(Trace the house|Trazar la casa)$/ });

describe('HouseNotice', () => {
  it('is a note named by its title that says why the buildable area is not shown', async () => {
    await renderNotice(lotStreetData());
    const note = screen.getByRole('note', { name: 'The house’s position is not in the public data' });
    expect(note.querySelector('.house-note__body')?.textContent).toBe('The buildable area and whether a unit fits cannot be shown until the house is traced.');
    expect(trace().getAttribute('aria-pressed')).toBe('false');
  });

  it('starts tracing for a signed-in user and focuses the map; pressed again, it stops', async () => {
    const { layout, locked } = await renderNotice(lotStreetData());
    fireEvent.click(trace());
    expect([layout().tool, trace().getAttribute('aria-pressed')]).toEqual(['house', 'true']);
    expect(document.activeElement).toBe(screen.getByTestId('map'));
    fireEvent.click(trace());
    expect([layout().tool, trace().getAttribute('aria-pressed'), locked()]).toEqual(['select', 'false', 0]);
  });

  it('asks a visitor to sign in, and does not start tracing', async () => {
    const { layout, locked } = await renderNotice(lotStreetData({ user: null }));
    fireEvent.click(trace());
    expect([locked(), layout().tool, trace().getAttribute('aria-pressed')]).toEqual([1, 'select', 'false']);
    expect(document.activeElement).not.toBe(screen.getByTestId('map'));
  });

  it('says it in Spanish', async () => {
    await renderNotice(lotStreetData(), 'es');
    expect(screen.getByRole('note', { name: 'La posición de la casa no está en los datos públicos' })).toBeTruthy();
    expect(trace().textContent).toBe('Trazar la casa');
  });
});
