import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { RULESETS, evaluate, toBylaws } from '../../../../core/rules';
import { createApiClient } from '../../api/client';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';
import { LegalSection } from './LegalSection';

function renderLegal(accessoryApartment: boolean) {
  const evaluation = evaluate(
    { state: 'MA', jurisdictionId: 'ma-newton', placeName: 'Newton', zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }], propertyType: 'Single Family', grossFloorArea: 2400, lotSize: 8000, accessoryApartment },
    RULESETS,
    '2026-06-01',
  );
  const { bylaws, citations } = toBylaws(evaluation, { considerations: [] });
  const property: StreetData = lotStreetData({ bylaws, citations });
  const value: ReportContextValue = { property, api: createApiClient('http://lotline.test'), onLocked: () => undefined, onPropertyChanged: async () => undefined, notify: () => undefined };
  return render(
    <ReportContext.Provider value={value}>
      <LegalSection kind="int" onChangeZone={() => undefined} />
    </ReportContext.Provider>,
  );
}

describe('LegalSection', () => {
  it('says a lot with its accessory apartment has used the state right, and the status of another is not known, citing 760 CMR 71.02', () => {
    const { container } = renderLegal(true);
    const text = container.textContent ?? '';
    expect(text).toContain('Used by the accessory apartment already on the lot: the state protects one ADU per lot');
    expect(container.querySelector('[data-field="adu.int_legal"]')?.textContent).toBe('not known from the sources on file');
    expect(text).toContain('71.02 Definitions: Protected Use ADU');
  });

  it('says the state right applies to a lot without one', () => {
    const { container } = renderLegal(false);
    expect(container.textContent).toContain('Applies to this lot');
    expect(container.querySelector('[data-field="adu.int_legal"]')?.textContent).toBe('allowed by right');
  });
});
