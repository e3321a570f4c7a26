// The widget's API client: JSON over fetch against the configured base, with errors that carry
// the HTTP status and the server's error body. Operations are sent with `send`, typed by their
// descriptors in core (decision 040): the path, query and body they take and the answer they give.
// The console's own calls (sign-in, sign-up, password reset, widget tokens) are in
// account/account-api.ts, which only the console entry loads (decision 041).
import { addressDetails, basemapCell, deleteMedia, getAddressHistory, getBillingPortal, getMe, getStreetData, listAddressPlaces, listFloorPlans, listMedia, mapLayerFeatures, neighbourLots, operationPath, placeFloorPlan, queryString, REPORT_GRANT_HEADER, replaceSizeLimits, searchAddresses, signOut, updateProperty, uploadMedia, type AddressDetails, type AnswerOf, type AnyOperation, type ApiErrorBody, type MediaCategory, type Outline, type PlacementPage, type PropertyUpdate, type RequestOf } from '../../../core/api';
import type { SizeLimitOverride } from '../../../core/rules';
import type { Polygon, Position } from '../../../core/geo';
import type { PlanCategory } from '../../../core/floor-plans';

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

/** A request with its types erased, as the client reads it. */
interface ErasedRequest {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/** The path (with its query) of `operation` for `request`: what `send` fetches, and the URL of an answer read otherwise (a file, a CSV export). */
export function pathOf<O extends AnyOperation>(operation: O, request: RequestOf<O>): string {
  const { params, query } = request as ErasedRequest;
  return `${operationPath(operation, params)}${queryString(query)}`;
}

/**
 * Sends `operation` through `api` with its path parameters, query and body, and answers what the
 * operation answers: the one typed way the widget calls the API (a file answer is read from
 * `api.url(pathOf(…))` instead).
 */
export function send<O extends AnyOperation>(
  api: Pick<ApiClient, 'call'>,
  operation: O,
  request: RequestOf<O>,
  options: { signal?: AbortSignal | undefined; bearer?: string; keepalive?: boolean } = {},
): Promise<AnswerOf<O>> {
  const { body } = request as ErasedRequest;
  return api.call(pathOf(operation, request), {
    method: operation.method.toUpperCase(),
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.bearer ? { bearer: options.bearer } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  }) as Promise<AnswerOf<O>>;
}

/** What a change of a property answers: everything the user now overrides there. */
export type OverridesAnswer = AnswerOf<typeof updateProperty>;

/** How `call` sends a request: the method, the JSON body, an abort signal, and another bearer token than the session's. */
export interface CallInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** A token to send instead of the session's (a widget token is made with the full session's). */
  bearer?: string;
  /** Whether the request outlives the page (sent as the page goes away); only a body within the browser's limit is. */
  keepalive?: boolean;
}

/** The largest body sent with `keepalive` (browsers allow 64 KiB for all such requests of a page). */
const KEEPALIVE_MAX_BODY = 60_000;

/** Calls of the Lotline API used by the widget, each the answer of its operation. */
export interface ApiClient {
  searchAddresses(q: string, signal?: AbortSignal): Promise<AnswerOf<typeof searchAddresses>>;
  addressDetails(placeId: string, signal?: AbortSignal): Promise<AnswerOf<typeof addressDetails>>;
  /** The places the search covers, each with an address to try. */
  addressPlaces(signal?: AbortSignal): Promise<AnswerOf<typeof listAddressPlaces>>;
  streetData(address: AddressDetails, signal?: AbortSignal): Promise<AnswerOf<typeof getStreetData>>;
  /** Changes facts of a property for the signed-in user (an empty string resets a fact). */
  updateProperty(propertyId: string, update: PropertyUpdate, options?: { keepalive?: boolean }): Promise<OverridesAnswer>;
  /** Replaces the signed-in user's setbacks of a property with `list` (the whole list; empty resets all). */
  putSizeLimits(propertyId: string, list: SizeLimitOverride[]): Promise<AnswerOf<typeof replaceSizeLimits>>;
  /** A URL of an answer (a citation's source) made absolute against the API's base. */
  resolve(url: string): string;
  /** The signed-in user's photos and videos of a property, newest first. */
  listMedia(propertyId: string, signal?: AbortSignal): Promise<AnswerOf<typeof listMedia>>;
  /** Uploads a photo or video; `onProgress` hears the fraction of the body sent (0 to 1). */
  uploadMedia(propertyId: string, upload: MediaUpload, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<AnswerOf<typeof uploadMedia>>;
  /** Removes one of the signed-in user's photos or videos. */
  deleteMedia(propertyId: string, mediaId: string): Promise<void>;
  /** The bytes of a media file (`MediaItem.urls`), which need the bearer token. */
  mediaBlob(url: string, signal?: AbortSignal): Promise<Blob>;
  /** The floor plan catalogue of one category. */
  floorPlans(category: PlanCategory, signal?: AbortSignal): Promise<AnswerOf<typeof listFloorPlans>>;
  /** Places a catalogue or user plan (by uuid) or an outline on the lot, searching from `start` when given; visitors are refused on the ADU pages (401). */
  placePlan(propertyId: string, plan: { floor_plan_uuid: string } | { outline: Outline }, page: PlacementPage, start?: Position, avoid?: readonly Polygon[]): Promise<AnswerOf<typeof placeFloorPlan>>;
  /** One map layer's features in `bbox` ([minLng, minLat, maxLng, maxLat], at most MAX_BBOX_SIDE_DEG a side). */
  mapLayerFeatures(layerId: string, bbox: readonly [number, number, number, number], signal?: AbortSignal): Promise<AnswerOf<typeof mapLayerFeatures>>;
  /** The lots around a property, for the neighbouring lot lines. */
  neighbours(propertyId: string, signal?: AbortSignal): Promise<AnswerOf<typeof neighbourLots>>;
  /** One cell of the base map drawn from the loaded data. */
  basemapCell(cell: readonly [number, number], signal?: AbortSignal): Promise<AnswerOf<typeof basemapCell>>;
  /** Ends the session of the current token. */
  signOut(): Promise<void>;
  /** The signed-in user and their quota. */
  me(signal?: AbortSignal): Promise<AnswerOf<typeof getMe>>;
  /** The billing portal's URL of the signed-in user, or null when they have none (404). */
  billingPortal(signal?: AbortSignal): Promise<string | null>;
  /** The signed-in user's addresses grouped by recency, days counted in `timeZone` (an IANA name). */
  addressHistory(timeZone: string, signal?: AbortSignal): Promise<AnswerOf<typeof getAddressHistory>>;
  /**
   * The transport of `send`: a JSON request of an API path with the session's token, answering
   * the parsed body (undefined for none, such as a 204). Typed calls go through `send`.
   */
  call(path: string, init?: CallInit): Promise<unknown>;
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
 * the origins that organization allows (decision 027). `grant` answers the visitor's grant of the
 * property shown, sent with every request (decision 050).
 */
export function createApiClient(
  baseUrl: string,
  token?: () => string | undefined,
  options: { org?: string | undefined; grant?: (() => string | undefined) | undefined } = {},
): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');
  const orgQuery = options.org ? `org=${encodeURIComponent(options.org)}` : '';
  /** The absolute URL of an API path, with the organization named when the widget is embedded. */
  const at = (path: string) => (orgQuery && path.startsWith('/api/') ? `${root}${path}${path.includes('?') ? '&' : '?'}${orgQuery}` : `${root}${path}`);
  const authorization = (bearer = token?.()): Record<string, string> => (bearer ? { Authorization: `Bearer ${bearer}` } : {});
  const client: ApiClient = {
    async call(path, init = {}) {
      const method = init.method ?? 'GET';
      const headers: Record<string, string> = { Accept: 'application/json', ...authorization(init.bearer ?? token?.()) };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      // The organization's grant of the property shown (issue 29); the server ignores it for any other.
      const grant = options.grant?.();
      if (grant) headers[REPORT_GRANT_HEADER] = grant;
      const sent = init.body !== undefined ? JSON.stringify(init.body) : undefined;
      const outlives = Boolean(init.keepalive) && new TextEncoder().encode(sent ?? '').length <= KEEPALIVE_MAX_BODY;
      let response: Response;
      try {
        response = await fetch(at(path), {
          ...(method === 'GET' ? {} : { method }),
          headers,
          ...(sent !== undefined ? { body: sent } : {}),
          ...(outlives ? { keepalive: true } : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        });
      } catch (error) {
        if (init.signal?.aborted) throw error;
        throw new ApiRequestError(0, undefined);
      }
      let body: unknown;
      try {
        const text = await response.text();
        body = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        // Aborted while the body was arriving: the caller stopped listening, so no answer at all.
        if (init.signal?.aborted) throw error;
        // An OK answer that is not JSON is a broken answer, not an empty one.
        if (response.ok) throw new ApiRequestError(response.status, undefined);
      }
      if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody | undefined, parseRetryAfter(response.headers.get('retry-after')));
      return body;
    },
    url: (path) => at(path),
    searchAddresses: (q, signal) => send(client, searchAddresses, { query: { q, limit: '8' } }, { signal }),
    addressDetails: (placeId, signal) => send(client, addressDetails, { query: { place_id: placeId } }, { signal }),
    addressPlaces: (signal) => send(client, listAddressPlaces, { query: {} }, { signal }),
    streetData: (address, signal) => send(client, getStreetData, { query: { params: JSON.stringify(address) } }, { signal }),
    updateProperty: (propertyId, update, options = {}) => send(client, updateProperty, { params: { id: propertyId }, body: update }, { keepalive: options.keepalive ?? false }),
    putSizeLimits: (propertyId, list) => send(client, replaceSizeLimits, { params: { id: propertyId }, body: list }),
    resolve: (url) => {
      try {
        return new URL(url, `${root}/`).href;
      } catch {
        return url;
      }
    },
    listMedia: (propertyId, signal) => send(client, listMedia, { params: { id: propertyId } }, { signal }),
    mapLayerFeatures: (layerId, bbox, signal) => send(client, mapLayerFeatures, { params: { layerId }, query: { bbox: bbox.join(',') } }, { signal }),
    neighbours: (propertyId, signal) => send(client, neighbourLots, { params: { id: propertyId } }, { signal }),
    basemapCell: (cell, signal) => send(client, basemapCell, { query: { cell: `${cell[0]},${cell[1]}` } }, { signal }),
    floorPlans: (category, signal) => send(client, listFloorPlans, { query: { category } }, { signal }),
    placePlan: (propertyId, plan, page, start, avoid) =>
      send(client, placeFloorPlan, { body: { property_id: propertyId, ...plan, page, ...(start ? { start } : {}), ...(avoid && avoid.length > 0 ? { avoid: [...avoid] } : {}) } }),
    // XMLHttpRequest, because fetch reports no upload progress.
    uploadMedia: (propertyId, upload, onProgress, signal) =>
      new Promise<AnswerOf<typeof uploadMedia>>((resolve, reject) => {
        const form = new FormData();
        form.append('category', upload.category);
        if (upload.caption.trim() !== '') form.append('caption', upload.caption);
        form.append('file', upload.file);
        const request = new XMLHttpRequest();
        request.open(uploadMedia.method.toUpperCase(), at(operationPath(uploadMedia, { id: propertyId })));
        request.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
        request.responseType = 'json';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) resolve(request.response as AnswerOf<typeof uploadMedia>);
          else reject(new ApiRequestError(request.status, (request.response ?? undefined) as ApiErrorBody | undefined));
        };
        request.onerror = () => reject(new ApiRequestError(0, undefined));
        request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => request.abort(), { once: true });
        request.send(form);
      }),
    deleteMedia: (propertyId, mediaId) => send(client, deleteMedia, { params: { id: propertyId, mediaId } }),
    signOut: () => send(client, signOut, {}),
    me: (signal) => send(client, getMe, {}, { signal }),
    addressHistory: (timeZone, signal) => send(client, getAddressHistory, { query: { tz: timeZone } }, { signal }),
    async billingPortal(signal) {
      try {
        return (await send(client, getBillingPortal, {}, { signal })).url;
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
  return client;
}
