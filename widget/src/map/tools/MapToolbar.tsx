// The map's editing tools (spec 2): select, measure, draw polygon, draw square, add image, line,
// text, merge, edit lot, as a vertical toolbar of icon buttons in the map's top-left corner with the
// panel of the tool in use beside it; under a phone's bottom sheet, a row along the map's top
// beside the zoom buttons with the panel below it, since the full sheet leaves only the top 74 px of
// the map showing. The tool in use is the layout's (`tool`); pressing its button
// again, or Escape anywhere in the widget, goes back to select. Tools that change what is saved for the
// property (buildings, photos, the lot) ask visitors to sign in first. The user's buildings and
// notes are drawn here too, since their popups belong to the select tool.
import { useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { MessageKey } from '../../i18n/messages';
import { useTranslate } from '../../i18n/use-translate';
import { LayoutContext, type LayoutValue, type MapTool } from '../../shell/layout-context';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';
import { LockIcon } from '../../ui/LockIcon';
import { MapControl } from '../MapControl';
import { isKeyForMap, widgetKeysOf } from '../widget-keys';
import { DRAW_ZOOM, STREET_ZOOM } from '../map-constants';
import { DrawBuildingTool } from './DrawBuildingTool';
import { EditLotTool } from './EditLotTool';
import { ToolIcon } from './icons';
import { ImageTool } from './ImageTool';
import { LineTool } from './LineTool';
import { MapNotes } from './MapNotes';
import { MeasureTool } from './MeasureTool';
import { MergeTool } from './MergeTool';
import { TextTool } from './TextTool';
import { UserBuildings } from './UserBuildings';

/** The tools in the spec's order. */
const TOOLS: readonly MapTool[] = ['select', 'measure', 'polygon', 'square', 'image', 'line', 'text', 'merge', 'edit-lot'];

const TOOL_NAMES: Record<MapTool, MessageKey> = {
  select: 'mapTools.select',
  measure: 'mapTools.measure',
  polygon: 'mapTools.polygon',
  square: 'mapTools.square',
  image: 'mapTools.image',
  line: 'mapTools.line',
  text: 'mapTools.text',
  merge: 'mapTools.merge',
  'edit-lot': 'mapTools.editLot',
  house: 'mapTools.house',
};

/** Tools whose work is saved with the property: signed-in users only (visitors get the lock prompt). */
const SAVED_TOOLS: ReadonlySet<MapTool> = new Set(['polygon', 'square', 'image', 'merge', 'edit-lot', 'house']);
/** Tools that pick points on the map. */
const PICKING_TOOLS: ReadonlySet<MapTool> = new Set(['measure', 'polygon', 'square', 'image', 'line', 'text', 'house']);

/** How the toolbar's buttons line up: a column down the map's left edge, or a row along its top (under a bottom sheet). */
export type ToolbarOrientation = 'vertical' | 'horizontal';

/** The toolbar and the tool in use; nothing outside a report with a layout. */
export function MapToolbar({ property, orientation = 'vertical' }: { property: StreetData; orientation?: ToolbarOrientation }) {
  const layout = useContext(LayoutContext);
  const report = useContext(ReportContext);
  return layout && report ? <Toolbar property={property} layout={layout} report={report} orientation={orientation} /> : null;
}

function Toolbar({ property, layout, report, orientation }: { property: StreetData; layout: LayoutValue; report: ReportContextValue; orientation: ToolbarOrientation }) {
  const t = useTranslate();
  const map = useMap();
  const { tool, setTool, saves } = layout;
  const current = useRef(tool);
  current.current = tool;

  // Escape anywhere in the map (the map itself, its controls, a tool's own fields) or elsewhere in
  // the widget (the side panel) goes back to select; outside the map, not from a field or a dialog,
  // whose Escape is their own.
  useEffect(() => {
    const container = map.getContainer();
    const { root, widget } = widgetKeysOf(container);
    const onKeyDown = (event: Event) => {
      if (!(event instanceof globalThis.KeyboardEvent) || event.key !== 'Escape' || current.current === 'select' || event.defaultPrevented) return;
      if (!event.composedPath().includes(container) && !isKeyForMap(event, widget)) return;
      event.preventDefault();
      setTool('select');
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [map, setTool]);

  // A popup of ours takes the focus, so its button is the next key press away.
  useEffect(() => {
    const onOpen = (event: L.PopupEvent) => {
      const element = event.popup.getElement();
      if (element?.classList.contains('map-tools__popup')) element.querySelector<HTMLButtonElement>('button')?.focus();
    };
    map.on('popupopen', onOpen);
    return () => {
      map.off('popupopen', onOpen);
    };
  }, [map]);

  // Tracing the house is taken up outside the toolbar (the map's notice of a house without a
  // footprint): the lot is brought close for it as for the toolbar's picking tools.
  useEffect(() => {
    if (tool === 'house' && map.getZoom() < STREET_ZOOM) map.fitBounds(L.geoJSON(property.lot).getBounds(), { maxZoom: DRAW_ZOOM });
  }, [tool, map, property.lot]);

  const choose = (next: MapTool) => {
    if (next === tool) {
      setTool('select');
      return;
    }
    if (SAVED_TOOLS.has(next) && !saves) {
      report.onLocked();
      return;
    }
    // Picking points from far out would miss by feet: the lot is brought close first.
    if (PICKING_TOOLS.has(next) && map.getZoom() < STREET_ZOOM) map.fitBounds(L.geoJSON(property.lot).getBounds(), { maxZoom: DRAW_ZOOM });
    setTool(next);
  };

  // One tab stop for the toolbar; the arrow keys, Home and End move between its buttons.
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowRight: focusIndex + 1, ArrowUp: focusIndex - 1, ArrowLeft: focusIndex - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + TOOLS.length) % TOOLS.length;
    setFocusIndex(index);
    buttons.current[index]?.focus();
  };

  const active = SAVED_TOOLS.has(tool) && !saves ? 'select' : tool;
  return (
    <>
      <UserBuildings />
      <MapNotes />
      <MapControl position="topleft" className={`map-tools map-tools--${orientation}`}>
        <div className="map-tools__bar" role="toolbar" aria-label={t('mapTools.label')} aria-orientation={orientation} onKeyDown={onKeyDown}>
          {TOOLS.map((name, index) => {
            const label = t(TOOL_NAMES[name]);
            const locked = SAVED_TOOLS.has(name) && !saves;
            return (
              <button
                key={name}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={`map-tools__button${locked ? ' map-tools__button--locked' : ''}`}
                // Tracing the house is the polygon tool at work.
                aria-pressed={active === name || (name === 'polygon' && active === 'house')}
                tabIndex={index === focusIndex ? 0 : -1}
                title={label}
                onFocus={() => setFocusIndex(index)}
                onClick={() => choose(name)}
              >
                <ToolIcon tool={name} />
                <span className="visually-hidden">{label}</span>
                {locked && <LockIcon />}
              </button>
            );
          })}
        </div>
        <ActiveTool tool={active} property={property} />
      </MapControl>
    </>
  );
}

function ActiveTool({ tool, property }: { tool: MapTool; property: StreetData }) {
  switch (tool) {
    case 'select':
      return null;
    case 'measure':
      return <MeasureTool property={property} />;
    case 'polygon':
    case 'square':
      return <DrawBuildingTool key={tool} property={property} shape={tool} />;
    case 'house':
      return <DrawBuildingTool key={tool} property={property} shape="polygon" house />;
    case 'image':
      return <ImageTool property={property} />;
    case 'line':
      return <LineTool property={property} />;
    case 'text':
      return <TextTool />;
    case 'merge':
      return <MergeTool />;
    case 'edit-lot':
      return <EditLotTool property={property} />;
  }
}
