// The PDF of a real Cambridge lot (issue 9): POST /api/generate-pdf through app.request() on
// PGlite seeded with Cambridge, warm (react-pdf in the server process, decision 019), against
// Debian's Chromium making the same report's PDF the way the server this replaces did, with a
// warm browser: for each request a new page of the launched browser's context opens the hosted
// report page of the lot from the same app (served on a free port, signed in as the same user),
// waits until the report and the lot have rendered, and prints it with page.pdf(). Both sides are
// timed from the request to the finished PDF, and both print the whole report: the widget's print
// styles lay it out on paper with the lot map above every section.
// Target: median under 300 ms and at least 5 times faster than Chromium.
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { AddressDetails, AddressSearchResponse } from '../core/api/address.schema';
import type { GeneratePdfResponse } from '../core/api/pdf.schema';
import type { StreetData } from '../core/api/street-data.schema';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { fromPglite, PGLITE_EXTENSIONS, type Database } from '../server/src/db/database';
import { readProfile } from '../server/src/import/profile';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { ensureCities } from '../server/src/orgs/cities';
import { launchChromium, signInWidgets } from '../tests/e2e/support/browser';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { makeScratchDir, removeScratchDir, repoRoot } from './support/paths';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 9;
const WARM_UPS = 2;
const CHROMIUM_RUNS = 5;
const TARGET_MS = 300;
const TARGET_SPEEDUP = 5;
/** 334 Hurley St, a three-family house in Residence C-1 with its footprint (the playground bench's lot). */
const ADDRESS = '334 Hurley St';
const PAGE = 'backyard-cottage';
const USER_ID = 'bench-user';
const secret = 'bench-secret-bench-secret-bench-secret!';

/** Cambridge imported into `database`; the files read are let go before any timing. */
async function seedCambridge(database: Database, dir: string): Promise<void> {
  await database.migrate();
  await ensureCities(database.db);
  const { chunk } = await readProfile(cambridgeProfile, dir);
  await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [chunk]);
}

/** The path of the hosted report page of `a` (the widget is the page, its state in the URL). */
function hostedReportPath(a: AddressDetails, page: string): string {
  const path = [a.state, a.city, a.zip_code || '-', a.street, a.street_number].map(encodeURIComponent).join('/');
  return `/report/${path}?lat=${a.lat}&lng=${a.lng}&signature=${a.signature}&page=${page}`;
}

/** The number of pages of a PDF, as poppler's pdfinfo reads it. */
function pageCount(pdf: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  const pages = /^Pages:\s+(\d+)$/m.exec(info)?.[1];
  if (!pages) throw new Error(`pdfinfo gave no page count: ${info.slice(0, 200)}`);
  return Number(pages);
}

/** What Chromium's side measured. */
interface ChromiumPdfs {
  /** Milliseconds of each whole request: new page, load, render, print. */
  ms: number[];
  /** Milliseconds of page.pdf() alone in the same requests. */
  printMs: number[];
  pdf: Uint8Array;
}

/**
 * Chromium making the report's PDF as a server would with a warm browser, each request timed from
 * a new page in the already-launched browser's context, through `goto` of the report page and the
 * report and the lot rendering, to page.pdf() finishing; the first requests are warm-ups.
 */
async function timeChromiumPdfs(browser: Browser, url: string, token: string): Promise<ChromiumPdfs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ms: number[] = [];
  const printMs: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  try {
    for (let run = 0; run < WARM_UPS + CHROMIUM_RUNS; run++) {
      const started = performance.now();
      const page = await context.newPage();
      await signInWidgets(page, token);
      await page.goto(url);
      await page.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 30_000 });
      await page.locator('path.map__lot').first().waitFor({ state: 'attached', timeout: 30_000 });
      const printing = performance.now();
      pdf = await page.pdf({ format: 'Letter', printBackground: true });
      const ended = performance.now();
      if (run >= WARM_UPS) {
        ms.push(ended - started);
        printMs.push(ended - printing);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
  return { ms, printMs, pdf };
}

/** Median and p95 of the warm react-pdf route, against Chromium making the same report's PDF with a warm browser. */
export default async function pdfBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  pdf ${SHARED_DATA_MISSING}`);
    return [];
  }
  // Other work on the machine moves both figures a lot, react-pdf's most: the note says how busy it was.
  const [loadAtStart] = loadavg();
  const dataDir = await makeScratchDir('pdf');
  const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  let browser: Browser | undefined;
  let server: ReturnType<typeof serve> | undefined;
  try {
    await seedCambridge(database, join(SHARED_DATA_DIR, 'cambridge-ma'));
    let origin = '';
    const app = createApp({
      database,
      secret,
      devTokens: true,
      dataDir,
      publicUrl: () => origin,
      distDir: join(repoRoot, 'dist'),
      demoHostDir: join(repoRoot, 'demo-host'),
    });
    const authorization = `Bearer ${issueDevToken(secret, USER_ID)}`;
    const getJson = async <T>(path: string): Promise<T> => {
      const response = await app.request(path, { headers: { authorization } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as T;
    };
    const { results } = await getJson<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(ADDRESS)}&limit=1`);
    const pick = results[0];
    if (!pick) throw new Error(`No Cambridge address for ${ADDRESS}`);
    const details = await getJson<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(pick.place_id)}`);
    // Opening the report first, as the user does before asking for the PDF.
    const { attributes } = await getJson<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`);
    const propertyId = attributes.property_id;

    // (a) react-pdf: the whole route (street data, quota, render, store) in this process.
    const body = JSON.stringify({ property_id: propertyId, page: PAGE });
    let reactPdf: Uint8Array = new Uint8Array();
    const generate = async (): Promise<number> => {
      const started = performance.now();
      const response = await app.request('/api/generate-pdf', { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`POST /api/generate-pdf answered ${response.status}: ${text.slice(0, 300)}`);
      const stored = await app.request((JSON.parse(text) as GeneratePdfResponse).pdf_url);
      reactPdf = new Uint8Array(await stored.arrayBuffer());
      return elapsed;
    };
    const first = await generate();
    for (let i = 1; i < WARM_UPS; i++) await generate();
    const reactPdfMs: number[] = [];
    for (let run = 0; run < RUNS; run++) reactPdfMs.push(await generate());

    // (b) Chromium making the PDF of the hosted report page of the same lot from the same app.
    const listening = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, resolve);
    });
    origin = `http://127.0.0.1:${listening.port}`;
    browser = await launchChromium();
    const chromium = await timeChromiumPdfs(browser, `${origin}${hostedReportPath(details, PAGE)}`, issueDevToken(secret, USER_ID));

    const value = { p50: median(reactPdfMs), p95: percentile(reactPdfMs, 95) };
    const baseline = median(chromium.ms);
    const speedup = baseline / value.p50;
    const met = value.p50 < TARGET_MS && speedup >= TARGET_SPEEDUP ? 'met' : 'NOT met';
    const note =
      `${propertyId} (${pick.label}), ${PAGE} page, signed in, PGlite seeded with Cambridge; react-pdf through app.request() ` +
      `(${pageCount(reactPdf)} pages, ${reactPdf.byteLength} bytes; the first PDF of the process, with react-pdf's import, took ${round(first)} ms), ` +
      `${WARM_UPS} warm-ups then ${RUNS} runs; Chromium with a warm browser, per request a new page of one context (1280x900), goto of the ` +
      `hosted report page, the report and the lot rendered, page.pdf({ format: 'Letter', printBackground: true }) ` +
      `(${pageCount(chromium.pdf)} pages, ${chromium.pdf.byteLength} bytes; page.pdf() alone ${round(median(chromium.printMs))} ms median), ` +
      `${WARM_UPS} warm-ups then ${CHROMIUM_RUNS} runs; ${round(speedup, 1)}x faster; target p50 under ${TARGET_MS} ms and ${TARGET_SPEEDUP}x (${met}); ` +
      `1-minute load average ${round(loadAtStart!)} at the start and ${round(loadavg()[0]!)} at the end on ${availableParallelism()} cores`;
    const chromiumBaseline = { name: 'Chromium: new page, load, render and page.pdf() of the same report page, p50', value: round(baseline) };
    return [
      {
        name: 'pdf.cambridge.p50',
        value: round(value.p50),
        unit: 'ms',
        baseline: chromiumBaseline,
        ratio: ratio(value.p50, baseline),
        runs: RUNS,
        samples: reactPdfMs.map((ms) => round(ms)),
        note: `${note}; Chromium samples ${chromium.ms.map((ms) => round(ms)).join(', ')} ms`,
      },
      {
        name: 'pdf.cambridge.p95',
        value: round(value.p95),
        unit: 'ms',
        baseline: chromiumBaseline,
        ratio: ratio(value.p95, baseline),
        runs: RUNS,
        note: `p95 of the same ${RUNS} react-pdf runs`,
      },
    ];
  } finally {
    await browser?.close();
    if (server) {
      const closing = server;
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    }
    await database.close();
    await removeScratchDir(dataDir);
  }
}
