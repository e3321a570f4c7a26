// The units laid out on the page (spec 1 sections 3 to 5): drawn in their ADU type's colour (in the
// conflict style where one overlaps a building or another unit), the selected one with its side
// lengths in feet and inches and a handle to turn it. A playground structure is named by its
// category (Shed, Pool), an ADU by its type. A unit is dragged
// with the pointer, turned with the handle, and moved and turned with keys, so placement works
// without a mouse. While a unit is dragged only its own path is redrawn (Leaflet layers updated in
// place, no React render per frame); the move is committed once, at the drop, where the layout
// checks it stays inside the lot ('Adu should be inside lot') and gives it its ADU type again.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { LayoutUnit, StreetData } from '../../../../core/api';
import { sideLengthsFt } from '../../../../core/placement';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate, type Translate } from '../../i18n/use-translate';
import { useLayout, type LayoutValue } from '../../shell/layout-context';
import { isOverlapping, unitKindLabel } from '../../layout/unit-fit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { isKeyForMap, widgetKeysOf } from '../widget-keys';
import {
  angleDeg,
  KEY_MOVES_FT,
  KEY_STEP_FT,
  KEY_STEP_SHIFT_FT,
  KEY_TURN_DEG,
  latLngsOf,
  polygonOfLatLngs,
  shiftLatLngs,
  turnDeg,
  turnPixels,
} from './unit-shapes';

/** Pixels between the top of the selected unit and its turn handle. */
const HANDLE_GAP_PX = 28;

const HANDLE_ICON = L.divIcon({
  className: 'unit-handle',
  html: '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10"/><path d="M16.5 8.5A6 6 0 1 0 18 13" /><path d="M18 6v4h-4"/></svg>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

const TRASH_ICON = (
  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
    <path d="M6 2h4M3 4h10M5 4l.6 9h4.8L11 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A unit's name for people: its type (a playground structure's category) and size. */
export function unitName(t: Translate, unit: LayoutUnit): string {
  return t('units.unit', { type: unitKindLabel(t, unit), width: unit.properties.width, length: unit.properties.length });
}

/** Moves or turns unit `id` for an arrow key or R; answers whether the key was one of them. */
function moveOrTurn(layout: LayoutValue, id: string, event: KeyboardEvent): boolean {
  const move = KEY_MOVES_FT[event.key];
  if (move) {
    const step = event.shiftKey ? KEY_STEP_SHIFT_FT : KEY_STEP_FT;
    layout.moveUnit(id, move[0] * step, move[1] * step);
    return true;
  }
  if (event.key === 'r' || event.key === 'R') {
    layout.rotateUnit(id, event.shiftKey ? KEY_TURN_DEG : -KEY_TURN_DEG);
    return true;
  }
  return false;
}

/** The units of the current page. */
export function UnitsLayer({ property }: { property: StreetData }) {
  const map = useMap();
  const layout = useLayout();
  const t = useTranslate();
  const locale = useLocale();
  const group = useRef<L.LayerGroup | null>(null);
  const paths = useRef(new Map<string, L.Polygon>());
  const labels = useRef<L.LayerGroup | null>(null);
  const handle = useRef<L.Marker | null>(null);
  const dragging = useRef(false);
  // The latest layout for Leaflet handlers bound once.
  const current = useRef<LayoutValue>(layout);
  current.current = layout;
  const [confirmDelete, setConfirmDelete] = useState<LayoutUnit | null>(null);

  useEffect(() => {
    const units = L.layerGroup().addTo(map);
    const sideLabels = L.layerGroup().addTo(map);
    group.current = units;
    labels.current = sideLabels;
    return () => {
      units.remove();
      sideLabels.remove();
      handle.current?.remove();
      handle.current = null;
      paths.current.clear();
    };
  }, [map]);

  /** Starts dragging the unit `id` from the pointer at `start`. */
  const startDrag = (id: string, path: L.Polygon, start: L.LatLng) => {
    const unit = current.current.units.find((u) => u.properties.id === id);
    if (!unit) return;
    const original = latLngsOf(unit.geometry);
    let dLat = 0;
    let dLng = 0;
    let frame = 0;
    dragging.current = true;
    map.dragging.disable();
    handle.current?.setOpacity(0);
    labels.current?.clearLayers();
    const draw = () => {
      frame = 0;
      path.setLatLngs(shiftLatLngs(original, dLat, dLng));
    };
    const onMove = (event: L.LeafletMouseEvent) => {
      dLat = event.latlng.lat - start.lat;
      dLng = event.latlng.lng - start.lng;
      // One redraw per frame however many pointer events arrive.
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const onUp = () => {
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      document.removeEventListener('pointerup', onUp, true);
      if (frame) cancelAnimationFrame(frame);
      map.dragging.enable();
      dragging.current = false;
      handle.current?.setOpacity(1);
      if (dLat === 0 && dLng === 0) return;
      const moved = polygonOfLatLngs(shiftLatLngs(original, dLat, dLng));
      // Outside the lot the unit goes back where it was (the layout shows the toast).
      if (!current.current.setUnitGeometry(id, moved)) path.setLatLngs(original);
    };
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    // A release outside the map ends the drag too.
    document.addEventListener('pointerup', onUp, true);
  };

  // Draws the units: paths are kept by id and updated in place.
  useEffect(() => {
    const units = group.current;
    if (!units || dragging.current) return;
    const seen = new Set<string>();
    for (const unit of layout.units) {
      const { id, adu_type, selected } = unit.properties;
      seen.add(id);
      const conflict = isOverlapping(unit, layout.units, property);
      const className = `map__unit adu-type--${adu_type}${selected ? ' map__unit--selected' : ''}${conflict ? ' map__unit--conflict' : ''}`;
      let path = paths.current.get(id);
      if (!path) {
        path = L.polygon(latLngsOf(unit.geometry), { className, weight: selected ? 3 : 2, fillOpacity: 0.55, bubblingMouseEvents: false });
        const created = path;
        created.on('mousedown', (event: L.LeafletMouseEvent) => {
          L.DomEvent.stop(event);
          current.current.selectUnit(id);
          startDrag(id, created, event.latlng);
        });
        units.addLayer(path);
        paths.current.set(id, path);
      } else {
        path.setLatLngs(latLngsOf(unit.geometry));
        path.setStyle({ weight: selected ? 3 : 2 });
        const element = path.getElement();
        if (element) element.setAttribute('class', `leaflet-interactive ${className}`);
      }
      path.getElement()?.setAttribute('data-unit', id);
      // Named on the map as in the unit list (the list's buttons are what the keyboard reaches).
      path.getElement()?.setAttribute('role', 'img');
      path.getElement()?.setAttribute('aria-label', unitName(t, unit));
    }
    for (const [id, path] of paths.current) {
      if (seen.has(id)) continue;
      path.remove();
      paths.current.delete(id);
    }
    // The selected unit's side lengths and turn handle.
    labels.current?.clearLayers();
    handle.current?.remove();
    handle.current = null;
    const selected = layout.selected;
    if (!selected) return;
    const corners = selected.geometry.coordinates[0] ?? [];
    const lengths = sideLengthsFt(corners);
    lengths.forEach((lengthFt, i) => {
      const [aLng, aLat] = corners[i]!;
      const [bLng, bLat] = corners[i + 1]!;
      // A marker, not a tooltip: it keeps its place however the map was fitted before it.
      const text = document.createElement('span');
      text.className = 'unit-side-label__text';
      text.textContent = formatFeetInches(lengthFt, locale);
      L.marker([(aLat + bLat) / 2, (aLng + bLng) / 2], {
        icon: L.divIcon({ className: 'unit-side-label', html: text, iconSize: [0, 0] }),
        interactive: false,
        keyboard: false,
      }).addTo(labels.current!);
    });
    const bounds = L.latLngBounds(latLngsOf(selected.geometry));
    const topPx = map.latLngToLayerPoint([bounds.getNorth(), bounds.getCenter().lng]);
    const marker = L.marker(map.layerPointToLatLng(topPx.subtract([0, HANDLE_GAP_PX])), {
      icon: HANDLE_ICON,
      draggable: true,
      keyboard: false,
      title: t('units.rotateHandle'),
      alt: t('units.rotateHandle'),
    }).addTo(map);
    const path = paths.current.get(selected.properties.id)!;
    const original = latLngsOf(selected.geometry);
    const centrePx = map.latLngToLayerPoint(bounds.getCenter());
    const originalPx = original.map((latLng) => map.latLngToLayerPoint(latLng));
    const startDeg = angleDeg(centrePx, map.latLngToLayerPoint(marker.getLatLng()));
    let turn = 0;
    marker.on('dragstart', () => {
      dragging.current = true;
      labels.current?.clearLayers();
    });
    marker.on('drag', () => {
      turn = turnDeg(startDeg, angleDeg(centrePx, map.latLngToLayerPoint(marker.getLatLng())));
      path.setLatLngs(turnPixels(originalPx, centrePx, turn).map((p) => map.layerPointToLatLng([p.x, p.y])));
    });
    marker.on('dragend', () => {
      dragging.current = false;
      const id = selected.properties.id;
      // The turn is committed in feet about the unit's centre, in whole degrees.
      const degrees = Math.round(turn);
      if (degrees === 0 || !current.current.rotateUnit(id, degrees)) {
        path.setLatLngs(original);
        marker.setLatLng(map.layerPointToLatLng(topPx.subtract([0, HANDLE_GAP_PX])));
      }
    });
    handle.current = marker;
    // The handle follows the unit when the map zooms.
    const place = () => {
      const top = map.latLngToLayerPoint([bounds.getNorth(), bounds.getCenter().lng]);
      marker.setLatLng(map.layerPointToLatLng(top.subtract([0, HANDLE_GAP_PX])));
    };
    map.on('zoomend', place);
    return () => {
      map.off('zoomend', place);
    };
    // startDrag reads the latest layout through a ref.
  }, [map, layout.units, layout.selected, locale, t, property]);

  // Keys move and turn the selected unit while the map has focus (Leaflet's own arrow-key panning
  // is held back then); Delete asks before removing it, Escape deselects (or, while a map tool is
  // in use, is left to the toolbar, which ends the tool).
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      const selected = current.current.selected;
      if (!selected || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target !== container) return;
      const id = selected.properties.id;
      if (event.key === 'Delete' || event.key === 'Backspace') setConfirmDelete(selected);
      else if (event.key === 'Escape' && current.current.tool === 'select') current.current.selectUnit(null);
      else if (!moveOrTurn(current.current, id, event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [map]);

  // The arrow keys and R also work wherever else the focus is in the widget: right after a plan is
  // chosen in the side panel, focus stays there. Typing in a field never moves a unit.
  useEffect(() => {
    const container = map.getContainer();
    const { root, widget } = widgetKeysOf(container);
    const onKeyDown = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.target === container || !isKeyForMap(event, widget)) return;
      const selected = current.current.selected;
      if (selected && moveOrTurn(current.current, selected.properties.id, event)) event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [map]);

  return (
    <>
      {layout.units.length > 0 && createPortal(<UnitControls onDelete={setConfirmDelete} />, map.getContainer())}
      {confirmDelete && (
        <ConfirmDialog
          title={t('units.deleteTitle')}
          message={t('units.deleteMessage', { name: unitName(t, confirmDelete) })}
          confirmLabel={t('units.deleteConfirm')}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            current.current.deleteUnit(confirmDelete.properties.id);
            setConfirmDelete(null);
            map.getContainer().focus();
          }}
        />
      )}
    </>
  );
}

/** Buttons over the map for the units: pick one, move it, turn it, delete it; the keyboard hint. */
function UnitControls({ onDelete }: { onDelete(unit: LayoutUnit): void }) {
  const layout = useLayout();
  const t = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Clicks and wheel turns on the panel are not the map's.
    if (box.current) {
      L.DomEvent.disableClickPropagation(box.current);
      L.DomEvent.disableScrollPropagation(box.current);
    }
  }, []);
  const selected = layout.selected;
  const act = (label: string, symbol: ReactNode, run: () => void) => (
    <button type="button" className="unit-controls__button" aria-label={label} title={label} onClick={run}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <div ref={box} className="unit-controls" role="group" aria-label={t('units.controls')}>
      <ul className="unit-controls__list">
        {layout.units.map((unit) => (
          <li key={unit.properties.id}>
            <button
              type="button"
              className={`unit-controls__unit adu-type--${unit.properties.adu_type}`}
              aria-pressed={unit.properties.selected}
              data-unit={unit.properties.id}
              onClick={() => layout.selectUnit(unit.properties.selected ? null : unit.properties.id)}
            >
              <span className="legend__swatch legend__swatch--unit" aria-hidden="true" />
              {unitName(t, unit)}
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <div className="unit-controls__actions">
          {act(t('units.moveUp'), '↑', () => layout.moveUnit(selected.properties.id, 0, KEY_STEP_FT))}
          {act(t('units.moveDown'), '↓', () => layout.moveUnit(selected.properties.id, 0, -KEY_STEP_FT))}
          {act(t('units.moveLeft'), '←', () => layout.moveUnit(selected.properties.id, -KEY_STEP_FT, 0))}
          {act(t('units.moveRight'), '→', () => layout.moveUnit(selected.properties.id, KEY_STEP_FT, 0))}
          {act(t('units.turnLeft'), '⟲', () => layout.rotateUnit(selected.properties.id, KEY_TURN_DEG))}
          {act(t('units.turnRight'), '⟳', () => layout.rotateUnit(selected.properties.id, -KEY_TURN_DEG))}
          {act(t('units.delete'), TRASH_ICON, () => onDelete(selected))}
          <details className="unit-controls__keys">
            <summary>{t('units.keys')}</summary>
            <p className="unit-controls__hint">{t('units.hint')}</p>
          </details>
        </div>
      )}
    </div>
  );
}
