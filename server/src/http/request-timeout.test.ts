// The request time budget: a handler slower than its budget gets a 503 in the error shape with
// Retry-After; a faster one answers as usual; budgets differ by route.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import { errorResponse } from './api-error';
import { apiBudgetMs, requestTimeout } from './request-timeout';

function appWithBudget(budgetMs: number) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.use('*', requestTimeout({ budgetMs: () => budgetMs }));
  app.get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return c.json({ ok: true });
  });
  app.get('/fast', (c) => c.json({ ok: true }));
  return app;
}

describe('requestTimeout', () => {
  it('answers 503 with Retry-After when the handler takes longer than the budget', async () => {
    const response = await appWithBudget(50).request('/slow');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await response.json()) as ApiErrorBody).toEqual({ error: { code: 'timeout', message: 'The server took longer than 0 s to answer; try again.' } });
  });

  it('lets answers within the budget through untouched', async () => {
    const app = appWithBudget(1000);
    expect([(await app.request('/fast')).status, await (await app.request('/slow')).json()]).toEqual([200, { ok: true }]);
  });
});

describe('apiBudgetMs', () => {
  const budgetOf = async (method: string, path: string) => {
    const app = new Hono();
    let budget = 0;
    app.all('*', (c) => {
      budget = apiBudgetMs(c);
      return c.body(null, 204);
    });
    await app.request(path, { method });
    return budget;
  };

  it('gives uploads two minutes, PDFs half a minute, previews 20 s and the rest 15 s', async () => {
    expect(await budgetOf('POST', '/api/properties/ma-maple-hollow%2F12/media')).toBe(120_000);
    expect(await budgetOf('POST', '/api/generate-pdf')).toBe(30_000);
    expect(await budgetOf('GET', '/api/report/unfurl')).toBe(20_000);
    expect(await budgetOf('GET', '/api/properties/ma-maple-hollow%2F12/media')).toBe(15_000);
    expect(await budgetOf('GET', '/api/address/search')).toBe(15_000);
  });
});
