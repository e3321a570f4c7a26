// The lot map: the lot outline, its lot lines coloured by kind with their legend, its setback area
// and buildings on a Leaflet map, fitted to the lot and the street in front of it (opening-view.ts;
// the lot alone on paper), with a scale bar in feet, the base and overlay layers, the units laid
// out on the page, the plan constructor's drawing, the playground's setback polygon and the editing
// tools. The backyard cottage's area is left off where the house is not in the data. The base map is raster tiles of a URL template, a Protomaps archive, or else drawn from our
// own data (layers/BaseLayers.tsx).
import { useContext, useLayoutEffect, useMemo, type CSSProperties } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { GeoJSON, MapContainer, useMap } from 'react-leaflet';
import type { StreetData } from '../../../core/api';
import { HousePosition, housePositionOf } from '../../../core/placement';
import { LayoutContext } from '../shell/layout-context';
import { addReportWords } from '../i18n/messages-report';
import { adoptStyles } from '../styles/adopt';
import { DraftLayer } from './draw/DraftLayer';
import { BaseLayers } from './layers/BaseLayers';
import { LotEdges } from './layers/LotEdges';
import { OverlayLayers } from './layers/OverlayLayers';
import { PlaygroundSetback } from './layers/PlaygroundSetback';
import { View3D } from './layers/View3D';
import { ADDRESS_ZOOM, CLOSE_ZOOM, DEFAULT_CENTRE } from './map-constants';
import { openingViewBox } from './opening-view';
import { PhotoMarkers } from './PhotoMarkers';
import { ScaleBar } from './ScaleBar';
import { MapToolbar } from './tools/MapToolbar';
import { FitNote } from './units/FitNote';
import { UnitsLayer } from './units/UnitsLayer';

// The map's words are the report's; the map is preloaded and may arrive before the report's chunk (decision 071).
addReportWords();

/** Padding around the lot when fitting, in pixels. */
const FIT_PADDING_PX = 24;
/** The closest zoom the map allows (spec 1 section 9 lists 20.5 among its zoom constants). */
const MAX_ZOOM = 22;

interface Props {
  property: StreetData;
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  /** A Protomaps base map archive, drawn when there is no tile URL. */
  pmtilesUrl?: string | undefined;
  label: string;
  /** Which setback area to draw: where a backyard cottage (ext) or an in-home apartment (int) may go; null for none. */
  setbackArea?: 'ext' | 'int' | null | undefined;
  /** Pixels at the bottom of the map hidden by a sheet over it: the lot is fitted above them. */
  bottomInset?: number | undefined;
  /** Whether a bottom sheet lies over the map: the tool bar is then a row along the map's top, which every sheet position leaves showing. */
  underSheet?: boolean | undefined;
}

/** Fits the map to `bounds` (the opening view) on screen, and to `paperBounds` (the lot) on paper, where no base map shows the street. */
function FitToLot({ bounds, paperBounds, bottomInset }: { bounds: L.LatLngBounds; paperBounds: L.LatLngBounds; bottomInset: number }) {
  const map = useMap();
  // Before the first paint: the map may have been made on a box of another size, and would show
  // the lot at the wrong zoom for a frame, without the neighbours drawn from NEIGHBOURS_ZOOM.
  useLayoutEffect(() => {
    const root = map.getContainer().getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, leafletCss);
    if (!bounds.isValid()) return;
    // The map's box changes with the layout (side panel, bottom sheet): the lot is refitted
    // whenever the box differs from the one it was last fitted to.
    const container = map.getContainer();
    const sizeOf = () => `${container.clientWidth}x${container.clientHeight}`;
    const printing = window.matchMedia('print');
    let fitted = '';
    const fit = () => {
      fitted = sizeOf();
      // On paper the sheet is not over the map (report.css, @media print).
      const inset = printing.matches ? 0 : bottomInset;
      map.invalidateSize();
      // Without animation: Leaflet's zoom transition ends on a timer that outlives map.remove(), so
      // leaving the report (or signing in or out, which remounts it) during one threw '_leaflet_pos'.
      map.fitBounds(printing.matches ? paperBounds : bounds, { paddingTopLeft: [FIT_PADDING_PX, FIT_PADDING_PX], paddingBottomRight: [FIT_PADDING_PX, FIT_PADDING_PX + inset], maxZoom: CLOSE_ZOOM, animate: false });
    };
    fit();
    const observer = new ResizeObserver(() => {
      if (sizeOf() !== fitted) fit();
    });
    observer.observe(container);
    // Printed, the map has the paper's box, and no resize is observed while printing: the lot would
    // stay where the window had it, off-centre or cut off. Chromium lays the page out for paper
    // after `beforeprint` and then tells print media query listeners, so the lot is fitted on
    // both, and fitted to the window again afterwards.
    const events = ['beforeprint', 'afterprint'] as const;
    for (const type of events) window.addEventListener(type, fit);
    printing.addEventListener('change', fit);
    return () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, fit);
      printing.removeEventListener('change', fit);
    };
  }, [map, bounds, paperBounds, bottomInset]);
  return null;
}

const versions = new WeakMap<object, number>();
let lastVersion = 0;
/**
 * A key that changes whenever `data` is another object: react-leaflet's GeoJSON does not redraw
 * changed data in place, and a re-fetched report (after a lot edit or a new building) brings new
 * objects for the same property.
 */
function keyOf(name: string, data: object): string {
  let version = versions.get(data);
  if (version === undefined) versions.set(data, (version = ++lastVersion));
  return `${name}-${version}`;
}

/** The address point as Leaflet's [lat, lng], or the default centre. */
function fallbackCentre(property: StreetData): [number, number] {
  const { lat, lng } = property.attributes.address;
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : [DEFAULT_CENTRE[1], DEFAULT_CENTRE[0]];
}

/** The map of one property's lot and buildings. */
export function LotMap({ property, tileUrl, satelliteTileUrl, pmtilesUrl, label, setbackArea = 'ext', bottomInset = 0, underSheet = false }: Props) {
  const paperBounds = useMemo(() => L.geoJSON(property.lot).getBounds(), [property.lot]);
  // The lot with the street beyond its front lines, so the street and its name show from the start.
  const bounds = useMemo(() => {
    const box = openingViewBox(property.lot, property.lot_edges);
    return box ? L.latLngBounds([box[1], box[0]], [box[3], box[2]]) : L.latLngBounds([]);
  }, [property.lot, property.lot_edges]);
  // Where the house is missing from the data, the detached area would be drawn over it (issue 31).
  const houseMissing = setbackArea === 'ext' && housePositionOf(property) === HousePosition.NotInData;
  const area = setbackArea && !houseMissing ? property.setbacked_area[setbackArea] : null;
  // The user's own buildings are drawn by the tools layer, which lets them be deleted; the
  // survey's are left off the playground once the user cleared the existing structures there.
  const layout = useContext(LayoutContext);
  const surveyCleared = layout?.page === 'playground' && layout.surveyBuildingsCleared;
  const surveyBuildings = useMemo(
    () => ({
      ...property.buildings_geojson,
      features: surveyCleared ? [] : property.buildings_geojson.features.filter((f) => f.properties.building_source !== 'user'),
    }),
    [property.buildings_geojson, surveyCleared],
  );
  // The map's bottom-right corner (the lot lines' legend, the attribution) sits above the sheet over the map.
  const insetStyle = { '--lotline-map-inset': `${bottomInset}px` } as CSSProperties;
  return (
    <div className="map" role="region" aria-label={label} style={insetStyle}>
      <MapContainer
        className="map__canvas"
        // A lot without an outline opens on its address, or on the spec's default centre.
        {...(bounds.isValid() ? { bounds } : { center: fallbackCentre(property), zoom: ADDRESS_ZOOM })}
        maxZoom={MAX_ZOOM}
        zoomSnap={0.25}
        attributionControl={Boolean(tileUrl || satelliteTileUrl || pmtilesUrl)}
        keyboard
      >
        <BaseLayers tileUrl={tileUrl} satelliteTileUrl={satelliteTileUrl} pmtilesUrl={pmtilesUrl} />
        <OverlayLayers property={property} />
        {/* Cleared on the playground, the lot is filled opaque: the base map under it draws the survey's buildings too. */}
        <GeoJSON
          key={`${keyOf('lot', property.lot)}${surveyCleared ? '-cleared' : ''}`}
          data={property.lot}
          style={surveyCleared ? { className: 'map__lot', color: '#1f6feb', weight: 3, fillColor: '#eef3fb', fillOpacity: 1 } : { className: 'map__lot', color: '#1f6feb', weight: 3, fillColor: '#1f6feb', fillOpacity: 0.08 }}
        />
        {area && (
          <GeoJSON
            key={keyOf('setback', area)}
            data={area}
            style={{ className: 'map__setback', color: '#2da44e', weight: 1, dashArray: '4 3', fillColor: '#2da44e', fillOpacity: 0.25 }}
          />
        )}
        {/* Before the legend: the scale sits under it in their corner. */}
        <ScaleBar />
        <LotEdges key={keyOf('edges', property.lot_edges)} edges={property.lot_edges} />
        <GeoJSON
          key={keyOf('buildings', surveyBuildings)}
          data={surveyBuildings}
          style={{ className: 'map__building', color: '#57606a', weight: 1.5, fillColor: '#8c959f', fillOpacity: 0.6 }}
        />
        <PlaygroundSetback />
        <View3D property={property} />
        <UnitsLayer property={property} />
        <FitNote property={property} />
        <DraftLayer property={property} />
        <PhotoMarkers property={property} />
        <MapToolbar property={property} orientation={underSheet ? 'horizontal' : 'vertical'} />
        <FitToLot bounds={bounds} paperBounds={paperBounds} bottomInset={bottomInset} />
      </MapContainer>
    </div>
  );
}
