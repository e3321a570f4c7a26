// Builds the production bundles into dist/: the widget as ES modules (the entry
// lotline-widget.mjs and content-hashed chunks in dist/chunks/, the map's chunk loaded only when a
// property opens; docs/decisions/008), the SDK as one ES module and one classic script (IIFE), the
// SDK's type declarations, and dist/bundle-size.json with every file's size and the totals that
// the first screen and the map need.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist');

/** The widget's module entry in dist/. */
const WIDGET_ENTRY = 'lotline-widget.mjs';

/** A file's size in bytes, raw and gzipped (level 9). */
export interface FileSize {
  raw: number;
  gzip: number;
}

/** The files one moment of the widget needs, and their summed sizes (each file gzipped alone, as served). */
export interface FileGroup extends FileSize {
  files: string[];
}

/** The contents of dist/bundle-size.json. */
export interface BundleSizes {
  /** Every .js and .mjs file under dist/, by path relative to dist/. */
  files: Record<string, FileSize>;
  /** The widget entry and every chunk it imports statically: what runs before the first screen. */
  first_screen: FileGroup;
  /** The chunks that the map's dynamic import adds to the first screen's. */
  map: FileGroup;
  /** Every widget chunk, lazy ones included. */
  all: FileGroup;
}

function libraryBuild(entry: string, name: string, fileName: string, format: 'es' | 'iife'): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Library mode leaves process.env.NODE_ENV in place, which throws in a browser and ships React's development build.
    define: {
      'process.env.NODE_ENV': '"production"',
      // Where the bundle was loaded from: a module knows its URL, a classic script only while it first runs.
      __LOTLINE_SCRIPT_URL__: format === 'es' ? 'import.meta.url' : 'document.currentScript && document.currentScript.src',
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: join(root, entry), name, formats: [format], fileName: () => fileName },
      rolldownOptions: { output: { minify: true } },
    },
  };
}

/**
 * The widget: a small entry with a stable name that hosts load, and everything else in chunks
 * named by content hash. All code the element needs statically goes into one `widget` chunk, so
 * no chunk ever imports the entry (a host may load it under another URL, e.g. with a query), and
 * dynamic imports (the map) stay in chunks of their own.
 */
function widgetBuild(): InlineConfig {
  const config = libraryBuild('widget/src/element.tsx', 'LotlineWidget', WIDGET_ENTRY, 'es');
  config.build!.rolldownOptions = {
    output: {
      minify: true,
      chunkFileNames: 'chunks/[name]-[hash].mjs',
      codeSplitting: { groups: [{ name: 'widget', test: /widget\/src\/element\.tsx$/ }] },
    },
  };
  return config;
}

type OutputChunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null };

function chunksOf(output: unknown): Map<string, OutputChunk> {
  const outputs = (Array.isArray(output) ? output : [output]) as { output: (OutputChunk | { type: 'asset' })[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((item): item is OutputChunk => item.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** `start` and every chunk it imports statically, transitively. */
function staticClosure(chunks: Map<string, OutputChunk>, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return seen;
}

/** Sizes of every .js and .mjs file under `dir` (declarations excluded), by path relative to `dir`. */
async function measureFiles(dir: string): Promise<Record<string, FileSize>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const sizes: Record<string, FileSize> = {};
  for (const path of paths) {
    const bytes = await readFile(join(dir, path));
    sizes[path] = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

function group(files: Record<string, FileSize>, names: Iterable<string>): FileGroup {
  const list = [...names].sort();
  const missing = list.filter((name) => !files[name]);
  if (missing.length > 0) throw new Error(`built chunks missing from dist/: ${missing.join(', ')}`);
  return {
    files: list,
    raw: list.reduce((sum, name) => sum + files[name]!.raw, 0),
    gzip: list.reduce((sum, name) => sum + files[name]!.gzip, 0),
  };
}

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
const widget = chunksOf(await build(widgetBuild()));
await build(libraryBuild('sdk/src/index.ts', 'LotlineSdk', 'lotline-sdk.mjs', 'es'));
await build(libraryBuild('sdk/src/auto.ts', 'LotlineSdkAuto', 'lotline-sdk.js', 'iife'));
execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'sdk/tsconfig.build.json')], { stdio: 'inherit' });
await writeFile(join(outDir, 'lotline-sdk.d.ts'), "export * from './types/sdk/src/index';\n");

const firstScreen = staticClosure(widget, [WIDGET_ENTRY]);
// The map as a property opens: LotMap and what it imports statically. Chunks the map loads later
// (lot editing with geoman) are counted in `all` only.
const mapEntries = [...widget.values()].filter((chunk) => chunk.facadeModuleId?.endsWith('/widget/src/map/LotMap.tsx')).map((chunk) => chunk.fileName);
if (mapEntries.length === 0) throw new Error('no chunk of widget/src/map/LotMap.tsx: the map must be imported dynamically');
// The report is loaded before its map, so what they share counts for the report.
const reportEntries = [...widget.values()].filter((chunk) => chunk.facadeModuleId?.endsWith('/widget/src/report/ReportScreen.tsx')).map((chunk) => chunk.fileName);
const reportClosure = staticClosure(widget, reportEntries);
const mapOnly = [...staticClosure(widget, mapEntries)].filter((name) => !firstScreen.has(name) && !reportClosure.has(name));
const files = await measureFiles(outDir);
const widgetFiles = [...widget.keys()];
const sizes: BundleSizes = { files, first_screen: group(files, firstScreen), map: group(files, mapOnly), all: group(files, widgetFiles) };
await writeFile(join(outDir, 'bundle-size.json'), `${JSON.stringify(sizes, null, 2)}\n`);

const width = Math.max(...Object.keys(files).map((name) => name.length), 12);
const row = (name: string, size: FileSize) => `${name.padEnd(width)} ${String(size.raw).padStart(9)} B  ${String(size.gzip).padStart(8)} B gzip`;
for (const [name, size] of Object.entries(files)) console.log(row(name, size));
console.log(row('first screen', sizes.first_screen));
console.log(row('map', sizes.map));
console.log(row('widget, all chunks', sizes.all));
console.log(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
