// The lot map: the lot outline and its buildings on a Leaflet map, fitted to the lot. Tiles are
// optional (a tile URL template); without them the map draws on a plain background.
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { PlacedUnitFeature } from '../../../core/api/placement.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import { adoptStyles } from '../styles/adopt';
import { PhotoMarkers } from './PhotoMarkers';

/** Padding around the lot when fitting, in pixels. */
const FIT_PADDING_PX = 24;
/** The closest zoom the map allows (spec 1 section 9 lists 20.5 among its zoom constants). */
const MAX_ZOOM = 22;

interface Props {
  property: StreetData;
  tileUrl?: string | undefined;
  label: string;
  /** Whether to draw where a backyard cottage may stand (default true). */
  showSetbackArea?: boolean | undefined;
  /** Pixels at the bottom of the map hidden by a sheet over it: the lot is fitted above them. */
  bottomInset?: number | undefined;
  /** A placed floor plan: its colour comes from the stylesheet, by ADU type (`adu-type--…`). */
  placedUnit?: PlacedUnitFeature | undefined;
}

/** Stroke colours of lot lines by kind (front red, side blue, rear green), as in the golden fixtures. */
const EDGE_COLORS: Record<string, string> = { front: '#d1242f', side: '#0969da', rear: '#1a7f37' };

function FitToLot({ bounds, bottomInset }: { bounds: L.LatLngBounds; bottomInset: number }) {
  const map = useMap();
  useEffect(() => {
    const root = map.getContainer().getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, leafletCss);
    // The map's box changes with the layout (side panel, bottom sheet): the lot is refitted
    // whenever the box differs from the one it was last fitted to.
    const container = map.getContainer();
    const sizeOf = () => `${container.clientWidth}x${container.clientHeight}`;
    let fitted = '';
    const fit = () => {
      fitted = sizeOf();
      map.invalidateSize();
      map.fitBounds(bounds, { paddingTopLeft: [FIT_PADDING_PX, FIT_PADDING_PX], paddingBottomRight: [FIT_PADDING_PX, FIT_PADDING_PX + bottomInset], maxZoom: 21 });
    };
    fit();
    const observer = new ResizeObserver(() => {
      if (sizeOf() !== fitted) fit();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, bounds, bottomInset]);
  return null;
}

/** The map of one property's lot and buildings. */
export function LotMap({ property, tileUrl, label, showSetbackArea = true, bottomInset = 0, placedUnit }: Props) {
  const lotLayer = useMemo(() => L.geoJSON(property.lot), [property.lot]);
  const bounds = useMemo(() => lotLayer.getBounds(), [lotLayer]);
  const edges = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: property.lot_edges.map((edge) => ({
        type: 'Feature' as const,
        properties: { kind: edge.kind },
        geometry: { type: 'LineString' as const, coordinates: [edge.from, edge.to] },
      })),
    }),
    [property.lot_edges],
  );
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
        {showSetbackArea && property.setbacked_area.ext && (
          <GeoJSON
            key={`setback-${property.attributes.property_id}`}
            data={property.setbacked_area.ext}
            style={{ className: 'map__setback', color: '#2da44e', weight: 1, dashArray: '4 3', fillColor: '#2da44e', fillOpacity: 0.25 }}
          />
        )}
        <GeoJSON
          key={`edges-${property.attributes.property_id}`}
          data={edges}
          style={(feature) => {
            const kind = String(feature?.properties?.kind ?? 'side');
            return { className: `map__edge map__edge--${kind}`, color: EDGE_COLORS[kind] ?? '#57606a', weight: 4, opacity: 0.9 };
          }}
        />
        <GeoJSON
          key={`buildings-${property.attributes.property_id}`}
          data={property.buildings_geojson}
          style={{ className: 'map__building', color: '#57606a', weight: 1.5, fillColor: '#8c959f', fillOpacity: 0.6 }}
        />
        {placedUnit && (
          <GeoJSON
            // A new answer is a new layer: react-leaflet does not redraw changed data in place.
            key={`unit-${JSON.stringify(placedUnit.geometry.coordinates)}-${placedUnit.properties.adu_type}`}
            data={placedUnit}
            style={{ className: `map__unit adu-type--${placedUnit.properties.adu_type}`, weight: 2, fillOpacity: 0.55 }}
          />
        )}
        <PhotoMarkers property={property} />
        <FitToLot bounds={bounds} bottomInset={bottomInset} />
      </MapContainer>
    </div>
  );
}
