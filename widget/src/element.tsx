// The custom element <lotline-widget>: the React app in an open shadow root with all its CSS
// adopted inside. This is the only file that knows about custom elements.
import { useCallback } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { WidgetEventMap, WidgetEventType } from '../../core/protocol/events';
import { App } from './App';
import { emitToHost } from './host-bridge';
import { resolveLocale } from './i18n/messages';
import { adoptStyles } from './styles/adopt';
import widgetCss from './styles/widget.css?inline';

/** The element's tag name. */
export const TAG_NAME = 'lotline-widget';

// The server that served this bundle answers the API unless the host says otherwise (`api-base`).
// The build defines __LOTLINE_SCRIPT_URL__ for each output format; it is read once, at load.
declare const __LOTLINE_SCRIPT_URL__: string | null | undefined;
const DEFAULT_API_BASE = new URL(__LOTLINE_SCRIPT_URL__ || document.baseURI).origin;

interface ElementProps {
  container?: HTMLElement;
  apiBase?: string;
  lang?: string;
  tileUrl?: string;
  org?: string;
}

function WidgetRoot({ container, apiBase, lang, tileUrl }: ElementProps) {
  const host = (container as unknown as ShadowRoot | undefined)?.host as HTMLElement | undefined;
  const emit = useCallback(
    <K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]) => {
      if (host) emitToHost(host, type, payload);
    },
    [host],
  );
  return (
    <App
      apiBase={apiBase || DEFAULT_API_BASE}
      locale={resolveLocale(lang, typeof navigator === 'undefined' ? [] : navigator.languages)}
      tileUrl={tileUrl || undefined}
      emit={emit}
    />
  );
}

const Base = r2wc(WidgetRoot, {
  shadow: 'open',
  props: { apiBase: 'string', lang: 'string', tileUrl: 'string', org: 'string' },
}) as unknown as { new (): HTMLElement };

/** <lotline-widget api-base? lang? tile-url? org?>: adopts its styles before the first render. */
export class LotlineWidgetElement extends Base {
  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot, widgetCss);
  }
}

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, LotlineWidgetElement);
