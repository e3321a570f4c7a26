// The report's bottom sheet on a phone: its handle names the position, a click opens it a step
// further (and closes it from full), the arrow keys step it, a drag moves it a step without the
// click that ends it counting, and tabbing into a collapsed sheet opens it halfway; in English
// and Spanish.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocale, type Locale } from '../i18n/messages';
import { TranslateContext } from '../i18n/use-translate';
import { BottomSheet } from './BottomSheet';
import type { SheetSnap } from './sheet-snap';

async function renderSheet(locale: Locale = 'en') {
  await loadLocale(locale);
  const snaps: SheetSnap[] = [];
  function Sheet() {
    const [snap, setSnap] = useState<SheetSnap>('collapsed');
    return (
      <BottomSheet
        snap={snap}
        onSnap={(next) => {
          snaps.push(next);
          setSnap(next);
        }}
        label="Report"
      >
        <button type="button">Inside</button>
      </BottomSheet>
    );
  }
  render(
    <TranslateContext.Provider value={createTranslator(locale)}>
      <Sheet />
    </TranslateContext.Provider>,
  );
  return snaps;
}

const handle = () => screen.getByRole('button', { name: /^(Report panel|Panel del informe): / });
const region = () => screen.getByRole('region', { name: 'Report' });

describe('BottomSheet', () => {
  it('opens a step further on each click of its handle, and closes from full', async () => {
    await renderSheet();
    expect([handle().getAttribute('aria-label'), handle().getAttribute('aria-expanded'), region().dataset.snap]).toEqual(['Report panel: collapsed', 'false', 'collapsed']);
    fireEvent.click(handle());
    expect([handle().getAttribute('aria-label'), handle().getAttribute('aria-expanded'), region().dataset.snap]).toEqual(['Report panel: half open', 'true', 'half']);
    fireEvent.click(handle());
    expect(handle().getAttribute('aria-label')).toBe('Report panel: fully open');
    fireEvent.click(handle());
    expect(region().dataset.snap).toBe('collapsed');
    expect(document.getElementById(handle().getAttribute('aria-controls')!)?.textContent).toBe('Inside');
  });

  it('steps with ArrowUp and ArrowDown, staying within the ends', async () => {
    const snaps = await renderSheet();
    fireEvent.keyDown(handle(), { key: 'ArrowDown' });
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    expect(snaps).toEqual(['collapsed', 'half', 'full', 'full']);
    fireEvent.keyDown(handle(), { key: 'ArrowDown' });
    expect(region().dataset.snap).toBe('half');
  });

  it('moves a step on a long drag of the handle, and the click that ends the drag does not count', async () => {
    const snaps = await renderSheet();
    fireEvent.pointerDown(handle(), { button: 0, pointerId: 1, clientY: 600 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 450 });
    expect(region().classList.contains('sheet--dragging')).toBe(true);
    fireEvent.pointerUp(handle(), { pointerId: 1, clientY: 400 });
    fireEvent.click(handle());
    expect(snaps).toEqual(['half']);
    expect(region().classList.contains('sheet--dragging')).toBe(false);
  });

  it('opens halfway when the focus comes into a collapsed sheet', async () => {
    await renderSheet();
    fireEvent.focus(screen.getByRole('button', { name: 'Inside' }));
    expect(region().dataset.snap).toBe('half');
  });

  it('names the handle in Spanish', async () => {
    await renderSheet('es');
    expect(handle().getAttribute('aria-label')).toBe('Panel del informe: cerrado');
    fireEvent.click(handle());
    expect(handle().getAttribute('aria-label')).toBe('Panel del informe: medio abierto');
  });
});
