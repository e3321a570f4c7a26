// Import-boundary checker: parses every source file and reports references that cross the architecture's boundaries.
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { CONSOLE_ENTRY_SOURCE, EMBED_ENTRY_SOURCE, isConsoleModule } from '../../scripts/widget-entries';

/** Rule ids a violation can carry. */
export const BoundaryRule = {
  CoreImportsNothingOfOurs: 'core-imports-nothing-of-ours',
  SdkTypeOnly: 'sdk-type-only',
  LeafletOnlyInMap: 'leaflet-only-in-map',
  WidgetImports: 'widget-imports',
  ServerImports: 'server-imports',
  PostMessageOnlyInHostBridge: 'post-message-only-in-host-bridge',
  CustomElementsOnlyInElement: 'custom-elements-only-in-element',
  EmbedReachesNoConsole: 'embed-reaches-no-console',
  DemoHostUsesBundles: 'demo-host-uses-bundles',
  CoreThroughFrontDoor: 'core-through-front-door',
  CoreLayers: 'core-layers',
  CoreNamesItsExports: 'core-names-its-exports',
  OperationsTypeOnly: 'operations-type-only',
  StoresAnswerNoHttp: 'stores-answer-no-http',
  AdmissionInBinder: 'admission-in-binder',
  WidgetNoFolderCycle: 'widget-no-folder-cycle',
  WidgetFeatureLayers: 'widget-feature-layers',
  NoFolderCycles: 'no-folder-cycles',
  ParseError: 'parse-error',
} as const;

/** One of the rule ids in `BoundaryRule`. */
export type BoundaryRuleId = (typeof BoundaryRule)[keyof typeof BoundaryRule];

/** A broken boundary: the repo-relative file, the 1-based line, the rule and what was found. */
export interface Violation {
  file: string;
  line: number;
  rule: BoundaryRuleId;
  message: string;
}

/** A file to check: repo-relative path with forward slashes, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/**
 * Source roots whose folders form layers: no folder imports, through any chain, a folder that
 * imports it back (`folderCycles`). A folder is the first path segment under the root.
 */
export const ACYCLIC_ROOTS = ['server/src'] as const;

/** Folders `checkRepository` walks, relative to the repository root. */
export const CHECKED_FOLDERS = ['core', 'widget', 'sdk', 'server', 'demo-host', 'tests', 'bench', 'scripts'] as const;

const SOURCE_FILE = /\.(ts|tsx|js|mjs|html)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'tests/boundaries/fixtures']);
const OUR_FOLDERS = new Set<string>([...CHECKED_FOLDERS.filter((f) => f !== 'demo-host'), 'node_modules']);
const TOOLING_FILE = /\.(test|bench)\.(ts|tsx|js|mjs)$|\.config\.(ts|js|mjs)$/;
const LEAFLET = /^(leaflet|react-leaflet|@react-leaflet\/.+|@geoman-io\/.+|protomaps-leaflet)$/;
const BUILTINS = new Set(builtinModules);

type AstNode = { type: string; start: number; [key: string]: unknown };
type Ref = { specifier: string; line: number; typeOnly: boolean; dynamic?: boolean };
type Scan = { refs: Ref[]; postMessage: number[]; customElements: number[]; exportAll: number[] };
type Target =
  | { kind: 'local'; path: string }
  | { kind: 'builtin' | 'package'; name: string }
  | { kind: 'url'; path: string };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const nameOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Identifier' ? (node.name as string) : undefined;

function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]!.value.cooked;
  return undefined;
}

function lineCounter(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function walk(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) isNode(child) && walk(child, visit);
    else if (isNode(value)) walk(value, visit);
  }
}

const allOfKind = (specifiers: unknown, key: 'importKind' | 'exportKind'): boolean =>
  Array.isArray(specifiers) && specifiers.length > 0 && specifiers.every((s: AstNode) => s[key] === 'type');

class ParseFailure extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

function parse(code: string, lang: 'js' | 'ts' | 'tsx' | 'dts', lineAt: (offset: number) => number): AstNode {
  try {
    return parseAst(code, { lang, preserveParens: false }) as unknown as AstNode;
  } catch (error) {
    const { pos, message } = error as { pos?: unknown; message: string };
    throw new ParseFailure(typeof pos === 'number' ? lineAt(pos) : lineAt(0), message.split('\n')[1] ?? message);
  }
}

function scanScript(code: string, lang: 'js' | 'ts' | 'tsx' | 'dts', lineAt: (offset: number) => number): Scan {
  const program = parse(code, lang, lineAt);
  const scan: Scan = { refs: [], postMessage: [], customElements: [], exportAll: [] };
  const add = (source: unknown, typeOnly: boolean, at: number, dynamic = false) => {
    const specifier = stringValue(source);
    if (specifier !== undefined) scan.refs.push({ specifier, line: lineAt(at), typeOnly: typeOnly || lang === 'dts', ...(dynamic ? { dynamic } : {}) });
  };
  walk(program, (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
        return add(node.source, node.importKind === 'type' || allOfKind(node.specifiers, 'importKind'), node.start);
      case 'ExportAllDeclaration':
        scan.exportAll.push(lineAt(node.start));
        return add(node.source, node.exportKind === 'type', node.start);
      case 'ExportNamedDeclaration':
        return add(node.source, node.exportKind === 'type' || allOfKind(node.specifiers, 'exportKind'), node.start);
      case 'ImportExpression':
        return add(node.source, false, node.start, true);
      case 'TSImportType':
        return add(node.source, true, node.start);
      case 'TSImportEqualsDeclaration': {
        const reference = node.moduleReference as AstNode;
        if (reference.type === 'TSExternalModuleReference') add(reference.expression, node.importKind === 'type', node.start);
        return;
      }
      case 'CallExpression': {
        const callee = node.callee as AstNode;
        const args = node.arguments as unknown[];
        if (nameOf(callee) === 'require' && args.length === 1) add(args[0], false, node.start);
        const called = callee.type === 'MemberExpression' && !callee.computed ? nameOf(callee.property) : nameOf(callee);
        if (called === 'postMessage') scan.postMessage.push(lineAt(node.start));
        return;
      }
      case 'MemberExpression':
        if (nameOf(node.object) === 'customElements' || (!node.computed && nameOf(node.property) === 'customElements')) {
          scan.customElements.push(lineAt(node.start));
        }
        return;
    }
  });
  return scan;
}

const INLINE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function scanHtml(text: string, lineOf: (offset: number) => number): { urls: Ref[]; scan: Scan } {
  const html = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const urls: Ref[] = [];
  const scan: Scan = { refs: [], postMessage: [], customElements: [], exportAll: [] };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', body = ''] = match;
    const src = attribute(attributes, 'src');
    if (src !== undefined) urls.push({ specifier: src, line: lineOf(match.index), typeOnly: false });
    else if (INLINE_SCRIPT_TYPES.has((attribute(attributes, 'type') ?? '').toLowerCase())) {
      const bodyStart = match.index + whole.indexOf('>') + 1;
      scan.refs.push(...scanScript(body, 'js', (offset) => lineOf(bodyStart + offset)).refs);
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = attribute(match[1] ?? '', 'href');
    if (href !== undefined) urls.push({ specifier: href, line: lineOf(match.index), typeOnly: false });
  }
  return { urls, scan };
}

function resolveLocal(from: string, specifier: string, paths: ReadonlySet<string>): string {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`];
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.(m?)js$/, '.$1ts'), base.replace(/\.m?js$/, '.tsx'));
  return candidates.find((candidate) => paths.has(candidate)) ?? base;
}

function classify(from: string, specifier: string, paths: ReadonlySet<string>): Target {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    return { kind: 'local', path: resolveLocal(from, bare, paths) };
  }
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(bare)) return { kind: 'url', path: new URL(bare, 'http://host').pathname };
  if (bare.startsWith('/')) return { kind: 'url', path: bare };
  if (bare.startsWith('node:')) return { kind: 'builtin', name: bare };
  const name = bare.split('/').slice(0, bare.startsWith('@') ? 2 : 1).join('/');
  return BUILTINS.has(name) ? { kind: 'builtin', name } : { kind: 'package', name };
}

const folderOf = (path: string): string => path.split('/')[0]!;

const describeTarget = (target: Target, specifier: string): string =>
  target.kind === 'local' ? `'${specifier}' (${target.path})` : `'${specifier}'`;

/** The core folders besides core/api that may import it: core/report redacts the street-data answer. */
const API_READERS = new Set(['report']);

/** The front door of the core folder a path lies in (`core/rules/index.ts`), when that folder has one. */
function frontDoorOf(path: string, paths: ReadonlySet<string>): string | undefined {
  const [top, folder] = path.split('/');
  const door = `${top}/${folder}/index.ts`;
  return top === 'core' && paths.has(door) ? door : undefined;
}

function importViolation(file: string, target: Target, ref: Ref, paths: ReadonlySet<string> = new Set()): { rule: BoundaryRuleId; message: string }[] {
  const found = describeTarget(target, ref.specifier);
  const tooling = TOOLING_FILE.test(file);
  // Tests and benchmarks may use vitest, Node, and (benchmarks) the shared bench helpers.
  const benchSupport = /\.bench\.\w+$/.test(file) && target.kind === 'local' && target.path.startsWith('bench/support/');
  const toolingImport = tooling && (target.kind === 'builtin' || (target.kind === 'package' && target.name === 'vitest') || benchSupport);
  const area = folderOf(file);
  const into = target.kind === 'local' ? folderOf(target.path) : undefined;
  const problems: { rule: BoundaryRuleId; message: string }[] = [];
  if (target.kind === 'package' && LEAFLET.test(target.name) && !file.startsWith('widget/src/map/')) {
    problems.push({ rule: BoundaryRule.LeafletOnlyInMap, message: `Leaflet is imported only under widget/src/map/; found ${found}` });
  }
  if (area === 'core') {
    const allowed =
      into === 'core' ||
      (target.kind === 'package' && (target.name === 'valibot' || target.name.startsWith('@turf/'))) ||
      toolingImport;
    if (!allowed) {
      problems.push({ rule: BoundaryRule.CoreImportsNothingOfOurs, message: `core/ may import only core/, valibot and @turf/*; found ${found}` });
    }
    // Geometry is the ground floor, and the API (the wire contract) sits on the domain folders, never
    // the other way round (decisions 039 and 066); core/report, which redacts the street-data answer
    // for a visitor, is the one folder that reads the contract.
    const from = file.split('/')[1];
    const to = target.kind === 'local' && into === 'core' ? target.path.split('/')[1] : undefined;
    const belowApi = from !== 'api' && !API_READERS.has(from ?? '');
    if (!tooling && !file.includes('/test-support/') && to !== undefined && to !== from && (from === 'geo' || (belowApi && to === 'api'))) {
      problems.push({ rule: BoundaryRule.CoreLayers, message: `core/${from}/ may not import core/${to}/ (core/geo imports no other core folder; only core/report of the other folders imports core/api); found ${found}` });
    }
    // An operation's descriptor is what the widget loads to call it (decision 040): it names its
    // schemas by type only, so calling an operation never loads valibot.
    const isDescriptor = /^core\/api\/([^/]+\.operations|operation)\.ts$/.test(file);
    const isOperationModule = target.kind === 'local' && target.path.replace(/\.ts$/, '') === 'core/api/operation';
    if (isDescriptor && !ref.typeOnly && !isOperationModule) {
      problems.push({ rule: BoundaryRule.OperationsTypeOnly, message: `an operation's descriptor imports its schemas with \`import type\` (and defineOperation from ./operation); found ${found}` });
    }
  } else if (area === 'sdk') {
    const valueImport = !ref.typeOnly && (target.kind === 'builtin' || target.kind === 'package' || (into !== undefined && into !== 'sdk'));
    if (valueImport && !toolingImport) {
      problems.push({ rule: BoundaryRule.SdkTypeOnly, message: `sdk/ has no runtime dependencies, so this import must be type-only; found ${found}` });
    }
  } else if (area === 'widget') {
    if ((into !== undefined && into !== 'core' && into !== 'widget') || (target.kind === 'builtin' && !tooling)) {
      problems.push({ rule: BoundaryRule.WidgetImports, message: `widget/ may import only core/, widget/ and browser packages; found ${found}` });
    }
  } else if (area === 'server') {
    if (into !== undefined && into !== 'core' && into !== 'server' && !(tooling && into === 'tests')) {
      problems.push({ rule: BoundaryRule.ServerImports, message: `server/ may import only core/ and server/ files (tests also tests/); found ${found}` });
    }
    // The address quota is admitted in one place, the binder's step for operations that open a property.
    if (!tooling && !ref.typeOnly && target.kind === 'local' && moduleOf(target.path) === moduleOf(ADMISSION_MODULE) && file !== BINDER_MODULE) {
      problems.push({ rule: BoundaryRule.AdmissionInBinder, message: `the address quota is admitted only by ${BINDER_MODULE} (a binding's \`opens\`); found ${found}` });
    }
  }
  // The apps enter a core folder through its index.ts, so a file can move inside core without them
  // noticing; tests may also reach the folder's test-support/, and a dynamic import() one module it
  // loads as a chunk of its own (the Spanish rule texts), which a whole folder would not be.
  if ((area === 'widget' || area === 'server' || area === 'sdk') && target.kind === 'local' && into === 'core' && !ref.dynamic) {
    const door = frontDoorOf(target.path, paths);
    const testSupport = (tooling || file.includes('/test-support/')) && target.path.includes('/test-support/');
    if (door !== undefined && target.path !== door && !testSupport) {
      problems.push({ rule: BoundaryRule.CoreThroughFrontDoor, message: `${area}/ imports core/ through ${door}; found ${found}` });
    }
  }
  return problems;
}

/** The one widget module that posts the widget's events to the host page. */
const HOST_BRIDGE_SOURCE = 'widget/src/shell/host/host-bridge.ts';

/** A local module's path without its extension, as an import names it. */
const moduleOf = (path: string): string => path.replace(/\.(ts|tsx|js|mjs)$/, '');

/** The module of the address-quota admission, and the binder, its one caller. */
const ADMISSION_MODULE = 'server/src/quota/admission.ts';
const BINDER_MODULE = 'server/src/http/bind-operation.ts';

/**
 * A server file that queries the database (drizzle-orm or the schema) answers values or typed
 * failures, never HTTP errors, and a route file does not query the database: it binds a store's
 * answers to the API. The HTTP layer's own counters (server/src/http/) and the database module are exempt.
 */
function storeProblems(file: string, refs: readonly Ref[], paths: ReadonlySet<string>): { line: number; message: string }[] {
  if (folderOf(file) !== 'server' || TOOLING_FILE.test(file) || file.startsWith('server/src/http/') || file.startsWith('server/src/db/')) return [];
  const targets = refs.map((ref) => ({ ref, target: classify(file, ref.specifier, paths) }));
  const database = targets.filter(({ ref, target }) => !ref.typeOnly && ((target.kind === 'package' && target.name === 'drizzle-orm') || (target.kind === 'local' && moduleOf(target.path) === 'server/src/db/schema')));
  if (database.length === 0) return [];
  if (/\.route\.tsx?$/.test(file)) {
    return database.map(({ ref }) => ({ line: ref.line, message: `a route binds a store's answers and does not query the database itself; found '${ref.specifier}'` }));
  }
  const http = targets.filter(({ target }) => (target.kind === 'package' && target.name === 'hono') || (target.kind === 'local' && target.path.startsWith('server/src/http/')));
  return http.map(({ ref }) => ({ line: ref.line, message: `a file that queries the database answers values or typed failures, not HTTP; found '${ref.specifier}'` }));
}

function demoHostProblem(file: string, specifier: string, isUrl: boolean, paths: ReadonlySet<string>): boolean {
  if (/^(data|blob):/i.test(specifier)) return false;
  const relativeUrl = isUrl && !/^([a-z][a-z\d+.-]*:|\/|\.)/i.test(specifier);
  const target = classify(file, relativeUrl ? `./${specifier}` : specifier, paths);
  if (target.kind === 'local') return !target.path.startsWith('demo-host/');
  if (target.kind === 'url') return !target.path.startsWith('/static/') && OUR_FOLDERS.has(target.path.split('/')[1] ?? '');
  return true;
}

/** A widget file's import of another widget file that survives compilation (not type-only), static or dynamic. */
type WidgetImport = { path: string; line: number };

/**
 * The embed entry's import graph, walked from the embed entry through every value import,
 * static or dynamic: each import into a console module (scripts/widget-entries.ts) is a violation
 * at that line, with the chain that reached it. The console is its own entry (decision 041).
 */
function consoleInEmbed(graph: ReadonlyMap<string, readonly WidgetImport[]>): Violation[] {
  const via = new Map<string, string | null>([[EMBED_ENTRY_SOURCE, null]]);
  const chainTo = (path: string): string[] => {
    const before = via.get(path);
    return before ? [...chainTo(before), path] : [path];
  };
  const violations: Violation[] = [];
  const queue = graph.has(EMBED_ENTRY_SOURCE) ? [EMBED_ENTRY_SOURCE] : [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const { path, line } of graph.get(next) ?? []) {
      if (isConsoleModule(path)) {
        const chain = chainTo(next).join(' → ');
        violations.push({
          file: next,
          line,
          rule: BoundaryRule.EmbedReachesNoConsole,
          message: `the embed entry reaches the console's ${path} (${chain}); console pages are imported only from ${CONSOLE_ENTRY_SOURCE}`,
        });
      } else if (!via.has(path)) {
        via.set(path, next);
        queue.push(path);
      }
    }
  }
  return violations;
}

/** A widget file's import of another widget file, any kind (type-only included): what the folder graph is made of. */
type WidgetReference = { path: string; line: number };

/** The widget folder a `widget/src/` path lies in: its first segment (a file directly in widget/src is its own folder). */
export const widgetFolderOf = (path: string): string | undefined =>
  path.startsWith('widget/src/') ? path.slice('widget/src/'.length).split('/')[0] : undefined;

/**
 * The folder-level import graph of widget/src: for each folder (first segment under widget/src),
 * the other folders its files import, type-only imports included, tests and test support left out.
 * Each edge keeps the first import that makes it, so a violation can name a file and a line.
 */
export function widgetFolderGraph(references: ReadonlyMap<string, readonly WidgetReference[]>): Map<string, Map<string, { file: string; line: number }>> {
  const graph = new Map<string, Map<string, { file: string; line: number }>>();
  const counted = (path: string) => !TOOLING_FILE.test(path) && !`/${path}`.includes('/test-support/') && widgetFolderOf(path) !== undefined;
  for (const [file, refs] of [...references].sort(([a], [b]) => a.localeCompare(b))) {
    if (!counted(file)) continue;
    const from = widgetFolderOf(file)!;
    const edges = graph.get(from) ?? new Map<string, { file: string; line: number }>();
    graph.set(from, edges);
    for (const { path, line } of refs) {
      const to = widgetFolderOf(path);
      if (to === undefined || to === from || !counted(path)) continue;
      if (!edges.has(to)) edges.set(to, { file, line });
    }
  }
  return graph;
}

/** The strongly connected components of a folder graph with more than one folder: each is a cycle (Tarjan's algorithm). */
export function widgetFolderCycles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (folder: string): void => {
    index.set(folder, counter);
    low.set(folder, counter);
    counter++;
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const folder of [...graph.keys()].sort()) if (!index.has(folder)) connect(folder);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The widget's layers by folder (the first segment under widget/src), lowest first. A folder
 * imports its own layer's folders and lower ones: the primitives import only primitives, the shell
 * (the element, the host bridge, the session, the organization's config, navigation and the shared
 * contexts) only primitives, a feature the shell and the primitives, and the entries anything,
 * the embed nothing of the console (decision 041). Every folder not named here is a feature.
 */
export const WIDGET_LAYERS = {
  primitives: ['api', 'i18n', 'ui', 'styles', 'analytics'],
  shell: ['shell'],
  entries: ['embed', 'console'],
} as const;

/**
 * The imports between feature folders that are left: each composes a feature from another's parts
 * (the report page shows the map, the playground, the leads button…) and is to move behind the
 * shell. A feature importing another feature outside this list breaks the layer rule.
 */
export const WIDGET_FEATURE_IMPORTS: readonly string[] = [
  'floor-plans -> layout',
  'map -> floor-plans',
  'map -> layout',
  'map -> media',
  'map -> playground',
  'media -> gallery',
  'org -> leads',
  'playground -> floor-plans',
  'playground -> layout',
  'property -> layout',
  'property -> map',
  'report -> account',
  'report -> floor-plans',
  'report -> gallery',
  'report -> history',
  'report -> layout',
  'report -> leads',
  'report -> map',
  'report -> media',
  'report -> org',
  'report -> pdf',
  'report -> playground',
  'report -> property',
  'report -> share',
];

type WidgetLayer = 'primitives' | 'shell' | 'feature' | 'embed' | 'console';

const widgetLayerOf = (folder: string): WidgetLayer =>
  (WIDGET_LAYERS.primitives as readonly string[]).includes(folder)
    ? 'primitives'
    : folder === 'shell'
      ? 'shell'
      : folder === 'embed' || folder === 'console'
        ? folder
        : 'feature';

/** Why an import from folder `from` into folder `to` breaks the widget's layers, or undefined when it does not. */
function widgetLayerProblem(from: string, to: string): string | undefined {
  // A file directly in widget/src (vite-env.d.ts) lies in no layer; the cycle rule still counts it.
  if (/\.\w+$/.test(from) || /\.\w+$/.test(to)) return undefined;
  const [source, target] = [widgetLayerOf(from), widgetLayerOf(to)];
  if (source === 'console') return undefined;
  if (target === 'console' || (target === 'embed' && source !== 'embed')) return `only the console entry imports an entry's folder; ${from}/ imports ${to}/`;
  if (source === 'embed') return undefined;
  if (source === 'primitives' && target !== 'primitives') return `the primitives (${WIDGET_LAYERS.primitives.join(', ')}) import only each other; ${from}/ imports ${to}/`;
  if (source === 'shell' && target !== 'primitives') return `the shell imports only the primitives, never a feature; shell/ imports ${to}/`;
  if (source === 'feature' && target === 'feature' && !WIDGET_FEATURE_IMPORTS.includes(`${from} -> ${to}`)) {
    return `a feature imports the shell and the primitives, not another feature (or is listed in WIDGET_FEATURE_IMPORTS); ${from}/ imports ${to}/`;
  }
  return undefined;
}

/**
 * The widget's folder-level rules over its folder graph: no cycle between folders (one violation
 * per cycle, at an import that closes it) and the layers of `WIDGET_LAYERS` (one violation per
 * pair of folders, at the first import that makes it). Written for widget/src alone.
 */
function widgetFolderViolations(references: ReadonlyMap<string, readonly WidgetReference[]>): Violation[] {
  const graph = widgetFolderGraph(references);
  const violations: Violation[] = [];
  for (const cycle of widgetFolderCycles(graph)) {
    const members = new Set(cycle);
    const from = cycle[0]!;
    const [to, at] = [...graph.get(from)!].find(([next]) => members.has(next))!;
    violations.push({
      file: at.file,
      line: at.line,
      rule: BoundaryRule.WidgetNoFolderCycle,
      message: `widget/src folders import each other in a cycle (${cycle.join(', ')}); ${from}/ imports ${to}/ here`,
    });
  }
  for (const [from, edges] of graph) {
    for (const [to, at] of edges) {
      const problem = widgetLayerProblem(from, to);
      if (problem) violations.push({ file: at.file, line: at.line, rule: BoundaryRule.WidgetFeatureLayers, message: problem });
    }
  }
  return violations;
}

/** The folder-level import graph of the widget files among `files` (see `widgetFolderGraph`). */
export function widgetFolderGraphOf(files: readonly SourceFile[]): Map<string, Map<string, { file: string; line: number }>> {
  const paths = new Set(files.map((f) => f.path));
  const references = new Map<string, WidgetReference[]>();
  for (const { path, text } of files) {
    if (widgetFolderOf(path) === undefined || !/\.(ts|tsx)$/.test(path)) continue;
    const lineOf = lineCounter(text);
    const lang = path.endsWith('.d.ts') ? 'dts' : path.endsWith('.tsx') ? 'tsx' : 'ts';
    let scan: Scan;
    try {
      scan = scanScript(text, lang, lineOf);
    } catch (error) {
      if (error instanceof ParseFailure) continue;
      throw error;
    }
    references.set(path, localReferences(path, scan.refs, paths));
  }
  return widgetFolderGraph(references);
}

/** Each of `refs` that names a file of ours, resolved, with its line. */
const localReferences = (path: string, refs: readonly Ref[], paths: ReadonlySet<string>): WidgetReference[] =>
  refs.flatMap((ref) => {
    const target = classify(path, ref.specifier, paths);
    return target.kind === 'local' ? [{ path: target.path, line: ref.line }] : [];
  });

/** One folder's import of another: the file and line that make the edge. */
type FolderEdge = { file: string; line: number; target: string };

/**
 * The folder-level import graph under `root` (a folder is the first path segment under it, so a
 * file directly in the root is a node of its own): every local import of a non-test file, type-only
 * and dynamic ones included, from one folder into another. Each edge keeps its first import.
 */
function folderGraph(root: string, refsOf: ReadonlyMap<string, readonly Ref[]>, paths: ReadonlySet<string>): Map<string, Map<string, FolderEdge>> {
  const prefix = `${root}/`;
  const folder = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : undefined);
  const graph = new Map<string, Map<string, FolderEdge>>();
  for (const [file, refs] of refsOf) {
    const from = folder(file);
    if (from === undefined || TOOLING_FILE.test(file)) continue;
    const edges = graph.get(from) ?? new Map<string, FolderEdge>();
    graph.set(from, edges);
    for (const ref of refs) {
      const target = classify(file, ref.specifier, paths);
      const to = target.kind === 'local' ? folder(target.path) : undefined;
      if (to === undefined || to === from) continue;
      const known = edges.get(to);
      if (!known || (known.file === file ? ref.line < known.line : file < known.file)) edges.set(to, { file, line: ref.line, target: target.kind === 'local' ? target.path : '' });
      if (!graph.has(to)) graph.set(to, new Map());
    }
  }
  return graph;
}

/** The strongly connected components of a graph with more than one node (Tarjan), each sorted. */
function tangles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (let top = stack.pop()!; ; top = stack.pop()!) {
        onStack.delete(top);
        component.push(top);
        if (top === node) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest cycle through `start` that stays inside `members` (breadth first). */
function shortestCycle(start: string, members: ReadonlySet<string>, graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[] {
  const via = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(via.get(path[0]!)!);
        return [...path, start];
      }
      if (!via.has(next)) {
        via.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

function cycleViolations(root: string, refsOf: ReadonlyMap<string, readonly Ref[]>, paths: ReadonlySet<string>): Violation[] {
  const graph = folderGraph(root, refsOf, paths);
  return tangles(graph).map((members) => {
    const cycle = shortestCycle(members[0]!, new Set(members), graph);
    const edges = cycle.slice(1).map((to, i) => graph.get(cycle[i]!)!.get(to)!);
    const first = edges[0]!;
    const how = edges.map((edge) => `${edge.file.slice(root.length + 1)}:${edge.line} imports ${edge.target.slice(root.length + 1)}`).join('; ');
    return {
      file: first.file,
      line: first.line,
      rule: BoundaryRule.NoFolderCycles,
      message: `the folders of ${root}/ import each other in a cycle: ${cycle.join(' → ')} (${how}); the ${members.length} folders ${members.join(', ')} all reach each other`,
    };
  });
}

/**
 * The import cycles between the folders of `root` (a folder is the first path segment under it; a
 * file directly in the root is a node of its own): one violation per set of folders that all reach
 * each other, at the first import of its shortest cycle, naming that cycle and each import on it.
 * Test files do not count; `import type` and dynamic `import()` do.
 */
export function folderCycles(files: SourceFile[], root: string): Violation[] {
  const paths = new Set(files.map((f) => f.path));
  const refsOf = new Map<string, Ref[]>();
  for (const { path, text } of files) {
    if (!path.startsWith(`${root}/`) || !/\.(ts|tsx|js|mjs)$/.test(path)) continue;
    const lang = path.endsWith('.d.ts') ? 'dts' : path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js';
    try {
      refsOf.set(path, scanScript(text, lang, lineCounter(text)).refs);
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
    }
  }
  return cycleViolations(root, refsOf, paths);
}


/** Checks the given files against every boundary rule and returns the violations sorted by file and line. */
export function checkBoundaries(files: SourceFile[]): Violation[] {
  const paths = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  const widgetGraph = new Map<string, WidgetImport[]>();
  const refsOf = new Map<string, Ref[]>();
  const widgetReferences = new Map<string, WidgetReference[]>();
  for (const { path, text } of files) {
    const lineOf = lineCounter(text);
    const report = (line: number, rule: BoundaryRuleId, message: string) => violations.push({ file: path, line, rule, message });
    const area = folderOf(path);
    let scan: Scan;
    let urls: Ref[] = [];
    try {
      if (path.endsWith('.html')) {
        if (area !== 'demo-host') continue;
        ({ scan, urls } = scanHtml(text, lineOf));
      } else {
        const lang = path.endsWith('.d.ts') ? 'dts' : path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js';
        scan = scanScript(text, lang, lineOf);
      }
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      report(error.line, BoundaryRule.ParseError, `cannot parse: ${error.message}`);
      continue;
    }
    refsOf.set(path, scan.refs);
    for (const ref of scan.refs) {
      for (const { rule, message } of importViolation(path, classify(path, ref.specifier, paths), ref, paths)) report(ref.line, rule, message);
    }
    for (const { line, message } of storeProblems(path, scan.refs, paths)) report(line, BoundaryRule.StoresAnswerNoHttp, message);
    // A core module names what it re-exports, so its surface is what its API report shows (decision 066).
    if (area === 'core') {
      for (const line of scan.exportAll) {
        report(line, BoundaryRule.CoreNamesItsExports, "core names what it re-exports (`export { a, type B } from './x'`, `npm run api:name-exports`); found `export *`");
      }
    }
    if (area === 'demo-host') {
      for (const [ref, isUrl] of [...urls.map((u) => [u, true] as const), ...scan.refs.map((r) => [r, false] as const)]) {
        if (demoHostProblem(path, ref.specifier, isUrl, paths)) {
          report(ref.line, BoundaryRule.DemoHostUsesBundles, `demo-host/ loads only /static/ bundles and its own files; found '${ref.specifier}'`);
        }
      }
    }
    if (area === 'widget') {
      const imports = scan.refs.filter((ref) => !ref.typeOnly).map((ref) => ({ target: classify(path, ref.specifier, paths), line: ref.line }));
      widgetGraph.set(path, imports.flatMap(({ target, line }) => (target.kind === 'local' ? [{ path: target.path, line }] : [])));
      widgetReferences.set(path, localReferences(path, scan.refs, paths));
    }
    const own = path.replace(/\.(test|bench)(?=\.\w+$)/, '');
    // The widget posts its events from one place; the SDK only listens (and checks the origin).
    if ((area === 'widget' || area === 'sdk') && own !== HOST_BRIDGE_SOURCE) {
      for (const line of scan.postMessage) {
        report(line, BoundaryRule.PostMessageOnlyInHostBridge, `postMessage is called only in ${HOST_BRIDGE_SOURCE}`);
      }
    }
    // Each entry defines the element; nothing else touches the registry.
    if (area === 'widget' && own !== EMBED_ENTRY_SOURCE && own !== CONSOLE_ENTRY_SOURCE) {
      for (const line of scan.customElements) {
        report(line, BoundaryRule.CustomElementsOnlyInElement, `customElements is used only in the entries ${EMBED_ENTRY_SOURCE} and ${CONSOLE_ENTRY_SOURCE}`);
      }
    }
  }
  violations.push(...consoleInEmbed(widgetGraph), ...widgetFolderViolations(widgetReferences));
  for (const root of ACYCLIC_ROOTS) violations.push(...cycleViolations(root, refsOf, paths));
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
}

async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = `${dir}/${entry.name}`;
      if (SKIPPED.has(entry.name) || SKIPPED.has(path) || entry.name.startsWith('.')) return [];
      if (entry.isDirectory()) return listFiles(root, path);
      return entry.isFile() && SOURCE_FILE.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Reads every checked file under the repository root. */
export async function readRepository(root: string): Promise<SourceFile[]> {
  const paths = (await Promise.all(CHECKED_FOLDERS.map((folder) => listFiles(root, folder)))).flat();
  return Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(root, path), 'utf8') })));
}

/** Reads every checked file under the repository root and returns its boundary violations. */
export async function checkRepository(root: string): Promise<Violation[]> {
  return checkBoundaries(await readRepository(root));
}
