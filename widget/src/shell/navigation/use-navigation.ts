// The navigation state as React state, kept in step with the URL.
import { useCallback, useEffect, useState } from 'react';
import type { Navigator } from './navigator';
import type { NavState } from './state';

/** The current state and a function to move: `navigate(next)` pushes, `navigate(next, 'replace')` amends. */
export function useNavigation(navigator: Navigator): [NavState, (next: NavState, how?: 'push' | 'replace') => void] {
  const [state, setState] = useState<NavState>(() => navigator.read());
  useEffect(() => {
    setState(navigator.read());
    return navigator.subscribe(setState);
  }, [navigator]);
  const navigate = useCallback((next: NavState, how: 'push' | 'replace' = 'push') => navigator.go(next, how), [navigator]);
  return [state, navigate];
}
