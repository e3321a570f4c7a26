// The line tool from the keyboard: points picked under the map's cross, 'Remove last point' and
// 'Finish' enabled when they can act, the line kept as a map note drawn with its length, and
// picking the last point again finishing it; in English and Spanish.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

async function renderLine(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData();
  const view = await renderOnMap(<MapToolbar property={property} />, { property, locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Line' : 'Línea' }));
  return view;
}

const panel = () => screen.getByRole('region', { name: /^(Line|Línea)$/ });
const button = (name: string) => within(panel()).getByRole('button', { name }) as HTMLButtonElement;

describe('LineTool', () => {
  it('counts the points, removes the last, and finishes a line of two or more as a note with its length', async () => {
    const { pickAt, layout } = await renderLine();
    expect(within(panel()).getByRole('status').textContent).toBe('Click the first point.');
    expect([button('Remove last point').disabled, button('Finish').disabled]).toEqual([true, true]);
    pickAt(20, 120);
    expect([button('Remove last point').disabled, button('Finish').disabled]).toEqual([false, true]);
    pickAt(50, 120);
    pickAt(50, 160);
    expect(within(panel()).getByRole('status').textContent).toBe('Points so far: 3');
    fireEvent.click(button('Remove last point'));
    expect(within(panel()).getByRole('status').textContent).toBe('Points so far: 2');
    fireEvent.click(button('Finish'));

    expect(layout().tool).toBe('select');
    expect(layout().notes.map((note) => [note.properties.kind, note.geometry.type, note.geometry.coordinates.length])).toEqual([['line', 'LineString', 2]]);
    // Drawn with its length halfway along, a button named by it that opens the note's popup.
    const label = screen.getByRole('button', { name: 'Line, 30 ft' });
    expect(label.textContent).toBe('30 ft');
    expect(document.querySelectorAll('path.map-note-line')).toHaveLength(1);
  });

  it('finishes when the last point is picked again, but not with a single point', async () => {
    const { pickAt, layout } = await renderLine();
    pickAt(20, 120);
    pickAt(20, 120);
    expect(layout().tool).toBe('line');
    expect(within(panel()).getByRole('status').textContent).toBe('Points so far: 1');
    pickAt(20, 160);
    pickAt(20, 160);
    expect(layout().tool).toBe('select');
    expect(screen.getByRole('button', { name: 'Line, 40 ft' })).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    const { pickAt } = await renderLine('es');
    pickAt(20, 120);
    pickAt(50, 120);
    expect(within(panel()).getByRole('status').textContent).toBe('Puntos hasta ahora: 2');
    fireEvent.click(button('Terminar'));
    expect(screen.getByRole('button', { name: 'Línea, 30 pies' })).toBeTruthy();
  });
});
