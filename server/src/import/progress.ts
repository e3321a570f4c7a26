// A progress display for long imports: a bar redrawn in place on a terminal, and in logs a line
// when a phase starts, at every tenth of the way, and when it ends.

const BAR_WIDTH = 28;
const REDRAW_MS = 80;

/** A progress callback writing to `stream`, and `finish` to end the last line. */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): {
  report(phase: string, done: number, total: number): void;
  finish(): void;
} {
  let lastPhase = '';
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    report(phase, done, total) {
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const tenth = Math.floor(fraction * 10);
      const newPhase = phase !== lastPhase;
      if (stream.isTTY) {
        const now = Date.now();
        if (!newPhase && done < total && now - lastDraw < REDRAW_MS) return;
        if (newPhase && lastPhase) stream.write('\n');
        const filled = Math.round(fraction * BAR_WIDTH);
        stream.write(`\r${phase.padEnd(34).slice(0, 34)} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}\x1b[K`);
        lastDraw = now;
      } else if (newPhase || tenth > lastTenth) {
        stream.write(`${phase}: ${done}/${total}\n`);
      }
      lastPhase = phase;
      lastTenth = newPhase ? tenth : Math.max(lastTenth, tenth);
    },
    finish() {
      if (stream.isTTY && lastPhase) stream.write('\n');
    },
  };
}
