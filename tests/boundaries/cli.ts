// Prints the repository's import-boundary violations and exits with 1 when there are any.
import { fileURLToPath } from 'node:url';
import { checkRepository } from './check-boundaries';

const violations = await checkRepository(fileURLToPath(new URL('../..', import.meta.url)));
for (const v of violations) console.log(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
console.log(violations.length === 0 ? 'No boundary violations.' : `${violations.length} boundary violation(s).`);
process.exitCode = violations.length === 0 ? 0 : 1;
