// `PUT /api/playground/analysis` with a time limit: an answer that takes longer than that is given
// up (spec 2 section 8: 'connection timed out', as for any failure).
import { analyzePlayground, type PlaygroundAnalysisRequest, type PlaygroundAnalysisResponse } from '../../../core/api';
import { send, type ApiClient } from '../api/client';

/** How long the analysis may take before it is given up. */
export const ANALYSIS_TIMEOUT_MS = 20_000;

/** Asks the server to judge the playground's structures; rejects on failure, and when `timeoutMs` passes first. */
export async function requestAnalysis(api: ApiClient, request: PlaygroundAnalysisRequest, timeoutMs = ANALYSIS_TIMEOUT_MS): Promise<PlaygroundAnalysisResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`the analysis took longer than ${timeoutMs} ms`)), timeoutMs);
  try {
    const answer: PlaygroundAnalysisResponse | undefined = await send(api, analyzePlayground, { body: request }, { signal: controller.signal });
    // A body cut off by the time limit reads as empty: that is a failure too.
    if (controller.signal.aborted || !Array.isArray(answer?.results)) throw new Error('the analysis answered no results');
    return answer;
  } finally {
    clearTimeout(timer);
  }
}
