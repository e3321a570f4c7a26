import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { RULESETS, evaluate, toBylaws, type PropertyFacts } from '../../../../core/rules';
import { createApiClient } from '../../api/client';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';
import { SizeSection } from './SizeSection';

/** A Massachusetts lot without town rules: the state right reaches it, or not in a business district. */
function report(zoneCode: string, facts: Partial<PropertyFacts> = {}): StreetData {
  const evaluation = evaluate(
    { state: 'MA', jurisdictionId: 'ma-newton', placeName: 'Newton', zoning: [{ zoningMap: 'assessor', zoneCode }], propertyType: 'Single Family', grossFloorArea: 2400, lotSize: 8000, ...facts },
    RULESETS,
    '2026-06-01',
  );
  const { bylaws, citations } = toBylaws(evaluation, { considerations: [] });
  return lotStreetData({ bylaws, citations });
}

function renderSize(property: StreetData) {
  const value: ReportContextValue = { property, api: createApiClient('http://lotline.test'), onLocked: () => undefined, onPropertyChanged: async () => undefined, notify: () => undefined };
  return render(
    <ReportContext.Provider value={value}>
      <SizeSection kind="ext" />
    </ReportContext.Provider>,
  );
}

describe('SizeSection', () => {
  it("says a protected ADU's footprint is no stricter than the town's for the house (760 CMR 71.03), with its source, where no number is on file", () => {
    const { container } = renderSize(report('SR2'));
    const footprint = container.querySelector('[data-limit="adu.size_limits.footprint"]')!;
    expect(footprint.textContent).toContain('No stricter than the town\u2019s limit for the house or an accessory building (760 CMR 71.03); the town\u2019s number is not on file.');
    expect(footprint.querySelector('a.citation__link')?.textContent).toContain('760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.03 Regulation of Protected Use ADUs: dimensional standards');
    expect(footprint.textContent).not.toContain('No source on file gives this limit.');
  });

  it('says no source gives the limit where the state right does not hold it to the house’s, as for a second ADU', () => {
    const { container } = renderSize(report('SR2', { accessoryApartment: true }));
    expect(container.querySelector('[data-limit="adu.size_limits.footprint"]')!.textContent).toBe('Footprint limitNo source on file gives this limit.');
    expect(container.querySelector('[data-limit="adu.size_limits.ext"]')!.textContent).toContain('No source on file gives this limit.');
    expect(screen.queryByText(/760 CMR 71\.03\)/)).toBeNull();
  });
});
