// The measure tool, driven from the keyboard as the tool's hint says (the map moved under its cross,
// Enter picks the point): what it asks for next, each segment and the total in feet and inches,
// Clear, and the crosshair and double-click zoom while it picks; in English and Spanish.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { MapToolbar } from './MapToolbar';

async function renderMeasuring(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData();
  const view = await renderOnMap(<MapToolbar property={property} />, { property, locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Measure' : 'Medir' }));
  return view;
}

const status = () => within(screen.getByRole('region', { name: /^(Measure|Medir)$/ })).getByRole('status').textContent;
const segments = () => [...document.querySelectorAll('.map-tools__segments li')].map((item) => item.textContent);

describe('MeasureTool', () => {
  it('asks for the first point, then the next, then reads the total of its segments', async () => {
    const { pickAt } = await renderMeasuring();
    expect(status()).toBe('Click the first point.');
    pickAt(30, 110);
    expect(status()).toBe('Click the next point.');
    pickAt(60, 110);
    expect(status()).toBe('Total: 30 ft');
    // One segment alone is its total: no list.
    expect(segments()).toEqual([]);
    pickAt(60, 150.5);
    expect(status()).toBe('Total: 70 ft 6 in');
    expect(segments()).toEqual(['30 ft', '40 ft 6 in']);
  });

  it('clears the points, and Clear is disabled with none', async () => {
    const { pickAt } = await renderMeasuring();
    const clear = screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    pickAt(30, 110);
    pickAt(60, 110);
    expect(clear.disabled).toBe(false);
    fireEvent.click(clear);
    expect(status()).toBe('Click the first point.');
    expect(clear.disabled).toBe(true);
  });

  it('shows the cross pointer and holds back the double-click zoom only while it picks', async () => {
    const { mapBox, map } = await renderMeasuring();
    expect(mapBox().classList.contains('map--picking')).toBe(true);
    expect(map().doubleClickZoom.enabled()).toBe(false);
    fireEvent.keyDown(mapBox(), { key: 'Escape' });
    expect(mapBox().classList.contains('map--picking')).toBe(false);
    expect(map().doubleClickZoom.enabled()).toBe(true);
  });

  it('says it in Spanish, with lengths in pies', async () => {
    const { pickAt } = await renderMeasuring('es');
    pickAt(30, 110);
    expect(status()).toBe('Haga clic en el siguiente punto.');
    pickAt(60, 110);
    expect(status()).toBe('Total: 30 pies');
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeTruthy();
  });
});
