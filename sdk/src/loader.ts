// Loads the widget once per page: an existing script tag is reused, the load promise is
// memoised, and a failed load is forgotten so that the next call retries (as stripe-js does).
// The widget is an ES module whose entry imports its chunks (docs/decisions/008).

const TAG_NAME = 'lotline-widget';

let loading: Promise<void> | undefined;

/** Resolves when <lotline-widget> is defined, loading the widget's module entry at `src` (lotline-widget.mjs) if needed. */
export function loadWidget(src: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Lotline needs a browser window'));
  if (customElements.get(TAG_NAME)) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const url = new URL(src, document.baseURI).href;
    const existing =
      document.querySelector<HTMLScriptElement>('script[data-lotline-widget]') ??
      Array.from(document.scripts).find((script) => script.src === url);
    const script = existing ?? document.createElement('script');
    const fail = (cause: unknown) => {
      loading = undefined;
      script.remove();
      reject(new Error(`Lotline could not load ${src}`, { cause }));
    };
    // A module script fires `load` once it and every chunk it imports have run.
    script.addEventListener('load', () => {
      customElements.whenDefined(TAG_NAME).then(() => resolve(), fail);
    });
    script.addEventListener('error', (event) => fail(event));
    if (!existing) {
      script.type = 'module';
      script.src = url;
      script.dataset.lotlineWidget = '';
      document.head.append(script);
    }
  });
  return loading;
}

/** Forgets the memoised load (tests and hot reload). */
export function resetWidgetLoader(): void {
  loading = undefined;
}
