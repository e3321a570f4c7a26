import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { FAKE_API_BASE, stubFetch } from '../test-support/fake-fetch';
import { createApiClient } from '../api/client';
import { LayoutProvider } from '../layout/LayoutProvider';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../shell/report-context';
import { FloorPlansSection } from './FloorPlansSection';
import { planSummary } from './test-support/plan-summary';

// The backyard's setback area is 80 by 90 ft behind a 60 by 50 ft house (lot-fixture.ts).
const PLANS = [
  planSummary('studio', { num_bedrooms: 0, width_ft: 20, length_ft: 16 }),
  planSummary('one', { num_bedrooms: 1, width_ft: 24, length_ft: 20 }),
  planSummary('two', { num_bedrooms: 2, num_baths: 2, width_ft: 32, length_ft: 20 }),
  planSummary('estate', { num_bedrooms: 2, num_baths: 2, width_ft: 85, length_ft: 95 }),
];

/** The section of the backyard cottage on the lot, with the catalogue answering PLANS. */
function renderSection(property: StreetData = lotStreetData()) {
  stubFetch((request) => {
    if (request.path === '/api/floor-plans?category=backyard-cottage') return { body: { plans: PLANS } };
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
  const api = createApiClient(FAKE_API_BASE);
  const toasts: string[] = [];
  const report: ReportContextValue = { property, api, onLocked: () => undefined, onPropertyChanged: async () => undefined, notify: (_, text) => toasts.push(text) };
  render(
    <ReportContext.Provider value={report}>
      <LayoutProvider property={property} api={api} page="backyard-cottage" notify={report.notify} onPropertyChanged={report.onPropertyChanged}>
        <FloorPlansSection id="floor-plans" page="backyard-cottage" category="backyard-cottage" />
      </LayoutProvider>
    </ReportContext.Provider>,
  );
  return { toasts };
}

/** The catalogue's cards shown, by plan uuid. */
function cards(): string[] {
  return within(screen.getByRole('list', { name: 'Floor plan choices' }))
    .queryAllByRole('button')
    .filter((button) => button.classList.contains('plan-card'))
    .map((button) => button.getAttribute('data-plan') ?? '');
}

/** Waits for the catalogue's cards. */
const loaded = () => screen.findByRole('button', { name: /^studio/ });

const openFilters = () => fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
const bedrooms = (choice: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('button', { name: choice }));

describe('the floor plans’ filters', () => {
  it('shows every plan until a draft is applied, then only the matching ones, with the mark that filters are set', async () => {
    renderSection();
    await loaded();
    expect(cards()).toEqual(['studio', 'one', 'two', 'estate']);
    expect(screen.queryByRole('img', { name: 'Filters are set' })).toBeNull();
    openFilters();
    bedrooms('2');
    // A draft changes the count on the button, not the cards.
    expect(screen.getByRole('button', { name: 'Show 2 Plans' })).toBeTruthy();
    expect(cards()).toEqual(['studio', 'one', 'two', 'estate']);
    expect(screen.getByRole('img', { name: 'Filters are set' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 Plans' }));
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
    expect(cards()).toEqual(['two', 'estate']);
  });

  it('Clear All shows every plan again and forgets the draft', async () => {
    renderSection();
    await loaded();
    openFilters();
    bedrooms('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 Plans' }));
    expect(cards()).toEqual(['one']);
    fireEvent.click(screen.getByRole('button', { name: /^Clear All/ }));
    expect(cards()).toEqual(['studio', 'one', 'two', 'estate']);
    expect(screen.queryByRole('img', { name: 'Filters are set' })).toBeNull();
    openFilters();
    expect(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('button', { name: 'Any' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the plans that fit the backyard once the placement engine has answered', async () => {
    const { toasts } = renderSection();
    await loaded();
    openFilters();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fits this lot' }));
    // The estate is wider and deeper than the backyard's setback area.
    fireEvent.click(await screen.findByRole('button', { name: 'Show 3 Plans' }, { timeout: 5000 }));
    expect(cards()).toEqual(['studio', 'one', 'two']);
    expect(toasts).toEqual([]);
  });

  it('offers no Fits this lot where the report has no setback area for the page', async () => {
    renderSection(lotStreetData({ setbacked_area: { ext: null, int: null } } as Partial<StreetData>));
    await loaded();
    openFilters();
    expect((screen.getByRole('checkbox', { name: 'Fits this lot' }) as HTMLInputElement).disabled).toBe(true);
  });
});
