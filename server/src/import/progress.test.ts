import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './progress';

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  let written = '';
  const stream = { isTTY, write: (chunk: string) => ((written += chunk), true) } as unknown as NodeJS.WriteStream;
  return { stream, text: () => written };
}

describe('createProgressReporter', () => {
  it('writes a line per phase and per tenth in logs', () => {
    const { stream, text } = fakeStream(false);
    const progress = createProgressReporter(stream);
    for (let done = 0; done <= 100; done += 5) progress.report('parcels', done, 100);
    progress.report('buildings', 3, 3);
    expect(text().split('\n').filter(Boolean)).toEqual([
      'parcels: 0/100', 'parcels: 10/100', 'parcels: 20/100', 'parcels: 30/100', 'parcels: 40/100', 'parcels: 50/100',
      'parcels: 60/100', 'parcels: 70/100', 'parcels: 80/100', 'parcels: 90/100', 'parcels: 100/100', 'buildings: 3/3',
    ]);
  });

  it('redraws a bar in place on a terminal', () => {
    const { stream, text } = fakeStream(true);
    const progress = createProgressReporter(stream);
    progress.report('parcels', 50, 100);
    progress.report('parcels', 100, 100);
    progress.finish();
    expect(text()).toContain('\rparcels');
    expect(text()).toContain(`[${'#'.repeat(14)}${'.'.repeat(14)}] 50/100`);
    expect(text()).toContain(`[${'#'.repeat(28)}] 100/100`);
    expect(text().endsWith('\n')).toBe(true);
  });
});
