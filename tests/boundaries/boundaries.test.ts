// The architecture's import boundaries hold in the repository, and each rule catches what it should.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BoundaryRule, checkBoundaries, checkRepository, folderCycles, readRepository, widgetFolderCycles, widgetFolderGraphOf, type SourceFile } from './check-boundaries';

const lines = (...source: string[]): string => source.join('\n');

/** Checks one file (plus optional neighbours) and keeps only the line and rule of each violation. */
const check = (path: string, text: string, others: SourceFile[] = []) =>
  checkBoundaries([{ path, text }, ...others]).map(({ line, rule }) => ({ line, rule }));

describe('the repository', () => {
  it('breaks no boundary', async () => {
    const violations = await checkRepository(fileURLToPath(new URL('../..', import.meta.url)));
    const report = violations.map((v) => `${v.file}:${v.line} ${v.rule} ${v.message}`).join('\n');
    expect(violations, `boundary violations:\n${report}`).toEqual([]);
  });
});

describe(BoundaryRule.CoreImportsNothingOfOurs, () => {
  const rule = BoundaryRule.CoreImportsNothingOfOurs;

  it('rejects Node builtins in core code but allows them in core tests and benches', () => {
    const source = lines('// Area helpers.', "import { readFile } from 'node:fs';", "import { join } from 'path';");
    expect(check('core/geo/a.ts', source)).toEqual([{ line: 2, rule }, { line: 3, rule }]);
    expect(check('core/geo/a.test.ts', source)).toEqual([]);
    expect(check('core/geo/a.bench.ts', lines("import { bench } from 'vitest';", "import 'node:fs';"))).toEqual([]);
  });

  it('rejects relative imports leaving core and packages other than valibot and @turf/*', () => {
    expect(check('core/x.ts', lines('// x', "import '../../server/src/app';"))).toEqual([{ line: 2, rule }]);
    expect(check('core/geo/x.ts', "export { app } from '../../widget/src/embed/App';")).toEqual([{ line: 1, rule }]);
    expect(check('core/geo/x.ts', lines('', '', "const z = await import('zod');"))).toEqual([{ line: 3, rule }]);
    expect(check('core/geo/x.ts', "import { it } from 'vitest';")).toEqual([{ line: 1, rule }]);
    expect(check('core/geo/x.ts', "import type { Feature } from 'geojson';")).toEqual([{ line: 1, rule }]);
  });

  it('allows core files, valibot and @turf/*', () => {
    const source = lines(
      "import * as v from 'valibot';",
      "import area from '@turf/area';",
      "import { createLocalFrame } from './local-frame';",
      "import type { Lot } from '../lot/lot.schema';",
    );
    expect(check('core/setback/x.ts', source)).toEqual([]);
  });
});

describe(BoundaryRule.OperationsTypeOnly, () => {
  const rule = BoundaryRule.OperationsTypeOnly;

  it('lets a descriptor import its schemas by type only, and defineOperation', () => {
    const source = lines(
      "import type { LeadSubmissionSchema } from './leads.schema';",
      "import { defineOperation, schemaTypes } from './operation';",
      "import { LeadAcceptedSchema } from './leads.schema';",
      "import * as v from 'valibot';",
    );
    expect(check('core/api/leads.operations.ts', source)).toEqual([
      { line: 3, rule },
      { line: 4, rule },
    ]);
    expect(check('core/api/operation.ts', "import * as v from 'valibot';")).toEqual([{ line: 1, rule }]);
    expect(check('core/api/operation.ts', "import type * as v from 'valibot';")).toEqual([]);
    expect(check('core/api/leads.schema.ts', "import * as v from 'valibot';")).toEqual([]);
  });
});

describe(BoundaryRule.CoreLayers, () => {
  const rule = BoundaryRule.CoreLayers;

  it('keeps core/geo free of the other core folders, and the domain folders free of core/api', () => {
    expect(check('core/geo/x.ts', lines('// x', "import { lotPart } from '../setback/lot-ring';"))).toEqual([{ line: 2, rule }]);
    expect(check('core/rules/x.ts', "import type { StreetData } from '../api/street-data.schema';")).toEqual([{ line: 1, rule }]);
    expect(check('core/geo/x.ts', "import { createLocalFrame } from './local-frame';")).toEqual([]);
    expect(check('core/rules/x.ts', "import type { Position } from '../geo/geojson.schema';")).toEqual([]);
    expect(check('core/api/x.ts', "import type { Bylaws } from '../rules/bylaws';")).toEqual([]);
    expect(check('core/floor-plans/x.ts', "import type { FloorPlansResponse } from '../api/floor-plans.schema';")).toEqual([{ line: 1, rule }]);
    expect(check('core/playground/x.ts', "import { PlaygroundMessage } from '../api/playground.schema';")).toEqual([{ line: 1, rule }]);
    expect(check('core/report/x.ts', "import type { StreetData } from '../api/street-data.schema';")).toEqual([]);
  });

  it('lets their tests and test support reach further', () => {
    expect(check('core/geo/x.test.ts', "import { lotPart } from '../setback/lot-ring';")).toEqual([]);
    expect(check('core/geo/test-support/x.ts', "import { mulberry32 } from '../../random/mulberry32';")).toEqual([]);
  });
});

describe(BoundaryRule.CoreNamesItsExports, () => {
  const rule = BoundaryRule.CoreNamesItsExports;

  it('rejects export * in core, in a front door or any other module', () => {
    expect(check('core/rules/index.ts', lines('// door', "export * from './evaluate';"))).toEqual([{ line: 2, rule }]);
    expect(check('core/api/x.ts', "export type * from './leads.schema';")).toEqual([{ line: 1, rule }]);
    expect(check('core/geo/index.ts', "export * as area from './area';")).toEqual([{ line: 1, rule }]);
  });

  it('allows named re-exports in core, and export * outside it', () => {
    expect(check('core/rules/index.ts', "export { evaluate, type Evaluation } from './evaluate';")).toEqual([]);
    expect(check('core/rules/index.ts', "export type { Bylaws } from './bylaws';")).toEqual([]);
    expect(check('widget/src/x.ts', "export * from './y';")).toEqual([]);
  });
});

describe(BoundaryRule.CoreThroughFrontDoor, () => {
  const rule = BoundaryRule.CoreThroughFrontDoor;
  const door: SourceFile[] = [
    { path: 'core/rules/index.ts', text: "export { evaluate } from './evaluate';" },
    { path: 'core/rules/evaluate.ts', text: 'export const evaluate = 1;' },
    { path: 'core/rules/test-support/rulesets.ts', text: 'export const sample = 1;' },
  ];

  it('takes the apps into a core folder through its index.ts only', () => {
    expect(check('widget/src/x.ts', "import { evaluate } from '../../core/rules/evaluate';", door)).toEqual([{ line: 1, rule }]);
    expect(check('server/src/x.ts', lines('', "import type { Evaluation } from '../../core/rules/evaluate';"), door)).toEqual([{ line: 2, rule }]);
    expect(check('sdk/src/x.ts', "import type { Evaluation } from '../../core/rules/evaluate';", door)).toEqual([{ line: 1, rule }]);
    expect(check('widget/src/x.ts', "import { evaluate } from '../../core/rules';", door)).toEqual([]);
    expect(check('server/src/x.ts', "import { evaluate } from '../../core/rules/index';", door)).toEqual([]);
  });

  it('lets tests reach test support, and core, tests and benchmarks reach inside', () => {
    expect(check('server/src/x.test.ts', "import { sample } from '../../core/rules/test-support/rulesets';", door)).toEqual([]);
    expect(check('server/src/x.ts', "import { sample } from '../../core/rules/test-support/rulesets';", door)).toEqual([{ line: 1, rule }]);
    expect(check('core/api/x.ts', "import { evaluate } from '../rules/evaluate';", door)).toEqual([]);
    expect(check('tests/e2e/x.e2e.ts', "import { evaluate } from '../../core/rules/evaluate';", door)).toEqual([]);
    // A module the widget loads on demand as its own chunk.
    expect(check('widget/src/x.ts', "const texts = await import('../../core/rules/evaluate');", door)).toEqual([]);
  });
});

describe(BoundaryRule.SdkTypeOnly, () => {
  const rule = BoundaryRule.SdkTypeOnly;

  it('allows type-only imports of core, by declaration or by every specifier', () => {
    const source = lines(
      "import type { Lot } from '../../core/lot/lot.schema';",
      "import { type Position, type Polygon } from '../../core/geo/geojson.schema';",
      "export type { Lot } from '../../core/lot/lot.schema';",
      "export type * from '../../core/api/error.schema';",
      "import { mount } from './mount';",
    );
    expect(check('sdk/src/index.ts', source)).toEqual([]);
  });

  it('rejects value imports of our code outside sdk', () => {
    const source = lines(
      "import { LotSchema } from '../../core/lot/lot.schema';",
      "import { type Position, areaSqFt } from '../../core/geo/area';",
      "export { LotSchema } from '../../core/lot/lot.schema';",
      "const element = await import('../../widget/src/embed/element');",
      "import {} from '../../core/geo/area';",
    );
    expect(check('sdk/src/index.ts', source)).toEqual([1, 2, 3, 4, 5].map((line) => ({ line, rule })));
  });

  it('rejects runtime packages and builtins except vitest and builtins in sdk tests', () => {
    expect(check('sdk/src/index.ts', lines('// sdk', "const v = require('valibot');"))).toEqual([{ line: 2, rule }]);
    expect(check('sdk/src/index.ts', "import 'node:events';")).toEqual([{ line: 1, rule }]);
    expect(check('sdk/src/index.ts', "import type { InferOutput } from 'valibot';")).toEqual([]);
    expect(check('sdk/src/index.test.ts', lines("import { it } from 'vitest';", "import { readFile } from 'node:fs/promises';"))).toEqual([]);
  });
});

describe(BoundaryRule.LeafletOnlyInMap, () => {
  const rule = BoundaryRule.LeafletOnlyInMap;
  const source = lines(
    "import L from 'leaflet';",
    "import 'leaflet/dist/leaflet.css';",
    "import { MapContainer } from 'react-leaflet';",
    "import { useLeafletContext } from '@react-leaflet/core';",
    "import '@geoman-io/leaflet-geoman-free';",
    "import { leafletLayer } from 'protomaps-leaflet';",
  );

  it('allows Leaflet under widget/src/map/', () => {
    expect(check('widget/src/map/LotMap.tsx', source)).toEqual([]);
  });

  it('rejects Leaflet anywhere else', () => {
    expect(check('widget/src/App.tsx', source)).toEqual([1, 2, 3, 4, 5, 6].map((line) => ({ line, rule })));
    expect(check('tests/e2e/map.e2e.ts', "import type { Map } from 'leaflet';")).toEqual([{ line: 1, rule }]);
  });
});

describe(BoundaryRule.WidgetImports, () => {
  const rule = BoundaryRule.WidgetImports;

  it('allows core, widget and browser packages', () => {
    const source = lines(
      "import { areaSqFt } from '../../../core/geo/area';",
      "import { LotMap } from '../map/LotMap';",
      "import { useState } from 'react';",
    );
    expect(check('widget/src/embed/App.tsx', source)).toEqual([]);
  });

  it('rejects server, sdk and tests files, even type-only', () => {
    const source = lines(
      '// App',
      "import type { AppType } from '../../server/src/app';",
      "import { load } from '../../sdk/src/index';",
      "import { db } from '../../tests/setup/test-database';",
      "type Api = import('../../server/src/app').AppType;",
    );
    expect(check('widget/src/App.tsx', source)).toEqual([2, 3, 4, 5].map((line) => ({ line, rule })));
  });

  it('rejects Node builtins except in widget tests', () => {
    const source = lines('', "import { EventEmitter } from 'node:events';");
    expect(check('widget/src/state.ts', source)).toEqual([{ line: 2, rule }]);
    expect(check('widget/src/state.test.ts', source)).toEqual([]);
  });
});

describe(BoundaryRule.ServerImports, () => {
  const rule = BoundaryRule.ServerImports;

  it('allows core, server, packages and builtins', () => {
    const source = lines(
      "import { Hono } from 'hono';",
      "import { readFile } from 'node:fs/promises';",
      "import { AddressSchema } from '../../core/api/address.schema';",
      "import { createDatabase } from './db/database';",
    );
    expect(check('server/src/app.ts', source)).toEqual([]);
  });

  it('rejects widget, sdk and demo-host files', () => {
    const source = lines(
      "import { App } from '../../widget/src/embed/App';",
      "import type { LoaderOptions } from '../../sdk/src/index';",
      '',
      "const demo = require('../../demo-host/demo.js');",
    );
    expect(check('server/src/app.ts', source)).toEqual([1, 2, 4].map((line) => ({ line, rule })));
  });

  it('allows tests/ helpers only in server tests', () => {
    const source = "import { createTestDatabase } from '../../tests/setup/test-database';";
    expect(check('server/src/app.db.test.ts', source)).toEqual([]);
    expect(check('server/src/app.ts', source)).toEqual([{ line: 1, rule }]);
  });
});

describe(BoundaryRule.StoresAnswerNoHttp, () => {
  const rule = BoundaryRule.StoresAnswerNoHttp;
  const store = lines(
    "import { eq } from 'drizzle-orm';",
    "import { users } from '../db/schema';",
    "import { ApiError } from '../http/api-error';",
    "import type { Context } from 'hono';",
  );

  it('rejects HTTP errors and Hono in a file that queries the database', () => {
    expect(check('server/src/auth/accounts.ts', store)).toEqual([3, 4].map((line) => ({ line, rule })));
  });

  it('rejects database queries in a route file', () => {
    expect(check('server/src/pages/page.route.ts', lines("import { Hono } from 'hono';", "import { eq } from 'drizzle-orm';", "import { organizations } from '../db/schema';"))).toEqual(
      [2, 3].map((line) => ({ line, rule })),
    );
  });

  it('allows a store without HTTP, a route through a store, the HTTP layer’s own counters and tests', () => {
    expect(check('server/src/orgs/members.ts', lines("import { eq } from 'drizzle-orm';", "import type { Db } from '../db/database';"))).toEqual([]);
    expect(check('server/src/orgs/orgs.route.ts', lines("import { ApiError } from '../http/api-error';", "import type { OrganizationRow } from '../db/schema';"))).toEqual([]);
    expect(check('server/src/http/rate-limit.ts', store)).toEqual([]);
    expect(check('server/src/auth/accounts.db.test.ts', store)).toEqual([]);
  });
});

describe(BoundaryRule.AdmissionInBinder, () => {
  const rule = BoundaryRule.AdmissionInBinder;
  const admits = lines("import { admitOpened } from '../quota/admission';", "import type { Admission } from '../quota/admission';");

  it('lets the binder admit, handlers name the types, and tests call the store', () => {
    expect(check('server/src/http/bind-operation.ts', admits)).toEqual([]);
    expect(check('server/src/pdf/report-pdf.ts', "import type { Admission, Opened } from '../quota/admission';")).toEqual([]);
    expect(check('server/src/pdf/pdf.route.db.test.ts', "import { admitAddress } from '../quota/admission';")).toEqual([]);
  });

  it('rejects admitting anywhere else', () => {
    expect(check('server/src/placement/place-unit.ts', admits)).toEqual([{ line: 1, rule }]);
  });
});

describe(BoundaryRule.NoFolderCycles, () => {
  const rule = BoundaryRule.NoFolderCycles;
  const file = (path: string, ...source: string[]): SourceFile => ({ path, text: lines(...source) });
  /** The violations of this rule in a tree made of the given files. */
  const cycles = (...files: SourceFile[]) =>
    checkBoundaries(files)
      .filter((violation) => violation.rule === rule)
      .map(({ file, line, message }) => ({ file, line, message }));
  const layered = [
    file('server/src/http/bind.ts', "import type { Viewer } from '../auth/viewer';"),
    file('server/src/auth/viewer.ts', "import { db } from '../db/database';"),
    file('server/src/db/database.ts', 'export const db = 1;'),
    file('server/src/property/street.route.ts', "import { bind } from '../http/bind';", "import { db } from '../db/database';"),
    file('server/src/app.ts', "import { streetRoutes } from './property/street.route';"),
  ];

  it('lets folders import downwards, and files inside a folder import each other', () => {
    expect(cycles(...layered, file('server/src/property/store.ts', "import { x } from './street.route';"))).toEqual([]);
  });

  it('rejects a cycle between folders, type-only imports included, naming the cycle and each import on it', () => {
    const back = file('server/src/auth/current-user.ts', '// who calls', "import type { ApiError } from '../http/api-error';");
    expect(cycles(...layered, back, file('server/src/http/api-error.ts', 'export class ApiError {}'))).toEqual([
      {
        file: 'server/src/auth/current-user.ts',
        line: 2,
        message: expect.stringContaining('auth → http → auth (auth/current-user.ts:2 imports http/api-error.ts; http/bind.ts:1 imports auth/viewer.ts)'),
      },
    ]);
  });

  it('counts a file directly under the root as a folder of its own, and a dynamic import', () => {
    const [violation] = cycles(...layered, file('server/src/property/street.route.ts', "import type { RouteDeps } from '../app';"));
    expect(violation?.message).toContain('app.ts → property → app.ts');
    expect(cycles(file('server/src/a/x.ts', "const y = await import('../b/y');"), file('server/src/b/y.ts', "import '../a/x';"))).toHaveLength(1);
  });

  it('finds the shortest cycle of a larger tangle and lists all its folders', () => {
    const [violation, ...more] = cycles(
      file('server/src/a/x.ts', "import '../b/x';"),
      file('server/src/b/x.ts', "import '../c/x';"),
      file('server/src/c/x.ts', "import '../a/x';", "import '../d/x';"),
      file('server/src/d/x.ts', "import '../c/x';"),
    );
    expect(more).toEqual([]);
    expect(violation?.message).toContain('a → b → c → a');
    expect(violation?.message).toContain('the 4 folders a, b, c, d all reach each other');
  });

  it('ignores test files, and does not check roots it is not asked to', () => {
    const testBack = file('server/src/auth/viewer.db.test.ts', "import { bind } from '../http/bind';");
    expect(cycles(...layered, testBack)).toEqual([]);
    const widget = [file('widget/src/report/a.tsx', "import '../map/b';"), file('widget/src/map/b.tsx', "import '../report/a';")];
    expect(cycles(...widget)).toEqual([]);
    expect(folderCycles(widget, 'widget/src').map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([{ file: 'widget/src/map/b.tsx', line: 1, rule }]);
  });
});

describe(BoundaryRule.PostMessageOnlyInHostBridge, () => {
  const rule = BoundaryRule.PostMessageOnlyInHostBridge;
  const source = lines('// messages', 'window.parent.postMessage({ type: "ready" }, "*");', 'port?.postMessage(1);', 'postMessage(2);');

  it('allows postMessage in the host bridge and its test, and outside widget and sdk', () => {
    expect(check('widget/src/shell/host/host-bridge.ts', source)).toEqual([]);
    expect(check('widget/src/shell/host/host-bridge.test.ts', source)).toEqual([]);
    expect(check('server/src/app.ts', source)).toEqual([]);
  });

  it('rejects postMessage elsewhere in widget and anywhere in sdk, which only listens', () => {
    expect(check('widget/src/embed/App.tsx', source)).toEqual([2, 3, 4].map((line) => ({ line, rule })));
    expect(check('widget/src/host-bridge.ts', source)).toEqual([2, 3, 4].map((line) => ({ line, rule })));
    expect(check('sdk/src/framed.ts', source)).toEqual([2, 3, 4].map((line) => ({ line, rule })));
    expect(check('sdk/scripts/smoke.ts', source)).toEqual([2, 3, 4].map((line) => ({ line, rule })));
  });
});

describe(BoundaryRule.CustomElementsOnlyInElement, () => {
  const rule = BoundaryRule.CustomElementsOnlyInElement;
  const source = lines(
    "customElements.define('lotline-widget', LotlineElement);",
    '',
    "const known = window.customElements.get('lotline-widget');",
  );

  it('allows customElements in the entries, widget/src/embed/element.tsx and widget/src/console/console.tsx', () => {
    expect(check('widget/src/embed/element.tsx', source)).toEqual([]);
    expect(check('widget/src/console/console.tsx', source)).toEqual([]);
  });

  it('rejects customElements elsewhere in widget', () => {
    expect(check('widget/src/embed/App.tsx', source)).toEqual([{ line: 1, rule }, { line: 3, rule }]);
    expect(check('widget/src/shell/widget-element.tsx', source)).toEqual([{ line: 1, rule }, { line: 3, rule }]);
    expect(check('widget/src/element.tsx', source)).toEqual([{ line: 1, rule }, { line: 3, rule }]);
  });
});

describe(BoundaryRule.EmbedReachesNoConsole, () => {
  const rule = BoundaryRule.EmbedReachesNoConsole;
  const file = (path: string, ...source: string[]): SourceFile => ({ path, text: lines(...source) });
  const embed = file('widget/src/embed/element.tsx', "import { widgetElement } from '../shell/widget-element';", "import { ReportApp } from './App';");
  const shared = file('widget/src/shell/widget-element.tsx', "import { adoptStyles } from '../styles/adopt';");
  const consolePages = [
    file('widget/src/console/account/AccountPages.tsx', 'export const AccountPages = 1;'),
    file('widget/src/console/account/PackagesPage.tsx', 'export const PackagesPage = 1;'),
    file('widget/src/console/settings/SettingsPage.tsx', 'export const SettingsPage = 1;'),
    file('widget/src/console/join/JoinPage.tsx', 'export const JoinPage = 1;'),
    file('widget/src/console/onboarding/OnboardingGate.tsx', 'export const OnboardingGate = 1;'),
    file('widget/src/console/ui/VirtualList.tsx', 'export const VirtualList = 1;'),
  ];
  /** The violations of this rule in a widget made of the given files. */
  const reached = (...files: SourceFile[]) =>
    checkBoundaries(files)
      .filter((violation) => violation.rule === rule)
      .map(({ file, line, message }) => ({ file, line, message }));

  it('lets the console entry import every console module, and the embed share code with it', () => {
    const consoleEntry = file(
      'widget/src/console/console.tsx',
      "import { ReportApp } from '../embed/App';",
      "import { OnboardingGate } from './onboarding/OnboardingGate';",
      "const Pages = [import('./account/AccountPages'), import('./account/PackagesPage'), import('./settings/SettingsPage'), import('./join/JoinPage')];",
    );
    const app = file('widget/src/embed/App.tsx', "import { AccountButton } from '../account/AccountButton';", "import type { OnboardingLinks } from '../console/onboarding/OnboardingDialog';");
    expect(reached(embed, shared, app, consoleEntry, file('widget/src/account/AccountButton.tsx', ''), ...consolePages)).toEqual([]);
  });

  it('rejects any module of the console folder anywhere in the embed entry’s graph, imported statically or lazily, naming the chain', () => {
    const app = file(
      'widget/src/embed/App.tsx',
      "import { lazy } from 'react';",
      "const Settings = lazy(() => import('../console/settings/SettingsPage'));",
      "export { JoinPage } from '../console/join/JoinPage';",
      "const Report = () => import('../report/ReportScreen');",
    );
    const report = file('widget/src/report/ReportScreen.tsx', "import { PackagesPage } from '../console/account/PackagesPage';", "import { VirtualList } from '../console/ui/VirtualList';");
    expect(reached(embed, shared, app, report, ...consolePages)).toEqual([
      { file: 'widget/src/embed/App.tsx', line: 2, message: expect.stringContaining("the console's widget/src/console/settings/SettingsPage.tsx (widget/src/embed/element.tsx → widget/src/embed/App.tsx)") },
      { file: 'widget/src/embed/App.tsx', line: 3, message: expect.stringContaining("the console's widget/src/console/join/JoinPage.tsx") },
      { file: 'widget/src/report/ReportScreen.tsx', line: 1, message: expect.stringContaining("the console's widget/src/console/account/PackagesPage.tsx") },
      { file: 'widget/src/report/ReportScreen.tsx', line: 2, message: expect.stringContaining("the console's widget/src/console/ui/VirtualList.tsx") },
    ]);
    expect(reached(file('widget/src/embed/element.tsx', "import { OnboardingGate } from '../console/onboarding/OnboardingGate';", "import '../console/console';"), ...consolePages, file('widget/src/console/console.tsx', ''))).toEqual([
      { file: 'widget/src/embed/element.tsx', line: 1, message: expect.stringContaining('widget/src/console/onboarding/OnboardingGate.tsx') },
      { file: 'widget/src/embed/element.tsx', line: 2, message: expect.stringContaining('widget/src/console/console.tsx') },
    ]);
  });

  it('ignores type-only imports, which leave nothing in the bundle', () => {
    const app = file('widget/src/embed/App.tsx', "import type { SettingsPage } from '../console/settings/SettingsPage';", "import { type JoinPage } from '../console/join/JoinPage';");
    expect(reached(embed, shared, app, ...consolePages)).toEqual([]);
  });
});

describe(BoundaryRule.WidgetNoFolderCycle, () => {
  const rule = BoundaryRule.WidgetNoFolderCycle;
  const file = (path: string, ...source: string[]): SourceFile => ({ path, text: lines(...source) });
  const violations = (...files: SourceFile[]) =>
    checkBoundaries(files)
      .filter((violation) => violation.rule === rule)
      .map(({ file, line, message }) => ({ file, line, message }));

  it('finds no cycle between the folders of widget/src', async () => {
    const graph = widgetFolderGraphOf(await readRepository(fileURLToPath(new URL('../..', import.meta.url))));
    expect(graph.get('shell')?.has('report')).toBe(false);
    expect(graph.get('report')?.has('shell')).toBe(true);
    expect(widgetFolderCycles(graph)).toEqual([]);
  });

  it('reports each cycle once, at an import that closes it, type-only imports included', () => {
    const found = violations(
      file('widget/src/map/LotMap.tsx', "import { Glyph } from '../report/Glyph';"),
      file('widget/src/report/Glyph.tsx', '// Glyph', "import type { Pin } from '../media/pins';"),
      file('widget/src/media/pins.ts', "export { LotMap } from '../map/LotMap';"),
      file('widget/src/ui/Button.tsx', "import { useTranslate } from '../i18n/use-translate';"),
      file('widget/src/i18n/use-translate.ts', ''),
    );
    expect(found).toEqual([{ file: 'widget/src/map/LotMap.tsx', line: 1, message: expect.stringContaining('(map, media, report)') }]);
  });

  it('leaves out tests and test support, and counts dynamic imports', () => {
    const lazyCycle = [
      file('widget/src/report/ReportScreen.tsx', "const Map = () => import('../map/LotMap');"),
      file('widget/src/map/LotMap.tsx', "import { useReport } from '../report/report-context';"),
      file('widget/src/report/report-context.ts', ''),
    ];
    expect(violations(...lazyCycle)).toHaveLength(1);
    expect(
      violations(
        file('widget/src/report/ReportScreen.tsx', "import { LotMap } from '../map/LotMap';"),
        file('widget/src/map/LotMap.tsx', ''),
        file('widget/src/map/LotMap.test.tsx', "import { ReportScreen } from '../report/ReportScreen';"),
        file('widget/src/map/test-support/report.ts', "import { ReportScreen } from '../../report/ReportScreen';"),
      ),
    ).toEqual([]);
  });
});

describe(BoundaryRule.WidgetFeatureLayers, () => {
  const rule = BoundaryRule.WidgetFeatureLayers;
  const layered = (path: string, text: string) => check(path, text).filter((violation) => violation.rule === rule);

  it('lets a feature import the shell and the primitives, and the entries anything but the console', () => {
    expect(layered('widget/src/share/ShareModal.tsx', lines("import { useReport } from '../shell/report-context';", "import { Modal } from '../ui/Modal';", "import type { ApiClient } from '../api/client';"))).toEqual([]);
    expect(layered('widget/src/shell/widget-element.tsx', lines("import { adoptStyles } from '../styles/adopt';", "import { loadLocale } from '../i18n/messages';"))).toEqual([]);
    expect(layered('widget/src/embed/App.tsx', lines("import { AddressSearch } from '../lookup/AddressSearch';", "import { AccountContext } from '../shell/account/account-context';"))).toEqual([]);
    expect(layered('widget/src/console/console.tsx', lines("import { ReportApp } from '../embed/App';", "import { SettingsPage } from './settings/SettingsPage';"))).toEqual([]);
  });

  it('rejects a feature importing another feature, unless the pair is listed', () => {
    expect(layered('widget/src/share/ShareModal.tsx', lines('// share', "import { LeadModal } from '../leads/LeadModal';"))).toEqual([{ line: 2, rule }]);
    expect(layered('widget/src/gallery/OrgGallery.tsx', "import type { MediaItem } from '../media/media-store';")).toEqual([{ line: 1, rule }]);
    expect(layered('widget/src/report/ReportScreen.tsx', "import { ShareModal } from '../share/ShareModal';")).toEqual([]);
  });

  it('rejects the shell or a primitive importing upwards, and anything below the entries importing one', () => {
    expect(layered('widget/src/shell/widget-element.tsx', "import { App } from '../embed/App';")).toEqual([{ line: 1, rule }]);
    expect(layered('widget/src/shell/report-context.ts', "import type { LeadModal } from '../leads/LeadModal';")).toEqual([{ line: 1, rule }]);
    expect(layered('widget/src/ui/Modal.tsx', "import { useReport } from '../shell/report-context';")).toEqual([{ line: 1, rule }]);
    expect(layered('widget/src/report/ReportScreen.tsx', "import { ReportApp } from '../embed/App';")).toEqual([{ line: 1, rule }]);
    expect(layered('widget/src/embed/App.tsx', "import type { OnboardingSlot } from '../console/onboarding/OnboardingGate';")).toEqual([{ line: 1, rule }]);
  });
});

describe(BoundaryRule.DemoHostUsesBundles, () => {
  const rule = BoundaryRule.DemoHostUsesBundles;

  it('allows /static/ bundles, its own files and non-source absolute URLs in HTML', () => {
    const html = lines(
      '<!doctype html>',
      '<link rel="stylesheet" href="demo.css">',
      '<link rel="stylesheet" href="./demo.css">',
      '<link rel="icon" href="https://lotline.example/favicon.ico">',
      '<script src="/static/lotline-sdk.js"></script>',
      '<script type="module">',
      "  import { mount } from '/static/lotline-widget.js';",
      "  import './demo.js';",
      '</script>',
      '<!-- <script src="../widget/src/element.tsx"></script> -->',
    );
    expect(check('demo-host/index.html', html)).toEqual([]);
  });

  it('rejects HTML references to our sources', () => {
    const html = lines(
      '<!doctype html>',
      '<script type="module" src="../widget/src/element.tsx"></script>',
      '<link rel="stylesheet" href="/widget/src/styles.css">',
      '<script type="module">',
      "  import '/static/lotline-sdk.js';",
      "  import { load } from '../sdk/src/index.ts';",
      '</script>',
      '<script src="http://localhost:8787/core/geo/area.ts"></script>',
    );
    expect(check('demo-host/index.html', html)).toEqual([2, 3, 6, 8].map((line) => ({ line, rule })));
  });

  it('rejects imports leaving demo-host in its scripts', () => {
    const script = lines(
      "import { format } from './format.js';",
      "import '/static/lotline-sdk.js';",
      "import { areaSqFt } from '../core/geo/area';",
      "import L from 'leaflet';",
    );
    expect(check('demo-host/demo.js', script)).toEqual([
      { line: 3, rule },
      { line: 4, rule },
      { line: 4, rule: BoundaryRule.LeafletOnlyInMap },
    ]);
  });
});

describe('resolution and parsing', () => {
  it('resolves relative specifiers with extension and index guessing', () => {
    const core = { path: 'core/index.ts', text: 'export {};' };
    const [violation] = checkBoundaries([{ path: 'sdk/src/index.ts', text: "import '../../core';" }, core]);
    expect(violation).toMatchObject({ file: 'sdk/src/index.ts', line: 1, rule: BoundaryRule.SdkTypeOnly });
    expect(violation?.message).toContain('core/index.ts');
  });

  it('reports a file that does not parse instead of throwing', () => {
    expect(check('core/geo/broken.ts', lines('// broken', 'import {'))).toEqual([{ line: 2, rule: BoundaryRule.ParseError }]);
    expect(check('demo-host/index.html', lines('<script type="module">', 'import {', '</script>'))).toEqual([
      { line: 3, rule: BoundaryRule.ParseError },
    ]);
  });

  it('ignores imports that appear only inside strings and comments', () => {
    const source = lines("const s = \"import L from 'leaflet'\";", "// import '../../server/src/app';");
    expect(check('core/geo/x.ts', source)).toEqual([]);
  });
});

describe('benchmarks beside core code', () => {
  it('may use the shared bench helpers, which core code itself may not', () => {
    const files = [
      { path: 'bench/support/stats.ts', text: 'export const median = (xs: number[]) => xs[0];\n' },
      { path: 'core/geo/a.bench.ts', text: "import { median } from '../../bench/support/stats';\nexport default median;\n" },
      { path: 'core/geo/a.ts', text: "import { median } from '../../bench/support/stats';\nexport default median;\n" },
    ];
    expect(checkBoundaries(files).map((v) => ({ file: v.file, line: v.line, rule: v.rule }))).toEqual([
      { file: 'core/geo/a.ts', line: 1, rule: BoundaryRule.CoreImportsNothingOfOurs },
    ]);
  });
});
