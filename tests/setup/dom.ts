// Setup of the `dom` project (component tests of the widget in happy-dom). After each test, what
// it rendered is unmounted first, so no component outlives its test or answers a later one's
// queries, and what unmounting still sends (a layout's waiting save) reaches the test's own
// stubs; then the globals it stubbed (fetch), fake timers and the tab's storage are put back.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
