// The plan constructor's drawing on the map (spec 1 section 4, Drawing tools; issue 6 item 4).
// Rectangle: the first click sets a corner, the pointer shows the rectangle with its side lengths
// in feet and inches, the second click completes it. Polygon: clicks set corners, the sides (the
// open one to the pointer too) show their lengths, clicking the first corner or double-clicking
// finishes it (three corners at least). Every click must be inside the lot ('Adu should be inside
// lot'). Escape clears the drawing and resets the tool. The finished shape is the layout's draft,
// drawn dashed until it is saved; the edit tool drags its corners. The keyboard way to a shape is
// the constructor's enter-dimensions dialog.
//
// The spec's app polled the draw tool every 300 ms; here the tool and the shape are React state
// (the layout's draft), so the layer follows them as they change and nothing polls.
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { CircleMarker, Marker, Polygon as PolygonLayer, Polyline, useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { Polygon, Position } from '../../../../core/geo';
import { isPointInPolygon } from '../../../../core/geo';
import { isInsideLot, outlineOfPolygon, rectangleFromCorners } from '../../../../core/placement';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useLayout, type Draft } from '../../shell/layout-context';
import { useReport } from '../../shell/report-context';
import { draftPath, openRing, polygonOf, sideLabels, withCornerMoved, type DraftPath, type ShapeTool } from './draft-geometry';

/** How near (pixels) a click must be to the first corner to close the polygon. */
const CLOSE_PX = 10;
/** A click this near (pixels) to the last corner adds none (a double-click's second click). */
const SAME_PX = 4;

// Options, not `pathOptions`: Leaflet reads className and interactive only when it makes the path.
const DRAFT_STYLE = { className: 'map__draft', color: '#8250df', weight: 2, dashArray: '6 4', fillColor: '#8250df', fillOpacity: 0.15, interactive: false } as const;
const PREVIEW_STYLE = { ...DRAFT_STYLE, className: 'map__draft-preview', fillOpacity: 0.08 } as const;

const CORNER_STYLE = { className: 'map__draft-corner', color: '#8250df', weight: 2, fillColor: '#ffffff', fillOpacity: 1, interactive: false } as const;

const toPosition = (latLng: L.LatLng): Position => [latLng.lng, latLng.lat];
const toLatLng = ([lng, lat]: Position): L.LatLngTuple => [lat, lng];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Label icons by text: a moving pointer asks for the same few many times. */
const labelIcons = new Map<string, L.DivIcon>();
function labelIcon(text: string): L.DivIcon {
  let icon = labelIcons.get(text);
  if (!icon) {
    if (labelIcons.size > 500) labelIcons.clear();
    // No icon size: the label sizes to its text and CSS centres it on the side's middle.
    icon = L.divIcon({ className: 'map__side-label', html: `<span class="map__side-label-text">${escapeHtml(text)}</span>`, iconSize: undefined });
    labelIcons.set(text, icon);
  }
  return icon;
}

const HANDLE_ICON = L.divIcon({ className: 'map__corner-handle', iconSize: [14, 14] });

function Labels({ path, locale }: { path: DraftPath; locale: ReturnType<typeof useLocale> }) {
  return (
    <>
      {sideLabels(path).map((label, i) => (
        <Marker key={i} position={toLatLng(label.at)} icon={labelIcon(formatFeetInches(label.lengthFt, locale))} interactive={false} keyboard={false} />
      ))}
    </>
  );
}

/** The temporary structure being drawn, and the drawing tools' map events. */
export function DraftLayer({ property }: { property: StreetData }) {
  const map = useMap();
  const t = useTranslate();
  const locale = useLocale();
  const { notify } = useReport();
  const { draft, setDraft, lot: correctedLot } = useLayout();
  const lot = correctedLot ?? property.lot;
  const tool = draft.tool === 'polygon' || draft.tool === 'rectangle' ? draft.tool : null;
  const [corners, setCorners] = useState<Position[]>([]);
  const [pointer, setPointer] = useState<Position | null>(null);
  // Where a corner handle is being dragged (the edit tool), and a counter that puts handles back.
  const [dragged, setDragged] = useState<{ index: number; to: Position } | null>(null);
  const [handles, setHandles] = useState(0);

  // Handlers are bound once per tool and read the latest values from here.
  const live = useRef({ draft, setDraft, lot, corners, notify, t });
  live.current = { draft, setDraft, lot, corners, notify, t };

  // A new tool (or none) starts with no corners.
  useEffect(() => {
    setCorners([]);
    setPointer(null);
  }, [draft.tool]);

  useEffect(() => {
    if (!tool) return;
    const container = map.getContainer();
    container.classList.add('map--drawing');
    const zoomsOnDoubleClick = map.doubleClickZoom.enabled();
    map.doubleClickZoom.disable();
    const warnOutside = () => live.current.notify('warning', live.current.t('layout.insideLot'));
    const setCornersNow = (next: Position[]) => {
      live.current.corners = next;
      setCorners(next);
    };
    const finish = (shape: Polygon) => {
      if (!isInsideLot(shape, live.current.lot)) {
        warnOutside();
        return;
      }
      if (!outlineOfPolygon(shape)) {
        live.current.notify('warning', live.current.t('constructor.badShape'));
        return;
      }
      setCornersNow([]);
      setPointer(null);
      live.current.setDraft({ tool: tool satisfies ShapeTool, shape });
    };
    const pixelDistance = (a: Position, b: L.Point) => map.latLngToContainerPoint(toLatLng(a)).distanceTo(b);

    const onClick = (event: L.LeafletMouseEvent) => {
      const at = toPosition(event.latlng);
      const { corners: now } = live.current;
      const last = now[now.length - 1];
      if (last && pixelDistance(last, event.containerPoint) < SAME_PX) return;
      if (tool === 'polygon' && now.length >= 3 && pixelDistance(now[0]!, event.containerPoint) <= CLOSE_PX) {
        finish(polygonOf(now));
        return;
      }
      // Spec 1 section 4: each point must be inside the lot.
      if (!isPointInPolygon(at, live.current.lot)) {
        warnOutside();
        return;
      }
      if (tool === 'rectangle' && now.length === 1) finish(rectangleFromCorners(now[0]!, at));
      else setCornersNow([...now, at]);
    };
    const onDoubleClick = () => {
      const { corners: now } = live.current;
      if (tool === 'polygon' && now.length >= 3) finish(polygonOf(now));
    };
    const onMove = (event: L.LeafletMouseEvent) => {
      if (live.current.corners.length > 0) setPointer(toPosition(event.latlng));
    };
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      map.off('mousemove', onMove);
      container.classList.remove('map--drawing');
      if (zoomsOnDoubleClick) map.doubleClickZoom.enable();
    };
  }, [map, tool]);

  // Escape clears the drawing and resets the tool (spec 1 section 4), unless a dialog took it.
  const active = draft.tool !== 'unset' || draft.shape !== null;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setCorners([]);
      setPointer(null);
      live.current.setDraft({ tool: 'unset', shape: null } satisfies Draft);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  const preview = tool ? draftPath(tool, corners, pointer) : null;
  const editing = draft.tool === 'edit' && draft.shape !== null;
  // Kept by identity while the shape stays: react-leaflet moves a marker back whenever its
  // `position` is a new array, which would undo a corner being dragged on every render.
  const handleLatLngs = useMemo(() => (draft.shape ? openRing(draft.shape).map(toLatLng) : []), [draft.shape]);
  const shown = draft.shape && dragged && editing ? withCornerMoved(draft.shape, dragged.index, dragged.to) : draft.shape;

  const dropCorner = (index: number, to: Position) => {
    setDragged(null);
    const shape = live.current.draft.shape;
    if (!shape) return;
    const moved = withCornerMoved(shape, index, to);
    if (!isPointInPolygon(to, live.current.lot) || !isInsideLot(moved, live.current.lot)) {
      notify('warning', t('layout.insideLot'));
      setHandles((n) => n + 1);
    } else if (!outlineOfPolygon(moved)) {
      notify('warning', t('constructor.badShape'));
      setHandles((n) => n + 1);
    } else setDraft({ tool: 'edit', shape: moved });
  };

  return (
    <>
      {shown && <PolygonLayer positions={openRing(shown).map(toLatLng)} {...DRAFT_STYLE} />}
      {shown && !preview && <Labels path={{ positions: openRing(shown), closed: true }} locale={locale} />}
      {editing &&
        shown &&
        handleLatLngs.map((latLng, index) => (
          <Marker
            key={`${handles}:${index}`}
            position={latLng}
            icon={HANDLE_ICON}
            draggable
            eventHandlers={{
              drag: (event) => setDragged({ index, to: toPosition((event.target as L.Marker).getLatLng()) }),
              dragend: (event) => dropCorner(index, toPosition((event.target as L.Marker).getLatLng())),
            }}
          />
        ))}
      {preview && preview.positions.length >= 2 && preview.closed && <PolygonLayer positions={preview.positions.map(toLatLng)} {...PREVIEW_STYLE} />}
      {preview && preview.positions.length >= 2 && !preview.closed && <Polyline positions={preview.positions.map(toLatLng)} {...PREVIEW_STYLE} />}
      {preview && <Labels path={preview} locale={locale} />}
      {corners.map((corner, index) => (
        <CircleMarker
          key={index}
          center={toLatLng(corner)}
          radius={index === 0 && tool === 'polygon' ? 6 : 4}
          {...CORNER_STYLE}
        />
      ))}
    </>
  );
}
