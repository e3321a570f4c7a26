// Correcting the lot lines' kinds: a select per lot line named by its number and length and
// described by why it has its kind; Save sends every label, Enter on a select saves, Escape drops
// the choices, Reset sends the reset, a refusal is a toast that keeps the choices; nothing for a
// visitor; in English and Spanish.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { lotEdgesFt, lotStreetData, savedLayout } from '../../layout/test-support/lot-fixture';
import type { FakeAnswer } from '../../test-support/fake-fetch';
import { renderInReport } from '../../report/test-support/report-harness';
import { LotEdgeLabels } from './LotEdgeLabels';

const saved: FakeAnswer = { body: { property_id: 'p-1', user_overrides: null } };
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const status = () => screen.getByRole('status').textContent;
const sent = (view: Awaited<ReturnType<typeof renderInReport>>) => view.fetch.sentTo('PATCH', '/api/properties/p-1').map((r) => r.body);

async function renderLabels(fields: Partial<StreetData> = {}, answer: () => FakeAnswer = () => saved, locale: 'en' | 'es' = 'en') {
  return renderInReport(<LotEdgeLabels />, { property: lotStreetData({ lot_edges: lotEdgesFt(), ...fields }), answer, locale });
}

describe('LotEdgeLabels', () => {
  it('lists each lot line with its kind chosen and why it has it', async () => {
    await renderLabels();
    expect(screen.getByText('Correct the lot lines').tagName).toBe('SUMMARY');
    const selects = screen.getAllByRole('combobox') as HTMLSelectElement[];
    expect(selects.map((s) => s.value)).toEqual(['front', 'interior side', 'rear', 'exterior side']);
    expect(select(/^Lot line 1 · 100 ft$/).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select(/^Lot line 1 · 100 ft$/).getAttribute('aria-describedby')!)?.textContent).toBe('It faces the street named in the address');
    expect([...select(/^Lot line 2/).options].map((option) => option.textContent)).toEqual(['Front lot line', 'Exterior side lot line', 'Interior side lot line', 'Rear lot line']);
    // Nothing set by the user yet: no reset.
    expect(screen.queryByRole('button', { name: 'Reset lot lines' })).toBeNull();
  });

  it('says there is nothing to save before a change, then sends every label and fetches the report again', async () => {
    const view = await renderLabels();
    fireEvent.click(screen.getByRole('button', { name: 'Save lot lines' }));
    expect(status()).toBe('Choose another kind for a lot line first.');
    expect(view.fetch.requests).toEqual([]);
    fireEvent.change(select(/^Lot line 2/), { target: { value: 'exterior side' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save lot lines' })));
    await waitFor(() => expect(status()).toBe('Lot lines saved.'));
    expect(sent(view)).toEqual([{ lot_edges: [{ index: 1, kind: 'exterior side' }] }]);
    expect(view.reloads()).toBe(1);
  });

  it('saves on Enter in a select, and Escape drops the unsaved choices', async () => {
    const view = await renderLabels();
    fireEvent.change(select(/^Lot line 3/), { target: { value: 'interior side' } });
    fireEvent.keyDown(select(/^Lot line 3/), { key: 'Escape' });
    expect(select(/^Lot line 3/).value).toBe('rear');
    fireEvent.change(select(/^Lot line 3/), { target: { value: 'interior side' } });
    await act(async () => void fireEvent.keyDown(select(/^Lot line 3/), { key: 'Enter' }));
    await waitFor(() => expect(sent(view)).toEqual([{ lot_edges: [{ index: 2, kind: 'interior side' }] }]));
  });

  it('keeps the choices and says so in a toast when the save is refused', async () => {
    const view = await renderLabels({}, () => ({ status: 500, body: { error: 'failed' } }));
    fireEvent.change(select(/^Lot line 4/), { target: { value: 'front' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save lot lines' })));
    await waitFor(() => expect(view.toasts).toEqual([['error', 'The change could not be saved. Please try again.']]));
    expect(select(/^Lot line 4/).value).toBe('front');
    expect(view.reloads()).toBe(0);
  });

  it('resets the user’s labels to the public data', async () => {
    const edges = lotEdgesFt();
    edges[0] = { ...edges[0]!, kind: 'rear', reason: 'user' };
    const view = await renderLabels({ lot_edges: edges, user_overrides: { ...savedLayout({}), lot_edges: [{ index: 0, kind: 'rear' }] } as StreetData['user_overrides'] });
    expect(screen.getAllByText('Set by you')).toHaveLength(1);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Reset lot lines' })));
    await waitFor(() => expect(status()).toBe('Lot lines reset to the public data.'));
    expect(sent(view)).toEqual([{ lot_edges: '' }]);
  });

  it('shows nothing to a visitor, a limited report or a lot without lot lines', async () => {
    const visitor = await renderLabels({ user: null });
    expect(visitor.container.innerHTML).toBe('');
    const limited = await renderLabels({ limited_report: true });
    expect(limited.container.innerHTML).toBe('');
    const none = await renderLabels({ lot_edges: [] });
    expect(none.container.innerHTML).toBe('');
  });

  it('says it in Spanish', async () => {
    await renderLabels({}, () => saved, 'es');
    expect(screen.getByText('Corregir los linderos')).toBeTruthy();
    expect(select(/^Lindero 1 · 100 pies$/).value).toBe('front');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los linderos' }));
    expect(status()).toBe('Primero elija otro tipo para algún lindero.');
  });
});
