// An unexpected console.error fails the test that caused it (house rule, as in the Epic Stack).
// A test that expects one spies on console.error itself and restores it.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
let restore: (() => void) | undefined;

beforeEach(() => {
  errors = [];
  const original = console.error;
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
  restore = () => spy.mockRestore();
});

afterEach(() => {
  restore?.();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${errors.length} time(s); first: ${first}`);
  }
});
