// Geometry- and render-heavy work off the event loop (issue 28, decision 045): a pool of worker
// threads, one per core, that runs the tasks of server/src/compute-worker/compute-tasks.ts. Each task has a deadline counted
// from when it was asked for; a task that has not finished by then is answered 503 and, when it
// is running, its worker is ended (terminate() stops even a loop that never yields) and replaced,
// so no request holds a core past its deadline. A task waiting in the queue past its deadline is
// answered 503 without running, and a full queue answers 503 at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MiddlewareHandler } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import { ApiError } from '../http/api-error';

/**
 * The tasks a worker runs, by name. The pool knows none of them: the task table
 * (server/src/compute-worker/compute-tasks.ts, above the features whose work it lists) merges its
 * entries into this interface (decision 064), so the features below can call the pool by name.
 */
export interface ComputeTasks {
  /** Nothing: the pool's own cost, and what warm() runs. */
  echo: (value: unknown) => unknown;
}

/** The name of a task. */
export type ComputeTaskName = keyof ComputeTasks;

/** What a worker sends back: a result, or an error with the parts an ApiError needs. */
type WorkerAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; status?: number; code?: string; fields?: Record<string, string[]> } };

interface Job {
  id: number;
  name: ComputeTaskName;
  args: unknown[];
  deadline: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Corner pairs under which a task runs on the calling thread: about a tenth of a millisecond of work. */
export const LIGHT_TASK_COST = 20_000;

/** The 503 of a task past its deadline. */
export const COMPUTE_TIMEOUT_MESSAGE = 'This took longer than the server allows for one request; try a simpler shape, or try again.';
/** The 503 of a full queue. */
export const COMPUTE_BUSY_MESSAGE = 'The server is busy; try again in a few seconds.';

export interface ComputePoolOptions {
  /** How many workers; one fewer than the machine's cores by default (at least one). */
  size?: number;
  /** How many tasks may wait beyond the running ones (1,024 by default). */
  maxQueued?: number;
}

const workerUrl = new URL('../compute-worker/compute-worker-entry.mjs', import.meta.url);

/** A pool of worker threads started on first use; idle workers do not keep the process alive. */
export class ComputePool {
  readonly size: number;
  private readonly maxQueued: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: ComputePoolOptions = {}) {
    // One core stays with the main thread, which routes every request while the workers compute.
    this.size = Math.max(1, options.size ?? availableParallelism() - 1);
    // Waiting is bounded by each task's deadline; the queue's own bound only keeps memory in check.
    this.maxQueued = options.maxQueued ?? 1024;
  }

  /** Runs task `name` with `args` in a worker, or rejects with a 503 ApiError past `deadlineMs`. */
  run<N extends ComputeTaskName>(name: N, args: Parameters<ComputeTasks[N]>, deadlineMs: number): Promise<Awaited<ReturnType<ComputeTasks[N]>>> {
    if (this.closed) return Promise.reject(new Error('The compute pool is closed.'));
    if (!(deadlineMs > 0)) return Promise.reject(timedOut());
    if (this.queue.length >= this.maxQueued) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        name,
        args,
        deadline: Date.now() + deadlineMs,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: setTimeout(() => this.expire(job), deadlineMs),
      };
      this.queue.push(job);
      this.dispatch();
    });
  }

  /**
   * Task `name` on this thread (`here`, the task's own function) when its `cost` (the caller's count
   * of corner pairs it compares) is under LIGHT_TASK_COST, where a worker's round trip would cost
   * more than the work; else as {@link run}.
   */
  runUnlessLight<N extends ComputeTaskName>(name: N, args: Parameters<ComputeTasks[N]>, cost: number, deadlineMs: number, here: ComputeTasks[N]): Promise<Awaited<ReturnType<ComputeTasks[N]>>> {
    if (cost >= LIGHT_TASK_COST) return this.run(name, args, deadlineMs);
    try {
      return Promise.resolve((here as (...a: unknown[]) => Awaited<ReturnType<ComputeTasks[N]>>)(...args));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Starts every worker and waits until each has loaded its tasks, so no request waits for that. */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.size }, () => this.run('echo', [null], 60_000)));
  }

  /** How many tasks run and wait now. */
  load(): { running: number; queued: number; workers: number } {
    return { running: this.slots.filter((slot) => slot.job).length, queued: this.queue.length, workers: this.slots.length };
  }

  /** Ends every worker; waiting and running tasks are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(new Error('The compute pool is closed.')));
    await Promise.all(this.slots.splice(0).map((slot) => {
      if (slot.job) this.settle(slot.job, () => slot.job!.reject(new Error('The compute pool is closed.')));
      return slot.worker.terminate();
    }));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      job.slot = slot;
      slot.job = job;
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id: job.id, name: job.name, args: job.args });
      } catch (error) {
        // Arguments that cannot be cloned (a function, a class instance) fail this task only.
        slot.job = null;
        slot.worker.unref();
        this.settle(job, () => job.reject(error));
      }
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl);
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      slot.job = null;
      worker.unref();
      this.settle(job, () => (answer.ok ? job.resolve(answer.value) : job.reject(toError(answer.error))));
      this.dispatch();
    });
    const fail = (error: unknown) => {
      this.replace(slot);
      const job = slot.job;
      slot.job = null;
      if (job) this.settle(job, () => job.reject(error instanceof Error ? error : new Error(String(error))));
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`A compute worker stopped (exit code ${code}).`));
    });
    this.slots.push(slot);
    return slot;
  }

  /** Takes `slot` out of the pool (its worker ended or is being ended). */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private expire(job: Job): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) this.queue.splice(waiting, 1);
    const slot = job.slot;
    if (slot && slot.job === job) {
      slot.job = null;
      this.replace(slot);
      void slot.worker.terminate();
    }
    this.settle(job, () => job.reject(timedOut()), false);
    this.dispatch();
  }

  private settle(job: Job, finish: () => void, clear = true): void {
    if (clear) clearTimeout(job.timer);
    finish();
  }
}

function timedOut(): ApiError {
  return new ApiError(503, ApiErrorCode.Timeout, COMPUTE_TIMEOUT_MESSAGE);
}

function busy(): ApiError {
  return new ApiError(503, ApiErrorCode.Timeout, COMPUTE_BUSY_MESSAGE);
}

function toError(error: { message: string; status?: number; code?: string; fields?: Record<string, string[]> }): Error {
  if (error.status !== undefined && error.code !== undefined) return new ApiError(error.status as never, error.code, error.message, error.fields);
  return new Error(error.message);
}

let shared: ComputePool | undefined;

/** The process's pool (LOTLINE_COMPUTE_WORKERS workers, else one per core), started on first use. */
export function computePool(): ComputePool {
  if (!shared) {
    const configured = Number(process.env.LOTLINE_COMPUTE_WORKERS);
    shared = new ComputePool(Number.isInteger(configured) && configured > 0 ? { size: configured } : {});
  }
  return shared;
}

/** The compute budget of the request being answered: every task it asks for ends by `until`. */
const requestBudget = new AsyncLocalStorage<{ until: number }>();

/** LOTLINE_COMPUTE_DEADLINE_MS, else 10 s (inside the request's 15 s budget). */
function configuredDeadlineMs(): number {
  const configured = Number(process.env.LOTLINE_COMPUTE_DEADLINE_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 10_000;
}

/**
 * Middleware that gives each request one compute budget, so a request that asks for several tasks
 * (its lot's setback areas, then the check) still ends by one deadline.
 */
export function computeBudget(): MiddlewareHandler {
  return (_c, next) => requestBudget.run({ until: Date.now() + configuredDeadlineMs() }, next);
}

/** What is left of the current request's compute budget (the whole deadline outside a request). */
export function computeDeadlineMs(): number {
  const budget = requestBudget.getStore();
  return budget ? budget.until - Date.now() : configuredDeadlineMs();
}
