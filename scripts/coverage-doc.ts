// `npm run docs:coverage`: writes docs/coverage.md from the rule data (core/rules/coverage.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCoverage } from '../core/rules/coverage';

const target = fileURLToPath(new URL('../docs/coverage.md', import.meta.url));
writeFileSync(target, renderCoverage());
console.log(`Wrote ${target}`);
