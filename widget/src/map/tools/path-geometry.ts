// Lengths along drawn paths (measure, line notes), in feet, and the point halfway along one, where
// a line note shows its length.
import type { Position } from '../../../../core/geo';
import { sideLengthsFt } from '../../../../core/placement';

/** The length of each segment of a path, in feet, each measured in a frame at its own start. */
export function segmentLengthsFt(points: readonly Position[]): number[] {
  return points.slice(1).map((point, i) => sideLengthsFt([points[i]!, point])[0]!);
}

/** The length of a path in feet. */
export function pathLengthFt(points: readonly Position[]): number {
  return segmentLengthsFt(points).reduce((sum, feet) => sum + feet, 0);
}

/** The point halfway along a path (by length); its only point for a path of one, and a programmer error for none. */
export function halfwayAlong(points: readonly Position[]): Position {
  if (points.length === 0) throw new Error('halfwayAlong needs at least one point, got none');
  const lengths = segmentLengthsFt(points);
  let left = lengths.reduce((sum, feet) => sum + feet, 0) / 2;
  for (let i = 0; i < lengths.length; i++) {
    const feet = lengths[i]!;
    if (left <= feet && feet > 0) {
      const share = left / feet;
      const a = points[i]!;
      const b = points[i + 1]!;
      return [a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share];
    }
    left -= feet;
  }
  return points[points.length - 1]!;
}
