// Summary: the likelihood in words beside its coloured dot (never the colour alone), from the
// report's percent where it gives one, and the rules' summary sentence, locked in a limited report;
// in English and Spanish.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderInReport } from '../test-support/report-harness';
import { SummarySection } from './SummarySection';

function summaryData(fields: Partial<StreetData> = {}, likelihood?: { ext: number; int: number }): StreetData {
  const base = lotStreetData();
  return lotStreetData({
    ...fields,
    bylaws: { ...base.bylaws, adu: { ...base.bylaws.adu, status: { ext: 'GREEN', int: 'YELLOW' }, summary: { ext: 'A backyard cottage is allowed by right.', int: 'Check with the town.' }, ...(likelihood ? { likelihood } : {}) } },
  } as Partial<StreetData>);
}

const badge = () => document.querySelector<HTMLElement>('.status')!;

describe('SummarySection', () => {
  it('says the likelihood in words beside its dot, and the summary sentence', async () => {
    await renderInReport(<SummarySection kind="ext" />, { property: summaryData() });
    expect([badge().textContent, badge().dataset.status, badge().className]).toEqual(['Probably Allowed', 'GREEN', 'status status--success']);
    expect(document.querySelector('.summary-text')?.textContent).toBe('A backyard cottage is allowed by right.');
  });

  it('follows the report’s lower percent where the legal status is only inferred', async () => {
    await renderInReport(<SummarySection kind="ext" />, { property: summaryData({}, { ext: 50, int: 50 }) });
    expect(badge().textContent).toBe('Might be Allowed');
    expect(badge().dataset.likelihood).toBe('50');
  });

  it('locks the summary of a limited report, opening the lock prompt', async () => {
    const view = await renderInReport(<SummarySection kind="int" />, { property: summaryData({ limited_report: true, locked_fields: ['bylaws.adu.summary'] }) });
    expect(document.querySelector('.summary-text')).toBeNull();
    expect(badge().textContent).toBe('Might be Allowed');
    fireEvent.click(screen.getByRole('button', { name: 'Locked: sign in or upgrade to see this value' }));
    expect(view.locked()).toBe(1);
  });

  it('says it in Spanish', async () => {
    await renderInReport(<SummarySection kind="ext" />, { property: summaryData(), locale: 'es' });
    expect(badge().textContent).toBe('Probablemente permitido');
  });
});
