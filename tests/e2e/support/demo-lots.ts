// Lots of the demo town for tests: the first Maple Street addresses, one per property, found as a
// visitor (whose reports count against no quota).
import type { AddressDetails, AddressSearchResponse } from '../../../core/api/address.schema';
import type { StreetData } from '../../../core/api/street-data.schema';

/** A demo-town lot as a test picks it. */
export interface DemoLot {
  /** The label of the search suggestion. */
  suggestion: string;
  /** The label street data gives the address (the report's title). */
  label: string;
  details: AddressDetails;
}

/** The first `count` Maple Street addresses of `serverUrl`'s demo town with different properties. */
export async function distinctMapleLots(serverUrl: string, count: number): Promise<DemoLot[]> {
  const api = async <T>(path: string) => (await (await fetch(`${serverUrl}${path}`)).json()) as T;
  const { results } = await api<AddressSearchResponse>('/api/address/search?q=Maple%20Street&limit=20');
  const seen = new Set<string>();
  const lots: DemoLot[] = [];
  for (const result of results) {
    const details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`);
    if (seen.has(data.attributes.property_id)) continue;
    seen.add(data.attributes.property_id);
    lots.push({ suggestion: result.label, label: data.attributes.address.label, details });
    if (lots.length === count) break;
  }
  if (lots.length < count) throw new Error(`the demo town has only ${lots.length} Maple Street properties`);
  return lots;
}

/**
 * The first Maple Street address of a lot in the residential district with a backyard-cottage setback
 * area, as a signed-in user (`authorization`) gets its report: where a chosen plan lands inside the area.
 */
export async function mapleLotWithArea(serverUrl: string, authorization: string): Promise<AddressDetails> {
  const api = async <T>(path: string, headers: Record<string, string> = {}) => (await (await fetch(`${serverUrl}${path}`, { headers })).json()) as T;
  const { results } = await api<AddressSearchResponse>('/api/address/search?q=Maple%20Street&limit=20');
  for (const result of results) {
    const details = await api<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(result.place_id)}`);
    const data = await api<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { authorization });
    if (data.attributes.zone_code === 'SR' && data.setbacked_area.ext !== null) return details;
  }
  throw new Error('no SR lot of the demo town with a setback area');
}
