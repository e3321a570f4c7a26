// Gzipped size of the production bundles against a bundle of only the third-party libraries the widget ships.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
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

const bundles = ['lotline-widget.js', 'lotline-widget.mjs', 'lotline-sdk.js', 'lotline-sdk.mjs'];

async function productionSizes(): Promise<Record<string, { raw: number; gzip: number }>> {
  await promisify(execFile)(tsxBin, ['scripts/build.ts'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(await readFile(join(repoRoot, 'dist/bundle-size.json'), 'utf8'));
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

/** Builds dist/ and reports each bundle's gzipped bytes against the libraries-only bundle built in the same run. */
export default async function bundleSize(): Promise<BenchResult[]> {
  const sizes = await productionSizes();
  const baseline = {
    name: 'third-party libraries only (react, react-dom, leaflet, react-leaflet, r2wc)',
    value: await librariesOnlyGzip(),
  };
  return bundles.map((file) => {
    const size = sizes[file];
    if (!size) throw new Error(`dist/bundle-size.json has no entry for ${file}`);
    const note = file.startsWith('lotline-sdk')
      ? 'ratio against the libraries baseline; the SDK has no dependencies'
      : 'ratio is the whole widget over the libraries alone; the widget also inlines leaflet.css';
    return {
      name: `bundle.${file}.gzip`,
      value: size.gzip,
      unit: 'bytes',
      baseline,
      ratio: ratio(size.gzip, baseline.value),
      note,
    };
  });
}
