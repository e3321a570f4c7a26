// What it costs and what it could earn: the all-in range with its basis and steps, locked where the
// by-right size it rests on is locked, nothing without an estimate; the monthly rent with its basis
// and payback, or HUD's look-up where no rent is on file; in English and Spanish.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import type { CostEstimate, RentEstimate } from '../../../../core/estimates';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderInReport } from '../test-support/report-harness';
import { CostSection, RentSection } from './CostSection';

const COST: CostEstimate = { low: 250_000, high: 400_000, currency: 'USD', steps: ['900 sq ft at $280 to $445 a sq ft'], sources: [], basis: 'inferred', size_sqft: 900, size_source: 'size_limit' };
const RENT: RentEstimate = { monthly: 2_150, bedrooms: 1, steps: [], sources: [], basis: 'cited', payback_years: 12.9 };

const withEstimates = (fields: Partial<StreetData>) => lotStreetData({ citations: {}, ...fields } as Partial<StreetData>);
const value = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent;

describe('CostSection', () => {
  it('shows the range, that it is inferred, that it assumes the size limit, and how it is estimated', async () => {
    await renderInReport(<CostSection kind="ext" />, { property: withEstimates({ cost_estimate: { ext: COST, int: null } } as Partial<StreetData>) });
    expect(value('cost_estimate.ext')).toBe('$250,000 to $400,000');
    expect([...document.querySelectorAll('.report-note')].map((note) => note.textContent)).toEqual([
      'Inferred: a published range for this kind of ADU, not a quote for this lot',
      'Assumes the by-right size limit, as no floor plan is placed; place a plan to price it.',
    ]);
    expect(document.querySelector('.steps')?.textContent).toBe('How it is estimated900 sq ft at $280 to $445 a sq ft');
    expect(document.querySelector('[data-estimate="cost"]')?.getAttribute('data-basis')).toBe('inferred');
  });

  it('says a price book’s estimate is the builder’s own prices', async () => {
    await renderInReport(<CostSection kind="int" />, { property: withEstimates({ cost_estimate: { ext: null, int: { ...COST, basis: 'price_book', size_source: 'plan' } } } as Partial<StreetData>) });
    expect(screen.getByText('From the builder’s own prices')).toBeTruthy();
    expect(screen.queryByText(/Assumes the by-right size limit/)).toBeNull();
  });

  it('locks the cost of a limited report, opening the lock prompt', async () => {
    const view = await renderInReport(<CostSection kind="ext" />, { property: withEstimates({ limited_report: true, locked_fields: ['cost_estimate'] }) });
    expect(document.body.textContent).not.toContain('$');
    fireEvent.click(screen.getByRole('button', { name: 'Locked: sign in or upgrade to see this value' }));
    expect(view.locked()).toBe(1);
  });

  it('shows nothing without an estimate', async () => {
    const { container } = await renderInReport(<CostSection kind="ext" />, { property: withEstimates({ cost_estimate: { ext: null, int: null } } as Partial<StreetData>) });
    expect(container.innerHTML).toBe('');
  });

  it('says it in Spanish', async () => {
    await renderInReport(<CostSection kind="ext" />, { property: withEstimates({ cost_estimate: { ext: COST, int: null } } as Partial<StreetData>), locale: 'es' });
    expect(value('cost_estimate.ext')).toBe('De $250,000 a $400,000');
  });
});

describe('RentSection', () => {
  it('shows the monthly rent at HUD’s Fair Market Rent, what is not counted, and the payback', async () => {
    await renderInReport(<RentSection kind="ext" />, { property: withEstimates({ rent_estimate: { ext: RENT, int: null } } as Partial<StreetData>) });
    expect(value('rent_estimate.ext')).toBe('$2,150 a month');
    expect(screen.getByText('HUD Fair Market Rent for 1 bedroom')).toBeTruthy();
    expect(screen.getByText('Financing, taxes, upkeep and vacancy are not counted; see what comes next for loans.')).toBeTruthy();
    expect(value('rent_estimate.ext.payback_years')).toBe('About 12.9 years');
  });

  it('names a studio and several bedrooms, and leaves out the payback without a cost', async () => {
    const first = await renderInReport(<RentSection kind="ext" />, { property: withEstimates({ rent_estimate: { ext: { ...RENT, bedrooms: 0, payback_years: null }, int: null } } as Partial<StreetData>) });
    expect(screen.getByText('HUD Fair Market Rent for a studio')).toBeTruthy();
    expect(screen.queryByText('Payback')).toBeNull();
    first.unmount();
    await renderInReport(<RentSection kind="ext" />, { property: withEstimates({ rent_estimate: { ext: { ...RENT, bedrooms: 2 }, int: null } } as Partial<StreetData>) });
    expect(screen.getByText('HUD Fair Market Rent for 2 bedrooms')).toBeTruthy();
  });

  it('points to HUD’s look-up where no rent is on file', async () => {
    await renderInReport(<RentSection kind="int" />, { property: withEstimates({}) });
    expect(screen.getByText(/^No published rent for this place is on file\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Look up the Fair Market Rent at HUD (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://www.huduser.gov/portal/datasets/fmr.html', '_blank']);
  });

  it('says it in Spanish', async () => {
    await renderInReport(<RentSection kind="ext" />, { property: withEstimates({ rent_estimate: { ext: RENT, int: null } } as Partial<StreetData>), locale: 'es' });
    expect(screen.getByText('Alquiler justo de mercado (Fair Market Rent) de HUD para 1 dormitorio')).toBeTruthy();
    expect(value('rent_estimate.ext.payback_years')).toBe('Unos 12.9 años');
  });
});
