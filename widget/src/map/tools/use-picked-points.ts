// The points a drawing tool has picked so far (the line and draw building tools), with the
// pointer's position for the draft and the corners a click snaps to.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { StreetData } from '../../../../core/api';
import type { Position } from '../../../../core/geo';
import { cornersOf } from './use-map-points';

/** The picked points of a tool on `property`'s map; `picked.current` has them as soon as they are set. */
export function usePickedPoints(property: StreetData) {
  const [points, setPointsState] = useState<Position[]>([]);
  // Clicks can come faster than renders: each one reads the points picked so far from here.
  const picked = useRef<Position[]>([]);
  const setPoints = useCallback((next: Position[]) => {
    picked.current = next;
    setPointsState(next);
  }, []);
  const [cursor, setCursor] = useState<Position | null>(null);
  const corners = useMemo(() => cornersOf(property), [property]);
  return { points, picked: picked as { readonly current: Position[] }, setPoints, cursor, setCursor, corners };
}
