// The widget's API client: JSON over fetch against the configured base, with errors that carry
// the HTTP status and the server's error body.
import type { AddressDetails, AddressSearchResponse } from '../../../core/api/address.schema';
import type { ApiErrorBody } from '../../../core/api/error.schema';
import type { PropertyUpdate } from '../../../core/api/overrides.schema';
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

/** A cited document (`GET /api/documents/:id`). */
export interface CitedDocument {
  id: string;
  title: string;
  jurisdiction: string;
  source_url: string;
  sections: { id: string; heading: string; excerpt: string }[];
}

/** Calls of the Lotline API used by the widget. */
export interface ApiClient {
  searchAddresses(q: string, signal?: AbortSignal): Promise<AddressSearchResponse>;
  addressDetails(placeId: string, signal?: AbortSignal): Promise<AddressDetails>;
  streetData(address: AddressDetails, signal?: AbortSignal): Promise<StreetData>;
  /** A cited document; asked once per id for the client's life. */
  document(id: string): Promise<CitedDocument>;
  /** Changes facts of a property for the signed-in user (an empty string resets a fact). */
  updateProperty(propertyId: string, update: PropertyUpdate): Promise<unknown>;
  /** A URL of an answer (a citation's source) made absolute against the API's base. */
  resolve(url: string): string;
}

/** A client for the API at `baseUrl` (the server origin, with or without a trailing slash). */
export function createApiClient(baseUrl: string, token?: () => string | undefined): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  async function requestJson<T>(path: string, signal?: AbortSignal, init: { method: string; body: unknown } | undefined = undefined): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const bearer = token?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (init) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers,
        ...(init ? { method: init.method, body: JSON.stringify(init.body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, undefined);
    }
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined);
    return body as T;
  }
  const getJson = <T>(path: string, signal?: AbortSignal) => requestJson<T>(path, signal);
  const documents = new Map<string, Promise<CitedDocument>>();
  return {
    searchAddresses: (q, signal) => getJson(`/api/address/search?q=${encodeURIComponent(q)}&limit=8`, signal),
    addressDetails: (placeId, signal) => getJson(`/api/address/details?place_id=${encodeURIComponent(placeId)}`, signal),
    streetData: (address, signal) => getJson(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, signal),
    document(id) {
      let answer = documents.get(id);
      if (!answer) {
        answer = getJson<CitedDocument>(`/api/documents/${encodeURIComponent(id)}`);
        // A failed look-up may be retried later.
        answer.catch(() => documents.delete(id));
        documents.set(id, answer);
      }
      return answer;
    },
    updateProperty: (propertyId, update) => requestJson(`/api/properties/${encodeURIComponent(propertyId)}`, undefined, { method: 'PATCH', body: update }),
    resolve: (url) => {
      try {
        return new URL(url, `${base}/`).href;
      } catch {
        return url;
      }
    },
  };
}
