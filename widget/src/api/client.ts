// The widget's API client: JSON over fetch against the configured base, with errors that carry
// the HTTP status and the server's error body.
import type {
  AddressDetails,
  AddressPlaces,
  AddressSearchResponse,
  ApiErrorBody,
  AddressHistory,
  FloorPlansResponse,
  MapLayerFeaturesResponse,
  NeighbourLotsResponse,
  BasemapCellResponse,
  MediaCategory,
  MediaItem,
  MediaList,
  PropertyUpdate,
  SizeLimitOverride,
  UserOverrides,
  Outline,
  PlacedUnitFeature,
  PlacementPage,
  StreetData,
  WidgetToken,
  WidgetTokenRequest,
} from '../../../core/api';
import type { Position } from '../../../core/geo';
import type { PlanCategory } from '../../../core/floor-plans';
import type { AuthResponse, MeResponse, SignInRequest, SignUpRequest } from '../account/account-types';

/** A non-OK answer (status > 0) or a network failure (status 0); a 429 says when to retry. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    super(body?.error.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** Seconds of a Retry-After header (delta seconds or an HTTP date), or undefined. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** What a change of a property answers: everything the user now overrides there. */
export interface OverridesAnswer {
  property_id: string;
  user_overrides: UserOverrides;
}

/** Calls of the Lotline API used by the widget. */
export interface ApiClient {
  searchAddresses(q: string, signal?: AbortSignal): Promise<AddressSearchResponse>;
  addressDetails(placeId: string, signal?: AbortSignal): Promise<AddressDetails>;
  /** The places the search covers, each with an address to try. */
  addressPlaces(signal?: AbortSignal): Promise<AddressPlaces>;
  streetData(address: AddressDetails, signal?: AbortSignal): Promise<StreetData>;
  /** Changes facts of a property for the signed-in user (an empty string resets a fact). */
  updateProperty(propertyId: string, update: PropertyUpdate): Promise<OverridesAnswer>;
  /** Replaces the signed-in user's setbacks of a property with `list` (the whole list; empty resets all). */
  putSizeLimits(propertyId: string, list: SizeLimitOverride[]): Promise<OverridesAnswer>;
  /** A URL of an answer (a citation's source) made absolute against the API's base. */
  resolve(url: string): string;
  /** The signed-in user's photos and videos of a property, newest first. */
  listMedia(propertyId: string, signal?: AbortSignal): Promise<MediaList>;
  /** Uploads a photo or video; `onProgress` hears the fraction of the body sent (0 to 1). */
  uploadMedia(propertyId: string, upload: MediaUpload, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<MediaItem>;
  /** Removes one of the signed-in user's photos or videos. */
  deleteMedia(propertyId: string, mediaId: string): Promise<void>;
  /** The bytes of a media file (`MediaItem.urls`), which need the bearer token. */
  mediaBlob(url: string, signal?: AbortSignal): Promise<Blob>;
  /** The floor plan catalogue of one category. */
  floorPlans(category: PlanCategory, signal?: AbortSignal): Promise<FloorPlansResponse>;
  /** Places a catalogue plan on a property for a page; visitors are refused on the ADU pages (401). */
  /** Places a catalogue or user plan (by uuid) or an outline on the lot, searching from `start` when given. */
  placePlan(propertyId: string, plan: { floor_plan_uuid: string } | { outline: Outline }, page: PlacementPage, start?: Position): Promise<PlacedUnitFeature>;
  /** One map layer's features in `bbox` ([minLng, minLat, maxLng, maxLat], at most MAX_BBOX_SIDE_DEG a side). */
  mapLayerFeatures(layerId: string, bbox: readonly [number, number, number, number], signal?: AbortSignal): Promise<MapLayerFeaturesResponse>;
  /** The lots around a property, for the neighbouring lot lines. */
  neighbours(propertyId: string, signal?: AbortSignal): Promise<NeighbourLotsResponse>;
  /** One cell of the base map drawn from the loaded data. */
  basemapCell(cell: readonly [number, number], signal?: AbortSignal): Promise<BasemapCellResponse>;
  /** Creates an account and signs it in. */
  signUp(request: SignUpRequest): Promise<AuthResponse>;
  /** Signs in with an email and a password. */
  signIn(request: SignInRequest): Promise<AuthResponse>;
  /** A widget token for an organization's embed on `origin`, made with the full session `sessionToken` (decision 027). */
  widgetToken(sessionToken: string, request: WidgetTokenRequest): Promise<WidgetToken>;
  /** Ends the session of the current token. */
  signOut(): Promise<void>;
  /** Asks for a password-reset email (answered the same whether the account exists or not). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the token of a reset email, and signs in. */
  confirmPasswordReset(token: string, password: string): Promise<AuthResponse>;
  /** The signed-in user and their quota. */
  me(signal?: AbortSignal): Promise<MeResponse>;
  /** The billing portal's URL of the signed-in user, or null when they have none (404). */
  billingPortal(signal?: AbortSignal): Promise<string | null>;
  /** The signed-in user's addresses grouped by recency, days counted in `timeZone` (an IANA name). */
  addressHistory(timeZone: string, signal?: AbortSignal): Promise<AddressHistory>;
  /**
   * Any JSON call of the API with the session's token, for screens that keep their calls in
   * their own modules (organization settings, members, leads, onboarding): `body` is sent as
   * JSON; an answer without a body (204) resolves to undefined.
   */
  call<T>(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }): Promise<T>;
  /** The absolute URL of an API path (for links such as a CSV download). */
  url(path: string): string;
}

/** The fields of one upload. */
export interface MediaUpload {
  file: Blob;
  category: MediaCategory;
  caption: string;
}

/**
 * A client for the API at `baseUrl` (the server origin, with or without a trailing slash). An
 * embedded widget names its organization (`org`) on every request: the API answers CORS only to
 * the origins that organization allows (decision 027).
 */
export function createApiClient(baseUrl: string, token?: () => string | undefined, options: { org?: string | undefined } = {}): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');
  const orgQuery = options.org ? `org=${encodeURIComponent(options.org)}` : '';
  /** The absolute URL of an API path, with the organization named when the widget is embedded. */
  const at = (path: string) => (orgQuery && path.startsWith('/api/') ? `${root}${path}${path.includes('?') ? '&' : '?'}${orgQuery}` : `${root}${path}`);
  async function requestJson<T>(path: string, signal?: AbortSignal, init: { method: string; body: unknown } | undefined = undefined): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const bearer = token?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (init) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(at(path), {
        headers,
        ...(init ? { method: init.method, body: JSON.stringify(init.body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, undefined);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // Aborted while the body was arriving: the caller stopped listening, so no answer at all.
      if (signal?.aborted) throw error;
      // An OK answer that is not JSON is a broken answer, not an empty one.
      if (response.ok) throw new ApiRequestError(response.status, undefined);
    }
    if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined, parseRetryAfter(response.headers.get('retry-after')));
    return body as T;
  }
  /** A request whose answer has no body to read (204, 202). */
  async function requestEmpty(path: string, method: string, body?: unknown): Promise<void> {
    const headers: Record<string, string> = { Accept: 'application/json', ...authorization() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(at(path), { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch {
      throw new ApiRequestError(0, undefined);
    }
    if (!response.ok) {
      const errorBody = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
      throw new ApiRequestError(response.status, errorBody, parseRetryAfter(response.headers.get('retry-after')));
    }
  }
  const getJson = <T>(path: string, signal?: AbortSignal) => requestJson<T>(path, signal);
  const authorization = (): Record<string, string> => {
    const bearer = token?.();
    return bearer ? { Authorization: `Bearer ${bearer}` } : {};
  };
  const mediaPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/media`;
  return {
    async call<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
      const method = init.method ?? 'GET';
      if (method === 'GET') return requestJson<T>(path, init.signal);
      const headers: Record<string, string> = { Accept: 'application/json', ...authorization() };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(at(path), {
          method,
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        });
      } catch (error) {
        if (init.signal?.aborted) throw error;
        throw new ApiRequestError(0, undefined);
      }
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiRequestError(response.status, undefined);
      }
      if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined, parseRetryAfter(response.headers.get('retry-after')));
      return body as T;
    },
    url: (path) => at(path),
    searchAddresses: (q, signal) => getJson(`/api/address/search?q=${encodeURIComponent(q)}&limit=8`, signal),
    addressDetails: (placeId, signal) => getJson(`/api/address/details?place_id=${encodeURIComponent(placeId)}`, signal),
    addressPlaces: (signal) => getJson('/api/address/places', signal),
    streetData: (address, signal) => getJson(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, signal),
    updateProperty: (propertyId, update) => requestJson(`/api/properties/${encodeURIComponent(propertyId)}`, undefined, { method: 'PATCH', body: update }),
    putSizeLimits: (propertyId, list) => requestJson(`/api/properties/${encodeURIComponent(propertyId)}/size-limits`, undefined, { method: 'PUT', body: list }),
    resolve: (url) => {
      try {
        return new URL(url, `${root}/`).href;
      } catch {
        return url;
      }
    },
    listMedia: (propertyId, signal) => getJson(mediaPath(propertyId), signal),
    mapLayerFeatures: (layerId, bbox, signal) => getJson(`/api/map-layers/${encodeURIComponent(layerId)}/features?bbox=${bbox.join(',')}`, signal),
    neighbours: (propertyId, signal) => getJson(`/api/properties/${encodeURIComponent(propertyId)}/neighbours`, signal),
    basemapCell: (cell, signal) => getJson(`/api/basemap?cell=${cell[0]},${cell[1]}`, signal),
    floorPlans: (category, signal) => getJson(`/api/floor-plans?category=${encodeURIComponent(category)}`, signal),
    placePlan: (propertyId, plan, page, start) =>
      requestJson('/api/placement', undefined, { method: 'POST', body: { property_id: propertyId, ...plan, page, ...(start ? { start } : {}) } }),
    // XMLHttpRequest, because fetch reports no upload progress.
    uploadMedia: (propertyId, upload, onProgress, signal) =>
      new Promise<MediaItem>((resolve, reject) => {
        const form = new FormData();
        form.append('category', upload.category);
        if (upload.caption.trim() !== '') form.append('caption', upload.caption);
        form.append('file', upload.file);
        const request = new XMLHttpRequest();
        request.open('POST', at(mediaPath(propertyId)));
        request.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
        request.responseType = 'json';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) resolve(request.response as MediaItem);
          else reject(new ApiRequestError(request.status, (request.response ?? undefined) as ApiErrorBody | undefined));
        };
        request.onerror = () => reject(new ApiRequestError(0, undefined));
        request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => request.abort(), { once: true });
        request.send(form);
      }),
    async deleteMedia(propertyId, mediaId) {
      let response: Response;
      try {
        response = await fetch(at(`${mediaPath(propertyId)}/${encodeURIComponent(mediaId)}`), { method: 'DELETE', headers: { Accept: 'application/json', ...authorization() } });
      } catch {
        throw new ApiRequestError(0, undefined);
      }
      if (!response.ok) throw new ApiRequestError(response.status, (await response.json().catch(() => undefined)) as ApiErrorBody | undefined);
    },
    signUp: (request) => requestJson('/api/auth/sign-up', undefined, { method: 'POST', body: request }),
    signIn: (request) => requestJson('/api/auth/sign-in', undefined, { method: 'POST', body: request }),
    async widgetToken(sessionToken, request) {
      const response = await fetch(at('/api/auth/widget-token'), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${sessionToken}` },
        body: JSON.stringify(request),
      }).catch(() => {
        throw new ApiRequestError(0, undefined);
      });
      const body = (await response.json().catch(() => undefined)) as WidgetToken | ApiErrorBody | undefined;
      if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined);
      return body as WidgetToken;
    },
    signOut: () => requestEmpty('/api/auth/sign-out', 'POST'),
    requestPasswordReset: (email) => requestEmpty('/api/auth/password-reset', 'POST', { email }),
    confirmPasswordReset: (token, password) => requestJson('/api/auth/password-reset/confirm', undefined, { method: 'POST', body: { token, password } }),
    me: (signal) => getJson('/api/me', signal),
    addressHistory: (timeZone, signal) => getJson(`/api/me/addresses?tz=${encodeURIComponent(timeZone)}`, signal),
    async billingPortal(signal) {
      try {
        return (await getJson<{ url: string }>('/api/billing/portal', signal)).url;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    async mediaBlob(url, signal) {
      let response: Response;
      try {
        const target = new URL(url, `${root}/`);
        response = await fetch(target.origin === new URL(`${root}/`).origin ? at(`${target.pathname}${target.search}`) : target.href, { headers: authorization(), ...(signal ? { signal } : {}) });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ApiRequestError(0, undefined);
      }
      if (!response.ok) throw new ApiRequestError(response.status, undefined);
      return response.blob();
    },
  };
}
