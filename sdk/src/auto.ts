// The one-line embed: `<script src=".../static/lotline-sdk.js" data-org="ORG" async></script>`
// mounts the widget into `data-target` (a CSS selector) or right after the script tag, inline or
// with `data-mode="framed"` in an iframe, and exposes the ES API as `window.Lotline`.
import { loadWidget, mount, on, type MountOptions } from './index';

// A classic script knows its own tag only while it first runs.
const script = document.currentScript as HTMLScriptElement | null;

declare global {
  interface Window {
    Lotline?: { mount: typeof mount; on: typeof on; loadWidget: typeof loadWidget };
  }
}

window.Lotline = { mount, on, loadWidget };

function autoMount(tag: HTMLScriptElement): void {
  const { org, target, lang, tileUrl, pmtilesUrl, apiBase, mode, hostedUrl } = tag.dataset;
  const options: MountOptions = {
    mode: mode === 'framed' ? 'framed' : 'inline',
    widgetUrl: new URL('lotline-widget.mjs', tag.src).href,
    ...(org ? { org } : {}),
    ...(lang ? { lang } : {}),
    ...(tileUrl ? { tileUrl } : {}),
    ...(pmtilesUrl ? { pmtilesUrl } : {}),
    ...(apiBase ? { apiBase } : {}),
    ...(hostedUrl ? { hostedUrl } : {}),
  };
  const place = (): Element => {
    const found = target ? document.querySelector(target) : null;
    if (found) return found;
    const slot = document.createElement('div');
    slot.className = 'lotline-embed';
    tag.after(slot);
    return slot;
  };
  const run = () => mount(place(), options).catch((error: unknown) => console.warn('Lotline could not start', error));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

if (script?.src && script.dataset.manual === undefined) autoMount(script);
