// The widget's API client: JSON over fetch against the configured base, with errors that carry
// the HTTP status and the server's error body.
import type { AddressDetails, AddressSearchResponse } from '../../../core/api/address.schema';
import type { ApiErrorBody } from '../../../core/api/error.schema';
import type { StreetData } from '../../../core/api/street-data.schema';

/** A non-OK answer (status > 0) or a network failure (status 0). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.error.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** Calls of the Lotline API used by the widget. */
export interface ApiClient {
  searchAddresses(q: string, signal?: AbortSignal): Promise<AddressSearchResponse>;
  addressDetails(placeId: string, signal?: AbortSignal): Promise<AddressDetails>;
  streetData(address: AddressDetails, signal?: AbortSignal): Promise<StreetData>;
}

/** A client for the API at `baseUrl` (the server origin, with or without a trailing slash). */
export function createApiClient(baseUrl: string, token?: () => string | undefined): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const bearer = token?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { headers, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, undefined);
    }
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined);
    return body as T;
  }
  return {
    searchAddresses: (q, signal) => getJson(`/api/address/search?q=${encodeURIComponent(q)}&limit=8`, signal),
    addressDetails: (placeId, signal) => getJson(`/api/address/details?place_id=${encodeURIComponent(placeId)}`, signal),
    streetData: (address, signal) => getJson(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, signal),
  };
}
