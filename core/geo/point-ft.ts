// Points and rings in a local frame in feet (local-frame.ts): what lot lines, setback areas, placement
// and measuring compute with.

/** A point in a local frame, [xFt, yFt] (east, north). */
export type PointFt = readonly [number, number];

/** A ring of points without the closing repeat. */
export type RingFt = readonly PointFt[];
