import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FitUnavailable } from './fit-area';
import { NO_FILTERS, type PlanFilters } from './filter';
import { FilterPanel } from './FilterPanel';
import { planSummary } from './test-support/plan-summary';

const PLANS = [
  planSummary('studio', { sqft: 320, num_bedrooms: 0, width_ft: 20, length_ft: 16 }),
  planSummary('one', { sqft: 480, num_bedrooms: 1, width_ft: 24, length_ft: 20 }),
  planSummary('two', { sqft: 640, num_bedrooms: 2, num_baths: 2, width_ft: 32, length_ft: 20 }),
  planSummary('big', { sqft: 1200, num_bedrooms: 3, num_baths: 2, num_floors: 2, width_ft: 30, length_ft: 40 }),
];

/** The panel as the section holds it: a draft it keeps, and the drafts applied. */
function renderPanel(options: { fitting?: ReadonlySet<string>; fitUnavailable?: FitUnavailable | null } = {}) {
  const applied: PlanFilters[] = [];
  function Holder() {
    const [draft, setDraft] = useState<PlanFilters>(NO_FILTERS);
    return <FilterPanel plans={PLANS} draft={draft} onDraft={setDraft} onApply={() => applied.push(draft)} fitting={options.fitting} fitUnavailable={options.fitUnavailable ?? null} />;
  }
  render(<Holder />);
  return { applied, show: () => screen.getByRole('button', { name: /^Show \d+ Plans$/ }) };
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('FilterPanel', () => {
  it('counts every plan with no filter set, and each count choice narrows the count', () => {
    const { show } = renderPanel();
    expect(show().textContent).toBe('Show 4 Plans');
    expect(group('Bedrooms').getByRole('button', { name: 'Any' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(group('Bedrooms').getByRole('button', { name: '2' }));
    expect(group('Bedrooms').getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('true');
    expect(group('Bedrooms').getByRole('button', { name: 'Any' }).getAttribute('aria-pressed')).toBe('false');
    expect(show().textContent).toBe('Show 1 Plans');
    fireEvent.click(group('Bedrooms').getByRole('button', { name: 'Any' }));
    fireEvent.click(group('Floors').getByRole('button', { name: '1' }));
    expect(show().textContent).toBe('Show 3 Plans');
  });

  it('reads range bounds as typed, an empty box leaving that end open', () => {
    const { show } = renderPanel();
    const size = within(screen.getByRole('group', { name: 'Size (sq ft)' }));
    fireEvent.change(size.getByRole('spinbutton', { name: 'Min' }), { target: { value: '450' } });
    expect(show().textContent).toBe('Show 3 Plans');
    fireEvent.change(size.getByRole('spinbutton', { name: 'Max' }), { target: { value: '700' } });
    expect(show().textContent).toBe('Show 2 Plans');
    fireEvent.change(size.getByRole('spinbutton', { name: 'Min' }), { target: { value: '' } });
    expect(show().textContent).toBe('Show 3 Plans');
    expect((size.getByRole('spinbutton', { name: 'Min' }) as HTMLInputElement).value).toBe('');
  });

  it('applies the draft with Show', () => {
    const { applied, show } = renderPanel();
    fireEvent.click(group('Bathrooms').getByRole('button', { name: '2' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Width (ft)' })).getByRole('spinbutton', { name: 'Max' }), { target: { value: '31' } });
    fireEvent.click(show());
    expect(applied).toEqual([{ ...NO_FILTERS, bathrooms: 2, width: { min: null, max: 31 } }]);
  });

  it('waits for the plans that fit before Show can apply Fits this lot', () => {
    const { show } = renderPanel();
    const fits = screen.getByRole('checkbox', { name: 'Fits this lot' });
    expect(screen.getByText('Only plans that fit inside the setback area of this lot.')).toBeTruthy();
    fireEvent.click(fits);
    expect((fits as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking which plans fit this lot…');
    expect((show() as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts only the plans that fit once they are known', () => {
    const { show } = renderPanel({ fitting: new Set(['studio', 'one']) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fits this lot' }));
    expect(show().textContent).toBe('Show 2 Plans');
    expect((show() as HTMLButtonElement).disabled).toBe(false);
  });

  it('turns Fits this lot off, saying why, where the report has no setback area', () => {
    renderPanel({ fitUnavailable: FitUnavailable.NoArea });
    const fits = screen.getByRole('checkbox', { name: 'Fits this lot' }) as HTMLInputElement;
    expect(fits.disabled).toBe(true);
    expect(fits.checked).toBe(false);
    expect(screen.getByText('Not available: this report has no setback area for this lot.')).toBeTruthy();
  });
});
