// The picture of the address: the street-view photo where the server has one, and where it has
// none or the photo fails, a drawing of the lot from above named for assistive technology; an
// empty named box for a lot without an outline; in English and Spanish.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { lotEdgesFt, lotStreetData } from '../layout/test-support/lot-fixture';
import { StreetView } from './StreetViewFallback';
import { renderInReport } from './test-support/report-harness';

const ADDRESS = '12 Maple Street, Maple Hollow, MA 01999';

describe('StreetView', () => {
  it('shows the street-view photo where the server has one, named by the address', async () => {
    await renderInReport(<StreetView />, { property: lotStreetData({ street_view_url: '/api/street-view/p-1.jpg', lot_edges: lotEdgesFt() } as Partial<StreetData>) });
    const photo = screen.getByRole('img', { name: `Street view of ${ADDRESS}` });
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('src')).toBe('http://lotline.test/api/street-view/p-1.jpg');
  });

  it('draws the lot instead when the photo fails to load', async () => {
    await renderInReport(<StreetView />, { property: lotStreetData({ street_view_url: '/api/street-view/p-1.jpg', lot_edges: lotEdgesFt() } as Partial<StreetData>) });
    fireEvent.error(screen.getByRole('img'));
    const drawing = screen.getByRole('img', { name: /^Drawing of the lot at 12 Maple Street/ });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    // The lot, the backyard's area and the house.
    expect(drawing.querySelectorAll('path[stroke="#2da44e"]')).toHaveLength(1);
    expect(drawing.querySelectorAll('path[stroke="#57606a"]')).toHaveLength(1);
  });

  it('draws the lot without a photo, and an empty named box for a lot without an outline', async () => {
    const first = await renderInReport(<StreetView />, { property: lotStreetData({ street_view_url: null, lot_edges: lotEdgesFt() } as Partial<StreetData>) });
    expect(screen.getByRole('img').tagName.toLowerCase()).toBe('svg');
    first.unmount();
    await renderInReport(<StreetView />, { property: lotStreetData({ street_view_url: null, lot_edges: [], lot: { type: 'Polygon', coordinates: [] } } as Partial<StreetData>) });
    const box = screen.getByRole('img', { name: /^Drawing of the lot at/ });
    expect([box.tagName, box.className]).toEqual(['DIV', 'street-view street-view--empty']);
  });

  it('names the drawing in Spanish', async () => {
    await renderInReport(<StreetView />, { property: lotStreetData({ street_view_url: null, lot_edges: lotEdgesFt() } as Partial<StreetData>), locale: 'es' });
    expect(screen.getByRole('img', { name: `Dibujo del lote de ${ADDRESS} visto desde arriba, con su calle abajo, sus edificios y el área donde puede ir una cabaña en el patio` })).toBeTruthy();
  });
});
