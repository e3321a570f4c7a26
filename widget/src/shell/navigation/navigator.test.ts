import { describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../../../core/api';
import { createNavigator, type BrowserWindow } from './navigator';
import type { NavState } from './state';

const address: AddressDetails = { state: 'MA', city: 'Maple Hollow', zip_code: '01999', street: 'Oak Road', street_number: '7', lat: 42.3, lng: -71.2, signature: 'sig' };

/** A window with a history stack, like a browser's, that fires popstate on back(). */
function fakeWindow(href: string, hostState: unknown = { host: true }) {
  const entries: { url: string; data: unknown }[] = [{ url: href, data: hostState }];
  let index = 0;
  const listeners = new Set<() => void>();
  const win: BrowserWindow & { back(): void; forward(): void; length(): number } = {
    location: {
      get href() {
        return entries[index]!.url;
      },
    },
    history: {
      get state() {
        return entries[index]!.data;
      },
      pushState(data, _unused, url) {
        entries.splice(index + 1, entries.length, { url, data });
        index += 1;
      },
      replaceState(data, _unused, url) {
        entries[index] = { url, data };
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    back() {
      index -= 1;
      for (const listener of listeners) listener();
    },
    forward() {
      index += 1;
      for (const listener of listeners) listener();
    },
    length: () => entries.length,
  };
  return win;
}

describe('navigator', () => {
  it('inline: pushes screens, replaces sections, keeps the host state, and follows back and forward', () => {
    const win = fakeWindow('https://builder.example/page?ref=1#top');
    const navigator = createNavigator(win, 'inline');
    const seen: NavState[] = [];
    const stop = navigator.subscribe((state) => seen.push(state));

    navigator.go({ page: 'overview', address }, 'push');
    navigator.go({ page: 'backyard-cottage', address }, 'push');
    navigator.go({ page: 'backyard-cottage', address, section: 'placement' }, 'replace');
    expect(win.length()).toBe(3);
    expect(win.history.state).toEqual({ host: true });
    expect(win.location.href.startsWith('https://builder.example/page?ref=1&lotline-address=')).toBe(true);
    expect(win.location.href.endsWith('&lotline-page=backyard-cottage&lotline-section=placement#top')).toBe(true);

    win.back();
    expect(seen.at(-1)).toMatchObject({ page: 'overview', address });
    win.back();
    expect(seen.at(-1)).toMatchObject({ page: 'overview', address: undefined });
    expect(win.location.href).toBe('https://builder.example/page?ref=1#top');
    win.forward();
    expect(navigator.read()).toMatchObject({ page: 'overview', address });
    stop();
    win.back();
    expect(seen).toHaveLength(6);
  });

  it('does not add a history entry for the state already shown', () => {
    const win = fakeWindow('https://builder.example/');
    const navigator = createNavigator(win, 'inline');
    navigator.go({ page: 'overview', address }, 'push');
    navigator.go({ page: 'overview', address }, 'push');
    expect(win.length()).toBe(2);
  });

  it('hosted: writes the report path and goes back to the page it was opened on', () => {
    const win = fakeWindow('http://127.0.0.1:8080/?referer=builder.example');
    const navigator = createNavigator(win, 'hosted', { org: 'demo' });
    navigator.go({ page: 'in-home-apartment', address, section: 'summary' }, 'push');
    expect(win.location.href).toBe('http://127.0.0.1:8080/org-report/MA/Maple%20Hollow/01999/Oak%20Road/7?referer=builder.example&lat=42.3&lng=-71.2&signature=sig&page=in-home-apartment#summary');
    expect(navigator.read()).toEqual({ page: 'in-home-apartment', address, section: 'summary', planCategory: undefined, error: undefined });
    navigator.go({ page: 'overview' }, 'push');
    expect(win.location.href).toBe('http://127.0.0.1:8080/?referer=builder.example');
  });

  it('hosted: a shared report link opens with its address, and the landing is the root above it', () => {
    const win = fakeWindow('http://127.0.0.1:8080/report/MA/Maple%20Hollow/01999/Oak%20Road/7?lat=42.3&lng=-71.2&signature=sig&page=backyard-cottage');
    const navigator = createNavigator(win, 'hosted');
    expect(navigator.read()).toMatchObject({ page: 'backyard-cottage', address });
    navigator.go({ page: 'overview', error: 'address-failed-to-load' }, 'replace');
    expect(win.location.href).toBe('http://127.0.0.1:8080/?error=address-failed-to-load');
  });
});
