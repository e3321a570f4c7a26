// A uniform grid over line segments in feet, for "which segments come near this box?" in time
// proportional to the answer rather than to every segment of a lot (a lot of 5,000 corners asks
// that question 10,000 times while building its setback keep-outs). Built once, queried many
// times; each segment is listed in every cell it passes through.

/** Segments as parallel arrays: segment i runs from (ax[i], ay[i]) to (bx[i], by[i]). */
export interface SegmentArrays {
  ax: ArrayLike<number>;
  ay: ArrayLike<number>;
  bx: ArrayLike<number>;
  by: ArrayLike<number>;
  count: number;
}

/** Most cells along one axis, so a few long segments never make a huge grid. */
const MAX_CELLS_PER_AXIS = 1024;

/** A grid of segments answering box queries. */
export interface SegmentGrid {
  /**
   * Calls `visit(i)` once for every segment that passes through a cell touching the box [minX, maxX] x
   * [minY, maxY]: every segment meeting the box, and some near it (the caller tests exactly). Stops
   * when `visit` returns true.
   */
  query(minX: number, minY: number, maxX: number, maxY: number, visit: (index: number) => boolean | void): void;
  /** Calls `visit(j)` once for every other segment that shares a cell with segment `i`: every segment meeting it, and some near it. */
  nearSegment(i: number, visit: (index: number) => void): void;
}

/**
 * A grid over `segments` whose cells are about `cellFt` wide (by default sized so a cell holds a
 * few segments on average).
 */
export function segmentGrid(segments: SegmentArrays, cellFt?: number): SegmentGrid {
  const n = segments.count;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let lengths = 0;
  for (let i = 0; i < n; i++) {
    const ax = segments.ax[i]!;
    const ay = segments.ay[i]!;
    const bx = segments.bx[i]!;
    const by = segments.by[i]!;
    minX = Math.min(minX, ax, bx);
    maxX = Math.max(maxX, ax, bx);
    minY = Math.min(minY, ay, by);
    maxY = Math.max(maxY, ay, by);
    lengths += Math.abs(bx - ax) + Math.abs(by - ay);
  }
  if (n === 0) return { query() {}, nearSegment() {} };
  const width = Math.max(maxX - minX, 1e-9);
  const height = Math.max(maxY - minY, 1e-9);
  // About the mean segment's extent, so a segment lists in a few cells and a cell holds a few segments.
  const size = Math.max(cellFt ?? lengths / n, width / MAX_CELLS_PER_AXIS, height / MAX_CELLS_PER_AXIS, 1e-9);
  const columns = Math.min(MAX_CELLS_PER_AXIS, Math.floor(width / size) + 1);
  const rows = Math.min(MAX_CELLS_PER_AXIS, Math.floor(height / size) + 1);
  const column = (x: number) => Math.min(columns - 1, Math.max(0, Math.floor((x - minX) / size)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / size)));

  // The cells segment i passes through, walked cell by cell (Amanatides and Woo), so a long diagonal lists in a line of cells, not in its box.
  const cellsOf = (i: number, visit: (cell: number) => void) => {
    const ax = segments.ax[i]!;
    const ay = segments.ay[i]!;
    const bx = segments.bx[i]!;
    const by = segments.by[i]!;
    let c = column(ax);
    let r = row(ay);
    const cEnd = column(bx);
    const rEnd = row(by);
    const dx = bx - ax;
    const dy = by - ay;
    const stepC = dx > 0 ? 1 : -1;
    const stepR = dy > 0 ? 1 : -1;
    const tDeltaX = dx === 0 ? Infinity : size / Math.abs(dx);
    const tDeltaY = dy === 0 ? Infinity : size / Math.abs(dy);
    let tMaxX = dx === 0 ? Infinity : ((minX + (c + (dx > 0 ? 1 : 0)) * size - ax) / dx);
    let tMaxY = dy === 0 ? Infinity : ((minY + (r + (dy > 0 ? 1 : 0)) * size - ay) / dy);
    visit(r * columns + c);
    // Each step crosses one cell line towards the end cell, so the walk takes exactly that many steps.
    for (let steps = Math.abs(cEnd - c) + Math.abs(rEnd - r); steps > 0; steps--) {
      if (c !== cEnd && (r === rEnd || tMaxX < tMaxY)) {
        c += stepC;
        tMaxX += tDeltaX;
      } else {
        r += stepR;
        tMaxY += tDeltaY;
      }
      visit(r * columns + c);
    }
  };

  // Counting sort into one flat list of segment indices per cell.
  const starts = new Int32Array(columns * rows + 1);
  for (let i = 0; i < n; i++) cellsOf(i, (cell) => starts[cell + 1]!++);
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const fill = starts.slice(0, -1);
  const cells = new Int32Array(starts[starts.length - 1]!);
  for (let i = 0; i < n; i++) cellsOf(i, (cell) => (cells[fill[cell]!++] = i));

  const seen = new Uint32Array(n);
  let stamp = 0;
  return {
    query(qMinX, qMinY, qMaxX, qMaxY, visit) {
      if (qMaxX < minX || qMinX > maxX || qMaxY < minY || qMinY > maxY) return;
      stamp++;
      // A hair wider, so a segment through a cell's corner, listed in the cells on one side of it, is found from the other.
      const margin = size * 1e-9;
      const c0 = column(qMinX - margin);
      const c1 = column(qMaxX + margin);
      const r0 = row(qMinY - margin);
      const r1 = row(qMaxY + margin);
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const cell = r * columns + c;
          for (let k = starts[cell]!; k < starts[cell + 1]!; k++) {
            const i = cells[k]!;
            if (seen[i] === stamp) continue;
            seen[i] = stamp;
            if (visit(i) === true) return;
          }
        }
      }
    },
    nearSegment(i, visit) {
      stamp++;
      seen[i] = stamp;
      cellsOf(i, (cell) => {
        for (let k = starts[cell]!; k < starts[cell + 1]!; k++) {
          const j = cells[k]!;
          if (seen[j] === stamp) continue;
          seen[j] = stamp;
          visit(j);
        }
      });
    },
  };
}
