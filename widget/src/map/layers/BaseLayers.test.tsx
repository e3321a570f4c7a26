// The base map's switch and the 2D/3D switch: 'Map' and 'Satellite' as a radio group only where a
// satellite URL is configured, the choice drawn at once and remembered for the visit, and the 3D
// view pressed on and off; in English and Spanish. (Outside a report, so no base map is drawn
// from our own data.)
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnMap } from '../test-support/map-harness';
import { BaseLayers } from './BaseLayers';

const STREETS = 'https://streets.test/{z}/{x}/{y}.png';
const SATELLITE = 'https://satellite.test/{z}/{x}/{y}.jpg';

const tileHosts = () => [...new Set([...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => new URL(tile.src).host))];

describe('BaseLayers', () => {
  it('offers no choice of base map without a satellite URL, and draws the street tiles', async () => {
    await renderOnMap(<BaseLayers tileUrl={STREETS} />, { withoutReport: true });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(tileHosts()).toEqual(['streets.test']);
  });

  it('presses the 3D view on and off, the layout following', async () => {
    const view = await renderOnMap(<BaseLayers tileUrl={STREETS} />, { withoutReport: true });
    const button = screen.getByRole('button', { name: '3D view' });
    expect([button.getAttribute('aria-pressed'), view.layout().viewMode]).toEqual(['false', '2d']);
    fireEvent.click(button);
    expect([button.getAttribute('aria-pressed'), view.layout().viewMode]).toEqual(['true', '3d']);
    fireEvent.click(button);
    expect(view.layout().viewMode).toBe('2d');
  });

  it('has no 3D switch outside a layout', async () => {
    await renderOnMap(<BaseLayers tileUrl={STREETS} />, { withoutReport: true, withoutLayout: true });
    expect(screen.queryByRole('button', { name: '3D view' })).toBeNull();
  });

  it('names them in Spanish', async () => {
    await renderOnMap(<BaseLayers tileUrl={STREETS} satelliteTileUrl={SATELLITE} />, { withoutReport: true, locale: 'es' });
    const group = screen.getByRole('group', { name: 'Mapa base' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Mapa', 'Satélite']);
    expect(screen.getByRole('button', { name: 'Vista 3D' })).toBeTruthy();
  });

  // Last: the choice is remembered for the visit, past this test.
  it('switches to satellite tiles, remembers the choice for the visit, and opens on it again', async () => {
    const first = await renderOnMap(<BaseLayers tileUrl={STREETS} satelliteTileUrl={SATELLITE} />, { withoutReport: true });
    const group = screen.getByRole('group', { name: 'Base map' });
    const [map, satellite] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect([map!.checked, satellite!.checked]).toEqual([true, false]);
    expect(tileHosts()).toEqual(['streets.test']);
    fireEvent.click(satellite!);
    expect([map!.checked, satellite!.checked]).toEqual([false, true]);
    expect(tileHosts()).toEqual(['satellite.test']);
    expect(sessionStorage.getItem('lotline.baseLayer')).toBe('satellite');
    first.unmount();

    const second = await renderOnMap(<BaseLayers tileUrl={STREETS} satelliteTileUrl={SATELLITE} />, { withoutReport: true });
    expect((screen.getByRole('radio', { name: 'Satellite' }) as HTMLInputElement).checked).toBe(true);
    expect(tileHosts()).toEqual(['satellite.test']);
    second.unmount();
    // Where this page has no satellite URL, the remembered choice falls back to the map.
    await renderOnMap(<BaseLayers tileUrl={STREETS} />, { withoutReport: true });
    expect(tileHosts()).toEqual(['streets.test']);
  });
});
