// The <lotline-widget> element that both entries define: its attributes, its open shadow root
// with all the widget's CSS adopted inside and its shadow parts kept up to date, the language it
// speaks and its events sent through the host bridge. Each entry says what the element shows and
// defines it (embed/element.tsx on builders' sites, console/console.tsx on Lotline's own pages;
// decision 041); this module never touches the registry, and imports no feature: it is the shell
// the features plug into. The imports are in the order that packs the first screen's chunk
// smallest (gzip; the widget chunk lists its modules in the order they are first imported).
import { isLocaleLoaded, loadLocale, resolveLocale, type Locale } from '../i18n/messages';
import r2wc from '@r2wc/react-to-web-component';
import type { WidgetEventMap, WidgetEventType } from '../../../core/protocol';
import { createHostBridge } from './host/host-bridge';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocaleChoice } from '../i18n/locale-choice';
import { keepParts } from './host/parts';
import widgetCss from '../styles/widget.css?inline';
import { adoptStyles } from '../styles/adopt';

/** The element's tag name. */
export const TAG_NAME = 'lotline-widget';

// The server that served this bundle answers the API unless the host says otherwise (`api-base`).
// The build defines __LOTLINE_SCRIPT_URL__ for each output format; it is read once, at load.
declare const __LOTLINE_SCRIPT_URL__: string | null | undefined;
const DEFAULT_API_BASE = new URL(__LOTLINE_SCRIPT_URL__ || document.baseURI).origin;

/** The element's attributes, as r2wc passes them (an absent one is undefined, an empty one ''). */
export interface ElementAttributes {
  apiBase?: string;
  lang?: string;
  tileUrl?: string;
  /** Tiles of the satellite base layer, a {z}/{x}/{y} URL template. */
  satelliteTileUrl?: string;
  /** A Protomaps base map archive (.pmtiles) read by ranges, relative to the API base; used when there is no tile-url. */
  pmtilesUrl?: string;
  org?: string;
  /** 'hosted' when the widget is the page itself (/report/… URLs), 'account' on the sign-in page, 'packages' on the packages page, 'settings' and 'join' on those pages; inline otherwise. */
  mode?: string;
  /** A sign-in token, sent as the bearer of API calls. */
  token?: string;
  /** On the sign-in page: the origin the server allows its token to go back to. */
  returnTo?: string;
  /** On the sign-in page: the name of the organization whose embedded widget asked (`org` is its id). */
  orgName?: string;
  /** On the sign-in page: the origin of the page the person sees that widget on, which the consent names. */
  site?: string;
}

/** What an entry's screens get from the element: its attributes, the API's origin, the language and the host bridge. */
export interface ElementScreenProps {
  attributes: ElementAttributes;
  /** `api-base`, else the origin of the server that served the bundle. */
  apiBase: string;
  locale: Locale;
  /** Switches the language for this visit (the widget's language switch). */
  chooseLocale(locale: Locale): void;
  emit<K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]): void;
}

/** The element's root: the host bridge and the language, then what the entry shows. */
function rootOf(Screens: ComponentType<ElementScreenProps>) {
  return function WidgetRoot({ container, ...attributes }: ElementAttributes & { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot | undefined;
    const host = root?.host as HTMLElement | undefined;
    const api = attributes.apiBase || DEFAULT_API_BASE;
    const org = attributes.org;
    const bridge = useMemo(() => (host ? createHostBridge(host, { apiBase: api, org }) : undefined), [host, api, org]);
    useEffect(() => (root && bridge ? bridge.watchSize(root) : undefined), [root, bridge]);
    const emit = useCallback(
      <K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]) => bridge?.emit(type, payload),
      [bridge],
    );
    // The language picked with the switch during this visit wins over the attribute and the browser.
    const [chosenLocale, chooseLocale] = useLocaleChoice();
    const wanted = chosenLocale ?? resolveLocale(attributes.lang, typeof navigator === 'undefined' ? [] : navigator.languages);
    // Spanish words come in a chunk of their own: until it is here the widget keeps the language it
    // showed (nothing on a first load), and it speaks English if the chunk cannot be had.
    const [, loadedLocale] = useState(0);
    const [unavailable, setUnavailable] = useState<Locale | null>(null);
    const ready = isLocaleLoaded(wanted);
    const lastShown = useRef<Locale | null>(null);
    useEffect(() => {
      if (ready) return;
      let live = true;
      loadLocale(wanted).then(
        () => live && loadedLocale((n) => n + 1),
        () => live && setUnavailable(wanted),
      );
      return () => {
        live = false;
      };
    }, [wanted, ready]);
    const locale: Locale | null = ready ? wanted : unavailable === wanted ? 'en' : lastShown.current;
    lastShown.current = locale;
    if (!locale) return null;
    return <Screens attributes={attributes} apiBase={api} locale={locale} chooseLocale={chooseLocale} emit={emit} />;
  };
}

/**
 * The class of <lotline-widget api-base? lang? tile-url? satellite-tile-url? pmtiles-url? org?
 * mode? token? return-to? org-name? site?> showing `Screens`: it adopts its styles before the first
 * render and keeps its shadow parts. The entry defines it under `TAG_NAME`.
 */
export function widgetElement(Screens: ComponentType<ElementScreenProps>): CustomElementConstructor {
  const Base = r2wc(rootOf(Screens), {
    shadow: 'open',
    props: { apiBase: 'string', lang: 'string', tileUrl: 'string', satelliteTileUrl: 'string', pmtilesUrl: 'string', org: 'string', mode: 'string', token: 'string', returnTo: 'string', orgName: 'string', site: 'string' },
  }) as unknown as { new (): HTMLElement };
  return class LotlineWidgetElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) {
        adoptStyles(this.shadowRoot, widgetCss);
        keepParts(this.shadowRoot);
      }
    }
  };
}
