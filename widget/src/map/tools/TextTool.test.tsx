// The text tool from the keyboard: the point picked under the map's cross opens the form with the
// focus in its field, an empty text adds nothing, Add keeps the note as a label on the map, and
// Cancel drops it; in English and Spanish.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';
import { MAX_TEXT_LENGTH } from './TextTool';

async function renderText(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData();
  const view = await renderOnMap(<MapToolbar property={property} />, { property, locale });
  fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: locale === 'en' ? 'Text' : 'Texto' }));
  return view;
}

const panel = () => screen.getByRole('region', { name: /^(Text|Texto)$/ });

describe('TextTool', () => {
  it('asks where the text goes, then focuses the field; an empty text adds nothing', async () => {
    const { pickAt, layout } = await renderText();
    expect(panel().textContent).toContain('Click where the text goes.');
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    pickAt(40, 150);
    const field = within(panel()).getByRole('textbox', { name: 'Text' }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.maxLength).toBe(MAX_TEXT_LENGTH);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add' }));
    expect([layout().tool, layout().notes]).toEqual(['text', []]);
    expect(document.activeElement).toBe(field);
  });

  it('adds the trimmed text as a note, drawn as a label named by it, and goes back to select', async () => {
    const { pickAt, layout } = await renderText();
    pickAt(40, 150);
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Text' }), { target: { value: '  Old well  ' } });
    fireEvent.submit(within(panel()).getByRole('textbox', { name: 'Text' }).closest('form')!);
    expect(layout().tool).toBe('select');
    expect(layout().notes.map((note) => note.properties)).toEqual([{ id: expect.stringMatching(/^text-/), kind: 'text', text: 'Old well' }]);
    const label = screen.getByRole('button', { name: 'Text: Old well' });
    expect(label.textContent).toBe('Old well');
  });

  it('drops the text on Cancel', async () => {
    const { pickAt, layout } = await renderText();
    pickAt(40, 150);
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Text' }), { target: { value: 'Gone' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect([layout().tool, layout().notes]).toEqual(['select', []]);
    expect(screen.queryByRole('button', { name: 'Text: Gone' })).toBeNull();
  });

  it('says it in Spanish', async () => {
    const { pickAt } = await renderText('es');
    pickAt(40, 150);
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Texto' }), { target: { value: 'Pozo' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('button', { name: 'Texto: Pozo' })).toBeTruthy();
  });
});
