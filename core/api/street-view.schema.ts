// The street-view photo of an address: `GET /api/street-view?lat=&lng=`, served by the server
// from the configured provider so the provider's key never reaches the browser.
import * as v from 'valibot';

const Coordinate = (label: string, limit: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(/^-?\d{1,3}(\.\d{1,9})?$/, `${label} must be a decimal number`),
    v.transform(Number),
    v.minValue(-limit, `${label} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** The query: a point in decimal degrees. */
export const StreetViewQuerySchema = v.object({ lat: Coordinate('lat', 90), lng: Coordinate('lng', 180) });

/** The photo's path for a point, as street data gives it when a provider is configured. */
export function streetViewPath(lat: number, lng: number): string {
  return `/api/street-view?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`;
}
