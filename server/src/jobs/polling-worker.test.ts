import { describe, expect, it } from 'vitest';
import { startPollingWorker } from './polling-worker';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPollingWorker', () => {
  it('runs a round at once, another at once after a full batch, then waits the interval', async () => {
    const batches = [true, true, false, false];
    const started: number[] = [];
    const worker = startPollingWorker({
      intervalMs: 60_000,
      round: async () => {
        started.push(started.length);
        return batches[started.length - 1] ?? false;
      },
      onError: (error) => {
        throw error;
      },
    });
    await tick(50);
    // Two full batches and the round that was not full: the fourth waits a minute.
    expect(started).toEqual([0, 1, 2]);
    await worker.stop();
  });

  it('reports a failed round and goes on after the interval', async () => {
    const errors: string[] = [];
    let rounds = 0;
    const worker = startPollingWorker({
      intervalMs: 10,
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database down');
        return false;
      },
      onError: (error) => errors.push((error as Error).message),
    });
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(3);
    await worker.stop();
    expect(errors).toEqual(['database down']);
  });

  it('waits for the round in progress on stop, tells it to stop, and starts no other', async () => {
    let release!: () => void;
    const seen: boolean[] = [];
    let rounds = 0;
    const worker = startPollingWorker({
      intervalMs: 0,
      round: async (isStopping) => {
        rounds += 1;
        await new Promise<void>((resolve) => (release = resolve));
        seen.push(isStopping());
        return true;
      },
      onError: () => {},
    });
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await tick(10);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await tick(10);
    expect({ rounds, seen, stopped }).toEqual({ rounds: 1, seen: [true], stopped: true });
  });
});
