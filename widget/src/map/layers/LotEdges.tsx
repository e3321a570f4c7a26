// The lot lines coloured by kind (front, exterior side, interior side, rear; unknown grey and
// dashed), and a legend in the map's bottom-right corner listing the kinds this lot has (on a phone
// the bottom-left is taken by the tool bar). Each lot line can be focused and, hovered or focused,
// shows its number, length, kind and why it got it, in the words report/lot-edge-labels.ts gives.
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { Polyline, Tooltip } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { EdgeKind } from '../../../../core/setback';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { EDGE_DASH, EDGE_KIND_STYLES, edgeKindKey, edgeKindOfAnswer, edgeKindSlug, edgeKindsPresent, edgeReasonKey } from '../../report/lot-edge-labels';
import { EdgeSwatch } from '../../report/EdgeSwatch';
import { MapControl } from '../MapControl';

type Edge = StreetData['lot_edges'][number];

/** The lot lines of `edges` with their tooltips, and the legend of their kinds. */
export function LotEdges({ edges }: { edges: readonly Edge[] }) {
  const kinds = edgeKindsPresent(edges);
  return (
    <>
      {edges.map((edge, index) => (
        <EdgeLine key={index} edge={edge} index={index} />
      ))}
      {kinds.length > 0 && <LotEdgeLegend kinds={kinds} />}
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
  const label = `${name}: ${[kindWords, reason].filter(Boolean).join('. ')}`;
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
      className={`map__edge map__edge--${edgeKindSlug(kind)}`}
      pathOptions={{ color: style.color, weight: 4, opacity: 0.9, ...(style.dashed ? { dashArray: EDGE_DASH } : {}) }}
      eventHandlers={{ add: (event) => focusable(event.target as L.Polyline, label) }}
    >
      <Tooltip sticky className="map-edge-tip">
        <strong className="map-edge-tip__name">{name}</strong>
        <span className="map-edge-tip__kind">{kindWords}</span>
        {reason && <span className="map-edge-tip__reason">{reason}</span>}
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

/** The kinds of lot line on this lot, with their colours, in the legend's order. */
function LotEdgeLegend({ kinds }: { kinds: readonly EdgeKind[] }) {
  const t = useTranslate();
  return (
    <MapControl position="bottomright" className="map-legend">
      <ul className="map-legend__list" aria-label={t('legend.lotLines')}>
        {kinds.map((kind) => (
          <li key={kind} className="map-legend__item">
            <EdgeSwatch kind={kind} />
            {t(edgeKindKey(kind))}
          </li>
        ))}
      </ul>
    </MapControl>
  );
}
