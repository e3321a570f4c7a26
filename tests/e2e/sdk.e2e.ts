// The SDK in a real page: the loader loads the widget's module once, retries after a failed
// load, and `mount` and `on` deliver the typed events of the widget.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A blank host page on the server's origin (answered by the browser, not the server) with the SDK loaded in manual mode (no auto-mount). */
async function pageWithSdk(prepare?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await prepare?.(page);
  await page.route(`${server.url}/test-host/blank`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><link rel="icon" href="data:,"></head><body></body></html>' }),
  );
  await page.goto(`${server.url}/test-host/blank`);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/static/lotline-sdk.js';
        script.dataset.manual = '';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('sdk did not load'));
        document.head.append(script);
      }),
  );
  return { page, errors };
}

describe('the SDK', () => {
  it('rejects a failed load with its cause, then retries the same module and loads it exactly once', async () => {
    // The first request of the widget's entry fails on the network; later ones reach the server.
    const entryRequests: string[] = [];
    const { page, errors } = await pageWithSdk(async (page) => {
      await page.route('**/static/lotline-widget.mjs', (route) => {
        entryRequests.push(route.request().url());
        return entryRequests.length === 1 ? route.abort('connectionreset') : route.continue();
      });
    });
    const result = await page.evaluate(async () => {
      const sdk = window.Lotline!;
      const failure = await sdk.loadWidget('/static/lotline-widget.mjs').then(
        () => 'resolved',
        (error: Error) => `${error.message} | cause: ${(error.cause as Event | undefined)?.type}`,
      );
      const scriptsAfterFailure = document.querySelectorAll('script[data-lotline-widget]').length;
      const definedAfterFailure = Boolean(customElements.get('lotline-widget'));
      const first = sdk.loadWidget('/static/lotline-widget.mjs');
      const second = sdk.loadWidget('/static/lotline-widget.mjs');
      await Promise.all([first, second]);
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-lotline-widget]')];
      return {
        failure,
        scriptsAfterFailure,
        definedAfterFailure,
        samePromise: first === second,
        widgetScripts: scripts.map((script) => ({ type: script.type, path: new URL(script.src).pathname })),
        defined: Boolean(customElements.get('lotline-widget')),
        loadedAgain: await sdk.loadWidget('/static/lotline-widget.mjs').then(() => 'resolved'),
      };
    });
    expect(result).toEqual({
      failure: 'Lotline could not load /static/lotline-widget.mjs | cause: error',
      scriptsAfterFailure: 0,
      definedAfterFailure: false,
      samePromise: true,
      widgetScripts: [{ type: 'module', path: '/static/lotline-widget.mjs' }],
      defined: true,
      loadedAgain: 'resolved',
    });
    expect(entryRequests).toEqual([`${server.url}/static/lotline-widget.mjs`, `${server.url}/static/lotline-widget.mjs`]);
    // The aborted request is reported on the console; nothing else failed.
    expect(errors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await page.close();
  });

  it('mounts a widget from next to the SDK into a selector and delivers typed events in the versioned envelope', async () => {
    const { page, errors } = await pageWithSdk();
    await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', '<div id="slot"></div>');
      const element = await window.Lotline!.mount('#slot', { org: 'lotline-demo', lang: 'en' });
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      window.Lotline!.on(element, 'address-selected', (payload, event) => seen.push({ payload, version: event.version, source: event.source }));
    });
    const attributes = await page.evaluate(() => {
      const element = document.querySelector('#slot lotline-widget')!;
      const script = document.querySelector<HTMLScriptElement>('script[data-lotline-widget]')!;
      return { apiBase: element.getAttribute('api-base'), org: element.getAttribute('org'), shadow: element.shadowRoot?.mode, widget: script.src };
    });
    expect(attributes).toEqual({ apiBase: server.url, org: 'lotline-demo', shadow: 'open', widget: `${server.url}/static/lotline-widget.mjs` });

    const search = (await (await fetch(`${server.url}/api/address/search?q=1%20Maple%20Street&limit=1`)).json()) as {
      results: { place_id: string; label: string; lat: number; lng: number }[];
    };
    const target = search.results[0]!;
    await page.getByRole('combobox', { name: 'Address' }).fill(target.label.split(',')[0]!);
    await page.getByRole('option', { name: target.label, exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen), { timeout: 10_000 }).toEqual([
      { payload: target, version: 1, source: 'lotline' },
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
