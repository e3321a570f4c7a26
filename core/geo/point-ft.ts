// Points and rings in a local frame in feet (local-frame.ts): what lot lines, setback areas, placement
// and measuring compute with.

/** A point in a local frame, [xFt, yFt] (east, north). */
export type PointFt = readonly [number, number];

/** A ring of points without the closing repeat. */
export type RingFt = readonly PointFt[];

/** The box of `rings` in feet: [minX, minY, maxX, maxY] (infinite and empty for no point). */
export function boxOfRings(rings: readonly RingFt[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return [minX, minY, maxX, maxY];
}
