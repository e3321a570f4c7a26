// Test projects: `unit` (pure code, typecheck, boundaries), `dom` (the widget's components in
// happy-dom, decision 037), `db` (needs a database: PGlite by default, PostgreSQL when DATABASE_URL
// is set), `fuzz` (every endpoint of the OpenAPI document, on PGlite) and `e2e` (the real server
// and Debian Chromium).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores, which is one on a 2-core machine: the
    // end-to-end files spend much of their time waiting on a browser and a server process, so two
    // files at a time keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files of a project share a worker's modules (isolate: false) rather than importing the server
    // and its libraries afresh for each file, which took most of the db project's time. Tests keep no
    // state in shared modules: spies, stubbed globals and fake timers are restored by the test that
    // made them, and each file opens its own database and server.
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          // After the root's fail-on-console-error.ts, which `extends` brings (a second copy would spy on the spy).
          setupFiles: ['tests/setup/spanish-catalogue.ts', 'tests/setup/report-words.ts'],
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'widget/**/*.test.ts', 'sdk/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/boundaries/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Component tests of the widget (`*.test.tsx` next to the component): a light DOM, no browser.
          name: 'dom',
          // After the root's fail-on-console-error.ts, as in `unit`.
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/report-words.ts'],
          include: ['widget/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          // The report's English words, as the widget has them once its report chunk has come (decision 071).
          setupFiles: ['tests/setup/report-words.ts'],
          include: ['server/**/*.db.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/setup/db-global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Fuzzing every endpoint of the OpenAPI document (tests/fuzz/): a small budget here, a larger one with `npm run fuzz`.
          name: 'fuzz',
          // The report's English words, as the widget has them once its report chunk has come (decision 071).
          setupFiles: ['tests/setup/report-words.ts'],
          include: ['tests/fuzz/**/*.fuzz.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/db-global-setup.ts'],
          hookTimeout: 180_000,
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The report's English words, as the widget has them once its report chunk has come (decision 071).
          setupFiles: ['tests/setup/report-words.ts'],
          isolate: false,
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          hookTimeout: 180_000,
          testTimeout: 120_000,
          // A save and the street data after it take a few seconds when CI runs both cores full.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
