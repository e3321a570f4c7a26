// The units laid out on the map and their controls (the placement panel over the map): each unit
// drawn and named by its type and size, a list to select one, buttons and keys that move and turn
// the selected unit by a foot and 15°, Delete asking first, Escape deselecting; in English and
// Spanish.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutUnit } from '../../../../core/api';
import { centreFt, lotEdgesFt, lotStreetData, savedLayout, unitAt } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { UnitsLayer } from './UnitsLayer';

async function renderUnits(units: LayoutUnit[], locale: 'en' | 'es' = 'en') {
  const property = lotStreetData({ lot_edges: lotEdgesFt(), user_overrides: savedLayout({ layouts: { 'backyard-cottage': units } }) });
  return renderOnMap(<UnitsLayer property={property} />, { property, locale });
}

const controls = () => screen.getByRole('group', { name: /^(Selected unit|Unidad seleccionada)$/ });
const unitButtons = () => within(controls()).getAllByRole('button', { pressed: undefined }).filter((button) => button.hasAttribute('data-unit'));
const centreOf = (view: Awaited<ReturnType<typeof renderUnits>>, id: string) => centreFt(view.layout().units.find((u) => u.properties.id === id)!.geometry);

describe('UnitsLayer', () => {
  it('draws each unit named by its type and size, the selected one with its side lengths', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110, { selected: true }), unitAt('u2', 60, 150)]);
    const paths = [...view.mapBox().querySelectorAll('path.map__unit')];
    expect(paths.map((path) => [path.getAttribute('data-unit'), path.getAttribute('aria-label'), path.classList.contains('map__unit--selected')])).toEqual([
      ['u1', 'Backyard cottage, 20 × 30 ft', true],
      ['u2', 'Backyard cottage, 20 × 30 ft', false],
    ]);
    expect([...document.querySelectorAll('.unit-side-label__text')].map((label) => label.textContent)).toEqual(['20 ft', '30 ft', '20 ft', '30 ft']);
    expect(screen.getByTitle('Drag to turn the unit')).toBeTruthy();
  });

  it('selects a unit from the list, and pressing it again deselects it', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110), unitAt('u2', 60, 150)]);
    expect(unitButtons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    expect(within(controls()).queryByRole('button', { name: 'Move north 1 ft' })).toBeNull();
    fireEvent.click(unitButtons()[1]!);
    expect(view.layout().selected?.properties.id).toBe('u2');
    expect(unitButtons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    fireEvent.click(unitButtons()[1]!);
    expect(view.layout().selected).toBeUndefined();
  });

  it('moves the selected unit a foot with its buttons and turns it 15°', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110, { selected: true })]);
    expect(centreOf(view, 'u1')).toEqual([30, 125]);
    fireEvent.click(within(controls()).getByRole('button', { name: 'Move north 1 ft' }));
    fireEvent.click(within(controls()).getByRole('button', { name: 'Move east 1 ft' }));
    expect(centreOf(view, 'u1')).toEqual([31, 126]);
    fireEvent.click(within(controls()).getByRole('button', { name: 'Move south 1 ft' }));
    fireEvent.click(within(controls()).getByRole('button', { name: 'Move west 1 ft' }));
    expect(centreOf(view, 'u1')).toEqual([30, 125]);
    fireEvent.click(within(controls()).getByRole('button', { name: 'Turn counter-clockwise 15°' }));
    expect(view.layout().units[0]!.properties.rotation_deg).toBe(15);
  });

  it('moves with the arrow keys on the map (Shift: 10 ft), turns with R, and Escape deselects', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110, { selected: true })]);
    fireEvent.keyDown(view.mapBox(), { key: 'ArrowUp' });
    fireEvent.keyDown(view.mapBox(), { key: 'ArrowRight', shiftKey: true });
    expect(centreOf(view, 'u1')).toEqual([40, 126]);
    fireEvent.keyDown(view.mapBox(), { key: 'r' });
    // R turns clockwise: -15° counter-clockwise.
    expect(view.layout().units[0]!.properties.rotation_deg).toBe(-15);
    fireEvent.keyDown(view.mapBox(), { key: 'Escape' });
    expect(view.layout().selected).toBeUndefined();
  });

  it('refuses a move off the lot with a toast, leaving the unit where it was', async () => {
    const view = await renderUnits([unitAt('u1', 75, 110, { selected: true })]);
    fireEvent.keyDown(view.mapBox(), { key: 'ArrowRight', shiftKey: true });
    expect(centreOf(view, 'u1')).toEqual([85, 125]);
    expect(view.toasts).toEqual([['warning', 'Adu should be inside lot']]);
  });

  it('asks before deleting the selected unit: Cancel keeps it, Delete removes it', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110, { selected: true })]);
    fireEvent.keyDown(view.mapBox(), { key: 'Delete' });
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Delete Backyard cottage, 20 × 30 ft from the map?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.layout().units).toHaveLength(1);
    fireEvent.click(within(controls()).getByRole('button', { name: 'Delete unit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(view.layout().units).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Selected unit' })).toBeNull();
  });

  it('ignores the keys while nothing is selected', async () => {
    const view = await renderUnits([unitAt('u1', 20, 110)]);
    act(() => void fireEvent.keyDown(view.mapBox(), { key: 'ArrowUp' }));
    expect(centreOf(view, 'u1')).toEqual([30, 125]);
  });

  it('names the units and the controls in Spanish', async () => {
    await renderUnits([unitAt('u1', 20, 110, { selected: true })], 'es');
    expect(unitButtons()[0]!.textContent).toBe('Cabaña en el patio, 20 × 30 pies');
    expect(within(controls()).getByRole('button', { name: 'Mover 1 pie al norte' })).toBeTruthy();
  });
});
