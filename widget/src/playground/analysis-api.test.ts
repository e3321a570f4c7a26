import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaygroundAnalysisRequest } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { requestAnalysis, ANALYSIS_TIMEOUT_MS } from './analysis-api';

const request = { property_id: 'p-1', buildings_geojson: { type: 'FeatureCollection', features: [] }, objects: [] } as unknown as PlaygroundAnalysisRequest;

/** A client whose call answers `answer` after `afterMs`, or fails as fetch does when its signal aborts. */
function slowApi(answer: unknown, afterMs: number): { api: ApiClient; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const call = (path: string, init: { method?: string; body?: unknown; signal?: AbortSignal }) => {
    calls.push([path, init.method, init.body]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(answer), afterMs);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal!.reason);
      });
    });
  };
  return { api: { call } as unknown as ApiClient, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requestAnalysis', () => {
  it('puts the request to /api/playground/analysis and answers the results', async () => {
    vi.useFakeTimers();
    const { api, calls } = slowApi({ results: [] }, 1_000);
    const answer = requestAnalysis(api, request);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(answer).resolves.toEqual({ results: [] });
    expect(calls).toEqual([['/api/playground/analysis', 'PUT', request]]);
  });

  it('gives up after 20 seconds', async () => {
    vi.useFakeTimers();
    const { api } = slowApi({ results: [] }, 60_000);
    const answer = requestAnalysis(api, request);
    const settled = expect(answer).rejects.toThrow(`the analysis took longer than ${ANALYSIS_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(ANALYSIS_TIMEOUT_MS);
    await settled;
    expect(ANALYSIS_TIMEOUT_MS).toBe(20_000);
  });

  it('fails on an answer without results', async () => {
    const { api } = slowApi(undefined, 0);
    await expect(requestAnalysis(api, request)).rejects.toThrow('the analysis answered no results');
  });
});
