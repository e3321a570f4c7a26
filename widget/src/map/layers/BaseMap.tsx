// The base map drawn from Lotline's own data when no tile server is configured: street and water
// areas, streets with their names, the lots around with their house numbers, and buildings, styled
// like a street map. It asks the server for the cells of a fixed grid that cover the view (about
// 1,450 ft a side, `GET /api/basemap?cell=x,y`), keeps each answer for the page's life, and draws
// them on one canvas under every other layer; names and numbers are text markers, kept upright.
import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { BASEMAP_CELL_DEG, BASEMAP_MIN_ZOOM, basemapCell, basemapCellOf, decodeCoordinates, type BasemapCellResponse } from '../../../../core/api';
import { clipLine } from '../../../../core/geo';
import type { Position } from '../../../../core/geo';
import type { ApiClient } from '../../api/client';
import { BASEMAP_COLORS as COLORS, STREET_WIDTH_FT } from './basemap-colors';
import { pickStreetLabels, type LabelCandidate } from './street-labels';
import { send } from '../../api/client';

/** Panes: the drawing under the tiles' place (Leaflet's tile pane is 200), the words above the overlays and under the lot (400). */
const DRAWING_PANE = 'lotline-basemap';
const LABEL_PANE = 'lotline-basemap-labels';

/** From this zoom in, house numbers are shown; street names from BASEMAP_MIN_ZOOM + 1. */
const NUMBERS_ZOOM = 18.5;
const NAMES_ZOOM = BASEMAP_MIN_ZOOM + 1;
/** Shortest visible piece of a named centre line (pixels) that carries its name. */
const NAMED_RUN_PX = 90;
/** How far inside the map's edges (pixels) a name is kept, so it is never cut. */
const NAME_MARGIN_PX = 60;
/** Most cells kept on the map at once; those farthest from the view go first. */
const MAX_CELLS_SHOWN = 48;

// One request per cell for the page's life; a failed one may be asked again.
const answers = new Map<string, Promise<BasemapCellResponse>>();

function cellAnswer(api: ApiClient, cell: [number, number]): Promise<BasemapCellResponse> {
  const key = cell.join(',');
  let answer = answers.get(key);
  if (!answer) {
    answer = send(api, basemapCell, { query: { cell: `${cell[0]},${cell[1]}` } });
    answer.catch(() => answers.delete(key));
    answers.set(key, answer);
  }
  return answer;
}

const latLngs = (positions: readonly Position[]): L.LatLngExpression[] => positions.map(([lng, lat]) => [lat, lng]);

/** Feet per pixel at `zoom` and latitude `lat` (Web Mercator). */
const feetPerPixel = (zoom: number, lat: number): number => ((156543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom) * 3.28084;

/** A text marker of the base map; the words are set as text, never as markup. */
function label(at: Position, text: string, className: string, angle = 0): L.Marker {
  const element = document.createElement('span');
  element.className = `basemap-label ${className}`;
  element.textContent = text;
  element.style.transform = `translate(-50%, -50%) rotate(${-angle}deg)`;
  return L.marker([at[1], at[0]], { icon: L.divIcon({ html: element, className: 'basemap-label__anchor', iconSize: [0, 0] }), pane: LABEL_PANE, interactive: false, keyboard: false });
}

/** An angle (degrees, counter-clockwise from east, on the ground) between -90 and 90, so text reads left to right. */
function upright(dx: number, dy: number): number {
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  return Math.round(angle);
}

/** The middle of the longest segment of `line` and its angle, with the line's length in pixels at `zoom`. */
function middleOf(line: readonly Position[], zoom: number): { at: Position; angle: number; px: number } | undefined {
  const k = Math.cos((line[0]![1] * Math.PI) / 180);
  const FEET_PER_DEGREE = 364_000;
  let total = 0;
  let best = -1;
  let bestLength = 0;
  for (let i = 1; i < line.length; i++) {
    const length = Math.hypot((line[i]![0] - line[i - 1]![0]) * k, line[i]![1] - line[i - 1]![1]) * FEET_PER_DEGREE;
    total += length;
    if (length > bestLength) {
      bestLength = length;
      best = i;
    }
  }
  if (best < 0) return undefined;
  const a = line[best - 1]!;
  const b = line[best]!;
  return { at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], angle: upright((b[0] - a[0]) * k, b[1] - a[1]), px: total / feetPerPixel(zoom, a[1]) };
}

/** The layers of one cell: the drawing, the street lines (whose width follows the zoom) and the words. */
interface CellLayers {
  drawing: L.LayerGroup;
  roads: L.Polyline[];
  casings: L.Polyline[];
  /** The named centre lines, whose names are placed for the view (once per street, on its longest visible piece). */
  named: { name: string; line: Position[] }[];
  /** The server's places of names in the roadway, of which the view writes those that fit. */
  places: { name: string; at: Position; angle: number }[];
  numbers: L.LayerGroup;
}

function cellLayers(answer: BasemapCellResponse, renderer: L.Renderer): CellLayers {
  const origin = answer.origin;
  const decode = (flat: readonly number[]) => decodeCoordinates(flat, origin);
  const drawing = L.layerGroup();
  const numbers = L.layerGroup();
  const common = { renderer, interactive: false, pane: DRAWING_PANE } as const;
  for (const area of answer.areas) {
    L.polygon(area.rings.map((ring) => latLngs(decode(ring))), { ...common, stroke: false, fillColor: area.kind === 'water' ? COLORS.water : COLORS.street, fillOpacity: 1 }).addTo(drawing);
  }
  for (const ring of answer.lots) L.polygon(latLngs(decode(ring)), { ...common, color: COLORS.lot, weight: 1, fill: false }).addTo(drawing);
  for (const ring of answer.buildings) L.polygon(latLngs(decode(ring)), { ...common, color: COLORS.buildingEdge, weight: 1, fillColor: COLORS.building, fillOpacity: 1 }).addTo(drawing);
  const lines = answer.streets.map((street) => ({ name: street.name, line: decode(street.line) }));
  const casings = lines.map(({ line }) => L.polyline(latLngs(line), { ...common, color: COLORS.streetCasing, lineCap: 'round', lineJoin: 'round' }).addTo(drawing));
  const roads = lines.map(({ line }) => L.polyline(latLngs(line), { ...common, color: COLORS.street, lineCap: 'round', lineJoin: 'round' }).addTo(drawing));
  const named = lines.filter((l): l is { name: string; line: Position[] } => l.name !== null);
  const places = answer.names.map(([x, y, angle, name]) => ({ name, at: decode([x, y])[0]!, angle }));
  for (const [x, y, number] of answer.numbers) label(decode([x, y])[0]!, number, 'basemap-label--number').addTo(numbers);
  return { drawing, roads, casings, named, places, numbers };
}

/** The base map of the view, from the server's cells. */
export function BaseMap({ api }: { api: ApiClient }) {
  const map = useMap();
  useEffect(() => {
    for (const [name, zIndex] of [
      [DRAWING_PANE, '150'],
      [LABEL_PANE, '390'],
    ] as const) {
      const pane = map.getPane(name) ?? map.createPane(name);
      pane.style.zIndex = zIndex;
      pane.style.pointerEvents = 'none';
    }
    const container = map.getContainer();
    container.classList.add('map--basemap');
    const renderer = L.canvas({ pane: DRAWING_PANE, padding: 0.5 });
    const shown = new Map<string, CellLayers>();
    const lineNames = L.layerGroup();
    let live = true;

    // Each named centre line once in the view, on the middle of its longest visible piece; then the
    // server's places of names in the roadway, nearest the middle of the view first, as many as fit.
    const placeNames = () => {
      lineNames.clearLayers();
      const zoom = map.getZoom();
      if (zoom < NAMES_ZOOM) return;
      const size = map.getSize();
      const inner = L.latLngBounds(map.containerPointToLatLng([NAME_MARGIN_PX, size.y - NAME_MARGIN_PX]), map.containerPointToLatLng([size.x - NAME_MARGIN_PX, NAME_MARGIN_PX]));
      const box: [number, number, number, number] = [inner.getWest(), inner.getSouth(), inner.getEast(), inner.getNorth()];
      const best = new Map<string, { at: Position; angle: number; px: number }>();
      for (const cell of shown.values()) {
        for (const { name, line } of cell.named) {
          for (const piece of clipLine(line, box)) {
            const middle = middleOf(piece, zoom);
            if (middle && middle.px >= NAMED_RUN_PX && middle.px > (best.get(name)?.px ?? 0)) best.set(name, middle);
          }
        }
      }
      const written: { at: Position; angle: number; name: string }[] = [...best].map(([name, { at, angle }]) => ({ name, at, angle }));
      const centre = map.getCenter();
      const inView = [...shown.values()].flatMap((cell) => cell.places).filter(({ at }) => inner.contains([at[1], at[0]]));
      const distance = ({ at }: { at: Position }) => Math.hypot((at[0] - centre.lng) * Math.cos((centre.lat * Math.PI) / 180), at[1] - centre.lat);
      written.push(...inView.sort((a, b) => distance(a) - distance(b)));
      const candidates: LabelCandidate[] = written.map(({ name, at, angle }) => {
        const point = map.latLngToContainerPoint([at[1], at[0]]);
        return { name, x: point.x, y: point.y, angleDeg: angle };
      });
      for (const i of pickStreetLabels(candidates)) label(written[i]!.at, written[i]!.name, 'basemap-label--street', written[i]!.angle).addTo(lineNames);
    };

    const style = () => {
      const zoom = map.getZoom();
      const width = Math.max(2, STREET_WIDTH_FT / feetPerPixel(zoom, map.getCenter().lat));
      for (const cell of shown.values()) {
        for (const road of cell.roads) road.setStyle({ weight: width });
        for (const casing of cell.casings) casing.setStyle({ weight: width + 2 });
        toggle(cell.numbers, zoom >= NUMBERS_ZOOM);
      }
      placeNames();
    };
    const toggle = (group: L.LayerGroup, on: boolean) => {
      if (on && !map.hasLayer(group)) group.addTo(map);
      if (!on && map.hasLayer(group)) group.remove();
    };
    const drop = (key: string) => {
      const cell = shown.get(key);
      if (!cell) return;
      cell.drawing.remove();
      cell.numbers.remove();
      shown.delete(key);
    };

    const update = () => {
      // A map not laid out yet (no height before the report's layout settles) has no view to fill:
      // its cells would be the wrong ones, and they would hold up the neighbours' answer.
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return;
      if (map.getZoom() < BASEMAP_MIN_ZOOM) {
        for (const key of [...shown.keys()]) drop(key);
        return;
      }
      const view = map.getBounds().pad(0.25);
      const [x0, y0] = basemapCellOf([view.getWest(), view.getSouth()]);
      const [x1, y1] = basemapCellOf([view.getEast(), view.getNorth()]);
      const wanted: [number, number][] = [];
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) wanted.push([x, y]);
      // A view wider than the cells kept at once is too far out for lot lines and numbers: nothing is asked for.
      if (wanted.length > MAX_CELLS_SHOWN) {
        for (const key of [...shown.keys()]) drop(key);
        return;
      }
      for (const cell of wanted) {
        const key = cell.join(',');
        if (shown.has(key)) continue;
        cellAnswer(api, cell).then(
          (answer) => {
            if (!live || shown.has(key)) return;
            const layers = cellLayers(answer, renderer);
            layers.drawing.addTo(map);
            shown.set(key, layers);
            style();
          },
          // A cell that failed stays blank; the lot and its report do not depend on it.
          () => undefined,
        );
      }
      // Cells far from the view go when too many are kept.
      if (shown.size > MAX_CELLS_SHOWN) {
        const centre = map.getCenter();
        const distance = (key: string) => {
          const [x, y] = key.split(',').map(Number) as [number, number];
          return Math.hypot((x + 0.5) * BASEMAP_CELL_DEG - centre.lng, (y + 0.5) * BASEMAP_CELL_DEG - centre.lat);
        };
        const far = [...shown.keys()].sort((a, b) => distance(b) - distance(a));
        for (const key of far.slice(0, shown.size - MAX_CELLS_SHOWN)) drop(key);
      }
      style();
    };
    // Once a frame at most, after the commit that fits the lot: the view the map opens on is the fitted one.
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    lineNames.addTo(map);
    map.on('moveend', schedule);
    map.on('zoomend', schedule);
    schedule();
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      map.off('moveend', schedule);
      map.off('zoomend', schedule);
      for (const key of [...shown.keys()]) drop(key);
      lineNames.remove();
      container.classList.remove('map--basemap');
    };
  }, [map, api]);
  return null;
}
