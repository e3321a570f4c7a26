// A time budget per request (issue 10), as a named middleware factory: a request whose handler has
// not answered within its budget is answered 503 in the error shape, with Retry-After, so a stuck
// database or a slow page never holds a client for minutes. The handler is not cancelled (nothing
// in Node can cancel it), but its late answer is dropped. Streaming answers (CSV exports) are
// unaffected once their headers are out.
import type { Context, MiddlewareHandler } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import { ApiError } from './api-error';

/** Options of {@link requestTimeout}. */
export interface RequestTimeoutOptions {
  /** The budget of a request in milliseconds; by route, method or anything else of the request. */
  budgetMs(c: Context): number;
}

/** Middleware that answers 503 when the rest of the chain takes longer than the request's budget. */
export function requestTimeout(options: RequestTimeoutOptions): MiddlewareHandler {
  return async function requestTimeoutMiddleware(c, next) {
    const budgetMs = options.budgetMs(c);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        c.header('Retry-After', '5');
        reject(new ApiError(503, ApiErrorCode.Timeout, `The server took longer than ${Math.round(budgetMs / 1000)} s to answer; try again.`));
      }, budgetMs);
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

const SECOND_MS = 1000;

/** The budgets of the API: uploads and PDFs take longer than the rest. */
export function apiBudgetMs(c: Context): number {
  const { method, path } = c.req;
  if (method === 'POST' && /^\/api\/properties\/[^/]+(?:\/[^/]+)?\/media$/.test(path)) return 120 * SECOND_MS;
  if (method === 'POST' && path === '/api/generate-pdf') return 30 * SECOND_MS;
  // A link preview waits for another site (5 s a try) and follows redirects.
  if (path === '/api/report/unfurl') return 20 * SECOND_MS;
  return 15 * SECOND_MS;
}
