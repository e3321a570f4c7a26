// The property's map pane: the lot map, fetched lazily, with its legend.
import { lazy, Suspense } from 'react';
import type { PlacedUnitFeature } from '../../../core/api/placement.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import type { Translate } from '../i18n/use-translate';

// Leaflet and react-leaflet ship in their own chunk, fetched when a property opens, so the
// first screen (the address search) loads without them (docs/decisions/008).
const LotMap = lazy(() => import('../map/LotMap').then((module) => ({ default: module.LotMap })));

interface Props {
  property: StreetData;
  t: Translate;
  tileUrl?: string | undefined;
  /** Whether to draw where a backyard cottage may stand (not on the in-home apartment page). */
  showSetbackArea?: boolean;
  /** Pixels at the bottom of the map covered by the bottom sheet. */
  bottomInset?: number;
  /** A floor plan placed on the lot, drawn in the colour of its ADU type. */
  placedUnit?: PlacedUnitFeature | undefined;
}

/** The lot map with its legend. */
export function PropertyView({ property, t, tileUrl, showSetbackArea = true, bottomInset = 0, placedUnit }: Props) {
  const setbackShown = showSetbackArea && property.setbacked_area.ext !== null;
  return (
    <div className="property__map">
      <Suspense
        fallback={
          <p className="loader map-loader" role="status">
            <span className="loader__spinner" aria-hidden="true" />
            {t('map.loading')}
          </p>
        }
      >
        <LotMap property={property} tileUrl={tileUrl} label={t('property.map')} showSetbackArea={showSetbackArea} bottomInset={bottomInset} placedUnit={placedUnit} />
      </Suspense>
      <ul className="legend" aria-label={t('legend.title')}>
        <li><span className="legend__swatch legend__swatch--front" aria-hidden="true" />{t('legend.front')}</li>
        <li><span className="legend__swatch legend__swatch--side" aria-hidden="true" />{t('legend.side')}</li>
        <li><span className="legend__swatch legend__swatch--rear" aria-hidden="true" />{t('legend.rear')}</li>
        {setbackShown && (
          <li><span className="legend__swatch legend__swatch--setback" aria-hidden="true" />{t('legend.setback')}</li>
        )}
        {placedUnit && (
          <li><span className={`legend__swatch legend__swatch--unit adu-type--${placedUnit.properties.adu_type}`} aria-hidden="true" />{t(`aduType.${placedUnit.properties.adu_type}`)}</li>
        )}
      </ul>
    </div>
  );
}
