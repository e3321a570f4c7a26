// axe-core in the browser: the serious and critical accessibility violations in the widget of a
// page or frame, its open shadow tree included.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

let axeSource: Promise<string> | undefined;

/** The serious and critical axe-core violations in the <lotline-widget> of `target`, each as `id: targets`. */
export async function seriousViolations(target: Page | Frame): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the browser's debugging protocol rather than added as an inline <script>, which the pages' policy refuses.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(await axeSource);
  return target.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document.querySelector('lotline-widget')!, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}
