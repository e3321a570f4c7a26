// The SDK in a real page: the loader loads the widget once, retries after a failed load, and
// `mount` and `on` deliver the typed events of the widget.
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

/** A page on the server's origin with the SDK loaded in manual mode (no auto-mount). */
async function pageWithSdk(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/api/health`);
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
  it('rejects a failed load with its cause, then retries and loads the widget exactly once', async () => {
    const { page, errors } = await pageWithSdk();
    const result = await page.evaluate(async () => {
      const sdk = window.Lotline!;
      const failure = await sdk.loadWidget('/static/missing-widget.js').then(
        () => 'resolved',
        (error: Error) => `${error.message} | cause: ${(error.cause as Event | undefined)?.type}`,
      );
      const scriptsAfterFailure = document.querySelectorAll('script[data-lotline-widget]').length;
      const first = sdk.loadWidget('/static/lotline-widget.js');
      const second = sdk.loadWidget('/static/lotline-widget.js');
      await Promise.all([first, second]);
      return {
        failure,
        scriptsAfterFailure,
        samePromise: first === second,
        widgetScripts: document.querySelectorAll('script[data-lotline-widget]').length,
        defined: Boolean(customElements.get('lotline-widget')),
      };
    });
    expect(result).toEqual({
      failure: 'Lotline could not load /static/missing-widget.js | cause: error',
      scriptsAfterFailure: 0,
      samePromise: true,
      widgetScripts: 1,
      defined: true,
    });
    // The failed script answered 404, which Chromium reports on the console; nothing else failed.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  it('mounts a widget into a selector and delivers typed events in the versioned envelope', async () => {
    const { page, errors } = await pageWithSdk();
    await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', '<div id="slot"></div>');
      const element = await window.Lotline!.mount('#slot', { widgetUrl: '/static/lotline-widget.js', org: 'demo', lang: 'en' });
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      window.Lotline!.on(element, 'address-selected', (payload, event) => seen.push({ payload, version: event.version, source: event.source }));
    });
    const attributes = await page.evaluate(() => {
      const element = document.querySelector('#slot lotline-widget')!;
      return { apiBase: element.getAttribute('api-base'), org: element.getAttribute('org'), shadow: element.shadowRoot?.mode };
    });
    expect(attributes).toEqual({ apiBase: server.url, org: 'demo', shadow: 'open' });

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
