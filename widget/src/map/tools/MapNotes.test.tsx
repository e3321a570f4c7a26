// The user's map notes: a line drawn with its length halfway along, a text note as its label, each
// label a button named by the note that opens a popup whose Remove takes the note away; only the
// select tool lets them be pressed; in English and Spanish.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapNote } from '../../../../core/api';
import { lotFrame } from '../../../../core/geo/test-support/random-polygons';
import { lotStreetData, savedLayout } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

const LINE: MapNote = { type: 'Feature', geometry: { type: 'LineString', coordinates: [lotFrame.toLngLat([10, 150]), lotFrame.toLngLat([10, 190]), lotFrame.toLngLat([40, 190])] }, properties: { id: 'line-1', kind: 'line' } };
const TEXT: MapNote = { type: 'Feature', geometry: { type: 'Point', coordinates: lotFrame.toLngLat([50, 160]) }, properties: { id: 'text-1', kind: 'text', text: 'Old oak' } };

async function renderNotes(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData({ user_overrides: savedLayout({ annotations: { type: 'FeatureCollection', features: [LINE, TEXT] } }) });
  return renderOnMap(<MapToolbar property={property} />, { property, locale });
}

describe('MapNotes', () => {
  it('draws a line with its total length and a text note as its label, each a button named by the note', async () => {
    await renderNotes();
    const line = screen.getByRole('button', { name: 'Line, 70 ft' });
    expect(line.textContent).toBe('70 ft');
    expect(screen.getByRole('button', { name: 'Text: Old oak' }).textContent).toBe('Old oak');
    expect(document.querySelectorAll('path.map-note-line')).toHaveLength(1);
  });

  it('removes a note from its popup', async () => {
    const view = await renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Text: Old oak' }));
    expect(document.querySelector('.map-tools__popup-title')?.textContent).toBe('Text: Old oak');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(view.layout().notes.map((note) => note.properties.id)).toEqual(['line-1']));
    expect(screen.queryByRole('button', { name: 'Text: Old oak' })).toBeNull();
  });

  it('lets the notes be pressed only with the select tool', async () => {
    const view = await renderNotes();
    act(() => view.layout().setTool('measure'));
    const label = document.querySelector<HTMLElement>('.map-note-text')!;
    expect(label.classList.contains('leaflet-interactive')).toBe(false);
    expect(label.getAttribute('tabindex')).not.toBe('0');
    act(() => view.layout().setTool('select'));
    expect(document.querySelector<HTMLElement>('.map-note-text')!.getAttribute('tabindex')).toBe('0');
  });

  it('names them in Spanish', async () => {
    await renderNotes('es');
    expect(screen.getByRole('button', { name: 'Línea, 70 pies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Texto: Old oak' })).toBeTruthy();
  });
});
