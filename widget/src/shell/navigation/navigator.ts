// Keeps the navigation state in the browser's URL and history, in one of two ways: inline (the
// widget's own `lotline-…` parameters on the host page) or hosted (the page's real path). Back and
// forward work through popstate.
import { formatHostedUrl, parseHostedUrl } from './hosted-url';
import { formatInlineUrl, parseInlineUrl } from './inline-url';
import { sameNavState, type NavState } from './state';

/** How the widget is shown: inside a host page, or as the page itself. */
export type NavigationMode = 'inline' | 'hosted';

/** The parts of `window` the navigator uses. */
export interface BrowserWindow {
  location: { href: string };
  history: { state: unknown; pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** Reads and writes the navigation state. */
export interface Navigator {
  read(): NavState;
  /** The URL of a state, for links (a new tab opens it). */
  href(state: NavState): string;
  /** Moves to a state: `push` adds a history entry (a new screen), `replace` amends the current one. */
  go(state: NavState, how: 'push' | 'replace'): void;
  /** Calls the listener with the new state after go() and on back or forward; answers the unsubscribe. */
  subscribe(listener: (state: NavState) => void): () => void;
}

/** A navigator over a window's location and history. */
export function createNavigator(win: BrowserWindow, mode: NavigationMode, options: { org?: string | undefined } = {}): Navigator {
  // The landing of the hosted page is wherever it was opened, or the root above a report path.
  const landingPath = parseHostedUrl(win.location.href).landingPath;
  const read = (): NavState => (mode === 'inline' ? parseInlineUrl(win.location.href) : parseHostedUrl(win.location.href).state);
  const format = (state: NavState): string =>
    mode === 'inline' ? formatInlineUrl(win.location.href, state) : formatHostedUrl(win.location.href, state, { landingPath, org: options.org });
  const listeners = new Set<(state: NavState) => void>();
  const notify = () => {
    const state = read();
    for (const listener of listeners) listener(state);
  };
  return {
    read,
    href: format,
    go(state, how) {
      const url = format(state);
      if (url === win.location.href && sameNavState(state, read())) return;
      // The host's own history state is kept, so a host router reading it is not disturbed.
      if (how === 'push' && url !== win.location.href) win.history.pushState(win.history.state, '', url);
      else win.history.replaceState(win.history.state, '', url);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', notify);
      };
    },
  };
}
