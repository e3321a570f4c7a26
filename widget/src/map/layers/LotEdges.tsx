// The lot lines coloured by kind (front, exterior side, interior side, rear; unknown grey and
// dashed), and a legend in the map's bottom-right corner listing the kinds this lot has (on a phone
// the bottom-left is taken by the tool bar, and the legend is folded behind a button, so it does
// not cover the lot). Each lot line can be focused and, hovered or focused,
// shows its number, length, kind, why it got it and how sure that is, in the words ui/lot-edge-labels.ts
// gives. A line whose kind is a low-confidence guess is drawn dotted over its colour, and the legend
// says to check it (the stricter setback applies to it).
import { useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import { Polyline, Tooltip, useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { EdgeKind } from '../../../../core/setback';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { EDGE_DASH, EDGE_KIND_STYLES, edgeKindKey, edgeKindOfAnswer, edgeKindSlug, edgeKindsPresent, edgeReasonKey } from '../../ui/lot-edge-labels';
import { EdgeSwatch } from '../../ui/EdgeSwatch';
import { MapControl } from '../MapControl';

type Edge = StreetData['lot_edges'][number];

/** The lot lines of `edges` with their tooltips, and the legend of their kinds. */
export function LotEdges({ edges }: { edges: readonly Edge[] }) {
  const kinds = edgeKindsPresent(edges);
  const unsure = edges.some((edge) => edge.confidence === 'low');
  return (
    <>
      {edges.map((edge, index) => (
        <EdgeLine key={index} edge={edge} index={index} />
      ))}
      {kinds.length > 0 && <LotEdgeLegend kinds={kinds} unsure={unsure} />}
    </>
  );
}

function EdgeLine({ edge, index }: { edge: Edge; index: number }) {
  const t = useTranslate();
  const locale = useLocale();
  const kind = edgeKindOfAnswer(edge.kind);
  const style = EDGE_KIND_STYLES[kind];
  const reasonKey = edgeReasonKey(edge.reason);
  const name = t('lotEdge.name', { number: index + 1, length: formatFeetInches(edge.length_ft, locale) });
  const kindWords = t(edgeKindKey(kind));
  const reason = reasonKey ? t(reasonKey) : null;
  const sure = edge.confidence ? t(`lotEdge.confidence.${edge.confidence}`) : null;
  const label = `${name}: ${[kindWords, reason, sure].filter(Boolean).join('. ')}`;
  const unsure = edge.confidence === 'low';
  const line = useRef<L.Polyline>(null);
  // The words follow the language; the path keeps its element.
  useEffect(() => {
    line.current?.getElement()?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <Polyline
      ref={line}
      positions={[
        [edge.from[1], edge.from[0]],
        [edge.to[1], edge.to[0]],
      ]}
      // Leaflet reads the class only when it makes the path; pathOptions are applied after, with setStyle.
      className={`map__edge map__edge--${edgeKindSlug(kind)}${unsure ? ' map__edge--unsure' : ''}`}
      pathOptions={{ color: style.color, weight: 4, opacity: 0.9, ...(style.dashed ? { dashArray: EDGE_DASH } : unsure ? { dashArray: UNSURE_DASH, lineCap: 'round' } : {}) }}
      eventHandlers={{ add: (event) => focusable(event.target as L.Polyline, label) }}
    >
      <Tooltip sticky className="map-edge-tip">
        <strong className="map-edge-tip__name">{name}</strong>
        <span className="map-edge-tip__kind">{kindWords}</span>
        {reason && <span className="map-edge-tip__reason">{reason}</span>}
        {sure && <span className={`map-edge-tip__confidence map-edge-tip__confidence--${edge.confidence}`}>{sure}</span>}
      </Tooltip>
    </Polyline>
  );
}

/** Lets keyboard users reach a lot line: a tab stop named by its words that shows its tooltip while focused. */
function focusable(line: L.Polyline, label: string) {
  const element = line.getElement();
  if (!element) return;
  element.setAttribute('tabindex', '0');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  L.DomEvent.on(element as HTMLElement, 'focus', () => line.openTooltip());
  L.DomEvent.on(element as HTMLElement, 'blur', () => line.closeTooltip());
}

/** The dots of a lot line whose kind is a low-confidence guess, in pixels. */
export const UNSURE_DASH = '1 7';

/** A map narrower than this is a phone's: its legend starts folded. */
export const FOLDED_LEGEND_MAX_WIDTH_PX = 480;

/** The width of the map's box in pixels, followed as it changes (0 before it is laid out). */
function useMapWidth(): number {
  const map = useMap();
  const [width, setWidth] = useState(() => map.getContainer().clientWidth);
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => setWidth(container.clientWidth));
    observer.observe(container);
    setWidth(container.clientWidth);
    return () => observer.disconnect();
  }, [map]);
  return width;
}

/** The kinds of lot line on this lot, with their colours, in the legend's order; folded on a phone until asked for. */
function LotEdgeLegend({ kinds, unsure }: { kinds: readonly EdgeKind[]; unsure: boolean }) {
  const t = useTranslate();
  const listId = useId();
  const narrow = useMapWidth() < FOLDED_LEGEND_MAX_WIDTH_PX;
  // The visitor's choice, once made, holds; until then the map's width decides.
  const [chosenOpen, setChosenOpen] = useState<boolean | null>(null);
  const open = chosenOpen ?? !narrow;
  return (
    <MapControl position="bottomright" className={`map-legend${narrow ? ' map-legend--foldable' : ''}`}>
      {narrow && (
        <button type="button" className="map-button map-legend__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setChosenOpen(!open)}>
          {t('legend.toggle')}
        </button>
      )}
      <ul id={listId} className="map-legend__list" aria-label={t('legend.lotLines')} hidden={!open}>
        {kinds.map((kind) => (
          <li key={kind} className="map-legend__item">
            <EdgeSwatch kind={kind} />
            {t(edgeKindKey(kind))}
          </li>
        ))}
        {unsure && (
          <li className="map-legend__item map-legend__item--unsure">
            <span className="edge-swatch edge-swatch--unsure" aria-hidden="true" />
            {t('legend.unsure')}
          </li>
        )}
      </ul>
    </MapControl>
  );
}
