// Street-view photos: the server asks the configured provider (Google Street View Static API by
// default) with its key and passes the image on, so the key stays on the server. Without a key
// the route answers 404 and street data gives no photo URL, so the widget draws its fallback.
import { ApiErrorCode, getStreetView, StreetViewQuerySchema } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { file } from '../http/json-shapes';

/** The provider of street-view photos. */
export interface StreetViewProvider {
  key: string;
  /** The provider's endpoint (default: Google's Street View Static API). */
  baseUrl?: string;
}

const GOOGLE_STREET_VIEW = 'https://maps.googleapis.com/maps/api/streetview';
const MAX_BYTES = 2 * 1024 * 1024;

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'streetView'>>();

/** The operation of street-view photos. */
export const streetViewRoutes = [
  bind(getStreetView, {
    doc: { summary: 'The street-view photo at a point (from the configured provider)', tags: ['Properties'], answer: 'A photo.', contentType: 'image/*' },
    query: StreetViewQuerySchema,
    answer: file('image/*'),
    async handler({ query: { lat, lng }, deps: { streetView: provider }, c }) {
      if (!provider) throw new ApiError(404, ApiErrorCode.NotFound, 'No street-view provider is configured.');
      const url = new URL(provider.baseUrl ?? GOOGLE_STREET_VIEW);
      url.search = new URLSearchParams({ size: '640x360', location: `${lat},${lng}`, source: 'outdoor', return_error_code: 'true', key: provider.key }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      } catch {
        throw new ApiError(502, ApiErrorCode.PreviewFailed, 'The street-view provider did not answer.');
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 404) throw new ApiError(404, ApiErrorCode.NotFound, 'No street-view photo near this address.');
      if (!response.ok || !type.startsWith('image/')) throw new ApiError(502, ApiErrorCode.PreviewFailed, `The street-view provider answered ${response.status}.`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length > MAX_BYTES) throw new ApiError(502, ApiErrorCode.PreviewFailed, 'The street-view photo is too large.');
      // The widget shows the photo with <img> on its host's page, another site: Cross-Origin-Resource-Policy lets it.
      return c.body(bytes, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    },
  }),
];

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Where street-view photos come from; none without a key. */
    streetView?: StreetViewProvider;
  }
}
