// One worker of the compute pool: runs the task a message names and answers with its value or
// its error (an ApiError keeps its status, code and fields).
import { parentPort } from 'node:worker_threads';
import type { ComputeTaskName } from '../compute/compute-pool';
import { computeTasks } from './compute-tasks';

parentPort?.on('message', async (message: { id: number; name: ComputeTaskName; args: unknown[] }) => {
  try {
    const task = computeTasks[message.name] as (...args: unknown[]) => unknown;
    const value = await task(...message.args);
    parentPort!.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    const e = error as { message?: string; status?: number; code?: string; fields?: Record<string, string[]> };
    parentPort!.postMessage({
      id: message.id,
      ok: false,
      error: { message: e?.message ?? String(error), ...(typeof e?.status === 'number' && typeof e?.code === 'string' ? { status: e.status, code: e.code, fields: e.fields } : {}) },
    });
  }
});
