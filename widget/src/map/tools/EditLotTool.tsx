// The edit lot tool (spec 2: editing tools 'edit lot'): the signed-in user corrects the lot lines by
// dragging the corners of a copy of the lot (Leaflet-Geoman's vertex editing, loaded on first use),
// then saves it as their lot, or restores the public lot lines. Saving re-fetches the report, whose
// setbacks then follow the corrected lot.
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { Polygon, Position } from '../../../../core/geo';
import { outlineOfPolygon } from '../../../../core/placement';
import { useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { useReport } from '../../shell/report-context';
import { CLOSE_ZOOM } from '../map-constants';
import { ToolPanel } from './ToolPanel';

/** The outer ring of a lot of one part, or null for a lot in several parts (which is not edited here). */
function editableRing(lot: StreetData['lot']): Position[] | null {
  if (lot.type === 'Polygon') return lot.coordinates[0] ?? null;
  return lot.coordinates.length === 1 ? (lot.coordinates[0]![0] ?? null) : null;
}

type Status = 'loading' | 'ready' | 'failed' | 'saving';

/** Editing the lot lines. */
export function EditLotTool({ property }: { property: StreetData }) {
  const t = useTranslate();
  const map = useMap();
  const { setLot, setTool } = useLayout();
  const { notify } = useReport();
  const [status, setStatus] = useState<Status>('loading');
  const layerRef = useRef<L.Polygon | null>(null);
  const ring = useMemo(() => editableRing(property.lot), [property.lot]);

  useEffect(() => {
    if (!ring) return;
    let live = true;
    let stop: (() => void) | undefined;
    const layer = L.polygon(
      ring.slice(0, -1).map(([lng, lat]) => [lat, lng] as [number, number]),
      { className: 'map__lot-edit', color: '#bf3989', weight: 2, fillColor: '#bf3989', fillOpacity: 0.06 },
    ).addTo(map);
    layerRef.current = layer;
    map.fitBounds(layer.getBounds(), { maxZoom: CLOSE_ZOOM, padding: [32, 32] });
    setStatus('loading');
    import('./geoman').then(
      ({ editVertices }) => {
        if (!live) return;
        stop = editVertices(map, layer);
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      stop?.();
      layer.remove();
      layerRef.current = null;
    };
  }, [map, ring]);

  const save = async () => {
    const layer = layerRef.current;
    if (!layer) return;
    const edited = layer.toGeoJSON(false).geometry;
    if (edited.type !== 'Polygon') return;
    const polygon: Polygon = { type: 'Polygon', coordinates: [edited.coordinates[0]!.map(([lng, lat]): Position => [lng!, lat!])] };
    if (!outlineOfPolygon(polygon)) {
      notify('warning', t('mapTools.selfCrossing'));
      return;
    }
    setStatus('saving');
    await setLot(polygon);
    setTool('select');
  };
  const restore = async () => {
    setStatus('saving');
    await setLot(null);
    setTool('select');
  };

  const busy = status === 'saving';
  return (
    <ToolPanel title={t('mapTools.editLot')} hint={t(ring ? 'mapTools.editLotHint' : 'mapTools.lotInParts')}>
      <p className="map-tools__status" role="status">
        {status === 'loading' && ring ? t('mapTools.editorLoading') : status === 'failed' ? t('mapTools.editorFailed') : busy ? t('mapTools.saving') : ''}
      </p>
      <div className="map-tools__actions">
        <button type="button" className="map-button" disabled={busy} onClick={() => setTool('select')}>
          {t('mapTools.cancel')}
        </button>
        {ring && (
          <button type="button" className="map-button map-button--primary" disabled={status !== 'ready'} onClick={() => void save()}>
            {t('mapTools.save')}
          </button>
        )}
      </div>
      {property.user_overrides?.lot && (
        <button type="button" className="map-button map-tools__restore" disabled={busy} onClick={() => void restore()}>
          {t('mapTools.restoreLot')}
        </button>
      )}
    </ToolPanel>
  );
}
