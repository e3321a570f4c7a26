// The widget application: the lookup landing, then the property of the picked address.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import type { WidgetEventMap, WidgetEventType } from '../../core/protocol/events';
import { ApiRequestError, createApiClient } from './api/client';
import { createTranslator, type Locale } from './i18n/messages';
import { TranslateContext } from './i18n/use-translate';
import { AddressSearch } from './lookup/AddressSearch';
import { PropertyView } from './property/PropertyView';
import { Toasts, useToasts } from './ui/Toasts';

/** What the element passes in. */
export interface AppProps {
  apiBase: string;
  locale: Locale;
  tileUrl?: string | undefined;
  emit<K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]): void;
}

type Screen = { name: 'landing' } | { name: 'loading'; label: string } | { name: 'property'; property: StreetData };

/** The widget's screens. */
export function App({ apiBase, locale, tileUrl, emit }: AppProps) {
  const t = useMemo(() => createTranslator(locale), [locale]);
  const api = useMemo(() => createApiClient(apiBase), [apiBase]);
  const [screen, setScreen] = useState<Screen>({ name: 'landing' });
  const { toasts, show, dismiss } = useToasts();
  const loadController = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => loadController.current?.abort(), []);

  const fail = useCallback(
    (code: 'pick-address' | 'address-not-found' | 'address-failed-to-load' | 'unknown') => {
      const message = t(`error.${code}`);
      show(code === 'pick-address' ? 'warning' : 'error', message);
      emit('error', { code, message });
    },
    [t, show, emit],
  );

  const openAddress = useCallback(
    async (suggestion: AddressSuggestion) => {
      emit('address-selected', suggestion);
      loadController.current?.abort();
      const controller = new AbortController();
      loadController.current = controller;
      setScreen({ name: 'loading', label: suggestion.label });
      try {
        const details = await api.addressDetails(suggestion.place_id, controller.signal);
        const property = await api.streetData(details, controller.signal);
        setScreen({ name: 'property', property });
        emit('property-viewed', { property_id: property.attributes.property_id, label: property.attributes.address.label });
      } catch (error) {
        if (controller.signal.aborted) return;
        setScreen({ name: 'landing' });
        fail(error instanceof ApiRequestError && error.status === 404 ? 'address-not-found' : 'address-failed-to-load');
      }
    },
    [api, emit, fail],
  );

  const onSearchFailed = useCallback(() => fail('unknown'), [fail]);
  const onNeedPick = useCallback(() => fail('pick-address'), [fail]);

  return (
    <TranslateContext.Provider value={t}>
      <div className="lotline" lang={locale}>
        {screen.name === 'property' ? (
          <PropertyView property={screen.property} locale={locale} t={t} tileUrl={tileUrl} onBack={() => setScreen({ name: 'landing' })} />
        ) : (
          <section className="landing" aria-labelledby="lotline-landing-title">
            <h2 id="lotline-landing-title" className="landing__title">
              {t('landing.title')}
            </h2>
            <p className="landing__subtitle">{t('landing.subtitle')}</p>
            <AddressSearch api={api} t={t} onPick={openAddress} onNeedPick={onNeedPick} onSearchFailed={onSearchFailed} />
            {screen.name === 'loading' && (
              <p className="loader" role="status">
                <span className="loader__spinner" aria-hidden="true" />
                {t('property.loading')}
              </p>
            )}
          </section>
        )}
        <Toasts toasts={toasts} dismiss={dismiss} t={t} />
      </div>
    </TranslateContext.Provider>
  );
}
