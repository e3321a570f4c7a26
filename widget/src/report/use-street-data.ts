// The street data of the address in the URL: fetched once per address (kept while the visitor
// moves between pages), and reloaded on request after a change such as the zone. A picked address
// asks for it as soon as its details are in (prefetch), before the navigation renders; the lots
// around are asked for as soon as it is in (map/neighbour-lots.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { getStreetData, type AddressDetails, type StreetData } from '../../../core/api';
import { send, type ApiClient } from '../api/client';
import { addressKey } from '../shell/navigation/state';
import { loadNeighbourLots } from '../map/neighbour-lots';

/** The street data of the signed address `address`. */
const streetDataOf = (api: ApiClient, address: AddressDetails, signal?: AbortSignal) => send(api, getStreetData, { query: { params: JSON.stringify(address) } }, { signal });

/** The property of `address` once loaded, and a reload that answers the fresh data. */
export function useStreetData(
  api: ApiClient,
  address: AddressDetails | undefined,
  onLoaded: (property: StreetData) => void,
  onFailed: (error: unknown) => void,
): { property: StreetData | undefined; reload(): Promise<StreetData>; prefetch(address: AddressDetails): void } {
  const key = addressKey(address);
  const [loaded, setLoaded] = useState<{ key: string; property: StreetData } | undefined>(undefined);
  const latest = useRef({ address, loaded, onLoaded, onFailed });
  latest.current = { address, loaded, onLoaded, onFailed };
  // The answer already asked for, for the address about to be navigated to.
  const early = useRef<{ key: string; answer: Promise<StreetData>; controller: AbortController } | undefined>(undefined);
  useEffect(() => () => early.current?.controller.abort(), []);

  const prefetch = useCallback(
    (target: AddressDetails) => {
      early.current?.controller.abort();
      const controller = new AbortController();
      const answer = streetDataOf(api, target, controller.signal);
      // Its failure is met when the effect takes the answer up.
      answer.catch(() => undefined);
      early.current = { key: addressKey(target), answer, controller };
    },
    [api],
  );

  useEffect(() => {
    const { address: target, loaded: current } = latest.current;
    if (!target || current?.key === key) return;
    const ahead = early.current?.key === key ? early.current : undefined;
    early.current = undefined;
    const controller = ahead?.controller ?? new AbortController();
    (ahead?.answer ?? streetDataOf(api, target, controller.signal)).then(
      (property) => {
        // The lots around are asked for now, with the map's chunk still loading, so the map draws them with the lot.
        loadNeighbourLots(api, property.attributes.property_id).catch(() => undefined);
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
    const property = await streetDataOf(api, target);
    setLoaded({ key: addressKey(target), property });
    return property;
  }, [api]);

  return { property: loaded?.key === key ? loaded.property : undefined, reload, prefetch };
}
