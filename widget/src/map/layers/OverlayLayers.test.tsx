// The map's overlays and their 'Layers' disclosure: the neighbouring lot lines, on by default from
// the neighbourhood zoom in, and one check box per map layer of the town, grouped, fetched when
// first turned on, with what was found, a failure told in a toast; Escape closes the panel back
// onto its button; a lot the user corrected says so on the map; in English and Spanish.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GisLayer, StreetData } from '../../../../core/api';
import { lotStreetData, rectFt } from '../../layout/test-support/lot-fixture';
import type { FakeAnswer, SentRequest } from '../../test-support/fake-fetch';
import { renderOnMap } from '../test-support/map-harness';
import { OverlayLayers } from './OverlayLayers';

let lastId = 0;
/** A property of its own for each test: the neighbours and the layers' features are kept for the page's life, per property and layer. */
function propertyWith(gisLayers: GisLayer[], fields: Partial<StreetData> = {}): StreetData {
  const property = lotStreetData(fields);
  return { ...property, attributes: { ...property.attributes, property_id: `p-${++lastId}` }, gis_layers: gisLayers };
}

const feature = (status: string, x: number) => ({ type: 'Feature', geometry: rectFt(x, 210, 10, 10), properties: { status } });
const NEIGHBOURS = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: rectFt(100, 0, 100, 200), properties: { property_id: 'next-door' } }] };

/** Neighbours for every property, and each layer's features from `layers` (a missing one fails). */
const answers = (layers: Record<string, FakeAnswer> = {}) => (request: SentRequest): FakeAnswer => {
  if (/^\/api\/properties\/[^/]+\/neighbours$/.test(request.path)) return { body: NEIGHBOURS };
  const layer = /^\/api\/map-layers\/([^/]+)\/features\?bbox=/.exec(request.path)?.[1];
  if (layer) return layers[layer] ?? { status: 500, body: { error: 'failed' } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
};

const toggle = () => screen.getByRole('button', { name: /^(Layers|Capas)$/ });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

describe('OverlayLayers', () => {
  it('draws the neighbouring lot lines from the neighbourhood zoom in, and the check box takes them away', async () => {
    const property = propertyWith([]);
    const view = await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers(), zoom: 19 });
    await waitFor(() => expect(document.querySelectorAll('path.map__neighbour')).toHaveLength(1));
    expect(view.fetch.sentTo('GET', `/api/properties/${property.attributes.property_id}/neighbours`)).toHaveLength(1);
    fireEvent.click(toggle());
    const neighbours = within(panel()).getByRole('checkbox', { name: 'Neighboring lot lines' }) as HTMLInputElement;
    expect(neighbours.checked).toBe(true);
    fireEvent.click(neighbours);
    expect(document.querySelectorAll('path.map__neighbour')).toHaveLength(0);
    fireEvent.click(neighbours);
    expect(document.querySelectorAll('path.map__neighbour')).toHaveLength(1);
    act(() => void view.map().setZoom(15, { animate: false }));
    expect(document.querySelectorAll('path.map__neighbour')).toHaveLength(0);
  });

  it('opens and closes the panel from its button, and Escape in it closes it onto the button', async () => {
    const property = propertyWith([]);
    await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers() });
    expect([toggle().getAttribute('aria-expanded'), panel().hidden]).toEqual(['false', true]);
    fireEvent.click(toggle());
    expect([toggle().getAttribute('aria-expanded'), panel().hidden]).toEqual(['true', false]);
    const box = within(panel()).getByRole('checkbox', { name: 'Neighboring lot lines' });
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect([toggle().getAttribute('aria-expanded'), panel().hidden]).toEqual(['false', true]);
    expect(document.activeElement).toBe(toggle());
  });

  it('groups the town’s layers, fetches one when first turned on, draws its features by status and says what was found', async () => {
    const layers: GisLayer[] = [
      { gis_layer_id: 'wet-a', group: 'ENVIRONMENTAL', name: 'Wetlands' },
      { gis_layer_id: 'hist-a', group: 'REGULATORY', name: 'Historic district' },
      { gis_layer_id: 'flood-a', group: 'ENVIRONMENTAL', name: 'Flood zone' },
    ];
    const property = propertyWith(layers);
    const found = { layer_id: 'wet-a', name: 'Wetlands', group: 'ENVIRONMENTAL', truncated: false, features: { type: 'FeatureCollection', features: [feature('RED', 0), feature('YELLOW', 20)] } };
    const none = { layer_id: 'hist-a', name: 'Historic district', group: 'REGULATORY', truncated: false, features: { type: 'FeatureCollection', features: [] } };
    const view = await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers({ 'wet-a': { body: found }, 'hist-a': { body: none } }) });
    fireEvent.click(toggle());
    expect([...panel().querySelectorAll('fieldset')].map((set) => [set.querySelector('legend')!.textContent, [...set.querySelectorAll('label')].map((label) => label.textContent)])).toEqual([
      ['Lots', ['Neighboring lot lines']],
      ['Environmental', ['Wetlands', 'Flood zone']],
      ['Regulatory', ['Historic district']],
    ]);
    const wetlands = within(panel()).getByRole('checkbox', { name: 'Wetlands' }) as HTMLInputElement;
    fireEvent.click(wetlands);
    await waitFor(() => expect(document.querySelectorAll('path.map__layer--wet-a')).toHaveLength(2));
    expect([...document.querySelectorAll('path.map__layer--wet-a')].map((path) => path.getAttribute('stroke'))).toEqual(['#cf222e', '#bf8700']);
    expect(wetlands.checked).toBe(true);
    // Off and on again: no second request.
    fireEvent.click(wetlands);
    expect(document.querySelectorAll('path.map__layer--wet-a')).toHaveLength(0);
    fireEvent.click(wetlands);
    expect(document.querySelectorAll('path.map__layer--wet-a')).toHaveLength(2);
    expect(view.fetch.requests.filter((r) => r.path.startsWith('/api/map-layers/wet-a/'))).toHaveLength(1);

    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Historic district' }));
    const row = within(panel()).getByRole('checkbox', { name: 'Historic district' }).closest('.map-layers__row')!;
    await waitFor(() => expect(within(row as HTMLElement).getByRole('status').textContent).toBe('Nothing near this lot'));
  });

  it('says a layer could not be loaded, in a toast and beside it, and leaves it off', async () => {
    const property = propertyWith([{ gis_layer_id: 'wet-b', group: 'ENVIRONMENTAL', name: 'Wetlands' }]);
    const view = await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers() });
    fireEvent.click(toggle());
    const box = within(panel()).getByRole('checkbox', { name: 'Wetlands' }) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(view.toasts).toEqual([['error', 'Wetlands could not be loaded. Please try again.']]));
    await waitFor(() => expect(box.checked).toBe(false));
    expect(panel().textContent).toContain('Wetlands could not be loaded. Please try again.');
  });

  it('says when the neighbouring lot lines could not be loaded', async () => {
    const property = propertyWith([]);
    await renderOnMap(<OverlayLayers property={property} />, { property, answer: () => ({ status: 500, body: { error: 'failed' } }) });
    fireEvent.click(toggle());
    await waitFor(() => expect(panel().textContent).toContain('The neighboring lot lines could not be loaded.'));
  });

  it('marks a lot the user corrected on the map, with a dashed outline', async () => {
    const property = propertyWith([], { lot_source: 'user' } as Partial<StreetData>);
    await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers() });
    expect(screen.getByText('Lot lines edited by you')).toBeTruthy();
    expect(document.querySelectorAll('path.map__lot--user')).toHaveLength(1);
    const survey = propertyWith([], { lot_source: 'survey' } as Partial<StreetData>);
    await renderOnMap(<OverlayLayers property={survey} />, { property: survey, answer: answers() });
    expect(screen.getAllByText('Lot lines edited by you')).toHaveLength(1);
  });

  it('says it in Spanish', async () => {
    const property = propertyWith([{ gis_layer_id: 'wet-c', group: 'ENVIRONMENTAL', name: 'Wetlands' }]);
    await renderOnMap(<OverlayLayers property={property} />, { property, answer: answers(), locale: 'es' });
    fireEvent.click(toggle());
    expect([...panel().querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(['Lotes', 'Ambientales']);
  });
});
