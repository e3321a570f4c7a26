// The line tool (spec 2: editing tools 'line'): a line note of two or more points, kept with the
// user's map notes and drawn with its length. Clicking the last point again, or Finish, ends it.
import { useMemo } from 'react';
import type { StreetData } from '../../../../core/api';
import type { Position } from '../../../../core/geo';
import { useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { DraftPath } from './DraftPath';
import { newMapId } from './new-id';
import { PathActions } from './PathActions';
import { ToolPanel } from './ToolPanel';
import { useMapPoints } from './use-map-points';
import { usePickedPoints } from './use-picked-points';

/** Drawing a line note. */
export function LineTool({ property }: { property: StreetData }) {
  const t = useTranslate();
  const { addNote, setTool } = useLayout();
  const { points, picked, setPoints, cursor, setCursor, corners } = usePickedPoints(property);
  const last = points[points.length - 1];
  const snapTo = useMemo(() => (last ? [last, ...corners] : corners), [last, corners]);

  const finish = (line: Position[]) => {
    addNote({ type: 'Feature', geometry: { type: 'LineString', coordinates: line }, properties: { id: newMapId('line'), kind: 'line' } });
    setTool('select');
  };
  useMapPoints({
    onPoint: (point) => {
      const sofar = picked.current;
      const end = sofar[sofar.length - 1];
      if (end && end[0] === point[0] && end[1] === point[1]) {
        if (sofar.length >= 2) finish(sofar);
      } else setPoints([...sofar, point]);
    },
    onMove: setCursor,
    snapTo,
  });
  return (
    <>
      <DraftPath points={points} cursor={cursor} className="map-draft" />
      <ToolPanel picks title={t('mapTools.line')} hint={t('mapTools.lineHint')}>
        <p className="map-tools__status" role="status">
          {points.length === 0 ? t('mapTools.firstPoint') : t('mapTools.pointsSoFar', { count: points.length })}
        </p>
        <PathActions count={points.length} minimum={2} onUndo={() => setPoints(points.slice(0, -1))} onFinish={() => finish(points)} />
      </ToolPanel>
    </>
  );
}
