// Builds the production bundles into dist/: the widget and the SDK, each as one ES module and
// one classic script (IIFE), the SDK's type declarations, and dist/bundle-size.json.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist');

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

/** Sizes of every bundle file, raw and gzipped (level 9). */
export async function measureBundles(dir: string): Promise<Record<string, { raw: number; gzip: number }>> {
  const sizes: Record<string, { raw: number; gzip: number }> = {};
  for (const name of (await readdir(dir)).sort()) {
    if (!/\.(m?js)$/.test(name)) continue;
    const bytes = await readFile(join(dir, name));
    sizes[name] = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
await build(libraryBuild('widget/src/element.tsx', 'LotlineWidget', 'lotline-widget.mjs', 'es'));
await build(libraryBuild('widget/src/element.tsx', 'LotlineWidget', 'lotline-widget.js', 'iife'));
await build(libraryBuild('sdk/src/index.ts', 'LotlineSdk', 'lotline-sdk.mjs', 'es'));
await build(libraryBuild('sdk/src/auto.ts', 'LotlineSdkAuto', 'lotline-sdk.js', 'iife'));
execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'sdk/tsconfig.build.json')], { stdio: 'inherit' });
await writeFile(join(outDir, 'lotline-sdk.d.ts'), "export * from './types/sdk/src/index';\n");
const sizes = await measureBundles(outDir);
await writeFile(join(outDir, 'bundle-size.json'), `${JSON.stringify(sizes, null, 2)}\n`);
for (const [name, size] of Object.entries(sizes)) {
  console.log(`${name.padEnd(22)} ${String(size.raw).padStart(9)} B  ${String(size.gzip).padStart(8)} B gzip`);
}
console.log(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
