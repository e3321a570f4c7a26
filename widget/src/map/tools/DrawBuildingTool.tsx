// The draw polygon and draw square tools (spec 2: editing tools): the user outlines a building of
// their own (`building_source: 'user'`, an outbuilding without label or height). A polygon is
// closed by clicking its first corner again or by Finish; a square (a rectangle with north-south
// and east-west sides) takes one corner and then the opposite one, showing its sides meanwhile
// (spec 1 section 4, rectangle mode). The building must stand inside the lot (spec 1 section 5),
// else the toast 'Adu should be inside lot'. Tracing the house (`house`, issue 31) draws a polygon
// that is the lot's house (`kind: 'main'`), where the data has no footprint of it.
import { useMemo } from 'react';
import type { UserBuilding, StreetData } from '../../../../core/api';
import { isPointInPolygon } from '../../../../core/geo';
import type { Polygon, Position } from '../../../../core/geo';
import { isInsideLot, outlineOfPolygon, rectangleFromCorners } from '../../../../core/placement';
import { useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { useReport } from '../../shell/report-context';
import { DraftPath } from './DraftPath';
import { newMapId } from './new-id';
import { PathActions } from './PathActions';
import { ToolPanel } from './ToolPanel';
import { useMapPoints } from './use-map-points';
import { usePickedPoints } from './use-picked-points';

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** The ring of a rectangle from corner `a` to corner `b`, without its closing repeat. */
function rectangleCorners(a: Position, b: Position): Position[] {
  return rectangleFromCorners(a, b).coordinates[0]!.slice(0, -1);
}

/** Drawing a building as a polygon or a square; with `house`, the outline of the lot's house. */
export function DrawBuildingTool({ property, shape, house = false }: { property: StreetData; shape: 'polygon' | 'square'; house?: boolean }) {
  const t = useTranslate();
  const { addBuilding, setTool } = useLayout();
  const { notify } = useReport();
  const { points, picked, setPoints, cursor, setCursor, corners } = usePickedPoints(property);
  // A polygon's own first corner is a snap target too, so clicking near it closes the outline.
  const snapTo = useMemo(() => (shape === 'polygon' && points.length >= 3 ? [points[0]!, ...corners] : corners), [shape, points, corners]);

  const finish = (ring: readonly Position[]) => {
    setPoints([]);
    const polygon: Polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
    if (!outlineOfPolygon(polygon)) {
      notify('warning', t('mapTools.selfCrossing'));
      return;
    }
    if (!isInsideLot(polygon, property.lot)) {
      notify('warning', t('layout.insideLot'));
      return;
    }
    const building: UserBuilding = {
      type: 'Feature',
      geometry: polygon,
      properties: { id: newMapId('building'), building_source: 'user', kind: house ? 'main' : 'outbuilding', label: null, height_ft: null },
    };
    addBuilding(building);
    setTool('select');
  };

  const onPoint = (point: Position) => {
    const points = picked.current;
    if (shape === 'square') {
      if (points.length === 0) {
        // Spec 1 section 4: the first corner must already be inside the lot.
        if (isPointInPolygon(point, property.lot)) setPoints([point]);
        else notify('warning', t('layout.insideLot'));
        return;
      }
      if (!same(point, points[0]!)) finish(rectangleCorners(points[0]!, point));
      return;
    }
    if (points.length >= 3 && same(point, points[0]!)) finish(points);
    else if (!points.some((p) => same(p, point))) setPoints([...points, point]);
  };
  useMapPoints({ onPoint, onMove: setCursor, snapTo });

  const preview = shape === 'square' && points.length === 1 && cursor ? rectangleCorners(points[0]!, cursor) : points;
  return (
    <>
      <DraftPath points={preview} cursor={shape === 'square' ? null : cursor} closed={shape === 'polygon' || preview.length > 1} className="map-draft" />
      <ToolPanel
        picks
        title={t(house ? 'mapTools.house' : shape === 'polygon' ? 'mapTools.polygon' : 'mapTools.square')}
        hint={t(house ? 'mapTools.houseHint' : shape === 'polygon' ? 'mapTools.polygonHint' : 'mapTools.squareHint')}
      >
        <p className="map-tools__status" role="status">
          {points.length === 0 ? t('mapTools.firstCorner') : shape === 'square' ? t('mapTools.oppositeCorner') : t('mapTools.cornersSoFar', { count: points.length })}
        </p>
        {shape === 'polygon' && <PathActions count={points.length} minimum={3} onUndo={() => setPoints(points.slice(0, -1))} onFinish={() => finish(points)} />}
      </ToolPanel>
    </>
  );
}
