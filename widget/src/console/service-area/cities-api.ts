// The service-area cities (`GET /api/cities`, spec 7 call 9), asked once per API client: the
// list changes only with a release, so every selector of a page shares one answer. A failed
// load is forgotten, so the next selector asks again.
import { listCities, type City } from '../../../../core/api';
import { send, type ApiClient } from '../../api/client';

const loads = new WeakMap<ApiClient, Promise<City[]>>();

/** Every city an organization can pick, sorted by state, county and name. */
export function loadCities(api: ApiClient): Promise<City[]> {
  let load = loads.get(api);
  if (!load) {
    load = send(api, listCities, { query: {} }).then((body) => body.cities);
    load.catch(() => loads.delete(api));
    loads.set(api, load);
  }
  return load;
}
