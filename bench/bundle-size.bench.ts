// Gzipped size of the production bundles against a bundle of only the third-party libraries the
// widget ships, with the budgets of the embed: the SDK under 3 KB, the widget's first screen
// (the embed entry and its static chunks, before the report and the map) under 95 KB (issue 21;
// 103.2 KB before the console left the embed, decision 041). A figure over its budget fails the
// run. The console's first screen (Lotline's own pages) is reported beside it, without a budget.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { BundleSizes } from '../scripts/build';
import { makeScratchDir, removeScratchDir, repoRoot, tsxBin } from './support/paths';
import { ratio } from './support/stats';
import type { BenchResult } from './support/types';

const librariesEntry = `import * as a from 'react';
import * as b from 'react-dom/client';
import * as c from 'leaflet';
import * as d from 'react-leaflet';
import * as e from '@r2wc/react-to-web-component';
(globalThis as any).__keep = [a, b, c, d, e];
`;

/** Budgets in gzipped bytes (kilobytes of 1,000 bytes, the stricter reading). */
const BUDGET = { sdk: 3_000, firstScreen: 95_000 } as const;

async function productionSizes(): Promise<BundleSizes> {
  await promisify(execFile)(tsxBin, ['scripts/build.ts'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(await readFile(join(repoRoot, 'dist/bundle-size.json'), 'utf8')) as BundleSizes;
}

async function librariesOnlyGzip(): Promise<number> {
  const scratch = await makeScratchDir('bundle-size');
  const outDir = await mkdtemp(join(tmpdir(), 'lotline-bench-bundle-'));
  try {
    const entry = join(scratch, 'libraries.ts');
    await writeFile(entry, librariesEntry);
    await build({
      root: repoRoot,
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        sourcemap: false,
        lib: { entry, name: 'LibrariesOnly', formats: ['iife'], fileName: () => 'libraries.js' },
        rolldownOptions: { output: { minify: true } },
      },
    });
    return gzipSync(await readFile(join(outDir, 'libraries.js')), { level: 9 }).length;
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await removeScratchDir(scratch);
  }
}

function sizeOf(sizes: BundleSizes, file: string): number {
  const size = sizes.files[file];
  if (!size) throw new Error(`dist/bundle-size.json has no entry for ${file}`);
  return size.gzip;
}

/** Builds dist/ and reports the widget's first screen, its map and the SDK in gzipped bytes against the libraries-only bundle built in the same run. */
export default async function bundleSize(): Promise<BenchResult[]> {
  const sizes = await productionSizes();
  const baseline = {
    name: 'third-party libraries only (react, react-dom, leaflet, react-leaflet, r2wc)',
    value: await librariesOnlyGzip(),
  };
  const result = (name: string, value: number, note: string): BenchResult => ({
    name,
    value,
    unit: 'bytes',
    baseline,
    ratio: ratio(value, baseline.value),
    note,
  });
  const firstScreen = sizes.first_screen.gzip;
  const map = sizes.map.gzip;
  const results = [
    result(
      'bundle.widget.first-screen.gzip',
      firstScreen,
      `embed entry and static chunks (${sizes.first_screen.files.length} files), each gzipped as served; budget ${BUDGET.firstScreen} bytes`,
    ),
    result(
      'bundle.widget.console-first-screen.gzip',
      sizes.console_first_screen.gzip,
      `console entry and static chunks (${sizes.console_first_screen.files.length} files): Lotline's own pages before their first screen; no budget`,
    ),
    result('bundle.widget.map.gzip', map, `chunks the map adds when a property opens (${sizes.map.files.length} files); leaflet, react-leaflet and leaflet.css`),
    result('bundle.widget.all.gzip', sizes.all.gzip, `every widget chunk (${sizes.all.files.length} files: first screen, report, map): the whole widget over the libraries alone`),
    result('bundle.lotline-sdk.js.gzip', sizeOf(sizes, 'lotline-sdk.js'), `the one-line loader (classic script); budget ${BUDGET.sdk} bytes; the SDK has no dependencies`),
    result('bundle.lotline-sdk.mjs.gzip', sizeOf(sizes, 'lotline-sdk.mjs'), `the ES module API; budget ${BUDGET.sdk} bytes; the SDK has no dependencies`),
  ];
  const over = [
    ...(firstScreen >= BUDGET.firstScreen ? [`widget first screen ${firstScreen} B >= ${BUDGET.firstScreen} B`] : []),
    ...results
      .filter((r) => r.name.startsWith('bundle.lotline-sdk') && r.value >= BUDGET.sdk)
      .map((r) => `${r.name} ${r.value} B >= ${BUDGET.sdk} B`),
  ];
  if (over.length > 0) throw new Error(`over budget: ${over.join('; ')}`);
  return results;
}
