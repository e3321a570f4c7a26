// The street data of the address in the URL: fetched once per address (kept while the visitor
// moves between pages), and reloaded on request after a change such as the zone. The lots around
// are asked for as soon as it is in (property/neighbour-lots.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressDetails, StreetData } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { addressKey } from '../navigation/state';
import { neighbourLots } from '../property/neighbour-lots';

/** The property of `address` once loaded, and a reload that answers the fresh data. */
export function useStreetData(
  api: ApiClient,
  address: AddressDetails | undefined,
  onLoaded: (property: StreetData) => void,
  onFailed: (error: unknown) => void,
): { property: StreetData | undefined; reload(): Promise<StreetData> } {
  const key = addressKey(address);
  const [loaded, setLoaded] = useState<{ key: string; property: StreetData } | undefined>(undefined);
  const latest = useRef({ address, loaded, onLoaded, onFailed });
  latest.current = { address, loaded, onLoaded, onFailed };

  useEffect(() => {
    const { address: target, loaded: current } = latest.current;
    if (!target || current?.key === key) return;
    const controller = new AbortController();
    api.streetData(target, controller.signal).then(
      (property) => {
        // The lots around are asked for now, with the map's chunk still loading, so the map draws them with the lot.
        neighbourLots(api, property.attributes.property_id).catch(() => undefined);
        setLoaded({ key, property });
        latest.current.onLoaded(property);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) latest.current.onFailed(error);
      },
    );
    return () => controller.abort();
  }, [api, key]);

  const reload = useCallback(async () => {
    const target = latest.current.address;
    if (!target) throw new Error('reload() needs an address in the navigation state');
    const property = await api.streetData(target);
    setLoaded({ key: addressKey(target), property });
    return property;
  }, [api]);

  return { property: loaded?.key === key ? loaded.property : undefined, reload };
}
