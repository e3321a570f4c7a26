// Base layers (spec 2: map types 'map' and 'satellite'): street or satellite tiles from the
// configured URL templates, chosen in a small radio group that is remembered for the visit. 'map'
// is, in this order, raster tiles of the street tile URL, the server's Protomaps archive
// (ProtomapsBaseMap, decision 030), or Lotline's own base map drawn from the loaded data (BaseMap);
// satellite needs its URL. The same corner holds the 2D/3D switch (spec 2: view modes 2d/3d).
import { useContext, useId, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useTranslate } from '../../i18n/use-translate';
import { LayoutContext } from '../../shell/layout-context';
import { ReportContext } from '../../shell/report-context';
import { MapControl } from '../MapControl';
import { BaseMap } from './BaseMap';
import { ProtomapsBaseMap } from './ProtomapsBaseMap';

interface Props {
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  /** A Protomaps base map archive (absolute URL), drawn for 'map' when there is no street tile URL. */
  pmtilesUrl?: string | undefined;
}

/** A base map type (spec 2: map types). */
export type BaseType = 'map' | 'satellite';

/** The closest zoom tile servers are asked for; closer, tiles are enlarged. */
const NATIVE_ZOOM = 19;

const STORAGE_KEY = 'lotline.baseLayer';
/** The choice of this visit when session storage is unavailable (a sandboxed frame). */
let visitChoice: BaseType | undefined;

function rememberedChoice(): BaseType | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored === 'map' || stored === 'satellite') return stored;
  } catch {
    // Storage refused: the module's memory serves this page.
  }
  return visitChoice;
}

function remember(choice: BaseType): void {
  visitChoice = choice;
  try {
    sessionStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // As above.
  }
}

/** The base layer chosen by the user, its switch and the 2D/3D switch. */
export function BaseLayers({ tileUrl, satelliteTileUrl, pmtilesUrl }: Props) {
  const t = useTranslate();
  const map = useMap();
  const layout = useContext(LayoutContext);
  const report = useContext(ReportContext);
  const name = useId();
  const urls: Record<BaseType, string | undefined> = { map: tileUrl || undefined, satellite: satelliteTileUrl || undefined };
  // The street map is always there in a report: tiles or an archive when configured, else drawn from our data.
  const available: Record<BaseType, boolean> = { map: Boolean(urls.map || pmtilesUrl || report), satellite: Boolean(urls.satellite) };
  const [wanted, setWanted] = useState<BaseType>(() => rememberedChoice() ?? 'map');
  // A remembered type not available on this page falls back to the other.
  const shown: BaseType | null = available[wanted] ? wanted : available.map ? 'map' : available.satellite ? 'satellite' : null;
  const choose = (choice: BaseType) => {
    setWanted(choice);
    remember(choice);
  };
  const is3d = layout?.viewMode === '3d';
  return (
    <>
      {shown && urls[shown] && <TileLayer key={shown} url={urls[shown]} maxNativeZoom={NATIVE_ZOOM} maxZoom={map.getMaxZoom()} />}
      {shown === 'map' && !urls.map && pmtilesUrl && (
        <ProtomapsBaseMap key={pmtilesUrl} url={pmtilesUrl} fallback={report && <BaseMap api={report.api} />} />
      )}
      {shown === 'map' && !urls.map && !pmtilesUrl && report && <BaseMap api={report.api} />}
      <MapControl position="topright" className="map-base">
        {shown && available.satellite && (
          <fieldset className="map-base__types">
            <legend className="visually-hidden">{t('mapLayers.baseType')}</legend>
            {(['map', 'satellite'] as const).map((type) => (
              <label key={type} className={`map-base__type${available[type] ? '' : ' map-base__type--disabled'}`}>
                <input type="radio" name={name} value={type} checked={shown === type} disabled={!available[type]} onChange={() => choose(type)} />
                {t(type === 'map' ? 'mapLayers.map' : 'mapLayers.satellite')}
              </label>
            ))}
          </fieldset>
        )}
        {layout && (
          <button type="button" className="map-button map-base__view" aria-pressed={is3d} onClick={() => layout.setViewMode(is3d ? '2d' : '3d')}>
            {t('mapLayers.view3d')}
          </button>
        )}
      </MapControl>
    </>
  );
}
