// The map's tool bar: nine tools in the spec's order with one tab stop and arrow keys between
// them, the tool in use pressed with its panel beside it, pressed again or Escape back to select,
// a row rather than a column under a bottom sheet, and the tools that save asking a visitor to
// sign in; in English and Spanish.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

const NAMES = ['Select', 'Measure', 'Draw polygon', 'Draw square', 'Add image', 'Line', 'Text', 'Merge', 'Edit lot'];

const toolbar = () => screen.getByRole('toolbar', { name: 'Map tools' });
const tools = () => within(toolbar()).getAllByRole('button');
const pressed = () => tools().filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.textContent);

async function renderToolbar(options: Parameters<typeof renderOnMap>[1] & { orientation?: 'vertical' | 'horizontal' } = {}) {
  const property = options.property ?? lotStreetData();
  return renderOnMap(<MapToolbar property={property} {...(options.orientation ? { orientation: options.orientation } : {})} />, { ...options, property });
}

describe('MapToolbar', () => {
  it('offers the nine tools in order, select in use, as one tab stop', async () => {
    await renderToolbar();
    expect(tools().map((button) => button.textContent)).toEqual(NAMES);
    expect(tools().map((button) => button.title)).toEqual(NAMES);
    expect(pressed()).toEqual(['Select']);
    expect(tools().map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(toolbar().getAttribute('aria-orientation')).toBe('vertical');
  });

  it('lies along the top of the map as a row under a bottom sheet, still one tab stop with the arrow keys', async () => {
    await renderToolbar({ orientation: 'horizontal' });
    expect(toolbar().getAttribute('aria-orientation')).toBe('horizontal');
    expect(toolbar().closest('.map-tools')?.className).toBe('leaflet-control map-tools map-tools--horizontal');
    expect(tools().map((button) => button.textContent)).toEqual(NAMES);
    expect(tools().map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1]);
    act(() => tools()[0]!.focus());
    fireEvent.keyDown(tools()[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tools()[1]!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Draw polygon');
    fireEvent.keyDown(tools()[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Measure');
  });

  it('moves the focus and the tab stop with the arrow keys, Home and End, wrapping at the ends', async () => {
    await renderToolbar();
    act(() => tools()[0]!.focus());
    fireEvent.keyDown(tools()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tools()[1]);
    expect(tools()[1]!.tabIndex).toBe(0);
    expect(tools()[0]!.tabIndex).toBe(-1);
    fireEvent.keyDown(tools()[1]!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Edit lot');
    fireEvent.keyDown(tools()[8]!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Select');
    fireEvent.keyDown(tools()[0]!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Edit lot');
    fireEvent.keyDown(tools()[8]!, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Select');
  });

  it('presses a tool and shows its panel; pressing it again goes back to select', async () => {
    const { layout } = await renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Measure' }));
    expect(pressed()).toEqual(['Measure']);
    expect(layout().tool).toBe('measure');
    const panel = screen.getByRole('region', { name: 'Measure' });
    expect(panel.textContent).toContain('Click points on the map to measure between them. Press Escape to stop.');
    expect(panel.textContent).toContain('With the keyboard: focus the map, move it with the arrow keys and press Enter to use the point under the cross.');
    fireEvent.click(screen.getByRole('button', { name: 'Measure' }));
    expect(pressed()).toEqual(['Select']);
    expect(screen.queryByRole('region', { name: 'Measure' })).toBeNull();
  });

  it('goes back to select on Escape in the map or elsewhere in the widget, but not from a field', async () => {
    const { mapBox, layout } = await renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Line' }));
    fireEvent.keyDown(mapBox(), { key: 'Escape' });
    expect(layout().tool).toBe('select');

    fireEvent.click(screen.getByRole('button', { name: 'Line' }));
    const field = document.createElement('input');
    document.querySelector('.lotline')!.append(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(layout().tool).toBe('line');
    const elsewhere = document.createElement('button');
    document.querySelector('.lotline')!.append(elsewhere);
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(layout().tool).toBe('select');
  });

  it('asks a visitor to sign in for the tools that save, marks them locked, and lets them measure', async () => {
    const { locked, layout } = await renderToolbar({ property: lotStreetData({ user: null }) });
    const lockedNames = tools().filter((button) => button.classList.contains('map-tools__button--locked')).map((button) => button.textContent);
    expect(lockedNames).toEqual(['Draw polygon', 'Draw square', 'Add image', 'Merge', 'Edit lot']);
    // The padlock names them for assistive technology.
    expect(screen.getByRole('button', { name: 'Draw polygon Locked' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draw polygon Locked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit lot Locked' }));
    expect([locked(), layout().tool, pressed()]).toEqual([2, 'select', ['Select']]);
    fireEvent.click(screen.getByRole('button', { name: 'Measure' }));
    expect([locked(), layout().tool]).toEqual([2, 'measure']);
  });

  it('brings the lot close first when a picking tool starts far out', async () => {
    const { map } = await renderToolbar({ zoom: 15 });
    fireEvent.click(screen.getByRole('button', { name: 'Measure' }));
    expect(map().getZoom()).toBeGreaterThanOrEqual(18);
  });

  it('shows nothing outside a layout', async () => {
    await renderOnMap(<MapToolbar property={lotStreetData()} />, { withoutLayout: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('names the tools in Spanish', async () => {
    await renderToolbar({ locale: 'es' });
    expect(screen.getByRole('toolbar', { name: 'Herramientas del mapa' })).toBeTruthy();
    expect(within(screen.getByRole('toolbar')).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Seleccionar',
      'Medir',
      'Dibujar polígono',
      'Dibujar cuadrado',
      'Agregar imagen',
      'Línea',
      'Texto',
      'Unir',
      'Editar lote',
    ]);
  });
});
