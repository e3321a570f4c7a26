// A component in a chunk of its own that can be fetched before it is needed (while the visitor
// types an address) and, once fetched, renders at once without suspending. React holds the
// content of a suspended boundary until its fallback has shown for 300 ms, so a screen whose
// chunks are already in would still wait for that; rendering only what is loaded never suspends.
import { lazy, useEffect, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Fetches the chunk once (a failed fetch may be tried again); answers its component. */
  load(): Promise<ComponentType<P>>;
  /** Starts fetching the chunk, for a moment it is likely to be needed; never rejects. */
  preload(): void;
  /** The component once its chunk is in, else undefined. */
  loaded(): ComponentType<P> | undefined;
  /** The same component through React.lazy, for when the fetch failed: rendering it tries again, and a second failure reaches the error boundary as a lazy component's does. */
  Lazy: ComponentType<P>;
}

/** A preloadable component of the chunk `importComponent` imports. */
export function preloadable<P extends object>(importComponent: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> =>
    (pending ??= importComponent().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => component,
    Lazy: lazy(() => load().then((loaded) => ({ default: loaded }))),
  };
}

/**
 * The component of `chunk` when `wanted`, fetched on first need: undefined while its chunk comes,
 * then the component itself (or its lazy form when the fetch failed).
 */
export function usePreloaded<P extends object>(chunk: Preloadable<P>, wanted = true): ComponentType<P> | undefined {
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState(0);
  const component = chunk.loaded();
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    chunk.load().then(
      () => live && setArrived((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chunk, wanted, component]);
  if (!wanted) return undefined;
  return component ?? (failed ? chunk.Lazy : undefined);
}
