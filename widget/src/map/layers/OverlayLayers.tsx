// Overlays (spec 2: map layers and layer groups): the neighbouring lot lines, on by default, and
// one toggle per map layer of the property's jurisdiction (`gis_layers`), off by default, grouped
// as the spec groups them. A layer's features are fetched when it is first turned on, for the lot
// and about 500 ft around it; RED features are drawn red, YELLOW ones amber. The toggles sit in a
// 'Layers' disclosure in the map's top-right corner.
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { PathOptions } from 'leaflet';
import { GeoJSON, useMap } from 'react-leaflet';
import type { MapLayerFeaturesResponse, NeighbourLotsResponse, GisLayer, StreetData } from '../../../../core/api';
import type { ApiClient } from '../../api/client';
import { useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { loadNeighbourLots, neighbourLotsIfIn, onNeighbourLots } from '../neighbour-lots';
import { ReportContext } from '../../shell/report-context';
import { MapControl } from '../MapControl';
import { NEIGHBOURS_ZOOM, OVERVIEW_ZOOM } from '../map-constants';
import { EditedLot } from './EditedLot';
import { layerBBox } from './layer-bbox';
import { mapLayerFeatures } from '../../../../core/api';
import { send } from '../../api/client';

/** Overlays lie under the lot and buildings (Leaflet's overlay pane is 400). */
const OVERLAY_PANE = 'lotline-overlays';
const OVERLAY_PANE_Z_INDEX = '350';

/** Colours of layer features by status (spec 1 section 3: status colours). */
const STATUS_COLORS: Record<string, string> = { RED: '#cf222e', YELLOW: '#bf8700' };
const NO_STATUS_COLOR = '#6e7781';

const NEIGHBOUR_STYLE: PathOptions = { className: 'map__neighbour', color: '#8c959f', weight: 1, fill: false };

// One request per layer box for the page's life (the neighbours', per property, in map/neighbour-lots.ts); a failure may be retried.
const featureAnswers = new Map<string, Promise<MapLayerFeaturesResponse>>();

function cached<T>(cache: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  let answer = cache.get(key);
  if (!answer) {
    answer = ask();
    answer.catch(() => cache.delete(key));
    cache.set(key, answer);
  }
  return answer;
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** The spec's layer groups that map layers fall in (spec 2: layer groups), in the order shown. */
const GROUPS = ['ENVIRONMENTAL', 'REGULATORY'] as const;

/** The overlays of `property`, with their toggles (not outside a report: no API to ask), and the user's lot lines. */
export function OverlayLayers({ property }: { property: StreetData }) {
  const report = useContext(ReportContext);
  return (
    <>
      <EditedLot property={property} />
      {report && <Overlays property={property} api={report.api} notify={report.notify} />}
    </>
  );
}

function Overlays({ property, api, notify }: { property: StreetData; api: ApiClient; notify(kind: 'error', text: string): void }) {
  const t = useTranslate();
  const rules = useRuleTexts();
  const panelId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const propertyId = property.attributes.property_id;
  const [open, setOpen] = useState(false);
  const map = useMap();
  const [currentZoom, setZoom] = useState(() => map.getZoom());
  // Followed from before the first paint: the lot is fitted in a layout effect after this one
  // (LotMap's FitToLot), and the neighbours drawn from NEIGHBOURS_ZOOM show in the same frame.
  useLayoutEffect(() => {
    const follow = () => setZoom(map.getZoom());
    map.on('zoomend', follow);
    follow();
    return () => {
      map.off('zoomend', follow);
    };
  }, [map]);
  // The pane is made while rendering, not by react-leaflet's Pane, which renders its layers only
  // after an effect: the neighbours would miss the map's first paint, the lot shown alone.
  useState(() => {
    const pane = map.getPane(OVERLAY_PANE) ?? map.createPane(OVERLAY_PANE);
    pane.style.zIndex = OVERLAY_PANE_Z_INDEX;
  });

  const [neighboursOn, setNeighboursOn] = useState(true);
  // Usually in already (asked for with the street data), and read from the store as the map
  // renders, so they are drawn in its first paint; asked for here when they are not.
  const arrived = useSyncExternalStore(onNeighbourLots, () => neighbourLotsIfIn(propertyId));
  const [neighboursFailed, setNeighboursFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setNeighboursFailed(false);
    loadNeighbourLots(api, propertyId).catch(() => live && setNeighboursFailed(true));
    return () => {
      live = false;
    };
  }, [api, propertyId]);
  const neighbours: Loaded<NeighbourLotsResponse> = arrived ? { status: 'ready', data: arrived } : neighboursFailed ? { status: 'failed' } : { status: 'loading' };

  const [layers, setLayers] = useState<Record<string, { on: boolean; loaded?: Loaded<MapLayerFeaturesResponse> }>>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The lot lines may change (the user's correction): the box follows the lot.
  const lot = property.lot;
  const toggleLayer = useCallback(
    (layer: GisLayer) => {
      const id = layer.gis_layer_id;
      const current = layers[id];
      if (current?.on) {
        setLayers((all) => ({ ...all, [id]: { ...all[id], on: false } }));
        return;
      }
      if (current?.loaded?.status === 'ready') {
        setLayers((all) => ({ ...all, [id]: { ...all[id], on: true } }));
        return;
      }
      setLayers((all) => ({ ...all, [id]: { on: true, loaded: { status: 'loading' } } }));
      const bbox = layerBBox(lot);
      cached(featureAnswers, `${id}|${bbox.join(',')}`, () => send(api, mapLayerFeatures, { params: { layerId: id }, query: { bbox: bbox.join(',') } })).then(
        (data) => mounted.current && setLayers((all) => ({ ...all, [id]: { on: all[id]?.on ?? true, loaded: { status: 'ready', data } } })),
        () => {
          if (!mounted.current) return;
          setLayers((all) => ({ ...all, [id]: { on: false, loaded: { status: 'failed' } } }));
          notify('error', t('mapLayers.failed', { name: rules.text(layer.name) }));
        },
      );
    },
    [api, layers, lot, notify, t, rules],
  );

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggleButton.current?.focus();
  };

  const grouped = GROUPS.map((group) => ({ group, layers: property.gis_layers.filter((layer) => layer.group === group) })).filter((g) => g.layers.length > 0);
  return (
    <>
      {neighboursOn && currentZoom >= NEIGHBOURS_ZOOM && neighbours.status === 'ready' && (
        <GeoJSON key={`neighbours-${propertyId}`} data={neighbours.data} style={NEIGHBOUR_STYLE} interactive={false} pane={OVERLAY_PANE} />
      )}
      {currentZoom >= OVERVIEW_ZOOM &&
        property.gis_layers.map((layer) => {
          const state = layers[layer.gis_layer_id];
          if (!state?.on || state.loaded?.status !== 'ready') return null;
          return (
            <GeoJSON
              key={`layer-${layer.gis_layer_id}`}
              data={state.loaded.data.features}
              interactive={false}
              pane={OVERLAY_PANE}
              style={(feature) => {
                const color = STATUS_COLORS[String(feature?.properties?.status)] ?? NO_STATUS_COLOR;
                return { className: `map__layer map__layer--${layer.gis_layer_id}`, color, weight: 1.5, fillColor: color, fillOpacity: 0.2 };
              }}
            />
          );
        })}
      <MapControl position="topright" className="map-layers">
        <button
          ref={toggleButton}
          type="button"
          className="map-button map-layers__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('mapLayers.title')}
        </button>
        <div id={panelId} className="map-layers__panel" hidden={!open} onKeyDown={closeOnEscape}>
          <fieldset className="map-layers__group">
            <legend>{t('mapLayers.group.lots')}</legend>
            <label className="map-layers__item">
              <input type="checkbox" checked={neighboursOn} onChange={(event) => setNeighboursOn(event.currentTarget.checked)} />
              {t('mapLayers.neighbours')}
            </label>
            {neighbours.status === 'failed' && <p className="map-layers__note">{t('mapLayers.neighboursFailed')}</p>}
          </fieldset>
          {grouped.map(({ group, layers: list }) => (
            <fieldset key={group} className="map-layers__group">
              <legend>{t(group === 'ENVIRONMENTAL' ? 'mapLayers.group.environmental' : 'mapLayers.group.regulatory')}</legend>
              {list.map((layer) => {
                const state = layers[layer.gis_layer_id];
                const loading = state?.loaded?.status === 'loading';
                const data = state?.loaded?.status === 'ready' ? state.loaded.data : undefined;
                return (
                  <div key={layer.gis_layer_id} className="map-layers__row">
                    <label className="map-layers__item">
                      <input type="checkbox" checked={Boolean(state?.on)} aria-busy={loading || undefined} onChange={() => toggleLayer(layer)} />
                      {rules.text(layer.name)}
                    </label>
                    <span role="status" className="map-layers__status">
                      {loading && (
                        <>
                          <span className="loader__spinner map-layers__spinner" aria-hidden="true" />
                          <span className="visually-hidden">{t('mapLayers.loading', { name: rules.text(layer.name) })}</span>
                        </>
                      )}
                      {state?.on && data && (data.features.features.length === 0 ? t('mapLayers.none') : data.truncated ? t('mapLayers.truncated') : '')}
                    </span>
                    {state?.loaded?.status === 'failed' && <p className="map-layers__note">{t('mapLayers.failed', { name: rules.text(layer.name) })}</p>}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      </MapControl>
    </>
  );
}
