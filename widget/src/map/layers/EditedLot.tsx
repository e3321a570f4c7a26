// The lot drawn as the user's (spec 2: edit lot): when the lot lines are the signed-in user's
// correction, a dashed outline over the lot and a note 'Lot lines edited by you' on the map.
import { GeoJSON, Pane } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import { useTranslate } from '../../i18n/use-translate';
import { MapControl } from '../MapControl';

/** Over the lot and buildings (overlay pane 400), under the 3D view (450). */
const PANE = 'lotline-user-lot';
const PANE_STYLE = { zIndex: 410 };

/** Whether the lot shown is the user's correction; read defensively from street data without `lot_source`. */
export function isUserLot(property: StreetData): boolean {
  const source = (property as Partial<Pick<StreetData, 'lot_source'>>).lot_source;
  return source ? source === 'user' : Boolean(property.user_overrides?.lot);
}

/** The dashed outline and the note, for a lot the user edited. */
export function EditedLot({ property }: { property: StreetData }) {
  const t = useTranslate();
  if (!isUserLot(property)) return null;
  return (
    <>
      <Pane name={PANE} style={PANE_STYLE}>
        <GeoJSON
          key={`user-lot-${JSON.stringify(property.lot.coordinates[0]?.[0])}`}
          data={property.lot}
          style={{ className: 'map__lot--user', color: '#ffffff', weight: 4, opacity: 0.9, dashArray: '6 6', fill: false }}
          interactive={false}
        />
      </Pane>
      <MapControl position="bottomleft" className="map-note">
        <p className="map-note__text">
          <span className="map-note__swatch" aria-hidden="true" />
          {t('mapLayers.lotEdited')}
        </p>
      </MapControl>
    </>
  );
}
