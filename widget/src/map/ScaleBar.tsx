// The map's scale bar in feet (miles when far out), in the bottom-right corner with the legend, which
// stays above the bottom sheet on a phone. Leaflet's own scale writes 'ft' and 'mi' itself; this
// one takes its words from the catalogue and its look from Leaflet's scale line.
import { useCallback, useLayoutEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { FEET_PER_METER } from '../../../core/geo';
import { formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { MapControl } from './MapControl';
import { scaleLength, type ScaleLength } from './scale-bar';

/** The widest the bar may be, in pixels (Leaflet's default). */
const WIDEST_PX = 100;

/** The scale bar of the map's current view. */
export function ScaleBar() {
  const t = useTranslate();
  const locale = useLocale();
  const map = useMap();
  const measure = useCallback((): ScaleLength | null => {
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return null;
    // Measured across the middle of the map, as Leaflet's scale is.
    const y = size.y / 2;
    const metres = map.distance(map.containerPointToLatLng([0, y]), map.containerPointToLatLng([WIDEST_PX, y]));
    return scaleLength(metres * FEET_PER_METER);
  }, [map]);
  const [scale, setScale] = useState(measure);
  // From before the first paint, as the lot is fitted (LotMap's FitToLot, a layout effect after this one).
  useLayoutEffect(() => {
    const update = () => setScale(measure());
    const events = 'moveend zoomend resize';
    map.on(events, update);
    update();
    return () => {
      map.off(events, update);
    };
  }, [map, measure]);
  const text = scale && t(scale.unit === 'feet' ? 'map.scale.feet' : 'map.scale.miles', { value: formatNumber(scale.value, locale) });
  // The control is added at once, even before the map has a size, so it keeps its place in the corner.
  return (
    <MapControl position="bottomright" className="leaflet-control-scale map-scale">
      {scale && (
        <div className="leaflet-control-scale-line map-scale__line" role="img" aria-label={`${t('map.scale')}: ${text}`} style={{ width: `${Math.round(WIDEST_PX * scale.fraction)}px` }}>
          {text}
        </div>
      )}
    </MapControl>
  );
}
