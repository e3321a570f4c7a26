// The loop of the server's background workers (the e-mail sender, the lead delivery, the PDF
// sweep): a round now, then one every `intervalMs`, or at once after a round that found a full
// batch (a backlog after an outage or a restart). A failed round is reported and the loop goes
// on. `stop` lets no new round start and waits for the one in progress, which can ask
// `isStopping()` to give back the work it has not begun.

/** A running worker. */
export interface PollingWorker {
  /** Starts no new round and resolves when the round in progress has finished. */
  stop(): Promise<void>;
}

/** Options of {@link startPollingWorker}. */
export interface PollingWorkerOptions {
  /** One round of work; answers whether it found a full batch, so another should follow at once. */
  round: (isStopping: () => boolean) => Promise<boolean>;
  /** The pause between rounds that did not fill a batch. */
  intervalMs: number;
  /** Told about a round that threw; the next round comes after the interval. */
  onError: (error: unknown) => void;
}

/** Runs `round` in this process until stopped. */
export function startPollingWorker({ round, intervalMs, onError }: PollingWorkerOptions): PollingWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const isStopping = () => stopped;
  const tick = () => {
    let full = false;
    current = round(isStopping)
      .then(
        (filled) => {
          full = filled;
        },
        onError,
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, full ? 0 : intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
