// Fuzzing every endpoint of the OpenAPI document (issue 10): for each operation, a fixed list of
// edge cases (garbage, invalid UTF-8, 10 000-deep and 100 000-item JSON, oversized bodies, wrong
// content types, nasty path parameters and query strings, bad tokens) and seeded random
// requests, well-shaped (from the operation's JSON Schemas, with known ids) and malformed, sent
// through app.request() to an app on a seeded test database, with and without valid tokens.
// Every answer must come within the time limit, never be a 5xx, be in the JSON error shape when
// it is a 4xx (with field messages for invalid input), have a status the document lists and,
// when a success in JSON, the shape the document gives it.
// Replay a failure with LOTLINE_FUZZ_SEED=<seed>; `npm run fuzz` runs a larger budget.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../server/src/openapi/openapi-document';
import { documentedRoutes } from '../../server/src/operations';
import { sendAndCheck, UnsendableRequest } from './check-response';
import { fuzzConfig, operationSeed } from './fuzz-config';
import { openFuzzApp, type FuzzApp } from './fuzz-app';
import { arbitraryContext, edgeRequests, operationsOf, requestsOf } from './requests';

const config = fuzzConfig();
console.log(
  `Fuzzing the API with LOTLINE_FUZZ_SEED=${config.seed}, ${config.runsPerOperation} random requests per operation (LOTLINE_FUZZ_RUNS), ${config.timeLimitMs} ms per answer`,
);

const document = buildOpenApiDocument(documentedRoutes());
const operations = operationsOf(document);
const checks = { ...config, resolve: arbitraryContext(document, {}).resolve };
let fuzz: FuzzApp;
/** Statuses answered per operation, printed at the end: how far the requests got. */
const statuses = new Map<string, Map<number, number>>();
/** The slowest answer per operation, in ms. */
const slowest = new Map<string, number>();
const count = (op: string, { status, ms }: { status: number; ms: number }) => {
  const counts = statuses.get(op) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(op, counts);
  slowest.set(op, Math.max(slowest.get(op) ?? 0, ms));
};

beforeAll(async () => {
  fuzz = await openFuzzApp();
});
afterAll(async () => {
  const lines = [...statuses].map(
    ([op, counts]) => `${op}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}, slowest ${Math.round(slowest.get(op) ?? 0)} ms`,
  );
  console.log(`Statuses answered (seed ${config.seed}):\n${lines.join('\n')}`);
  await fuzz?.close();
});

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it('answers its edge cases without a 5xx, in the error shape', async () => {
    const requests = edgeRequests(op, fuzz.pathHints, fuzz.fieldHints, arbitraryContext(document, fuzz.fieldHints));
    for (const request of requests) count(op.name, await sendAndCheck(fuzz, op, request, checks));
    expect(requests.length).toBeGreaterThan(0);
  });

  it('answers seeded random requests, well-shaped and malformed, within the rules', async () => {
    const seed = operationSeed(config.seed, op.name);
    const context = arbitraryContext(document, fuzz.fieldHints);
    await fc.assert(
      fc.asyncProperty(requestsOf(op, context, fuzz.pathHints), async (request) => {
        try {
          count(op.name, await sendAndCheck(fuzz, op, request, checks));
        } catch (error) {
          if (error instanceof UnsendableRequest) fc.pre(false);
          throw error;
        }
      }),
      { seed, numRuns: config.runsPerOperation, endOnFailure: !config.shrink },
    );
  });
});

// Requests as the owner and the member reach past sign-in only while their sessions live: an
// operation that ended them (signing out everywhere with their token) would leave the rest of the
// run testing 401s.
it("keeps the owner's and the member's sessions to the end", async () => {
  for (const caller of ['owner', 'member'] as const) {
    const authorization = (await fuzz.authorization(caller))!;
    expect((await fuzz.app.request('/api/me', { headers: { authorization } })).status, caller).toBe(200);
  }
});
