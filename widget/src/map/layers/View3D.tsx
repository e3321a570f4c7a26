// The 3D view (spec 2: view modes 2d/3d): buildings and the page's units drawn as blocks, each
// footprint extruded straight up the screen by its height at the map's current scale (extrude.ts).
// A custom Leaflet layer keeps one SVG over the view and redraws it after every zoom and move, the
// blocks farthest from the viewer first. In 2D nothing is added.
import { useContext, useEffect, useMemo } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { LayoutUnit, UserFloorPlan, StreetData } from '../../../../core/api';
import type { Polygon, Position } from '../../../../core/geo';
import { LayoutContext } from '../../shell/layout-context';
import { extrude, roofRise, paintersOrder, pixelsPerFoot, type ScreenPoint } from './extrude';

/** A building's height when the data has none: one storey, in feet. */
export const DEFAULT_HEIGHT_FT = 12;
/** Height of one floor of a unit, in feet. */
export const FLOOR_HEIGHT_FT = 12;

/** One block to draw: an outer ring in [lng, lat], its height and how it is styled. */
export interface Solid {
  id: string;
  ring: readonly Position[];
  heightFt: number;
  className: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Above the lot and buildings (overlay pane 400), under markers (600). */
const PANE = 'lotline-3d';
const PANE_Z = '450';
/** The SVG reaches this share of the view beyond each side, so a drag shows blocks before the redraw. */
const PADDING = 0.5;

/** The height of a unit: its plan's height, else 12 ft per floor of the plan, else one floor. */
function unitHeightFt(unit: LayoutUnit, plans: readonly UserFloorPlan[]): number {
  const plan = plans.find((candidate) => candidate.uuid === unit.properties.floor_plan_uuid);
  return plan ? plan.height_ft || plan.num_floors * FLOOR_HEIGHT_FT : FLOOR_HEIGHT_FT;
}

const outer = (polygon: Polygon): readonly Position[] => polygon.coordinates[0] ?? [];

/** Every block of the view: the property's buildings, the user's buildings not in the street data yet, and the page's units. */
export function solidsOf(
  property: StreetData,
  layout: { buildings: readonly { geometry: Polygon; properties: { id: string; height_ft: number | null } }[]; units: readonly LayoutUnit[]; plans: readonly UserFloorPlan[] } | null,
): Solid[] {
  const solids: Solid[] = property.buildings_geojson.features.map((feature) => ({
    id: feature.properties.id,
    ring: outer(feature.geometry),
    heightFt: feature.properties.height_ft ?? DEFAULT_HEIGHT_FT,
    className: `map-3d__solid--${feature.properties.building_source}`,
  }));
  if (!layout) return solids;
  const known = new Set(solids.map((solid) => solid.id));
  for (const building of layout.buildings) {
    if (known.has(building.properties.id)) continue;
    solids.push({ id: building.properties.id, ring: outer(building.geometry), heightFt: building.properties.height_ft ?? DEFAULT_HEIGHT_FT, className: 'map-3d__solid--user' });
  }
  for (const unit of layout.units) {
    solids.push({ id: unit.properties.id, ring: outer(unit.geometry), heightFt: unitHeightFt(unit, layout.plans), className: `map-3d__solid--unit adu-type--${unit.properties.adu_type}` });
  }
  return solids;
}

function pathData(points: readonly ScreenPoint[]): string {
  return `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
}

/** The Leaflet layer that draws the blocks into its own pane. */
class ExtrusionLayer extends L.Layer {
  private readonly svg = document.createElementNS(SVG_NS, 'svg');

  constructor(private readonly solids: readonly Solid[]) {
    super();
    this.svg.setAttribute('class', 'map-3d');
    this.svg.setAttribute('aria-hidden', 'true');
  }

  override onAdd(map: L.Map): this {
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = PANE_Z;
    pane.style.pointerEvents = 'none';
    pane.appendChild(this.svg);
    map.on('moveend zoomend viewreset resize', this.redraw, this);
    map.on('zoomstart', this.hide, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend viewreset resize', this.redraw, this);
    map.off('zoomstart', this.hide, this);
    this.svg.remove();
    return this;
  }

  /** Blocks do not follow the zoom animation: hidden until it ends and they are redrawn. */
  private hide(): void {
    this.svg.style.visibility = 'hidden';
  }

  private redraw(): void {
    const map = this._map;
    if (!map) return;
    const size = map.getSize();
    const pad = L.point(size.x * PADDING, size.y * PADDING);
    const origin = map.containerPointToLayerPoint(pad.multiplyBy(-1));
    L.DomUtil.setPosition(this.svg as unknown as HTMLElement, origin);
    const width = size.x + 2 * pad.x;
    const height = size.y + 2 * pad.y;
    this.svg.setAttribute('width', String(width));
    this.svg.setAttribute('height', String(height));
    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    const scale = pixelsPerFoot(map.getZoom(), map.getCenter().lat);
    const onScreen = this.solids.map((solid) => ({
      solid,
      ring: solid.ring.map(([lng, lat]): ScreenPoint => {
        const p = map.latLngToContainerPoint([lat, lng]);
        return [p.x + pad.x, p.y + pad.y];
      }),
    }));
    const fragment = document.createDocumentFragment();
    for (const { solid, ring } of paintersOrder(onScreen, (item) => item.ring)) {
      const group = document.createElementNS(SVG_NS, 'g');
      group.setAttribute('class', `map-3d__solid ${solid.className}`);
      group.dataset.id = solid.id;
      const heightPx = solid.heightFt * scale;
      for (const face of extrude(ring, heightPx, roofRise(ring, heightPx))) {
        const d = pathData(face.points);
        const path = document.createElementNS(SVG_NS, 'path');
        path.setAttribute('class', face.kind === 'roof' ? 'map-3d__roof' : 'map-3d__wall');
        path.setAttribute('d', d);
        group.appendChild(path);
        if (face.shade > 0) {
          const shadow = document.createElementNS(SVG_NS, 'path');
          shadow.setAttribute('class', 'map-3d__shade');
          shadow.setAttribute('d', d);
          // Roof slopes take the light more softly than walls.
          shadow.setAttribute('fill-opacity', ((face.kind === 'wall' ? 0.35 : 0.22) * face.shade).toFixed(2));
          group.appendChild(shadow);
        }
      }
      fragment.appendChild(group);
    }
    this.svg.replaceChildren(fragment);
    this.svg.style.visibility = '';
  }
}

/** Extrusions of `property`'s buildings and the page's units, drawn while the view mode is 3d. */
export function View3D({ property }: { property: StreetData }) {
  const map = useMap();
  const layout = useContext(LayoutContext);
  const is3d = layout?.viewMode === '3d';
  const buildings = layout?.buildings;
  const units = layout?.units;
  const plans = layout?.plans;
  // The survey's buildings cleared from the playground are not raised either.
  const surveyCleared = layout?.page === 'playground' && layout.surveyBuildingsCleared;
  const solids = useMemo(() => {
    if (!is3d) return [];
    const all = solidsOf(property, buildings && units && plans ? { buildings, units, plans } : null);
    return surveyCleared ? all.filter((solid) => solid.className !== 'map-3d__solid--survey') : all;
  }, [is3d, property, buildings, units, plans, surveyCleared]);
  useEffect(() => {
    if (!is3d) return;
    const layer = new ExtrusionLayer(solids).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, is3d, solids]);
  return null;
}
