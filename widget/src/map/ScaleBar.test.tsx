// The map's scale bar: a round length in feet close in, in miles far out, as wide as the length
// it stands for, following the zoom; nothing before the map has a size; in English and Spanish.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnMap } from './test-support/map-harness';
import { ScaleBar } from './ScaleBar';

const bar = () => screen.getByRole('img', { name: /^(Map scale|Escala del mapa): / });

describe('ScaleBar', () => {
  it('shows the longest round length in feet that fits 100 px at street zoom, with its width', async () => {
    // At zoom 20 and latitude 42.37°, 100 px are about 36 ft: the bar stands for 30 ft.
    await renderOnMap(<ScaleBar />, { zoom: 20 });
    expect(bar().getAttribute('aria-label')).toBe('Map scale: 30 ft');
    expect(bar().textContent).toBe('30 ft');
    const widthPx = Number.parseInt(bar().style.width, 10);
    expect(widthPx).toBeGreaterThanOrEqual(80);
    expect(widthPx).toBeLessThanOrEqual(85);
  });

  it('follows the zoom, turning to miles far out', async () => {
    const { map } = await renderOnMap(<ScaleBar />, { zoom: 20 });
    act(() => void map().setZoom(17, { animate: false }));
    // Three zoom steps out, 100 px are about 290 ft.
    expect(bar().textContent).toBe('200 ft');
    act(() => void map().setZoom(10, { animate: false }));
    expect(bar().textContent).toBe('5 mi');
  });

  it('shows no bar on a map without a size yet', async () => {
    await renderOnMap(<ScaleBar />, { width: 0, height: 0 });
    expect(screen.queryByRole('img')).toBeNull();
    // The control holds its corner all the same.
    expect(document.querySelector('.leaflet-bottom.leaflet-right .map-scale')).not.toBeNull();
  });

  it('says it in Spanish', async () => {
    await renderOnMap(<ScaleBar />, { zoom: 20, locale: 'es' });
    expect(bar().getAttribute('aria-label')).toBe('Escala del mapa: 30 pies');
  });
});
