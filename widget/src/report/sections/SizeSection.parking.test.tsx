// The parking block of the size section (decision 052): the spaces the town may require, and the
// station that waives them, from the rules' own answer, in English and Spanish.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { RULESETS, evaluate, toBylaws, type NearestStation } from '../../../../core/rules';
import { createApiClient } from '../../api/client';
import { createTranslator, loadLocale, type Locale } from '../../i18n/messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { FAKE_API_BASE } from '../../test-support/fake-fetch';
import { ReportContext } from '../../shell/report-context';
import { SizeSection } from './SizeSection';

/** Street data whose rules ran on a Massachusetts lot with this nearest station (null: no station data). */
function reportFor(nearestStation: NearestStation | null): StreetData {
  const evaluation = evaluate(
    { state: 'MA', jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'C-1' }], propertyType: 'Single Family', grossFloorArea: 3148, lotSize: 4000, nearestStation },
    RULESETS,
    '2026-12-01',
  );
  const { bylaws, citations } = toBylaws(evaluation, { considerations: [] });
  return { ...lotStreetData(), bylaws, citations };
}

function renderSize(property: StreetData, locale: Locale = 'en') {
  render(
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={createTranslator(locale)}>
        <ReportContext.Provider value={{ property, api: createApiClient(FAKE_API_BASE), onLocked: () => undefined, onPropertyChanged: async () => undefined, notify: () => undefined }}>
          <SizeSection kind="ext" />
        </ReportContext.Provider>
      </TranslateContext.Provider>
    </LocaleContext.Provider>,
  );
  return document.querySelector('[data-field="adu.parking.ext"]')!;
}

describe('the parking the town may require', () => {
  it('is none near a station, naming it and its distance, marked inferred with the statute and the station data', () => {
    const value = renderSize(reportFor({ name: 'Lechmere', kind: 'subway', nearFt: 1610, farFt: 1742 }));
    expect(value.textContent).toBe('0 spaces: 0.3 mi from Lechmere station');
    expect(value.getAttribute('data-reach')).toBe('within');
    expect(document.querySelector('[data-fields="adu.parking.ext"][data-basis="inferred"]')).not.toBeNull();
    expect(screen.getByText(/M\.G\.L\. c\.40A §3 .* ADU paragraph: parking/)).toBeTruthy();
  });

  it('is at most one beyond half a mile, naming the nearest station and what the data lacks', () => {
    const value = renderSize(reportFor({ name: 'Forge Park/495', kind: 'commuter_rail', nearFt: 11_880, farFt: 12_100 }));
    expect(value.textContent).toBe(
      'At most 1: no commuter rail or subway station in our data is within 0.5 mi (nearest: Forge Park/495 station, 2.3 mi). None may be required within 0.5 mi of a ferry terminal or bus station either; those are not in our data.',
    );
  });

  it('says where no station data is on file', () => {
    expect(renderSize(reportFor(null)).textContent).toBe('At most 1, and none within 0.5 mi of a station; no station data is on file for this place');
  });

  it('says it in Spanish', async () => {
    await loadLocale('es');
    const value = renderSize(reportFor({ name: 'Lechmere', kind: 'subway', nearFt: 1610, farFt: 1742 }), 'es');
    expect(value.textContent).toBe('0 plazas: a 0.3 mi de la estación Lechmere');
  });
});
