// The places the address search covers, for the landing: asked once per API client; without an
// answer (offline, an old server) the landing simply offers no example.
import { useEffect, useState } from 'react';
import type { AddressPlace } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { listAddressPlaces } from '../../../core/api';
import { send } from '../api/client';

/** The covered places of `api`, undefined until they load or when they do not. */
export function useAddressPlaces(api: ApiClient, enabled: boolean): readonly AddressPlace[] | undefined {
  const [answer, setAnswer] = useState<{ api: ApiClient; places: readonly AddressPlace[] } | undefined>(undefined);
  const loaded = answer?.api === api;
  useEffect(() => {
    if (!enabled || loaded) return;
    const controller = new AbortController();
    send(api, listAddressPlaces, { query: {} }, { signal: controller.signal }).then(
      (response) => setAnswer({ api, places: response.places }),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, enabled, loaded]);
  return loaded ? answer.places : undefined;
}
