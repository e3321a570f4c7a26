import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { createApiClient } from '../../api/client';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';
import { EditableValue, type Editor } from './EditableValue';

const AREA: Editor = { kind: 'number', initial: '900', unit: 'sq ft', min: 0, max: 5000 };
const TYPE: Editor = {
  kind: 'select',
  initial: 'single',
  options: [
    { value: 'single', label: 'Single Family' },
    { value: 'two', label: 'Two Family' },
  ],
};

/** A value 'Gross floor area' of the report of `property`, saved by `save`; the toasts and reloads it caused. */
function renderValue(options: { property?: StreetData; editor?: Editor; overridden?: boolean; save?: (value: string) => Promise<unknown> } = {}) {
  const saved: string[] = [];
  const toasts: [string, string][] = [];
  let reloads = 0;
  const report: ReportContextValue = {
    property: options.property ?? lotStreetData(),
    api: createApiClient('http://lotline.test'),
    onLocked: () => undefined,
    onPropertyChanged: async () => {
      reloads++;
    },
    notify: (kind, text) => toasts.push([kind, text]),
  };
  const save = options.save ?? (async (value: string) => void saved.push(value));
  render(
    <ReportContext.Provider value={report}>
      <div>
        <EditableValue label="Gross floor area" overridden={options.overridden ?? false} editor={options.editor ?? AREA} save={save}>
          900 sq ft
        </EditableValue>
      </div>
    </ReportContext.Provider>,
  );
  return { saved, toasts, reloads: () => reloads };
}

const pencil = () => screen.getByRole('button', { name: 'Edit Gross floor area' });
const field = () => screen.getByRole('textbox', { name: 'Gross floor area in sq ft' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Gross floor area' });

describe('EditableValue', () => {
  it('shows a visitor and a limited report the plain value, with nothing to edit', () => {
    renderValue({ property: lotStreetData({ user: null }) });
    expect(screen.getByText('900 sq ft')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the field on the pencil with the value selected, and saves a changed number, then reloads the report', async () => {
    const { saved, reloads } = renderValue();
    fireEvent.click(pencil());
    expect(field().value).toBe('900');
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: '65a0' } });
    // Only digits and one decimal point are taken.
    expect(field().value).toBe('650');
    await act(async () => fireEvent.click(saveButton()));
    expect(saved).toEqual(['650']);
    expect(reloads()).toBe(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(pencil());
  });

  it('refuses a number out of range with the range, and sends nothing', () => {
    const { saved } = renderValue();
    fireEvent.click(pencil());
    fireEvent.change(field(), { target: { value: '6000' } });
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 0 to 5,000.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Enter a number: digits and at most one decimal point.');
    expect(saved).toEqual([]);
  });

  it('closes without saving on Escape, on X, and when the number did not change', () => {
    const { saved } = renderValue();
    fireEvent.click(pencil());
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(pencil());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing Gross floor area' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(pencil());
    fireEvent.change(field(), { target: { value: '900.0' } });
    fireEvent.click(saveButton());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('says so when the save is refused, keeping the field open with what was typed', async () => {
    const { toasts, reloads } = renderValue({ save: () => Promise.reject(new Error('refused')) });
    fireEvent.click(pencil());
    fireEvent.change(field(), { target: { value: '700' } });
    await act(async () => fireEvent.click(saveButton()));
    expect(toasts).toEqual([['error', 'The change could not be saved. Please try again.']]);
    expect(field().value).toBe('700');
    expect(field().disabled).toBe(false);
    expect(reloads()).toBe(0);
  });

  it('shows Saving… while the save is out and locks the field', async () => {
    let finish!: () => void;
    renderValue({ save: () => new Promise<void>((resolve) => (finish = resolve)) });
    fireEvent.click(pencil());
    fireEvent.change(field(), { target: { value: '700' } });
    fireEvent.click(saveButton());
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(field().disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('marks a value the user set and resets it by sending an empty value', async () => {
    const { saved } = renderValue({ overridden: true });
    expect(screen.getByText('Set by you')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Gross floor area to the default' })));
    expect(saved).toEqual(['']);
  });

  it('saves a choice from a list', async () => {
    const { saved } = renderValue({ editor: TYPE });
    fireEvent.click(pencil());
    const select = screen.getByRole('combobox', { name: 'Gross floor area' }) as HTMLSelectElement;
    expect(select.value).toBe('single');
    fireEvent.change(select, { target: { value: 'two' } });
    await act(async () => fireEvent.keyDown(select, { key: 'Enter' }));
    expect(saved).toEqual(['two']);
  });
});
