// A stand-in for `fetch` in the widget's component tests: the widget's real API client talks to
// it, so a test holds the requests a user's actions send (method, path and JSON body) and answers
// them by route, without a server. Answers are plain JSON, the parts of a Response the client
// reads; a test that needs an answer to wait holds it in a promise.
import { vi } from 'vitest';

/** A request the widget sent: the method, the path with its query, and the parsed JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: the status (200 unless given) and the JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** The API base the tests give the client. */
export const FAKE_API_BASE = 'http://lotline.test';

/** A Response-like object of `answer`, with what the API client reads. */
function responseOf({ status = 200, body = null }: FakeAnswer): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as Response;
}

/**
 * Replaces the global fetch until `restore()`: each request is recorded and answered by `answer`
 * (a request it does not expect should throw, which the client reports as a network failure).
 */
export function stubFetch(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: SentRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const request = { method: init.method ?? 'GET', path: `${url.pathname}${url.search}`, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    requests.push(request);
    return responseOf(await answer(request));
  });
  vi.stubGlobal('fetch', fake);
  return {
    requests,
    /** The requests sent with `method` to `path` (the path without its query). */
    sentTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path.split('?')[0] === path),
    restore: () => vi.unstubAllGlobals(),
  };
}
