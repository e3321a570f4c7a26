// A progress display for long imports: a bar redrawn in place on a terminal, a line per phase
// (and every tenth of the way) in logs.

/** A progress callback that writes to `stream`. */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): {
  report(phase: string, done: number, total: number): void;
  finish(): void;
} {
  let lastPhase = '';
  let lastTenth = -1;
  let lastDraw = 0;
  const width = 28;
  return {
    report(phase, done, total) {
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      if (stream.isTTY) {
        const now = Date.now();
        if (phase === lastPhase && now - lastDraw < 80 && done < total) return;
        lastDraw = now;
        const filled = Math.round(fraction * width);
        stream.write(`\r${phase.padEnd(34).slice(0, 34)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}\x1b[K`);
        if (phase !== lastPhase && lastPhase !== '') stream.write('');
        lastPhase = phase;
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (phase !== lastPhase || tenth > lastTenth) {
        if (phase !== lastPhase) lastTenth = -1;
        if (phase !== lastPhase || tenth === 10 || tenth > lastTenth) stream.write(`${phase}: ${done}/${total}\n`);
        lastPhase = phase;
        lastTenth = tenth;
      }
    },
    finish() {
      if (stream.isTTY && lastPhase) stream.write('\n');
    },
  };
}
