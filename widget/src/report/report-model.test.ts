import { describe, expect, it } from 'vitest';
import { considerationCounts, considerationFeatures, headlineSize, uniqueCitations } from './report-model';

describe('report model', () => {
  it('shows the by-right size, else the special-permit one, else nothing', () => {
    const steps: string[] = [];
    expect(headlineSize({ br: { max: 900, at_most: 900, steps }, sp: { max: 1200, at_most: 1200, steps } })).toEqual({ sqft: 900, by: 'br' });
    expect(headlineSize({ br: { max: null, at_most: 900, steps }, sp: { max: 1200, at_most: 1200, steps } })).toEqual({ sqft: 1200, by: 'sp' });
    expect(headlineSize({ br: null, sp: null })).toBeNull();
  });

  it('counts detected layers per group, GREEN not counting', () => {
    const counts = considerationCounts({
      gis_layers: [
        { gis_layer_id: 'FEMA', group: 'ENVIRONMENTAL', name: 'FEMA Flood Zones' },
        { gis_layer_id: 'WETLANDS', group: 'ENVIRONMENTAL', name: 'Wetlands' },
        { gis_layer_id: 'HISTORICAL_PRESERVATION', group: 'REGULATORY', name: 'Historical Preservation' },
      ],
      special_considerations: {
        FEMA: { status: 'RED', additional_info: null, source_urls: [], sources: [], badge_text: null },
        WETLANDS: { status: 'GREEN', additional_info: null, source_urls: [], sources: [], badge_text: null },
        HISTORICAL_PRESERVATION: { status: 'YELLOW', additional_info: null, source_urls: [], sources: [], badge_text: 'Conservation District' },
      },
    });
    expect(counts).toEqual({ ENVIRONMENTAL: { detected: 1, total: 2 }, REGULATORY: { detected: 1, total: 1 } });
  });

  it('reads the features of a consideration and survives bad JSON', () => {
    const info = '{"buffer_ft":100,"features":[{"name":"Mill Brook Wetland","status":"RED","distance_ft":0,"badge_text":null}]}';
    expect(considerationFeatures(info)).toEqual([{ name: 'Mill Brook Wetland', status: 'RED', distance_ft: 0, badge_text: null }]);
    expect(considerationFeatures('{oops')).toEqual([]);
    expect(considerationFeatures(null)).toEqual([]);
  });

  it('drops repeated citations', () => {
    const a = { document_id: 'mgl-c40a-s1a', sequences: ['adu-definition'], source_url: 'https://example.org/a', label: 'M.G.L. c.40A §1A', publisher: 'Massachusetts Legislature', verified_at: '2026-11-28' };
    expect(uniqueCitations([a, { ...a }, { ...a, sequences: ['other'] }])).toHaveLength(2);
    expect(uniqueCitations(undefined)).toEqual([]);
  });
});
