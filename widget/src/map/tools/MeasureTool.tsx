// The measure tool (spec 2: editing tools 'measure'): click points and read the length of every
// segment and the total in feet and inches. Nothing is saved; Escape or the tool's button again ends it.
import { useMemo, useState } from 'react';
import type { StreetData } from '../../../../core/api';
import type { Position } from '../../../../core/geo';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { DraftPath } from './DraftPath';
import { segmentLengthsFt } from './path-geometry';
import { ToolPanel } from './ToolPanel';
import { cornersOf, useMapPoints } from './use-map-points';

/** The measure tool: its path on the map and its total in the panel. */
export function MeasureTool({ property }: { property: StreetData }) {
  const t = useTranslate();
  const locale = useLocale();
  const [points, setPoints] = useState<Position[]>([]);
  const [cursor, setCursor] = useState<Position | null>(null);
  const snapTo = useMemo(() => cornersOf(property), [property]);
  useMapPoints({ onPoint: (point) => setPoints((list) => [...list, point]), onMove: setCursor, snapTo });
  const lengths = segmentLengthsFt(points);
  const total = lengths.reduce((sum, feet) => sum + feet, 0);
  return (
    <>
      <DraftPath points={points} cursor={cursor} className="map-measure" />
      <ToolPanel picks title={t('mapTools.measure')} hint={t('mapTools.measureHint')}>
        <p className="map-tools__status" role="status">
          {points.length === 0 ? t('mapTools.firstPoint') : points.length === 1 ? t('mapTools.nextPoint') : t('mapTools.total', { length: formatFeetInches(total, locale) })}
        </p>
        {lengths.length > 1 && (
          <ol className="map-tools__segments">
            {lengths.map((feet, i) => (
              <li key={i}>{formatFeetInches(feet, locale)}</li>
            ))}
          </ol>
        )}
        <div className="map-tools__actions">
          <button type="button" className="map-button" disabled={points.length === 0} onClick={() => setPoints([])}>
            {t('mapTools.clear')}
          </button>
        </div>
      </ToolPanel>
    </>
  );
}
