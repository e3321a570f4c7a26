// The buildings the user added (`building_source: 'user'`), drawn apart from the survey's, each
// with a badge in its middle that opens a popup to delete it; the badge is a button, so the
// keyboard reaches it too. While another tool is in use they are only drawn.
import { useRef } from 'react';
import L from 'leaflet';
import { Marker, Polygon as PolygonLayer } from 'react-leaflet';
import type { UserBuilding } from '../../../../core/api/layout.schema';
import type { Position } from '../../../../core/geo/geojson.schema';
import { polygonCentre } from '../../../../core/placement/layout-ops';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../layout/layout-context';
import { userBuildingName } from './building-names';
import { RemovePopup } from './RemovePopup';

const BADGE_ICON = L.divIcon({ className: 'map-badge map-badge--building', iconSize: [16, 16] });

const latLngsOf = (ring: readonly Position[]): [number, number][] => ring.map(([lng, lat]) => [lat, lng]);

/** The user's buildings; hidden during a merge, which draws them itself. */
export function UserBuildings() {
  const t = useTranslate();
  const locale = useLocale();
  const { buildings, removeBuilding, tool } = useLayout();
  if (tool === 'merge') return null;
  const interactive = tool === 'select';
  return (
    <>
      {buildings.map((building, index) => (
        <UserBuildingLayer
          key={`${building.properties.id}-${interactive}`}
          building={building}
          name={userBuildingName(t, locale, building, index)}
          interactive={interactive}
          deleteLabel={t('mapTools.delete')}
          onDelete={() => removeBuilding(building.properties.id)}
        />
      ))}
    </>
  );
}

interface LayerProps {
  building: UserBuilding;
  name: string;
  interactive: boolean;
  deleteLabel: string;
  onDelete(): void;
}

function UserBuildingLayer({ building, name, interactive, deleteLabel, onDelete }: LayerProps) {
  const badge = useRef<L.Marker>(null);
  const [lng, lat] = polygonCentre(building.geometry);
  return (
    <>
      <PolygonLayer
        positions={latLngsOf(building.geometry.coordinates[0]!)}
        className="map__user-building"
        pathOptions={{ color: '#8250df', weight: 2, fillColor: '#8250df', fillOpacity: 0.35 }}
        interactive={interactive}
        eventHandlers={interactive ? { click: () => badge.current?.openPopup() } : {}}
      />
      {interactive && (
        <Marker ref={badge} position={[lat, lng]} icon={BADGE_ICON} title={name} keyboard>
          <RemovePopup title={name} removeLabel={deleteLabel} onRemove={onDelete} />
        </Marker>
      )}
    </>
  );
}
