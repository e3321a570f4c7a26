// End to end: the PDF dialog on the hosted page of a demo-town report (spec 2 'PDF dialog' and its
// error catalogue). A visitor's PDF button opens the sign-in popup; a signed-in user gets the
// loader, then the link, a preview, Copy URL and a Download whose file is the report of that
// property; the widget records the pdf_upload event; closing the dialog forgets the link; on a
// Spanish page the dialog and the PDF are in Spanish; a session the server has ended gets the
// error toast and Try again.
import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StreetData } from '../../core/api/street-data.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { distinctMapleLots, type DemoLot } from './support/demo-lots';
import { onboardThroughApi, signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let lot: DemoLot;
let link: string;
const screenshots = new URL('../artifacts/', import.meta.url).pathname;

/** The file name the server gives the backyard-cottage PDF of `label`. */
const fileNameOf = (label: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-backyard-cottage.pdf`;

async function openCottagePage(page: Page): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 20_000 });
}

describe('the PDF dialog', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    [lot] = (await distinctMapleLots(server.url, 1)) as [DemoLot];
    const a = lot.details;
    link = `${server.url}/report/${[a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/')}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=backyard-cottage`;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it("opens the sign-in popup for a visitor's click", async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openCottagePage(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(new URL(popup.url()).pathname).toBe('/sign-in');
    expect(await page.getByRole('dialog', { name: 'PDF report' }).count()).toBe(0);
    await popup.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes the PDF, previews it, copies its link and downloads the file of this report', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWidgets(page, server.token('pdf-e2e'));
    await openCottagePage(page);
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.postData()?.includes('"pdf_upload"') === true);

    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'PDF report' });
    await dialog.waitFor();
    await dialog.getByText('Your PDF is ready.').waitFor({ timeout: 25_000 });
    const url = await dialog.getByRole('textbox', { name: 'Link to the PDF' }).inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/api/pdf/[0-9a-f]{32}/${fileNameOf(lot.label)}$`));
    // The link works for the server's 30 days, and the field says so to a screen reader too.
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.now() + 30 * 24 * 3600_000));
    const expires = dialog.getByText(`The link works until ${until}.`, { exact: true });
    await expires.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Link to the PDF' }).getAttribute('aria-describedby')).toBe(await expires.getAttribute('id'));
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(url);
    expect(await dialog.locator('iframe').getAttribute('title')).toBe('Preview of the PDF report');
    await page.screenshot({ path: `${screenshots}pdf-dialog.png` });
    const event = JSON.parse((await tracked).postData() ?? '{}') as { properties: Record<string, string> };
    expect(event.properties.pdf_url).toBe(url);
    expect(event.properties.current_url).toBe(page.url());

    await dialog.getByRole('button', { name: 'Copy URL' }).click();
    await dialog.getByText('URL copied to clipboard').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    await dialog.getByText('Download started').waitFor();
    expect(download.suggestedFilename()).toBe(fileNameOf(lot.label));
    const path = await download.path();
    const text = execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8');
    expect(text).toContain(lot.label);
    expect(text).toContain('Backyard Cottage');
    expect(text).toMatch(/Front setback\s+\d+ ft/);
    // The lot's own zoning district (the demo town has three), 'Inferred' only in footnotes, sources as short links.
    const { attributes } = (await (await fetch(`${server.url}/api/street-data?params=${encodeURIComponent(JSON.stringify(lot.details))}`)).json()) as StreetData;
    expect(/Zoning district\s+(.*)/.exec(text)?.[1]?.trim()).toBe(attributes.zone_code);
    expect(text).not.toContain('(Inferred)');
    expect(text).not.toMatch(/: https?:\/\//);
    expect(await seriousViolations(page)).toEqual([]);

    // Closing forgets the link: the next PDF is a new one.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    await dialog.getByText('Your PDF is ready.').waitFor({ timeout: 25_000 });
    const second = await dialog.getByRole('textbox', { name: 'Link to the PDF' }).inputValue();
    expect(second).not.toBe(url);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks Spanish on a Spanish page: the dialog, the end of the link and the PDF itself', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWidgets(page, server.token('pdf-e2e-es'));
    await page.goto(`${link}&lang=es`);
    await page.getByRole('heading', { name: 'Cabaña en el patio', level: 3 }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Informe en PDF' });
    await dialog.getByText('Su PDF está listo.').waitFor({ timeout: 25_000 });
    const until = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.now() + 30 * 24 * 3600_000));
    await dialog.getByText(`El enlace funciona hasta el ${until}.`, { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar' }).click()]);
    await dialog.getByText('Descarga iniciada').waitFor();
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-']).toString('utf8');
    expect(text).toContain('Cabaña en el patio');
    expect(text).toMatch(/Retiro frontal\s+\d+ pies/);
    expect(text).toMatch(/Página 2 de \d/);
    expect(text).not.toContain('Front setback');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says the PDF could not be made when the server ends the session, and tries again', async () => {
    const session = await signUpThroughApi(server.url, { email: 'pdf-e2e@example.com', password: 'a long enough password', first_name: 'Pat', last_name: 'Doe' });
    await onboardThroughApi(server.url, session.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWidgets(page, session.token);
    await openCottagePage(page);
    // Signed out elsewhere: the server no longer takes this token.
    expect((await fetch(`${server.url}/api/auth/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } })).status).toBe(204);

    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'PDF report' });
    await dialog.getByText('The PDF could not be made: The sign-in token is not valid; sign in again.').waitFor({ timeout: 25_000 });
    const retry = dialog.getByRole('button', { name: 'Try again' });
    await retry.click();
    await dialog.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Link to the PDF' }).count()).toBe(0);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await page.close();
  });
});
