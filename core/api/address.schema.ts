// Address search and address details: query and answer payloads.
import * as v from 'valibot';

const Trimmed = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be a string`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} must be at most ${max} characters.`));

const IntegerText = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** `GET /api/address/search?q=&limit=`. */
export const AddressSearchQuerySchema = v.object({
  q: Trimmed('Search text', 200),
  limit: v.optional(IntegerText('Limit', 1, 20), '8'),
});
export type AddressSearchQuery = v.InferOutput<typeof AddressSearchQuerySchema>;

/** One suggestion of the address search. */
export const AddressSuggestionSchema = v.object({
  place_id: v.string(),
  label: v.string(),
  lat: v.number(),
  lng: v.number(),
});
export type AddressSuggestion = v.InferOutput<typeof AddressSuggestionSchema>;

/** The answer of the address search, best match first. */
export const AddressSearchResponseSchema = v.object({ results: v.array(AddressSuggestionSchema) });
export type AddressSearchResponse = v.InferOutput<typeof AddressSearchResponseSchema>;

/** `GET /api/address/details?place_id=`. */
export const AddressDetailsQuerySchema = v.object({ place_id: Trimmed('Place id', 100) });

/** The address parts of a place, signed by the server so street data can trust them. */
export const AddressDetailsSchema = v.object({
  state: v.string(),
  city: v.string(),
  zip_code: v.string(),
  street: v.string(),
  street_number: v.string(),
  lat: v.number(),
  lng: v.number(),
  signature: v.string(),
});
export type AddressDetails = v.InferOutput<typeof AddressDetailsSchema>;

/** An address to try in a place, as the landing offers it ('Try 12 Maple Street'). */
export const AddressExampleSchema = v.object({
  place_id: v.string(),
  /** The whole label, what the search box gets: '12 Maple Street, Maple Hollow, MA 01999'. */
  label: v.string(),
  /** The number and street: '12 Maple Street'. */
  street_address: v.string(),
});
export type AddressExample = v.InferOutput<typeof AddressExampleSchema>;

/** A place whose addresses the server has loaded, with an address of it to try. */
export const AddressPlaceSchema = v.object({
  city: v.string(),
  /** Two-letter postal code, e.g. 'MA'. */
  state: v.string(),
  example: v.nullable(AddressExampleSchema),
});
export type AddressPlace = v.InferOutput<typeof AddressPlaceSchema>;

/** `GET /api/address/places` takes no parameters (the embedded widget's `org` is read elsewhere). */
export const AddressPlacesQuerySchema = v.object({});

/** `GET /api/address/places`: every place the search covers, sorted by state and city. */
export const AddressPlacesSchema = v.object({ places: v.array(AddressPlaceSchema) });
export type AddressPlaces = v.InferOutput<typeof AddressPlacesSchema>;
