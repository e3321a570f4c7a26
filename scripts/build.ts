// Builds the production bundles into dist/: the widget as ES modules (the embed entry
// lotline-widget.mjs, the console entry lotline-console.mjs of Lotline's own pages and
// content-hashed chunks in dist/chunks/, the map's chunk loaded only when a property opens;
// docs/decisions/008 and 041), the SDK as one ES module and one classic script (IIFE), the SDK's
// type declarations, and dist/bundle-size.json with every file's size and the totals that the
// first screens and the map need. It fails when a chunk imports an entry, when anything the
// embed entry loads, even lazily, holds a module of the console, or when the embed's first screen
// holds valibot, or when a first screen (the embed's or the console's) names a key of the
// report's English words (decision 071).
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { REPORT_EN } from '../widget/src/i18n/messages-report';
import { CONSOLE_ENTRY_SOURCE, EMBED_ENTRY_SOURCE, isConsoleModule } from './widget-entries';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist');

/** The widget's module entries in dist/: the embed (builders' sites, the framed page) and the console (Lotline's own pages). */
const WIDGET_ENTRY = 'lotline-widget.mjs';
const CONSOLE_ENTRY = 'lotline-console.mjs';

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
  /** The embed entry and every chunk it imports statically: what runs before a builder's visitor sees the first screen. */
  first_screen: FileGroup;
  /** The console entry and every chunk it imports statically: the same for Lotline's own pages (the hosted page, sign-in, packages, settings, join). */
  console_first_screen: FileGroup;
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
 * The widget: two small entries with stable names, the embed that builders' sites load and the
 * console of Lotline's own pages (decision 041), and everything else in chunks named by content
 * hash. All code the element needs statically (shell/widget-element.tsx, embed/ReportApp.tsx and
 * what they import) goes into one `widget` chunk that both entries import; an entry keeps only its own few lines (which
 * screens the element shows), and dynamic imports (the map, the console's pages) stay in chunks
 * of their own. No chunk may import an entry (a host may load it under another URL, e.g. with a
 * query, and would run it twice): `entryImporters` checks that after the build.
 */
function widgetBuild(): InlineConfig {
  const config = libraryBuild(EMBED_ENTRY_SOURCE, 'LotlineWidget', WIDGET_ENTRY, 'es');
  config.build!.lib = {
    entry: { [WIDGET_ENTRY]: join(root, EMBED_ENTRY_SOURCE), [CONSOLE_ENTRY]: join(root, CONSOLE_ENTRY_SOURCE) },
    formats: ['es'],
    fileName: (_format, entryName) => entryName,
  };
  config.build!.rolldownOptions = {
    output: {
      minify: true,
      chunkFileNames: 'chunks/[name]-[hash].mjs',
      codeSplitting: { groups: [{ name: 'widget', test: /widget\/src\/(?:shell\/widget-element|embed\/App)\.tsx$/ }] },
    },
  };
  return config;
}

type OutputChunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; moduleIds: string[] };

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

/** `start` and every chunk it imports, statically or dynamically, transitively: all it may ever load. */
function fullClosure(chunks: Map<string, OutputChunk>, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(imported);
  };
  start.forEach(visit);
  return seen;
}

/** Each chunk that imports an entry, with the entry: none may (a host that loads an entry under another URL would run it twice). */
function entryImporters(chunks: Map<string, OutputChunk>): string[] {
  const entries = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...chunks.values()].flatMap((chunk) =>
    [...chunk.imports, ...chunk.dynamicImports].filter((name) => entries.has(name)).map((entry) => `${chunk.fileName} imports ${entry}`),
  );
}

/** The console's modules (scripts/widget-entries.ts) in what the embed entry may ever load, each with its chunk. */
function consoleInEmbed(chunks: Map<string, OutputChunk>): string[] {
  return [...fullClosure(chunks, [WIDGET_ENTRY])].flatMap((fileName) =>
    (chunks.get(fileName)?.moduleIds ?? [])
      .map((id) => relative(root, id.replace(/\?.*$/, '')).split('\\').join('/'))
      .filter(isConsoleModule)
      .map((module) => `${module} (in ${fileName})`),
  );
}

/**
 * Libraries the embed's first screen must not hold (decision 071): valibot is shared by the lazy
 * chunks, and when one module of the first screen imports it at run time the whole of what those
 * chunks use lands in the first screen's chunk with it.
 */
const NOT_ON_FIRST_SCREEN: readonly RegExp[] = [/\/node_modules\/valibot\//];

/** Each module of those libraries in the chunks of `firstScreen`, with its chunk. */
function librariesOnFirstScreen(chunks: Map<string, OutputChunk>, firstScreen: Iterable<string>): string[] {
  return [...firstScreen].flatMap((fileName) =>
    (chunks.get(fileName)?.moduleIds ?? [])
      .filter((id) => NOT_ON_FIRST_SCREEN.some((pattern) => pattern.test(id.split('\\').join('/'))))
      .map((id) => `${relative(root, id.replace(/\?.*$/, '')).split('\\').join('/')} (in ${fileName})`),
  );
}

/**
 * The keys of the report's English words (widget/src/i18n/messages-report.ts) that the chunks of
 * `firstScreen` name as strings: those words come with the report's chunk (decision 071), so on
 * the first screen each of these would show nothing.
 */
function reportKeysOnFirstScreen(chunks: Map<string, OutputChunk>, firstScreen: Iterable<string>): string[] {
  const code = [...firstScreen].map((fileName) => chunks.get(fileName)?.code ?? '').join('\n');
  return Object.keys(REPORT_EN).filter((key) => ['"', "'", '`'].some((quote) => code.includes(`${quote}${key}${quote}`)));
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

const broken = [...entryImporters(widget), ...consoleInEmbed(widget).map((found) => `the embed loads the console's ${found}`)];
if (broken.length > 0) {
  const more = broken.length > 5 ? ` and ${broken.length - 5} more` : '';
  throw new Error(`the widget's entries are mixed up (decision 041): ${broken.slice(0, 5).join('; ')}${more}`);
}

const firstScreen = staticClosure(widget, [WIDGET_ENTRY]);
const heavy = librariesOnFirstScreen(widget, firstScreen);
if (heavy.length > 0) throw new Error(`the embed's first screen holds ${heavy.join('; ')}: import it from a lazy chunk only (decision 071)`);
const reportKeys = reportKeysOnFirstScreen(widget, [...firstScreen, ...staticClosure(widget, [CONSOLE_ENTRY])]);
if (reportKeys.length > 0) throw new Error(`the first screen names words that come with the report's chunk: ${reportKeys.join(', ')}; move them to widget/src/i18n/messages.ts (decision 071)`);
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
const sizes: BundleSizes = {
  files,
  first_screen: group(files, firstScreen),
  console_first_screen: group(files, staticClosure(widget, [CONSOLE_ENTRY])),
  map: group(files, mapOnly),
  all: group(files, widgetFiles),
};
await writeFile(join(outDir, 'bundle-size.json'), `${JSON.stringify(sizes, null, 2)}\n`);

const width = Math.max(...Object.keys(files).map((name) => name.length), 12);
const row = (name: string, size: FileSize) => `${name.padEnd(width)} ${String(size.raw).padStart(9)} B  ${String(size.gzip).padStart(8)} B gzip`;
for (const [name, size] of Object.entries(files)) console.log(row(name, size));
console.log(row('first screen', sizes.first_screen));
console.log(row('console first screen', sizes.console_first_screen));
console.log(row('map', sizes.map));
console.log(row('widget, all chunks', sizes.all));
console.log(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
