// The compute pool on real worker threads: answers, errors with their status, a deadline that ends
// the running worker, a queue that does not wait past its deadline, and the pool's health after.
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { Hono } from 'hono';
import { COMPUTE_BUSY_MESSAGE, COMPUTE_TIMEOUT_MESSAGE, ComputePool, computeBudget, computeDeadlineMs, LIGHT_TASK_COST } from './compute-pool';

const pool = new ComputePool({ size: 1, maxQueued: 2 });
afterAll(() => pool.close());

describe('ComputePool', () => {
  it('answers a task with the value its worker computed', async () => {
    expect(await pool.run('echo', [{ corners: [[1, 2]], label: 'a' }], 20_000)).toEqual({ corners: [[1, 2]], label: 'a' });
    expect(await pool.run('spin', [5], 20_000)).toBe(5);
  });

  it('answers an evaluation in the worker as the rules give it', async () => {
    const answer = await pool.run('evaluate', [{ jurisdiction: 'MA', zone_code: null, property_type: 'Single Family', gross_floor_area: 2000, lot_size: 5000 } as never, '2026-01-15'], 20_000);
    expect(answer.ok).toBe(true);
  });

  it('fails a task whose arguments cannot be cloned, and runs the next', async () => {
    const error = await pool.run('echo', [{ call: () => 1 }], 20_000).catch((e: unknown) => e);
    expect((error as Error).name).toBe('DataCloneError');
    expect(await pool.run('echo', ['next'], 20_000)).toBe('next');
  });

  it('keeps the status and code of an ApiError thrown in the worker', async () => {
    const error = await pool.run('analyze', [{} as never, { seen: {}, layers: {} } as never, null], 20_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe('quota_reached');
  });

  it('ends a task past its deadline with a 503 and stops its worker, then runs the next task on a new one', async () => {
    const started = Date.now();
    const error = await pool.run('spin', [60_000], 300).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe(COMPUTE_TIMEOUT_MESSAGE);
    expect(pool.load()).toEqual({ running: 0, queued: 0, workers: 0 });
    expect(await pool.run('echo', ['after'], 20_000)).toBe('after');
  });

  it('answers a task that waited past its deadline without running it, and refuses when the queue is full', async () => {
    await pool.run('echo', [0], 20_000);
    const running = pool.run('spin', [600], 20_000);
    const waiting = pool.run('echo', ['late'], 100).catch((e: unknown) => e);
    const second = pool.run('echo', ['in time'], 20_000);
    // One runs, two wait: the queue of this pool is full.
    const full = await pool.run('echo', ['refused'], 20_000).catch((e: unknown) => e);
    expect((full as ApiError).status).toBe(503);
    expect((full as ApiError).message).toBe(COMPUTE_BUSY_MESSAGE);
    expect(((await waiting) as ApiError).status).toBe(503);
    expect(await running).toBe(600);
    expect(await second).toBe('in time');
  });
});

describe('runUnlessLight', () => {
  it('runs a task under the light cost on this thread, and a heavier one in a worker', async () => {
    const fresh = new ComputePool({ size: 1 });
    try {
      expect(await fresh.runUnlessLight('echo', ['here'], LIGHT_TASK_COST - 1, 20_000, (value) => value)).toBe('here');
      expect(fresh.load().workers).toBe(0);
      expect(await fresh.runUnlessLight('echo', ['there'], LIGHT_TASK_COST, 20_000, (value) => value)).toBe('there');
      expect(fresh.load().workers).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('computeBudget', () => {
  it('gives a request one deadline for all its tasks: a second task gets what the first left', async () => {
    const previous = process.env.LOTLINE_COMPUTE_DEADLINE_MS;
    process.env.LOTLINE_COMPUTE_DEADLINE_MS = '1500';
    try {
      const app = new Hono();
      app.use('*', computeBudget());
      app.get('/two', async (c) => {
        await pool.run('echo', [null], 20_000);
        const first = await pool.run('spin', [1000], computeDeadlineMs());
        const left = computeDeadlineMs();
        const second = await pool.run('spin', [1000], left).catch((e: unknown) => (e as ApiError).status);
        return c.json({ first, left: left < 600, second });
      });
      expect(await (await app.request('/two')).json()).toEqual({ first: 1000, left: true, second: 503 });
    } finally {
      if (previous === undefined) delete process.env.LOTLINE_COMPUTE_DEADLINE_MS;
      else process.env.LOTLINE_COMPUTE_DEADLINE_MS = previous;
    }
  });
});
