// The lot map: the lot outline and its buildings on a Leaflet map, fitted to the lot. Tiles are
// optional (a tile URL template); without them the map draws on a plain background.
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { StreetData } from '../../../core/api/street-data.schema';
import { adoptStyles } from '../styles/adopt';

/** Padding around the lot when fitting, in pixels. */
const FIT_PADDING_PX = 24;
/** The closest zoom the map allows (spec 1 section 9 lists 20.5 among its zoom constants). */
const MAX_ZOOM = 22;

interface Props {
  property: StreetData;
  tileUrl?: string | undefined;
  label: string;
}

function FitToLot({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    const root = map.getContainer().getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, leafletCss);
    map.invalidateSize();
    map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: 21 });
  }, [map, bounds]);
  return null;
}

/** The map of one property's lot and buildings. */
export function LotMap({ property, tileUrl, label }: Props) {
  const lotLayer = useMemo(() => L.geoJSON(property.lot), [property.lot]);
  const bounds = useMemo(() => lotLayer.getBounds(), [lotLayer]);
  return (
    <div className="map" role="region" aria-label={label}>
      <MapContainer
        className="map__canvas"
        bounds={bounds}
        maxZoom={MAX_ZOOM}
        zoomSnap={0.25}
        attributionControl={Boolean(tileUrl)}
        keyboard
      >
        {tileUrl && <TileLayer url={tileUrl} maxNativeZoom={19} maxZoom={MAX_ZOOM} />}
        <GeoJSON
          key={`lot-${property.attributes.property_id}`}
          data={property.lot}
          style={{ className: 'map__lot', color: '#1f6feb', weight: 3, fillColor: '#1f6feb', fillOpacity: 0.08 }}
        />
        <GeoJSON
          key={`buildings-${property.attributes.property_id}`}
          data={property.buildings_geojson}
          style={{ className: 'map__building', color: '#57606a', weight: 1.5, fillColor: '#8c959f', fillOpacity: 0.6 }}
        />
        <FitToLot bounds={bounds} />
      </MapContainer>
    </div>
  );
}
