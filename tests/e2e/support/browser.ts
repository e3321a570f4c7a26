// Debian's Chromium through playwright-core, with the flags this environment needs, and a
// collector of console errors and page errors so a test can assert there were none.
import { chromium, type Browser, type Page } from 'playwright-core';

/** Flags for headless Chromium as root without network access. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium from CHROMIUM_PATH or /usr/bin/chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/**
 * Failed loads that are expected outcomes, which Chromium logs as console errors all the same:
 * the config of an organization the server does not have (the widget says so in a toast and
 * stays unbranded; report-org.e2e.ts covers both).
 */
function isExpectedFailedLoad(text: string, url: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  const path = URL.canParse(url) ? new URL(url).pathname : '';
  return /^\/api\/orgs\/[^/]+\/public-config$/.test(path) && text.includes('status of 404');
}

/** Records console errors (but the expected failed loads above) and uncaught page errors of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    if (message.type() === 'error' && !isExpectedFailedLoad(message.text(), url)) errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Signs every <lotline-widget> of the page's documents in with `token` (its `token` attribute),
 * as soon as the element appears, so the report is the one a signed-in user gets.
 */
export async function signInWidgets(page: Page, token: string): Promise<void> {
  // A string, not a function: tsx (benchmarks) would add helpers to a function that the page does not have.
  await page.addInitScript(`(() => {
    const value = ${JSON.stringify(token)};
    const sign = () => document.querySelectorAll('lotline-widget:not([token])').forEach((element) => element.setAttribute('token', value));
    new MutationObserver(sign).observe(document, { childList: true, subtree: true });
  })()`);
}
