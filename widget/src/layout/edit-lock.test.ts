import { describe, expect, it } from 'vitest';
import { createEditLock } from './edit-lock';

describe('createEditLock', () => {
  it('lets edits through while unlocked, without a warning', () => {
    const warnings: string[] = [];
    const lock = createEditLock((message) => warnings.push(message));
    const move = lock.guard((dx: number) => dx * 2, -1);
    expect(move(5)).toBe(10);
    expect(lock.isRefused()).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('refuses every edit with its answer and the lock’s message while locked, until unlocked', () => {
    const warnings: string[] = [];
    const lock = createEditLock((message) => warnings.push(message));
    let runs = 0;
    const move = lock.guard(() => {
      runs++;
      return true;
    }, false);
    lock.set('Checking the playground…');
    expect(move()).toBe(false);
    expect(move()).toBe(false);
    expect(runs).toBe(0);
    expect(warnings).toEqual(['Checking the playground…', 'Checking the playground…']);
    lock.set(null);
    expect(move()).toBe(true);
    expect(runs).toBe(1);
    expect(warnings).toHaveLength(2);
  });
});
