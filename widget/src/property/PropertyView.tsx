// The property's map pane: the lot map, fetched lazily, with its legend (the lot lines' kinds are
// listed on the map itself, map/layers/LotEdges.tsx, so the legend shows on a phone too). Where the
// assessor records a house the data has no footprint of, a notice above the map says so and offers
// to trace it (HouseNotice.tsx); the backyard cottage's area is not drawn meanwhile.
import { Suspense, useEffect, useRef, useState } from 'react';
import type { StreetData } from '../../../core/api';
import { HousePosition, housePositionOf } from '../../../core/placement';
import { formatNumber } from '../i18n/format';
import { useLocale, type Translate } from '../i18n/use-translate';
import { useLayout } from '../shell/layout-context';
import { unitKindLabel } from '../layout/unit-fit';
import { usePreloaded } from '../ui/preloadable';
import { HouseNotice } from './HouseNotice';
import { lotMapChunk } from '../map/lot-map-chunk';

interface Props {
  property: StreetData;
  t: Translate;
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  pmtilesUrl?: string | undefined;
  /** Which setback area to draw: the backyard cottage's (ext) or the in-home apartment's (int). */
  setbackArea?: 'ext' | 'int';
  /** Pixels at the bottom of the map covered by the bottom sheet. */
  bottomInset?: number;
  /** Whether the report's bottom sheet lies over the map (a phone's report). */
  underSheet?: boolean;
}

/** False until the frame after the first paint: what mounts then does not hold that paint. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The lot map with its legend. */
export function PropertyView({ property, t, tileUrl, satelliteTileUrl, pmtilesUrl, setbackArea = 'ext', bottomInset = 0, underSheet = false }: Props) {
  const { units } = useLayout();
  const locale = useLocale();
  const unmeasured = property.unmeasured ?? null;
  // One legend entry per ADU type on the map, in the order the units were placed.
  // One legend entry per name: ADUs by type, playground structures by category (a shed and a pool apart).
  const unitTypes = [...new Map(units.map((unit) => [unitKindLabel(t, unit, { byColour: true }), unit.properties.adu_type] as const))];
  const houseMissing = setbackArea === 'ext' && housePositionOf(property) === HousePosition.NotInData;
  const setbackShown = property.setbacked_area[setbackArea] !== null && !houseMissing;
  const userLot = property.lot_source === 'user';
  const pane = useRef<HTMLDivElement>(null);
  // The map's chunk, usually fetched while the address was typed: rendered once it is in, never
  // suspending the report, and after the report's first paint, so setting up Leaflet does not hold it.
  const LotMap = usePreloaded(lotMapChunk);
  const painted = useAfterFirstPaint();
  const mapLoader = (
    <p className="loader map-loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      {t('map.loading')}
    </p>
  );
  return (
    <div className="property__map" ref={pane}>
      {houseMissing && <HouseNotice t={t} pane={pane} />}
      <Suspense fallback={mapLoader}>
        {LotMap && painted ? (
          <LotMap property={property} tileUrl={tileUrl} satelliteTileUrl={satelliteTileUrl} pmtilesUrl={pmtilesUrl} label={t('property.map')} setbackArea={setbackArea} bottomInset={bottomInset} underSheet={underSheet} />
        ) : (
          mapLoader
        )}
      </Suspense>
      {unmeasured && (
        <p className="map-note" role="note">
          {t(`map.unmeasured.${unmeasured.what}`, { count: formatNumber(unmeasured.count, locale), limit: formatNumber(unmeasured.limit, locale) })}
        </p>
      )}
      {(setbackShown || userLot || unitTypes.length > 0) && (
        <ul className="legend" aria-label={t('legend.title')}>
          {setbackShown && (
            <li><span className="legend__swatch legend__swatch--setback" aria-hidden="true" />{t(setbackArea === 'int' ? 'legend.setbackInt' : 'legend.setback')}</li>
          )}
          {userLot && (
            <li><span className="legend__swatch legend__swatch--edited-lot" aria-hidden="true" />{t('mapLayers.lotEdited')}</li>
          )}
          {unitTypes.map(([label, type]) => (
            <li key={label}><span className={`legend__swatch legend__swatch--unit adu-type--${type}`} aria-hidden="true" />{label}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
