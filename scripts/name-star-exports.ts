// Rewrites each `export * from './x'` in core as the names it re-exports today
// (`export { a, type B } from './x'`), so a front door says what it exports (decision 066).
// `npm run api:name-exports`, then `npm run api:report` and read the diff.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, SymbolFlags } from 'typescript/unstable/sync';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const grep = execSync('grep -rl --include=*.ts "^export \\* from" core || true', { cwd: root, encoding: 'utf8' }).trim();
const files = grep === '' ? [] : grep.split('\n');
const api = new API({ cwd: root });
const project = api.updateSnapshot({ openProjects: [`${root}/core/tsconfig.json`] }).getProjects()[0]!;
const { checker, program } = project;
const moduleOf = (path: string) => {
  const sf = program.getSourceFile(path);
  if (!sf) throw new Error(`no source file ${path}`);
  return checker.getSymbolAtLocation(sf as never)!;
};
const resolveSpec = (from: string, spec: string) => {
  const base = resolve(dirname(from), spec);
  for (const c of [`${base}.ts`, `${base}/index.ts`]) if (existsSync(c)) return c;
  throw new Error(`cannot resolve ${spec} from ${from}`);
};
const STAR = /^export \* from '([^']+)';$/;
for (const rel of files) {
  const path = `${root}/${rel}`;
  const text = readFileSync(path, 'utf8');
  const barrel = moduleOf(path);
  const finalNames = new Set(checker.getExportsOfModule(barrel).map((s) => s.name));
  const explicit = new Set([...barrel.getExports().keys()].map(String).filter((n) => n !== '__export'));
  const taken = new Set<string>(explicit);
  const out = text.split('\n').map((line) => {
    const m = STAR.exec(line);
    if (!m) return line;
    const target = moduleOf(resolveSpec(path, m[1]!));
    const entries: { name: string; isType: boolean }[] = [];
    for (const sym of checker.getExportsOfModule(target)) {
      const name = sym.name;
      if (name === 'default' || !finalNames.has(name) || taken.has(name)) continue;
      taken.add(name);
      const real = sym.flags & SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
      entries.push({ name, isType: (real.flags & SymbolFlags.Value) === 0 });
    }
    entries.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.name < b.name ? -1 : 1));
    if (entries.length === 0) throw new Error(`${rel}: ${line} exports nothing`);
    const allTypes = entries.every((e) => e.isType);
    const names = entries.map((e) => (e.isType && !allTypes ? `type ${e.name}` : e.name));
    const head = allTypes ? 'export type {' : 'export {';
    const tail = `} from '${m[1]}';`;
    const one = `${head} ${names.join(', ')} ${tail}`;
    if (one.length <= 110) return one;
    const lines: string[] = [head];
    let cur = ' ';
    for (const n of names) {
        if (cur.length + n.length + 2 > 110) {
        lines.push(cur.trimEnd());
        cur = ' ';
      }
      cur += ` ${n},`;
    }
    lines.push(cur.trimEnd(), tail);
    return lines.join('\n');
  });
  writeFileSync(path, out.join('\n'));
  const lost = [...finalNames].filter((n) => !taken.has(n));
  if (lost.length > 0) throw new Error(`${rel}: no line re-exports ${lost.join(', ')}`);
  console.log(`${rel}: named`);
}
api.close();
