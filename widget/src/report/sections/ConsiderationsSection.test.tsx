// II. Special considerations: the town's map layers that were checked, by group, each with its
// badge ('Not Detected', 'Detected' or the layer's own words), the features found on or near the
// lot, and the layer's sources; a town without layers says so; in English and Spanish.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GisLayer, SpecialConsideration, StreetData } from '../../../../core/api';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { renderInReport } from '../test-support/report-harness';
import { ConsiderationsSection } from './ConsiderationsSection';

const LAYERS: GisLayer[] = [
  { gis_layer_id: 'wet', group: 'ENVIRONMENTAL', name: 'Wetlands' },
  { gis_layer_id: 'hist', group: 'REGULATORY', name: 'Historic district' },
  { gis_layer_id: 'flood', group: 'ENVIRONMENTAL', name: 'Flood zone' },
  { gis_layer_id: 'unchecked', group: 'REGULATORY', name: 'Not checked here' },
];

const consideration = (status: SpecialConsideration['status'], fields: Partial<SpecialConsideration> = {}): SpecialConsideration => ({
  status,
  additional_info: null,
  source_urls: [],
  sources: [],
  badge_text: null,
  ...fields,
});

function withConsiderations(locale: 'en' | 'es' = 'en') {
  const property = lotStreetData({
    gis_layers: LAYERS,
    special_considerations: {
      wet: consideration('RED', {
        additional_info: JSON.stringify({ features: [{ name: null, status: 'RED', distance_ft: 0, badge_text: null }, { name: 'Bordering vegetated wetland', status: 'YELLOW', distance_ft: 42.5, badge_text: null }] }),
        sources: [{ label: 'MassDEP Wetlands', url: 'https://maps.test/wetlands' }],
      }),
      hist: consideration('YELLOW', { badge_text: 'Review by the Historical Commission' }),
      flood: consideration('GREEN', { source_urls: ['https://maps.test/flood'] }),
    },
  } as Partial<StreetData>);
  return renderInReport(<ConsiderationsSection />, { property, locale });
}

const row = (id: string) => document.querySelector<HTMLElement>(`[data-layer="${id}"]`)!;

describe('ConsiderationsSection', () => {
  it('groups the checked layers, environmental first, and leaves out layers not checked', async () => {
    await withConsiderations();
    expect(screen.getByText('Map layers checked around this lot.')).toBeTruthy();
    expect([...document.querySelectorAll('.considerations')].map((group) => [group.querySelector('h6')!.textContent, [...group.querySelectorAll('.consideration__name')].map((name) => name.textContent)])).toEqual([
      ['Environmental', ['Wetlands', 'Flood zone']],
      ['Regulatory', ['Historic district']],
    ]);
    expect(document.querySelector('[data-layer="unchecked"]')).toBeNull();
  });

  it('badges each layer, lists what was found on or near the lot, and links its sources', async () => {
    await withConsiderations();
    expect(['wet', 'hist', 'flood'].map((id) => row(id).querySelector('.badge')!.textContent)).toEqual(['Detected', 'Review by the Historical Commission', 'Not Detected']);
    expect([...row('wet').querySelectorAll('.consideration__features li')].map((item) => item.textContent)).toEqual(['Wetlands: on the lot', 'Bordering vegetated wetland: 42 ft 6 in away']);
    expect(row('wet').querySelector('.consideration__sources')!.textContent).toBe('Source: MassDEP Wetlands (opens in a new tab)');
    // A source without words shows its address, never just its host.
    expect(row('flood').querySelector('a')!.textContent).toBe('https://maps.test/flood (opens in a new tab)');
    expect(row('hist').querySelector('.consideration__sources')).toBeNull();
  });

  it('says a town without map layers has none on file', async () => {
    await renderInReport(<ConsiderationsSection />, { property: lotStreetData({ gis_layers: [], special_considerations: {} } as Partial<StreetData>) });
    expect(document.body.textContent).toBe('No map layers are on file for this town.');
  });

  it('says it in Spanish', async () => {
    await withConsiderations('es');
    expect(row('flood').querySelector('.badge')!.textContent).toBe('No detectado');
    expect(row('wet').querySelector('.consideration__features li')!.textContent).toBe('Humedales: en el lote');
    expect(row('wet').querySelector('.consideration__sources')!.textContent).toMatch(/^Fuente \(en inglés\): MassDEP Wetlands/);
  });
});
