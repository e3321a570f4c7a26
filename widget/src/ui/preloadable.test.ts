import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Component: ComponentType<{ name: string }> = () => null;

describe('preloadable', () => {
  it('fetches its chunk once however often it is preloaded, and has the component once it is in', async () => {
    let imports = 0;
    const chunk = preloadable(async () => {
      imports++;
      return Component;
    });
    expect(chunk.loaded()).toBeUndefined();
    chunk.preload();
    chunk.preload();
    expect(await chunk.load()).toBe(Component);
    expect(chunk.loaded()).toBe(Component);
    expect(imports).toBe(1);
  });

  it('tries again after a failed fetch, and a preload never rejects', async () => {
    let imports = 0;
    const chunk = preloadable(async () => {
      imports++;
      if (imports === 1) throw new Error('offline');
      return Component;
    });
    chunk.preload();
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    expect(await chunk.load()).toBe(Component);
    expect(imports).toBe(2);
  });
});
